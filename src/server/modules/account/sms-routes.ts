// POST /sys/sms (and /account/sms, the path the Vue client uses): sends a code for login, register,
// forgot password or binding a phone. Anonymous (contract §4), so rate limits come first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_PATHS, SMS_MODES, SMS_MODE_VALUES } from '../../../shared/account/account-api';
import type { SmsMode, SmsRequest } from '../../../shared/account/account-api';
import { ACCOUNT_SUCCESS } from '../../../shared/account/account-texts';
import { readToken } from '../../auth/authenticate';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { checkedPhone, usersByPhone } from './account-users';

const smsBodySchema = {
  type: 'object',
  properties: {
    mobile: { type: 'string', maxLength: 20 },
    smsmode: { anyOf: [{ type: 'string', maxLength: 2 }, { type: 'number' }] },
  },
} as const;

export function registerSmsRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, sms, sessions } = services;
  if (services.config.production && sms.provider.logOnly) {
    app.log.warn('SMS_PROVIDER is not set: SMS codes cannot be sent in production');
  }

  /** Whether the phone may receive a code of this purpose (JeecgBoot's checks per smsmode). */
  async function checkPurpose(mode: SmsMode, phone: string, request: FastifyRequest): Promise<void> {
    const users = await usersByPhone(db, phone);
    if (mode === SMS_MODES.register) {
      if (users.length > 0) throw Errors.smsPhoneRegistered();
    } else if (mode === SMS_MODES.bindPhone) {
      // Binding needs a signed-in user; the number may not belong to someone else.
      const token = readToken(request);
      const session = token ? await sessions.resolve(token) : null;
      if (!session) throw Errors.tokenInvalid();
      if (users.some((u) => u.id !== session.userId)) throw Errors.smsPhoneBound();
    } else if (users.length === 0) {
      throw Errors.smsPhoneUnknown();
    }
  }

  const send = async (request: FastifyRequest<{ Body: Partial<SmsRequest> | undefined }>) => {
    const phone = checkedPhone(request.body?.mobile);
    const mode = String(request.body?.smsmode ?? '');
    if (!SMS_MODE_VALUES.includes(mode)) throw Errors.smsModeInvalid();
    // Limits before the account look-up, so the endpoint cannot be used to probe numbers at speed.
    await sms.assertCanSend(mode as SmsMode, phone, request.ip);
    await checkPurpose(mode as SmsMode, phone, request);
    await sms.send(mode as SmsMode, phone, request.log);
    return ok(null, ACCOUNT_SUCCESS.smsSent);
  };
  for (const path of [ACCOUNT_PATHS.sms, ACCOUNT_PATHS.smsAlias]) {
    app.post(path, { config: { access: 'public' }, schema: { body: smsBodySchema } }, send);
  }
}

// Phone login (mobile + SMS code) and enterprise login (credit code + username + password): both end
// in the same completeLogin as /sys/login, so the result and the session are identical.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS, SMS_MODES } from '../../../shared/account/account-api';
import type { EnterpriseLoginRequest, PhoneLoginRequest } from '../../../shared/account/account-api';
import { engineDb } from '../../engine/engine-db';
import { staffOfUser, staffTable } from '../../business/own-enterprise';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { checkedPhone, usersByPhone } from './account-users';
import { completeLogin } from './login-completion';
import { checkPassword } from './password-check';

const phoneLoginSchema = {
  type: 'object',
  properties: {
    mobile: { type: 'string', maxLength: 20 },
    captcha: { type: 'string', maxLength: 20 },
  },
} as const;

const enterpriseLoginSchema = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    creditCode: { type: 'string', maxLength: 50 },
    username: { type: 'string', maxLength: 100 },
    password: { type: 'string', maxLength: 200 },
    captcha: { type: 'string', maxLength: 20 },
    checkKey: { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'number' }] },
    remember_me: { type: 'boolean' },
  },
} as const;

/** nl_enable of an enterprise: '0' 停用. */
const ENTERPRISE_DISABLED = '0';

export function registerLoginByPhoneRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, sms } = services;

  app.post<{ Body: Partial<PhoneLoginRequest> }>(
    ACCOUNT_PATHS.phoneLogin,
    { config: { access: 'public' }, schema: { body: phoneLoginSchema } },
    async (request, reply) => {
      const phone = checkedPhone(request.body.mobile);
      // The code first: without it nothing tells whether the number has an account.
      await sms.verify(SMS_MODES.login, phone, request.body.captcha);
      const users = await usersByPhone(db, phone);
      if (users.length === 0) throw Errors.userNotRegistered();
      if (users.length > 1) throw Errors.phoneAmbiguous();
      const result = await completeLogin(services, request, reply, users[0]!);
      return ok(result, SuccessMessages.login);
    },
  );

  app.post<{ Body: EnterpriseLoginRequest }>(
    ACCOUNT_PATHS.enterpriseLogin,
    { config: { access: 'public' }, schema: { body: enterpriseLoginSchema } },
    async (request, reply) => {
      const creditCode = request.body.creditCode?.trim().toUpperCase() ?? '';
      if (!creditCode) throw Errors.creditCodeRequired();
      const user = await checkPassword(services, request, request.body);
      // The account must be linked (as staff) to an enterprise with this credit code.
      const { registry } = services.engine;
      const enterprise = registry.get('enterprise')!;
      const staff = staffTable(registry);
      const dynamic = engineDb(db);
      const link = await dynamic
        .selectFrom(enterprise.table)
        .select(enterprise.field('status')!.column)
        .where(enterprise.field('creditCode')!.column, '=', creditCode)
        .where(
          'id',
          'in',
          dynamic.selectFrom(staff.table).select(staff.enterprise).where(staffOfUser(registry, user)),
        )
        .executeTakeFirst();
      if (!link) throw Errors.enterpriseMismatch();
      if (link[enterprise.field('status')!.column] === ENTERPRISE_DISABLED) throw Errors.enterpriseDisabled();
      const result = await completeLogin(services, request, reply, user);
      return ok(result, SuccessMessages.login);
    },
  );
}

// Forgot password: POST /sys/user/phoneVerification (phone + SMS code of smsmode 2) answers a
// single-use reset ticket and the account's username; POST /sys/user/passwordChange spends the
// ticket to set the new password and ends every session of the account.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS, SMS_MODES } from '../../../shared/account/account-api';
import type {
  PasswordChangeRequest,
  PhoneVerificationRequest,
  PhoneVerificationResult,
} from '../../../shared/account/account-api';
import { ACCOUNT_SUCCESS } from '../../../shared/account/account-texts';
import { formatDateTime } from '../../../shared/date-format';
import { hashPassword } from '../../auth/password-hash';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { checkedPhone, userOfPhone } from './account-users';
import { checkNewPassword } from './new-password';

const TICKET_BYTES = 32;
const ticketKey = (ticket: string) => `sms:reset:${createHash('sha256').update(ticket).digest('hex')}`;

const verificationSchema = {
  type: 'object',
  properties: { phone: { type: 'string', maxLength: 20 }, smscode: { type: 'string', maxLength: 20 } },
} as const;

const passwordChangeSchema = {
  type: 'object',
  properties: {
    username: { type: 'string', maxLength: 100 },
    password: { type: 'string', maxLength: 200 },
    phone: { type: 'string', maxLength: 20 },
    smscode: { type: 'string', maxLength: 100 },
  },
} as const;

export function registerForgotPasswordRoutes(
  app: FastifyInstance,
  { db, sms, store, sessions }: AppServices,
): void {
  app.post<{ Body: Partial<PhoneVerificationRequest> }>(
    ACCOUNT_PATHS.phoneVerification,
    { config: { access: 'public' }, schema: { body: verificationSchema } },
    async (request) => {
      const phone = checkedPhone(request.body.phone);
      await sms.verify(SMS_MODES.forgot, phone, request.body.smscode);
      const user = await userOfPhone(db, phone);
      const ticket = randomBytes(TICKET_BYTES).toString('base64url');
      await store.set(
        ticketKey(ticket),
        JSON.stringify({ userId: user.id, phone }),
        sms.limits.resetTicketTtlMs,
      );
      const result: PhoneVerificationResult = { smscode: ticket, username: user.username };
      return ok(result, ACCOUNT_SUCCESS.phoneVerified);
    },
  );

  app.post<{ Body: Partial<PasswordChangeRequest> }>(
    ACCOUNT_PATHS.passwordChange,
    { config: { access: 'public' }, schema: { body: passwordChangeSchema } },
    async (request) => {
      const { username, phone, smscode } = request.body;
      if (!username || !phone || !smscode) throw Errors.resetFailed();
      // A bad password is refused before the ticket is spent, so the user can correct it.
      const password = checkNewPassword(request.body.password);
      const stored = await store.take(ticketKey(smscode));
      if (stored === null) throw Errors.resetTicketInvalid();
      const ticket = JSON.parse(stored) as { userId: string; phone: string };
      const user = await db
        .selectFrom('sysUser')
        .selectAll()
        .where('id', '=', ticket.userId)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!user || user.username !== username.trim() || ticket.phone !== phone.trim()) {
        throw Errors.resetUserMismatch();
      }
      await db
        .updateTable('sysUser')
        .set({
          passwordHash: await hashPassword(password),
          updateBy: user.username,
          updateTime: formatDateTime(),
        })
        .where('id', '=', user.id)
        .execute();
      // Whoever knew the old password is signed out everywhere.
      await sessions.revokeOthers(user.id, '');
      return ok(null, ACCOUNT_SUCCESS.passwordReset);
    },
  );
}

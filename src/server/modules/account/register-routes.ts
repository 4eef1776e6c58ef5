// POST /sys/user/register: username, password, phone and its SMS code (smsmode 1), optional email.
// The new account is active, has no department or tenant and holds the default role (企业用户).
// The code is checked before the form says a name is taken, so the form lists no accounts.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCOUNT_PATHS, REGISTER_DEFAULT_ROLE, SMS_MODES } from '../../../shared/account/account-api';
import type { RegisterRequest } from '../../../shared/account/account-api';
import { ACCOUNT_SUCCESS } from '../../../shared/account/account-texts';
import { formatDateTime } from '../../../shared/date-format';
import { RULES } from '../../../shared/validation/rules';
import { hashPassword } from '../../auth/password-hash';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { checkedPhone, usersByPhone } from './account-users';
import { checkNewPassword } from './new-password';

const registerSchema = {
  type: 'object',
  properties: {
    username: { type: 'string', maxLength: 100 },
    password: { type: 'string', maxLength: 200 },
    phone: { type: 'string', maxLength: 20 },
    smscode: { type: 'string', maxLength: 20 },
    email: { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'null' }] },
    realname: { anyOf: [{ type: 'string', maxLength: 50 }, { type: 'null' }] },
  },
} as const;

const REGISTERED_BY = 'register';

/** The refusal of a username, phone or e-mail another account holds, or null. */
async function takenRefusal(db: Kysely<Database>, username: string, phone: string, email: string | null) {
  const taken = await db
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (taken) return Errors.usernameTaken;
  if ((await usersByPhone(db, phone)).length > 0) return Errors.phoneTaken;
  if (!email) return null;
  const emailUser = await db
    .selectFrom('sysUser')
    .select('id')
    .where('email', '=', email)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  return emailUser ? Errors.emailTaken : null;
}

export function registerRegisterRoutes(app: FastifyInstance, { db, sms }: AppServices): void {
  app.post<{ Body: Partial<RegisterRequest> }>(
    ACCOUNT_PATHS.register,
    { config: { access: 'public' }, schema: { body: registerSchema } },
    async (request) => {
      const username = request.body.username?.trim() ?? '';
      if (!username) throw Errors.usernameRequired();
      const usernameProblem = RULES.userName(username);
      if (usernameProblem) throw Errors.fieldInvalid(usernameProblem);
      const password = checkNewPassword(request.body.password);
      const phone = checkedPhone(request.body.phone);
      const email = request.body.email?.trim() || null;
      const emailProblem = email ? RULES.email(email) : null;
      if (emailProblem) throw Errors.fieldInvalid(emailProblem);

      // The code first (without using it up): only the phone's owner learns which names are
      // taken, and each such answer counts against the code, so it cannot list the accounts.
      await sms.check(SMS_MODES.register, phone, request.body.smscode);
      const refusal = await takenRefusal(db, username, phone, email);
      if (refusal) {
        await sms.countRefusal(SMS_MODES.register, phone);
        throw refusal();
      }
      await sms.verify(SMS_MODES.register, phone, request.body.smscode);

      const passwordHash = await hashPassword(password);
      const id = newId();
      await db.transaction().execute(async (trx) => {
        const now = formatDateTime();
        await trx
          .insertInto('sysUser')
          .values({
            id,
            username,
            realname: request.body.realname?.trim() || username,
            passwordHash,
            avatar: null,
            birthday: null,
            sex: null,
            email,
            phone,
            orgCode: null,
            status: 1,
            delFlag: 0,
            workNo: null,
            post: null,
            telephone: null,
            userIdentity: 1,
            clientId: null,
            createBy: REGISTERED_BY,
            createTime: now,
            updateBy: null,
            updateTime: null,
          })
          .execute();
        const role = await trx
          .selectFrom('sysRole')
          .select('id')
          .where('roleCode', '=', REGISTER_DEFAULT_ROLE)
          .executeTakeFirst();
        if (role)
          await trx.insertInto('sysUserRole').values({ id: newId(), userId: id, roleId: role.id }).execute();
      });
      return ok(null, ACCOUNT_SUCCESS.registered);
    },
  );
}

// The signed-in user's own account: change password, current departments, switch department
// (contract §5.4, §5.5, §5.7).
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../../shared/api-paths';
import type { CurrentUserDeparts, UpdatePasswordRequest } from '../../../shared/api-types';
import { formatDateTime } from '../../../shared/date-format';
import { authOf } from '../../auth/authenticate';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { PASSWORD_RULES } from '../../auth/password-rules';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { departsOfUser, loadUserInfo, toDepart } from './user-profile';

const stringField = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const updatePasswordSchema = {
  type: 'object',
  required: ['username'],
  properties: {
    username: stringField(100),
    oldpassword: stringField(200),
    password: stringField(200),
    confirmpassword: stringField(200),
  },
} as const;

interface SelectDepartBody {
  orgCode?: string;
  username?: string;
}

const selectDepartSchema = {
  type: 'object',
  properties: { orgCode: stringField(64), username: stringField(100) },
} as const;

export function registerAccountRoutes(app: FastifyInstance, { db, sessions }: AppServices): void {
  const updatePassword = async (request: FastifyRequest<{ Body: UpdatePasswordRequest }>) => {
    const auth = authOf(request);
    const { username, oldpassword = '', password = '', confirmpassword = '' } = request.body;
    if (username !== auth.user.username) throw Errors.passwordOnlyOwn();
    const user = await db.selectFrom('sysUser').selectAll().where('id', '=', auth.user.id).executeTakeFirst();
    if (!user) throw Errors.userNotFound();
    if (!(await verifyPassword(oldpassword, user.passwordHash))) throw Errors.oldPasswordWrong();
    if (!password) throw Errors.newPasswordEmpty();
    if (password.length < PASSWORD_RULES.minLength) throw Errors.passwordTooShort(PASSWORD_RULES.minLength);
    if (password.length > PASSWORD_RULES.maxLength) throw Errors.passwordTooLong(PASSWORD_RULES.maxLength);
    if (password !== confirmpassword) throw Errors.passwordConfirmMismatch();
    await db
      .updateTable('sysUser')
      .set({
        passwordHash: await hashPassword(password),
        updateBy: user.username,
        updateTime: formatDateTime(),
      })
      .where('id', '=', user.id)
      .execute();
    // Other sessions of this user end; the one that changed the password stays signed in.
    await sessions.revokeOthers(user.id, auth.sessionId);
    return ok(null, SuccessMessages.passwordChanged);
  };
  // The contract allows both methods (spec §7: PUT-or-POST).
  app.put(
    API_PATHS.updatePassword,
    { ...allow.signedIn, schema: { body: updatePasswordSchema } },
    updatePassword,
  );
  app.post(
    API_PATHS.updatePassword,
    { ...allow.signedIn, schema: { body: updatePasswordSchema } },
    updatePassword,
  );

  app.get(API_PATHS.currentUserDeparts, allow.signedIn, async (request) => {
    const { user } = authOf(request);
    const departs = await departsOfUser(db, user.id);
    const result: CurrentUserDeparts = { list: departs.map(toDepart), orgCode: user.orgCode };
    return ok(result);
  });

  const selectDepart = async (request: FastifyRequest<{ Body: SelectDepartBody | undefined }>) => {
    const auth = authOf(request);
    const { orgCode, username } = request.body ?? {};
    if (username && username !== auth.user.username) throw Errors.departOnlyOwn();
    if (!orgCode) throw Errors.departRequired();
    const departs = await departsOfUser(db, auth.user.id);
    if (!departs.some((d) => d.orgCode === orgCode)) throw Errors.departNotMember();
    await db.updateTable('sysUser').set({ orgCode }).where('id', '=', auth.user.id).execute();
    return ok({ userInfo: await loadUserInfo(db, { ...auth.user, orgCode }) });
  };
  // The header widget uses PUT (contract §5.4); the spec lists POST.
  app.put(API_PATHS.selectDepart, { ...allow.signedIn, schema: { body: selectDepartSchema } }, selectDepart);
  app.post(API_PATHS.selectDepart, { ...allow.signedIn, schema: { body: selectDepartSchema } }, selectDepart);
}

// The signed-in user's own profile: GET /sys/user/getCurrentUser, PUT|POST /sys/user/editByUser
// (base information only: the fields below are the whole allowlist, so roles, status, departments,
// tenants and the username cannot be changed here) and POST /sys/user/changePhone (with an SMS code).
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_PATHS, PROFILE_LIMITS, SMS_MODES } from '../../../shared/account/account-api';
import type { ChangePhoneRequest, EditByUserRequest } from '../../../shared/account/account-api';
import { ACCOUNT_SUCCESS } from '../../../shared/account/account-texts';
import { formatDateTime } from '../../../shared/date-format';
import { UPLOAD_LIMITS } from '../../../shared/uploads';
import { RULES } from '../../../shared/validation/rules';
import { authOf } from '../../auth/authenticate';
import type { UserUpdate } from '../../db/tables';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { loadUserInfo } from '../sys/user-profile';
import { checkedPhone, usersByPhone } from './account-users';

const nullableString = (maxLength: number) => ({ anyOf: [{ type: 'string', maxLength }, { type: 'null' }] });

const editSchema = {
  type: 'object',
  properties: {
    realname: { type: 'string', maxLength: PROFILE_LIMITS.realnameMax },
    sex: { anyOf: [{ type: 'integer', enum: [1, 2] }, { type: 'null' }] },
    birthday: { anyOf: [{ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, { type: 'null' }] },
    email: nullableString(PROFILE_LIMITS.emailMax),
    telephone: nullableString(PROFILE_LIMITS.telephoneMax),
    avatar: nullableString(PROFILE_LIMITS.avatarMax),
  },
} as const;

const changePhoneSchema = {
  type: 'object',
  properties: { phone: { type: 'string', maxLength: 20 }, smscode: { type: 'string', maxLength: 20 } },
} as const;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The allowlisted, checked changes of an editByUser body. */
function profileChanges(body: EditByUserRequest): UserUpdate {
  const changes: UserUpdate = {};
  if (body.realname !== undefined) {
    const realname = body.realname.trim();
    if (!realname) throw Errors.fieldInvalid('请输入姓名');
    changes.realname = realname;
  }
  if (body.sex !== undefined) changes.sex = body.sex;
  if (body.birthday !== undefined) changes.birthday = blankToNull(body.birthday);
  if (body.email !== undefined) {
    const email = blankToNull(body.email);
    const problem = email ? RULES.email(email) : null;
    if (problem) throw Errors.fieldInvalid(problem);
    changes.email = email;
  }
  if (body.telephone !== undefined) changes.telephone = blankToNull(body.telephone);
  if (body.avatar !== undefined) {
    const avatar = blankToNull(body.avatar);
    if (avatar && !UPLOAD_LIMITS.storedImagePattern.test(avatar)) throw Errors.fieldInvalid('头像地址不正确');
    changes.avatar = avatar;
  }
  return changes;
}

export function registerProfileRoutes(app: FastifyInstance, { db, sms }: AppServices): void {
  app.get(ACCOUNT_PATHS.currentUser, allow.signedIn, async (request) =>
    ok(await loadUserInfo(db, authOf(request).user)),
  );

  const edit = async (request: FastifyRequest<{ Body: EditByUserRequest | undefined }>) => {
    const { user } = authOf(request);
    const changes = profileChanges(request.body ?? {});
    if (changes.email) {
      const other = await db
        .selectFrom('sysUser')
        .select('id')
        .where('email', '=', changes.email)
        .where('id', '!=', user.id)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (other) throw Errors.emailTaken();
    }
    const updateTime = formatDateTime();
    await db
      .updateTable('sysUser')
      .set({ ...changes, updateBy: user.username, updateTime })
      .where('id', '=', user.id)
      .execute();
    const updated = { ...user, ...changes, updateBy: user.username, updateTime };
    return ok(await loadUserInfo(db, updated), ACCOUNT_SUCCESS.profileSaved);
  };
  app.put(ACCOUNT_PATHS.editByUser, { ...allow.signedIn, schema: { body: editSchema } }, edit);
  app.post(ACCOUNT_PATHS.editByUser, { ...allow.signedIn, schema: { body: editSchema } }, edit);

  app.post<{ Body: Partial<ChangePhoneRequest> }>(
    ACCOUNT_PATHS.changePhone,
    { ...allow.signedIn, schema: { body: changePhoneSchema } },
    async (request) => {
      const { user } = authOf(request);
      const phone = checkedPhone(request.body.phone);
      await sms.verify(SMS_MODES.bindPhone, phone, request.body.smscode);
      if ((await usersByPhone(db, phone)).some((u) => u.id !== user.id)) throw Errors.smsPhoneBound();
      const updateTime = formatDateTime();
      await db
        .updateTable('sysUser')
        .set({ phone, updateBy: user.username, updateTime })
        .where('id', '=', user.id)
        .execute();
      return ok(await loadUserInfo(db, { ...user, phone, updateTime }), ACCOUNT_SUCCESS.phoneChanged);
    },
  );
}

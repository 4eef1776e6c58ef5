// /sys/user/* (spec §7 System admin; contract §8, §11.1): list, read, add, edit, soft delete,
// freeze/unfreeze, administrator password reset, role ids, uniqueness check and department members.
// Every route is guarded by a button code of schemas/menus.json (510 without it); the list also
// answers the forms with a user field, in the picker's view (user-picker-view.ts).
import { allow } from '../../auth/route-access';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../shared/date-format';
import {
  USER_CODES,
  USER_PATHS,
  USER_STATUS,
  USER_TEXTS,
  USERNAME_CHECK_LIMITS,
} from '../../../shared/users/texts';
import { hashPassword } from '../../auth/password-hash';
import { readToken } from '../../auth/authenticate';
import { principalOf } from '../../engine/principal';
import type { Principal } from '../../engine/principal';
import { Errors } from '../../errors';
import { failure, ok } from '../../http/result';
import { RESULT_CODES } from '../../../shared/api-types';
import type { AppServices } from '../../services';
import { guardAdministrators, takenField } from './user-guards';
import type { UniqueField } from './user-guards';
import type { UserReader } from './user-query';
import type { UserListQuery } from './user-rows';
import { addUser, editUser } from './user-save';
import { checkNewPassword, checkUsername, userLinks, userValues, userWriteSchema } from './user-values';
import type { UserBody } from './user-values';
import { LIST_PARAMS, stringQuery } from './request-schemas';
import { idList } from './id-list';
import { pickerPage, userPickerCodes } from './user-picker-view';
import { isAllowed } from '../../../shared/permission-rules';
import { guardMembers, memberCondition, scopeOf, userScope } from './tenant-scope';

/** Deleting or freezing users outside the caller's tenant is refused as for unknown users. */
const unknownUsers = () => Errors.userInvalid(USER_TEXTS.userUnknown);

export function registerUserRoutes(api: FastifyInstance, services: AppServices, users: UserReader): void {
  const { db, sessions } = services;

  // The 用户管理 page's rows with the list code; the user picker's view (user-picker-view.ts) for the
  // forms with a user field.
  api.get<{ Querystring: UserListQuery & { departId?: string } }>(
    USER_PATHS.list,
    {
      ...allow.anyOf(USER_CODES.list, ...userPickerCodes(services.definitions.entities)),
      schema: stringQuery(...LIST_PARAMS),
    },
    async (request) => {
      const principal = await principalOf(request, db);
      if (isAllowed(USER_CODES.list, principal.held, principal.switchedOff))
        return ok(await users.list(request.query, await scopeOf(request)));
      return ok(await pickerPage(users, request.query, principal.tenantId));
    },
  );

  api.get<{ Querystring: { id?: string } }>(
    USER_PATHS.queryById,
    { ...allow.anyOf(USER_CODES.list), schema: stringQuery('id') },
    async (request) => {
      const [user] = await users.byIds(request.query.id ? [request.query.id] : [], await scopeOf(request));
      if (!user) throw Errors.recordNotFound();
      return ok(user);
    },
  );

  api.post<{ Body: UserBody }>(
    USER_PATHS.add,
    { ...allow.anyOf(USER_CODES.add), schema: { body: userWriteSchema } },
    async (request) => {
      const principal = await principalOf(request, db);
      const username = checkUsername(request.body.username);
      const password = checkNewPassword(request.body.password);
      const id = await addUser(db, principal, {
        username,
        password,
        values: userValues(request.body),
        links: userLinks(request.body),
      });
      return ok({ id }, USER_TEXTS.added);
    },
  );

  api.put<{ Body: UserBody }>(
    USER_PATHS.edit,
    { ...allow.anyOf(USER_CODES.edit), schema: { body: userWriteSchema } },
    async (request) => {
      const principal = await principalOf(request, db);
      if (!request.body.id) throw Errors.recordNotFound();
      await editUser(db, principal, {
        id: request.body.id,
        values: userValues(request.body),
        links: userLinks(request.body),
      });
      return ok(null, USER_TEXTS.edited);
    },
  );

  /**
   * Soft delete (del_flag = 1): the username stays taken; the user's sessions end. Acting in a tenant,
   * only its members.
   */
  const softDelete = async (principal: Principal, ids: string[]) => {
    if (ids.includes(principal.user.id)) throw Errors.userSelfDeleted();
    await db.transaction().execute(async (trx) => {
      await guardMembers(trx, userScope(principal), ids, unknownUsers);
      await guardAdministrators(trx, principal, ids);
      await trx
        .updateTable('sysUser')
        .set({ delFlag: 1, updateBy: principal.user.username, updateTime: formatDateTime() })
        .where('id', 'in', ids)
        .execute();
    });
    for (const id of ids) await sessions.revokeOthers(id, '');
  };

  api.delete<{ Querystring: { id?: string } }>(
    USER_PATHS.delete,
    { ...allow.anyOf(USER_CODES.delete), schema: stringQuery('id') },
    async (request) => {
      const principal = await principalOf(request, db);
      await softDelete(principal, idList(request.query.id));
      return ok(null, USER_TEXTS.deleted);
    },
  );

  api.delete<{ Querystring: { ids?: string } }>(
    USER_PATHS.deleteBatch,
    { ...allow.anyOf(USER_CODES.deleteBatch), schema: stringQuery('ids') },
    async (request) => {
      const principal = await principalOf(request, db);
      await softDelete(principal, idList(request.query.ids));
      return ok(null, USER_TEXTS.deletedBatch);
    },
  );

  api.put<{ Body: { ids?: string; status?: string | number } }>(
    USER_PATHS.frozenBatch,
    {
      ...allow.anyOf(USER_CODES.frozen),
      schema: {
        body: {
          type: 'object',
          properties: {
            ids: { type: 'string', maxLength: 20_000 },
            status: { anyOf: [{ type: 'string', maxLength: 2 }, { type: 'integer' }] },
          },
        },
      },
    },
    async (request) => {
      const principal = await principalOf(request, db);
      const ids = idList(request.body.ids);
      const status = Number(request.body.status);
      if (status !== USER_STATUS.normal && status !== USER_STATUS.frozen) throw Errors.userStatusInvalid();
      if (ids.includes(principal.user.id)) throw Errors.userSelfFrozen();
      await db.transaction().execute(async (trx) => {
        await guardMembers(trx, userScope(principal), ids, unknownUsers);
        await guardAdministrators(trx, principal, ids);
        await trx
          .updateTable('sysUser')
          .set({ status, updateBy: principal.user.username, updateTime: formatDateTime() })
          .where('id', 'in', ids)
          .where('delFlag', '=', 0)
          .execute();
      });
      if (status === USER_STATUS.frozen) for (const id of ids) await sessions.revokeOthers(id, '');
      return ok(null, status === USER_STATUS.frozen ? USER_TEXTS.frozen : USER_TEXTS.unfrozen);
    },
  );

  api.put<{ Body: { username?: string; password?: string; confirmpassword?: string } }>(
    USER_PATHS.changePassword,
    {
      ...allow.anyOf(USER_CODES.resetPassword),
      schema: {
        body: {
          type: 'object',
          properties: {
            username: { type: 'string', maxLength: 100 },
            password: { type: 'string', maxLength: 200 },
            confirmpassword: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const principal = await principalOf(request, db);
      const { username, confirmpassword } = request.body;
      const password = checkNewPassword(request.body.password);
      if (confirmpassword !== undefined && confirmpassword !== password)
        throw Errors.passwordConfirmMismatch();
      const user = await db
        .selectFrom('sysUser')
        .select('id')
        .where('username', '=', username ?? '')
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!user) throw Errors.userNotFound();
      await guardMembers(db, userScope(principal), [user.id], Errors.userNotFound);
      await guardAdministrators(db, principal, [user.id]);
      await db
        .updateTable('sysUser')
        .set({
          passwordHash: await hashPassword(password),
          updateBy: principal.user.username,
          updateTime: formatDateTime(),
        })
        .where('id', '=', user.id)
        .execute();
      // The old password's sessions end (the caller's own stays when resetting their own password).
      await sessions.revokeOthers(
        user.id,
        user.id === principal.user.id ? (request.auth?.sessionId ?? '') : '',
      );
      return ok(null, USER_TEXTS.passwordReset);
    },
  );

  api.get<{ Querystring: { userid?: string } }>(
    USER_PATHS.queryUserRole,
    { ...allow.anyOf(USER_CODES.list), schema: stringQuery('userid') },
    async (request) => {
      // A user outside the caller's tenant has no roles to show, as an unknown user.
      const member = memberCondition(await scopeOf(request), 'sysUserRole.userId');
      const rows = await db
        .selectFrom('sysUserRole')
        .select('roleId')
        .where('userId', '=', request.query.userid ?? '')
        .$if(member !== null, (query) => query.where(member!))
        .orderBy('roleId')
        .execute();
      return ok(rows.map((r) => r.roleId));
    },
  );

  api.get<{ Querystring: { id?: string } }>(
    USER_PATHS.queryUserByDepId,
    { ...allow.anyOf(USER_CODES.list), schema: stringQuery('id') },
    async (request) => {
      return ok(await users.ofDepart(request.query.id ?? '', await scopeOf(request)));
    },
  );

  // Anonymous for usernames (the registration form, contract §4); phone, email and work number
  // only with a session, so that nobody can probe who is registered with an address.
  api.get<{ Querystring: Partial<Record<UniqueField | 'id', string>> }>(
    USER_PATHS.checkOnlyUser,
    { config: { access: 'public' }, schema: stringQuery('id', 'username', 'phone', 'email', 'workNo') },
    async (request) => {
      const { id, username, ...private_ } = request.query;
      const token = readToken(request);
      const signedIn = token ? (await sessions.resolve(token)) !== null : false;
      if (!signedIn) {
        const key = `username-check:ip:${request.ip}`;
        if (
          (await services.store.increment(key, USERNAME_CHECK_LIMITS.windowMs)) > USERNAME_CHECK_LIMITS.perIp
        )
          throw Errors.usernameChecksLimited();
      }
      const values: Partial<Record<UniqueField, string>> = { username: username?.trim() };
      if (signedIn) Object.assign(values, private_);
      const taken = await takenField(db, values, signedIn && id ? id : null);
      return taken ? failure(RESULT_CODES.error, taken) : ok(true, USER_TEXTS.valueAvailable);
    },
  );

  // Options of the add/edit form: roles, tenants, positions.
  api.get(USER_PATHS.roleOptions, allow.anyOf(USER_CODES.list), async () => {
    return ok(
      await db.selectFrom('sysRole').select(['id', 'roleName', 'roleCode']).orderBy('roleName').execute(),
    );
  });
  api.get(USER_PATHS.tenantOptions, allow.anyOf(USER_CODES.list), async () => {
    return ok(await db.selectFrom('sysTenant').select(['id', 'name', 'status']).orderBy('id').execute());
  });
  api.get(USER_PATHS.positionOptions, allow.anyOf(USER_CODES.list), async () => {
    return ok(await db.selectFrom('sysPosition').select(['code', 'name']).orderBy('code').execute());
  });
}

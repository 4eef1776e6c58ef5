// JeecgBoot 2.4's members of a role (角色用户: userRoleList, addSysUserRole, deleteUserRole,
// deleteUserRoleBatch) and of a department (部门用户: departUserList, editSysDepartWithUser,
// deleteUserInDepart, deleteUserInDepartBatch). Reading needs the user list's code, changing the
// user form's edit code: both panes change what the user form shows.
import type { FastifyInstance } from 'fastify';
import type { PageResult } from '../../../shared/api-types';
import { LIST_LIMITS, USER_CODES, USER_IDENTITY, USER_PATHS, USER_TEXTS } from '../../../shared/users/texts';
import { allow } from '../../auth/route-access';
import { principalOf } from '../../engine/principal';
import type { Principal } from '../../engine/principal';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { departsOfUser } from '../sys/user-profile';
import { liveDeparts, subtreeIds } from './depart-tree';
import { idList } from './id-list';
import { changeDepartMembers, changeRoleMembers } from './member-changes';
import { stringQuery } from './request-schemas';
import { scopeOf } from './tenant-scope';
import type { UserReader } from './user-query';
import type { UserListRow } from './user-rows';

const PAGE_PARAMS = ['pageNo', 'pageSize', 'username', 'realname', 'column', 'order'] as const;
type PageQuery = Partial<Record<(typeof PAGE_PARAMS)[number], string>>;

/** JeecgBoot's pane shows a member's department names in its 部门 column, which reads `orgCode`. */
const withDepartNames = (page: PageResult<UserListRow>) => ({
  ...page,
  records: page.records.map((row) => ({ ...row, orgCode: row.orgCodeTxt })),
});

type Owner = 'roleId' | 'depId';
type Change = (principal: Principal, ownerId: string, userIds: string[]) => Promise<void>;

export function registerMemberRoutes(api: FastifyInstance, services: AppServices, users: UserReader): void {
  const { db } = services;

  /** POST {<owner>, userIdList}: the users join the role or department (user:edit). */
  const addRoute = (path: string, owner: Owner, add: Change) =>
    api.post<{ Body: Record<Owner, string> & { userIdList: string[] } }>(
      path,
      {
        ...allow.anyOf(USER_CODES.edit),
        schema: {
          body: {
            type: 'object',
            required: [owner, 'userIdList'],
            properties: {
              [owner]: { type: 'string', maxLength: 32 },
              userIdList: {
                type: 'array',
                items: { type: 'string', maxLength: 32 },
                maxItems: LIST_LIMITS.maxIds,
              },
            },
          },
        },
      },
      async (request) => {
        const principal = await principalOf(request, db);
        // The same checks as a comma list: distinct ids, at least one.
        await add(principal, request.body[owner], idList(request.body.userIdList.join(',')));
        return ok(null, USER_TEXTS.membersAdded);
      },
    );

  /** DELETE ?<owner>=&<ids>=: the users leave the role or department (user:edit). */
  const removeRoute = (path: string, owner: Owner, ids: 'userId' | 'userIds', remove: Change) =>
    api.delete<{ Querystring: Partial<Record<string, string>> }>(
      path,
      { ...allow.anyOf(USER_CODES.edit), schema: stringQuery(owner, ids) },
      async (request) => {
        const principal = await principalOf(request, db);
        await remove(principal, request.query[owner] ?? '', idList(request.query[ids]));
        return ok(null, USER_TEXTS.membersDeleted);
      },
    );

  api.get<{ Querystring: PageQuery & { roleId?: string } }>(
    USER_PATHS.userRoleList,
    { ...allow.anyOf(USER_CODES.list), schema: stringQuery(...PAGE_PARAMS, 'roleId') },
    async (request) =>
      ok(await users.list({ ...request.query, roleId: request.query.roleId ?? '' }, await scopeOf(request))),
  );
  addRoute(USER_PATHS.addSysUserRole, 'roleId', (principal, roleId, userIds) =>
    changeRoleMembers(db, principal, roleId, userIds, 'add'),
  );
  const removeFromRole: Change = (principal, roleId, userIds) =>
    changeRoleMembers(db, principal, roleId, userIds, 'remove');
  removeRoute(USER_PATHS.deleteUserRole, 'roleId', 'userId', removeFromRole);
  removeRoute(USER_PATHS.deleteUserRoleBatch, 'roleId', 'userIds', removeFromRole);

  // The users of a department and its sub-departments. Without a department: a 上级 (userIdentity
  // 2) sees the users of their own departments' subtrees, anyone else nothing (`result: null`).
  api.get<{ Querystring: PageQuery & { depId?: string } }>(
    USER_PATHS.departUserList,
    { ...allow.anyOf(USER_CODES.list), schema: stringQuery(...PAGE_PARAMS, 'depId') },
    async (request) => {
      const { depId, ...query } = request.query;
      const scope = await scopeOf(request);
      if (depId) return ok(withDepartNames(await users.list({ ...query, departId: depId }, scope)));
      const { user } = await principalOf(request, db);
      if (user.userIdentity !== USER_IDENTITY.superior) return ok(null);
      const [departs, mine] = await Promise.all([liveDeparts(db), departsOfUser(db, user.id)]);
      const departIds = [...new Set(mine.flatMap((d) => subtreeIds(departs, d.id)))];
      return ok(
        departIds.length > 0 ? withDepartNames(await users.list({ ...query, departIds }, scope)) : null,
      );
    },
  );
  addRoute(USER_PATHS.editSysDepartWithUser, 'depId', (principal, depId, userIds) =>
    changeDepartMembers(db, principal, depId, userIds, 'add'),
  );
  // The single delete says so when the user was not in the department, as JeecgBoot does.
  removeRoute(USER_PATHS.deleteUserInDepart, 'depId', 'userId', (principal, depId, userIds) =>
    changeDepartMembers(db, principal, depId, userIds, 'remove', true),
  );
  removeRoute(USER_PATHS.deleteUserInDepartBatch, 'depId', 'userIds', (principal, depId, userIds) =>
    changeDepartMembers(db, principal, depId, userIds, 'remove'),
  );
}

// Role management of one realm (/sys/role/* or /ent/role/*, contract §11.2): list, queryall, add,
// edit, delete, deleteBatch, checkRoleCode, the permission tree for authorisation (queryTreeList) and
// the data rules a role uses on one permission (datarule); queryTreeListForUser marks what the caller
// cannot grant.
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_LIMITS, ROLE_MESSAGES } from '../../../shared/roles/roles-texts';
import { authOf } from '../../auth/authenticate';
import { formatDateTime } from '../../../shared/date-format';
import { newId } from '../../db/ids';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import { escapeLike } from '../../engine/sql-conditions';
import type { AppServices } from '../../services';
import {
  auditOf,
  bodyOf,
  idList,
  optionalText,
  page,
  pageParams,
  queryOf,
  requiredText,
  rolePickerCodes,
  stringParam,
} from './common';
import type { Query, RealmDef } from './common';
import { heldPermissionIds } from './held-grants';
import { realmPermissions, treeModel } from './permission-tree';
import { rolesDb } from './tables';
import type { RoleRow, RolesDb } from './tables';

const MAX_DELETE = 100;

export const toRole = (row: RoleRow) => ({
  id: row.id,
  roleName: row.roleName,
  roleCode: row.roleCode,
  description: row.description,
  createBy: row.createBy,
  createTime: row.createTime,
  updateBy: row.updateBy,
  updateTime: row.updateTime,
});

/** Whether another role (any realm: codes are unique overall) already has the code. */
export async function codeTaken(db: RolesDb, roleCode: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('sysRole').select('id').where('roleCode', '=', roleCode);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return !!(await query.executeTakeFirst());
}

export function roleFields(body: Record<string, unknown>) {
  return {
    roleName: requiredText(body.roleName, '角色名称', ROLE_LIMITS.roleName),
    roleCode: requiredText(body.roleCode, '角色编码', ROLE_LIMITS.roleCode),
    description: optionalText(body.description, '描述', ROLE_LIMITS.description),
  };
}

/** A new role of the realm from a request's or a sheet row's fields (code unique overall). */
export async function insertRole(db: RolesDb, def: RealmDef, body: Record<string, unknown>, by: string) {
  const fields = roleFields(body);
  if (await codeTaken(db, fields.roleCode)) throw Errors.roleRefused(ROLE_MESSAGES.roleCodeTaken);
  const row = {
    id: newId(),
    realm: def.realm,
    ...fields,
    createBy: by,
    createTime: formatDateTime(),
    updateBy: null,
    updateTime: null,
  };
  await db.insertInto('sysRole').values(row).execute();
  return row;
}

/** The realm's roles a list request names: `roleName` contains (JInput's `*x*` too), `roleCode` equal. */
export function filteredRoles(db: RolesDb, def: RealmDef, query: Query) {
  let select = db.selectFrom('sysRole').where('realm', '=', def.realm);
  const roleName = stringParam(query.roleName).replace(/^\*|\*$/g, '');
  if (roleName) select = select.where('roleName', 'like', `%${escapeLike(roleName)}%`);
  const roleCode = stringParam(query.roleCode);
  if (roleCode) select = select.where('roleCode', '=', roleCode);
  return select;
}

export async function findRole(db: RolesDb, def: RealmDef, id: string): Promise<RoleRow> {
  const role = id
    ? await db
        .selectFrom('sysRole')
        .selectAll()
        .where('id', '=', id)
        .where('realm', '=', def.realm)
        .executeTakeFirst()
    : undefined;
  if (!role) throw Errors.roleRefused(ROLE_MESSAGES.roleNotFound);
  return role;
}

export function registerRoleRoutes(app: FastifyInstance, services: AppServices, def: RealmDef): void {
  const db = rolesDb(services.db);
  const base = `${def.prefix}/role`;
  // The role list also feeds the pickers: the user form and every entity form with a role picker.
  const listAccess = allow.anyOf(def.codes.roleList, ...rolePickerCodes(def, services.definitions.entities));

  app.get(`${base}/list`, listAccess, async (request) => {
    const query = queryOf(request);
    const { size, current } = pageParams(query);
    const select = filteredRoles(db, def, query);
    const [{ total }, rows] = await Promise.all([
      select.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      select
        .selectAll()
        .orderBy('createTime', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((current - 1) * size)
        .execute(),
    ]);
    return ok(page(rows.map(toRole), Number(total), size, current));
  });

  app.get(`${base}/queryall`, listAccess, async () => {
    const rows = await db
      .selectFrom('sysRole')
      .selectAll()
      .where('realm', '=', def.realm)
      .orderBy('createTime', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return ok(rows.map(toRole));
  });

  app.get(`${base}/checkRoleCode`, allow.anyOf(def.codes.roleAdd, def.codes.roleEdit), async (request) => {
    const query = queryOf(request);
    const roleCode = stringParam(query.roleCode);
    if (roleCode && (await codeTaken(db, roleCode, stringParam(query.id) || undefined)))
      throw Errors.roleRefused(ROLE_MESSAGES.roleCodeTaken);
    return ok(null, ROLE_MESSAGES.roleCodeAvailable);
  });

  app.post(`${base}/add`, allow.anyOf(def.codes.roleAdd), async (request) => {
    const row = await insertRole(db, def, bodyOf(request), auditOf(request).by);
    return ok(toRole(row), SuccessMessages.added);
  });

  const edit = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const role = await findRole(db, def, stringParam(body.id));
    const fields = roleFields(body);
    if (await codeTaken(db, fields.roleCode, role.id)) throw Errors.roleRefused(ROLE_MESSAGES.roleCodeTaken);
    const { by, at } = auditOf(request);
    await db
      .updateTable('sysRole')
      .set({ ...fields, updateBy: by, updateTime: at })
      .where('id', '=', role.id)
      .execute();
    return ok(toRole({ ...role, ...fields, updateBy: by, updateTime: at }), SuccessMessages.edited);
  };
  app.put(`${base}/edit`, allow.anyOf(def.codes.roleEdit), edit);
  app.post(`${base}/edit`, allow.anyOf(def.codes.roleEdit), edit);

  /** Deletes roles of this realm with their grants and user assignments, in one transaction. */
  async function deleteRoles(ids: string[]): Promise<void> {
    const found = await db
      .selectFrom('sysRole')
      .select('id')
      .where('id', 'in', ids)
      .where('realm', '=', def.realm)
      .execute();
    if (found.length !== ids.length) throw Errors.roleRefused(ROLE_MESSAGES.roleNotFound);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sysRolePermission').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('sysUserRole').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('sysRole').where('id', 'in', ids).execute();
    });
  }

  app.delete(`${base}/delete`, allow.anyOf(def.codes.roleDelete), async (request) => {
    const id = stringParam(queryOf(request).id);
    if (!id) throw Errors.idsUnrecognized();
    await deleteRoles([id]);
    return ok(null, ROLE_MESSAGES.roleDeleted);
  });

  app.delete(`${base}/deleteBatch`, allow.anyOf(def.codes.roleDeleteBatch), async (request) => {
    const ids = idList(queryOf(request).ids, MAX_DELETE);
    if (ids.length === 0) throw Errors.idsUnrecognized();
    await deleteRoles(ids);
    return ok(null, ROLE_MESSAGES.rolesDeleted);
  });

  app.get(`${base}/queryTreeList`, allow.anyOf(def.codes.roleAuthorize), async () =>
    ok(await treeModel(db, await realmPermissions(db, def.realm))),
  );

  // The same tree for the 授权 drawer of the signed-in user: what they do not hold is shown but
  // cannot be ticked (the grant ceiling would refuse it anyway). POST in the contract; GET for SWR.
  app.route({
    method: ['GET', 'POST'],
    url: `${base}/queryTreeListForUser`,
    config: { access: { anyOf: [def.codes.roleAuthorize] }, readOnly: true },
    handler: async (request) => {
      const held = await heldPermissionIds(db, authOf(request).user.id);
      return ok(await treeModel(db, await realmPermissions(db, def.realm), held));
    },
  });
}

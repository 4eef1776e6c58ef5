// Menu and button management of one realm (/sys/permission/* or /ent/permission/*): the tree list,
// the authorisation tree, add/edit/delete, and a role's grants (queryRolePermission,
// saveRolePermission with the grant ceiling of grants.ts).
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_MESSAGES } from '../../../shared/roles/roles-texts';
import { authOf } from '../../auth/authenticate';
import { newId } from '../../db/ids';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { auditOf, bodyOf, idList, queryOf, stringParam } from './common';
import type { RealmDef } from './common';
import { replaceGrants, roleGrants } from './grants';
import { permissionFields } from './permission-fields';
import { permissionList, realmPermissions, treeModel } from './permission-tree';
import { findRole } from './role-routes';
import { rolesDb } from './tables';
import type { RealmPermissionRow, RolesDb, RolesTrx } from './tables';

const MAX_DELETE = 100;

export async function findPermission(
  db: RolesDb | RolesTrx,
  def: RealmDef,
  id: string,
): Promise<RealmPermissionRow> {
  const row = id
    ? await db
        .selectFrom('sysPermission')
        .selectAll()
        .where('id', '=', id)
        .where('realm', '=', def.realm)
        .where('delFlag', '=', 0)
        .executeTakeFirst()
    : undefined;
  if (!row) throw Errors.roleRefused(ROLE_MESSAGES.permissionNotFound);
  return row;
}

/** Keeps a parent's leaf flag true exactly when it has no children left. */
async function refreshLeaf(trx: RolesTrx, parentId: string | null): Promise<void> {
  if (!parentId) return;
  const child = await trx
    .selectFrom('sysPermission')
    .select('id')
    .where('parentId', '=', parentId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  await trx
    .updateTable('sysPermission')
    .set({ isLeaf: child ? 0 : 1 })
    .where('id', '=', parentId)
    .execute();
}

/** The parent must exist in the realm and not be the row itself or one of its descendants. */
async function checkParent(
  trx: RolesTrx,
  def: RealmDef,
  parentId: string | null,
  selfId?: string,
): Promise<void> {
  if (!parentId) return;
  const rows = await realmPermissions(trx, def.realm);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (!byId.has(parentId)) throw Errors.roleRefused(ROLE_MESSAGES.parentNotFound);
  for (let at: string | null = parentId; at; at = byId.get(at)?.parentId ?? null)
    if (at === selfId) throw Errors.roleRefused(ROLE_MESSAGES.parentCycle);
}

export function registerPermissionAdminRoutes(
  app: FastifyInstance,
  services: AppServices,
  def: RealmDef,
): void {
  const db = rolesDb(services.db);
  const base = `${def.prefix}/permission`;

  app.get(`${base}/list`, allow.anyOf(def.codes.permissionList), async () =>
    ok(await permissionList(db, def.realm)),
  );
  app.get(`${base}/queryTreeList`, allow.anyOf(def.codes.permissionList, def.codes.roleAuthorize), async () =>
    ok(await treeModel(db, await realmPermissions(db, def.realm))),
  );

  app.post(`${base}/add`, allow.anyOf(def.codes.permissionAdd), async (request) => {
    const fields = permissionFields(bodyOf(request));
    const { by, at } = auditOf(request);
    const id = newId();
    const userId = authOf(request).user.id;
    await db.transaction().execute(async (trx) => {
      await checkParent(trx, def, fields.parentId);
      await trx
        .insertInto('sysPermission')
        .values({
          id,
          realm: def.realm,
          ...fields,
          isLeaf: 1,
          delFlag: 0,
          createBy: by,
          createTime: at,
          updateBy: null,
          updateTime: null,
        })
        .execute();
      await refreshLeaf(trx, fields.parentId);
      // The creator's roles that hold the parent (all their roles for a top-level menu) get the new
      // row, so its creator holds it and may grant it on (the grant ceiling) without a lock-out.
      let roles = trx
        .selectFrom('sysUserRole')
        .select('sysUserRole.roleId')
        .where('sysUserRole.userId', '=', userId);
      if (fields.parentId)
        roles = roles
          .innerJoin('sysRolePermission', 'sysRolePermission.roleId', 'sysUserRole.roleId')
          .where('sysRolePermission.permissionId', '=', fields.parentId);
      const roleIds = [...new Set((await roles.execute()).map((r) => r.roleId))];
      if (roleIds.length)
        await trx
          .insertInto('sysRolePermission')
          .values(roleIds.map((roleId) => ({ id: newId(), roleId, permissionId: id, dataRuleIds: null })))
          .execute();
    });
    return ok({ id }, SuccessMessages.added);
  });

  const edit = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const fields = permissionFields(body);
    const { by, at } = auditOf(request);
    await db.transaction().execute(async (trx) => {
      const row = await findPermission(trx, def, stringParam(body.id));
      await checkParent(trx, def, fields.parentId, row.id);
      await trx
        .updateTable('sysPermission')
        .set({ ...fields, updateBy: by, updateTime: at })
        .where('id', '=', row.id)
        .execute();
      if (row.parentId !== fields.parentId) {
        await refreshLeaf(trx, row.parentId);
        await refreshLeaf(trx, fields.parentId);
      }
    });
    return ok(null, SuccessMessages.edited);
  };
  app.put(`${base}/edit`, allow.anyOf(def.codes.permissionEdit), edit);
  app.post(`${base}/edit`, allow.anyOf(def.codes.permissionEdit), edit);

  /** Deletes leaf rows with their grants and rules; a row with children is refused (delete them first). */
  async function deletePermissions(ids: string[]): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const rows = await Promise.all(ids.map((id) => findPermission(trx, def, id)));
      const child = await trx
        .selectFrom('sysPermission')
        .select('id')
        .where('parentId', 'in', ids)
        .where('id', 'not in', ids)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (child) throw Errors.roleRefused(ROLE_MESSAGES.permissionHasChildren);
      await trx.deleteFrom('sysRolePermission').where('permissionId', 'in', ids).execute();
      await trx.deleteFrom('sysDepartPermission').where('permissionId', 'in', ids).execute();
      await trx.deleteFrom('sysDepartRolePermission').where('permissionId', 'in', ids).execute();
      await trx.deleteFrom('sysPermissionDataRule').where('permissionId', 'in', ids).execute();
      await trx.deleteFrom('sysPermission').where('id', 'in', ids).execute();
      for (const parentId of new Set(rows.map((r) => r.parentId))) await refreshLeaf(trx, parentId);
    });
  }

  app.delete(`${base}/delete`, allow.anyOf(def.codes.permissionDelete), async (request) => {
    const id = stringParam(queryOf(request).id);
    if (!id) throw Errors.idsUnrecognized();
    await deletePermissions([id]);
    return ok(null, SuccessMessages.deleted);
  });

  app.delete(`${base}/deleteBatch`, allow.anyOf(def.codes.permissionDelete), async (request) => {
    const ids = idList(queryOf(request).ids, MAX_DELETE);
    if (ids.length === 0) throw Errors.idsUnrecognized();
    await deletePermissions(ids);
    return ok(null, SuccessMessages.deleted);
  });

  app.get(`${base}/queryRolePermission`, allow.anyOf(def.codes.roleAuthorize), async (request) => {
    const role = await findRole(db, def, stringParam(queryOf(request).roleId));
    const rows = await db
      .selectFrom('sysRolePermission')
      .select('permissionId')
      .where('roleId', '=', role.id)
      .execute();
    return ok(rows.map((r) => r.permissionId));
  });

  app.post(`${base}/saveRolePermission`, allow.anyOf(def.codes.roleAuthorize), async (request) => {
    const body = bodyOf(request);
    const role = await findRole(db, def, stringParam(body.roleId));
    await replaceGrants(db, {
      store: roleGrants,
      ownerId: role.id,
      permissionIds: body.permissionIds ?? '',
      realm: def.realm,
      userId: authOf(request).user.id,
    });
    return ok(null, ROLE_MESSAGES.saved);
  });
}

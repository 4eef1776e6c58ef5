// Department permissions (/sys/permission/queryDepartPermission, saveDepartPermission), department
// roles (/sys/sysDepartRole/*) and their grants (/sys/sysDepartPermission/*): a department role may
// only hold permissions of its department, and every change respects the grant ceiling (grants.ts).
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEPART_CODES, ROLE_LIMITS, ROLE_MESSAGES } from '../../../shared/roles/roles-texts';
import { authOf } from '../../auth/authenticate';
import { newId } from '../../db/ids';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
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
  stringParam,
} from './common';
import { departGrants, departRoleGrants, replaceGrants } from './grants';
import { heldPermissionIds } from './held-grants';
import { realmPermissions, treeModel } from './permission-tree';
import { rolesDb } from './tables';
import type { RolesDb } from './tables';
import { guardMembers, memberCondition, scopeOf } from '../users/tenant-scope';

const MAX_DELETE = 100;

async function findDepart(db: RolesDb, id: string) {
  const row = id
    ? await db.selectFrom('sysDepart').select(['id']).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw Errors.roleRefused(ROLE_MESSAGES.departNotFound);
  return row;
}

async function findDepartRole(db: RolesDb, id: string) {
  const row = id
    ? await db.selectFrom('sysDepartRole').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw Errors.roleRefused(ROLE_MESSAGES.departRoleNotFound);
  return row;
}

async function departPermissionIds(db: RolesDb, departId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sysDepartPermission')
    .select('permissionId')
    .where('departId', '=', departId)
    .execute();
  return new Set(rows.map((r) => r.permissionId));
}

export function registerDepartRoutes(app: FastifyInstance, services: AppServices): void {
  const db = rolesDb(services.db);

  app.get('/sys/permission/queryDepartPermission', allow.anyOf(DEPART_CODES.authorize), async (request) => {
    const depart = await findDepart(db, stringParam(queryOf(request).departId));
    return ok([...(await departPermissionIds(db, depart.id))]);
  });

  app.post('/sys/permission/saveDepartPermission', allow.anyOf(DEPART_CODES.authorize), async (request) => {
    const body = bodyOf(request);
    const depart = await findDepart(db, stringParam(body.departId));
    const userId = authOf(request).user.id;
    await replaceGrants(db, {
      store: departGrants,
      ownerId: depart.id,
      permissionIds: body.permissionIds ?? '',
      realm: 'sys',
      userId,
    });
    return ok(null, ROLE_MESSAGES.saved);
  });

  app.get(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    allow.anyOf(DEPART_CODES.roleAuthorize),
    async (request) => {
      const depart = await findDepart(db, stringParam(queryOf(request).departId));
      const own = await departPermissionIds(db, depart.id);
      return ok(
        await treeModel(
          db,
          (await realmPermissions(db, 'sys')).filter((row) => own.has(row.id)),
        ),
      );
    },
  );

  app.get(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    allow.anyOf(DEPART_CODES.roleAuthorize),
    async (request) => {
      const role = await findDepartRole(db, stringParam(queryOf(request).roleId));
      const rows = await db
        .selectFrom('sysDepartRolePermission')
        .select('permissionId')
        .where('roleId', '=', role.id)
        .execute();
      return ok(rows.map((r) => r.permissionId));
    },
  );

  app.post(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    allow.anyOf(DEPART_CODES.roleAuthorize),
    async (request) => {
      const body = bodyOf(request);
      const role = await findDepartRole(db, stringParam(body.roleId));
      await replaceGrants(db, {
        store: departRoleGrants(role.departId),
        ownerId: role.id,
        permissionIds: body.permissionIds ?? '',
        realm: 'sys',
        userId: authOf(request).user.id,
        allowed: await departPermissionIds(db, role.departId),
      });
      return ok(null, ROLE_MESSAGES.saved);
    },
  );

  const base = '/sys/sysDepartRole';
  // Whoever manages department roles in any way sees them.
  const departRoleReaders = allow.anyOf(
    DEPART_CODES.roleAdd,
    DEPART_CODES.roleEdit,
    DEPART_CODES.roleDelete,
    DEPART_CODES.roleAuthorize,
    DEPART_CODES.roleUser,
  );
  app.get(`${base}/list`, departRoleReaders, async (request) => {
    const query = queryOf(request);
    const { size, current } = pageParams(query);
    const departId = stringParam(query.deptId) || stringParam(query.departId);
    let select = db.selectFrom('sysDepartRole').where('departId', '=', departId);
    const roleName = stringParam(query.roleName);
    if (roleName) select = select.where('roleName', '=', roleName);
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
    return ok(page(rows, Number(total), size, current));
  });

  async function roleFields(body: Record<string, unknown>, departId: string, exceptId?: string) {
    const fields = {
      roleName: requiredText(body.roleName, '部门角色名称', ROLE_LIMITS.roleName),
      roleCode: requiredText(body.roleCode, '部门角色编码', ROLE_LIMITS.roleCode),
      description: optionalText(body.description, '描述', ROLE_LIMITS.description),
    };
    let taken = db
      .selectFrom('sysDepartRole')
      .select('id')
      .where('departId', '=', departId)
      .where('roleCode', '=', fields.roleCode);
    if (exceptId) taken = taken.where('id', '<>', exceptId);
    if (await taken.executeTakeFirst()) throw Errors.roleRefused(ROLE_MESSAGES.departRoleCodeTaken);
    return fields;
  }

  app.post(`${base}/add`, allow.anyOf(DEPART_CODES.roleAdd), async (request) => {
    const body = bodyOf(request);
    const depart = await findDepart(db, stringParam(body.departId));
    const fields = await roleFields(body, depart.id);
    const { by, at } = auditOf(request);
    const row = {
      id: newId(),
      departId: depart.id,
      ...fields,
      createBy: by,
      createTime: at,
      updateBy: null,
      updateTime: null,
    };
    await db.insertInto('sysDepartRole').values(row).execute();
    return ok(row, SuccessMessages.added);
  });

  const edit = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const role = await findDepartRole(db, stringParam(body.id));
    const fields = await roleFields(body, role.departId, role.id);
    const { by, at } = auditOf(request);
    await db
      .updateTable('sysDepartRole')
      .set({ ...fields, updateBy: by, updateTime: at })
      .where('id', '=', role.id)
      .execute();
    return ok(null, SuccessMessages.edited);
  };
  app.put(`${base}/edit`, allow.anyOf(DEPART_CODES.roleEdit), edit);
  app.post(`${base}/edit`, allow.anyOf(DEPART_CODES.roleEdit), edit);

  async function deleteRoles(ids: string[]) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sysDepartRolePermission').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('sysDepartRoleUser').where('droleId', 'in', ids).execute();
      await trx.deleteFrom('sysDepartRole').where('id', 'in', ids).execute();
    });
  }
  app.delete(`${base}/delete`, allow.anyOf(DEPART_CODES.roleDelete), async (request) => {
    const role = await findDepartRole(db, stringParam(queryOf(request).id));
    await deleteRoles([role.id]);
    return ok(null, SuccessMessages.deleted);
  });
  app.delete(`${base}/deleteBatch`, allow.anyOf(DEPART_CODES.roleDelete), async (request) => {
    const ids = idList(queryOf(request).ids, MAX_DELETE);
    if (ids.length === 0) throw Errors.idsUnrecognized();
    await deleteRoles(ids);
    return ok(null, SuccessMessages.deleted);
  });

  app.get(`${base}/getDeptRoleList`, departRoleReaders, async (request) => {
    const depart = await findDepart(db, stringParam(queryOf(request).departId));
    return ok(
      await db
        .selectFrom('sysDepartRole')
        .selectAll()
        .where('departId', '=', depart.id)
        .orderBy('createTime')
        .orderBy('id')
        .execute(),
    );
  });

  app.get(`${base}/getDeptRoleByUserId`, allow.anyOf(DEPART_CODES.roleUser), async (request) => {
    const query = queryOf(request);
    // A user outside the caller's tenant has no roles to show, as an unknown user.
    const member = memberCondition(await scopeOf(request), 'sysDepartRoleUser.userId');
    const rows = await db
      .selectFrom('sysDepartRoleUser')
      .innerJoin('sysDepartRole', 'sysDepartRole.id', 'sysDepartRoleUser.droleId')
      .select('sysDepartRoleUser.droleId')
      .where('sysDepartRoleUser.userId', '=', stringParam(query.userId))
      .where('sysDepartRole.departId', '=', stringParam(query.departId))
      .$if(member !== null, (q) => q.where(member!))
      .execute();
    return ok(rows.map((r) => r.droleId));
  });

  // Gives a user the department roles `newRoleId` (comma ids) instead of `oldRoleId`; the caller must
  // hold every permission of the roles they add or remove.
  app.post(`${base}/deptRoleUserAdd`, allow.anyOf(DEPART_CODES.roleUser), async (request) => {
    const body = bodyOf(request);
    const userId = stringParam(body.userId);
    const user = userId
      ? await db.selectFrom('sysUser').select('id').where('id', '=', userId).executeTakeFirst()
      : undefined;
    if (!user) throw Errors.userNotFound();
    await guardMembers(services.db, await scopeOf(request), [user.id], Errors.userNotFound);
    const wanted = idList(body.newRoleId ?? '', MAX_DELETE);
    const previous = idList(body.oldRoleId ?? '', MAX_DELETE);
    const added = wanted.filter((id) => !previous.includes(id));
    const removed = previous.filter((id) => !wanted.includes(id));
    const changed = [...added, ...removed];
    if (changed.length) {
      const known = await db.selectFrom('sysDepartRole').select('id').where('id', 'in', changed).execute();
      if (known.length !== changed.length) throw Errors.roleRefused(ROLE_MESSAGES.departRoleNotFound);
      const perms = await db
        .selectFrom('sysDepartRolePermission')
        .select('permissionId')
        .where('roleId', 'in', changed)
        .execute();
      const held = await heldPermissionIds(db, authOf(request).user.id);
      if (perms.some((p) => !held.has(p.permissionId))) throw Errors.grantCeiling();
    }
    await db.transaction().execute(async (trx) => {
      if (removed.length)
        await trx
          .deleteFrom('sysDepartRoleUser')
          .where('userId', '=', user.id)
          .where('droleId', 'in', removed)
          .execute();
      if (added.length === 0) return;
      const present = await trx
        .selectFrom('sysDepartRoleUser')
        .select('droleId')
        .where('userId', '=', user.id)
        .where('droleId', 'in', added)
        .execute();
      const missing = added.filter((droleId) => !present.some((row) => row.droleId === droleId));
      if (missing.length)
        await trx
          .insertInto('sysDepartRoleUser')
          .values(missing.map((droleId) => ({ id: newId(), userId: user.id, droleId })))
          .execute();
    });
    return ok(null, SuccessMessages.added);
  });
}

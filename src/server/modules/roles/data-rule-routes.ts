// Data rules per permission (getPermRuleListByPermId, queryPermissionRule, add/edit/deletePermissionRule)
// and the rules a role uses on one of its permissions (/role/datarule), for one realm.
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_LIMITS, ROLE_MESSAGES } from '../../../shared/roles/roles-texts';
import { authOf } from '../../auth/authenticate';
import { newId } from '../../db/ids';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { auditOf, bodyOf, idList, queryOf, requiredText, stringParam } from './common';
import type { RealmDef } from './common';
import { checkRule, entityOfComponent } from './data-rule-conditions';
import { heldPermissionIds } from './held-grants';
import { findPermission } from './permission-admin-routes';
import { findRole } from './role-routes';
import { rolesDb } from './tables';
import type { DataRuleRow, RolesDb } from './tables';

const toRule = (row: DataRuleRow) => ({
  id: row.id,
  permissionId: row.permissionId,
  ruleName: row.ruleName,
  ruleColumn: row.ruleColumn,
  ruleConditions: row.ruleConditions,
  ruleValue: row.ruleValue,
  status: row.status,
  createBy: row.createBy,
  createTime: row.createTime,
  updateBy: row.updateBy,
  updateTime: row.updateTime,
});

async function rulesOf(db: RolesDb, permissionId: string, filter: Record<string, unknown> = {}) {
  let query = db.selectFrom('sysPermissionDataRule').selectAll().where('permissionId', '=', permissionId);
  const ruleName = stringParam(filter.ruleName);
  if (ruleName) query = query.where('ruleName', '=', ruleName);
  const ruleValue = stringParam(filter.ruleValue);
  if (ruleValue) query = query.where('ruleValue', '=', ruleValue);
  const rows = await query.orderBy('createTime', 'asc').orderBy('id', 'asc').execute();
  return rows.map(toRule);
}

export function registerDataRuleRoutes(app: FastifyInstance, services: AppServices, def: RealmDef): void {
  const db = rolesDb(services.db);
  const { registry } = services.engine;
  const base = `${def.prefix}/permission`;

  /** The rule fields of a body, checked against the entity the rule's menu shows. */
  async function ruleFields(body: Record<string, unknown>) {
    const permission = await findPermission(db, def, stringParam(body.permissionId));
    const fields = {
      permissionId: permission.id,
      ruleName: requiredText(body.ruleName, '规则名称', ROLE_LIMITS.ruleName),
      ruleColumn: requiredText(body.ruleColumn, '规则字段', ROLE_LIMITS.ruleColumn),
      ruleConditions: requiredText(body.ruleConditions, '条件规则', ROLE_LIMITS.ruleColumn),
      ruleValue: requiredText(body.ruleValue, '规则值', ROLE_LIMITS.ruleValue),
      status: String(body.status ?? '1') === '0' ? '0' : '1',
    };
    checkRule(
      entityOfComponent(registry, permission.component),
      fields.ruleColumn,
      fields.ruleConditions,
      fields.ruleValue,
    );
    return fields;
  }

  async function findRule(id: string): Promise<DataRuleRow> {
    const row = id
      ? await db.selectFrom('sysPermissionDataRule').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw Errors.roleRefused(ROLE_MESSAGES.ruleNotFound);
    await findPermission(db, def, row.permissionId);
    return row;
  }

  app.get(`${base}/getPermRuleListByPermId`, allow.anyOf(def.codes.permissionDatarule), async (request) => {
    const permission = await findPermission(db, def, stringParam(queryOf(request).permissionId));
    return ok(await rulesOf(db, permission.id));
  });

  app.get(`${base}/queryPermissionRule`, allow.anyOf(def.codes.permissionDatarule), async (request) => {
    const query = queryOf(request);
    const permission = await findPermission(db, def, stringParam(query.permissionId));
    return ok(await rulesOf(db, permission.id, query));
  });

  app.post(`${base}/addPermissionRule`, allow.anyOf(def.codes.permissionDatarule), async (request) => {
    const fields = await ruleFields(bodyOf(request));
    const { by, at } = auditOf(request);
    const row = { id: newId(), ...fields, createBy: by, createTime: at, updateBy: null, updateTime: null };
    await db.insertInto('sysPermissionDataRule').values(row).execute();
    return ok(toRule(row), SuccessMessages.added);
  });

  const edit = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const rule = await findRule(stringParam(body.id));
    const fields = await ruleFields({ ...body, permissionId: rule.permissionId });
    const { by, at } = auditOf(request);
    await db
      .updateTable('sysPermissionDataRule')
      .set({ ...fields, updateBy: by, updateTime: at })
      .where('id', '=', rule.id)
      .execute();
    return ok(null, SuccessMessages.edited);
  };
  app.put(`${base}/editPermissionRule`, allow.anyOf(def.codes.permissionDatarule), edit);
  app.post(`${base}/editPermissionRule`, allow.anyOf(def.codes.permissionDatarule), edit);

  app.delete(`${base}/deletePermissionRule`, allow.anyOf(def.codes.permissionDatarule), async (request) => {
    const rule = await findRule(stringParam(queryOf(request).id));
    await db.deleteFrom('sysPermissionDataRule').where('id', '=', rule.id).execute();
    return ok(null, SuccessMessages.deleted);
  });

  // A role's selection of rules on one of its permissions (JeecgBoot SysRoleController.datarule).
  app.get(
    `${def.prefix}/role/datarule/:permissionId/:roleId`,
    allow.anyOf(def.codes.roleAuthorize),
    async (request) => {
      const params = request.params as { permissionId: string; roleId: string };
      const permission = await findPermission(db, def, params.permissionId);
      const role = await findRole(db, def, params.roleId);
      const grant = await db
        .selectFrom('sysRolePermission')
        .select('dataRuleIds')
        .where('roleId', '=', role.id)
        .where('permissionId', '=', permission.id)
        .executeTakeFirst();
      const datarule = (await rulesOf(db, permission.id)).filter((r) => r.status === '1');
      return ok({ datarule, drChecked: grant?.dataRuleIds ?? '' });
    },
  );

  app.post(`${def.prefix}/role/datarule`, allow.anyOf(def.codes.roleAuthorize), async (request) => {
    const body = bodyOf(request);
    const permission = await findPermission(db, def, stringParam(body.permissionId));
    const role = await findRole(db, def, stringParam(body.roleId));
    // Rules narrow what a role sees, but choosing them is part of granting the permission.
    if (!(await heldPermissionIds(db, authOf(request).user.id)).has(permission.id))
      throw Errors.grantCeiling();
    const ids = idList(body.dataRuleIds ?? '', ROLE_LIMITS.idsPerSave);
    const own = new Set((await rulesOf(db, permission.id)).map((r) => r.id));
    if (ids.some((id) => !own.has(id))) throw Errors.roleRefused(ROLE_MESSAGES.ruleNotFound);
    const grant = await db
      .selectFrom('sysRolePermission')
      .select('id')
      .where('roleId', '=', role.id)
      .where('permissionId', '=', permission.id)
      .executeTakeFirst();
    if (!grant) throw Errors.badRequest('角色未拥有该权限');
    await db
      .updateTable('sysRolePermission')
      .set({ dataRuleIds: ids.join(',') || null })
      .where('id', '=', grant.id)
      .execute();
    return ok(null, ROLE_MESSAGES.saved);
  });
}

// Who hears of a major hazard (domain §4.1; the 2024 MEM/NFRA notice: a major hazard found is notified
// to the enterprise's principal). When one is issued (下发), the login accounts of the enterprise's
// 主要负责人 — or, when no principal has one, every staff account of the enterprise; when its closure
// waits for approval (复查通过 → 待审批销号), the administrators of the tenant. The messages go out
// once the step has committed (context.notify).
import type { OperationEffect } from '../engine/hooks';
import type { NoticeRecipients } from '../engine/operations/step-notices';
import { systemDb } from '../engine/engine-db';
import type { EngineDb } from '../engine/engine-db';
import type { EntityRegistry } from '../engine/registry';
import { allOf, anyOf, compare, isNull } from '../engine/sql-conditions';
import { ADMIN_ROLE_CODE } from '../seed/seed-ids';
import { HAZARD_NOTICES } from './messages';
import { columnOf, entityOf } from './records';

/** nl_hazard_level: 重大事故隐患. */
const MAJOR_HAZARD = '2';
/** nl_ent_staff_type: 主要负责人. */
const PRINCIPAL = '1';
/** nl_job_status: 离职 — a former employee hears nothing. */
const LEFT = '0';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The enterprise's principals with an account, or else all its staff with one. */
async function enterpriseRecipients(
  db: EngineDb,
  registry: EntityRegistry,
  tenantId: number,
  enterpriseId: string,
): Promise<NoticeRecipients> {
  const staff = entityOf(registry, 'enterpriseStaff');
  const [type, account, userId, status] = ['staffType', 'userName', 'userId', 'status'].map((key) =>
    columnOf(staff, key),
  ) as [string, string, string, string];
  const conditions = [
    compare(columnOf(staff, 'enterpriseId'), '=', enterpriseId),
    anyOf([isNull(status), compare(status, '<>', LEFT)]),
  ];
  if (staff.tenantScoped) conditions.push(compare('tenant_id', '=', tenantId));
  const rows = await db
    .selectFrom(staff.table)
    .select([type, account, userId])
    .where(allOf(conditions))
    .execute();
  const withAccount = rows.filter((row) => text(row[account]) || text(row[userId]));
  const principals = withAccount.filter((row) => row[type] === PRINCIPAL);
  const chosen = principals.length > 0 ? principals : withAccount;
  return {
    usernames: chosen.map((row) => text(row[account])).filter(Boolean),
    userIds: chosen.map((row) => text(row[userId])).filter(Boolean),
  };
}

async function enterpriseName(db: EngineDb, registry: EntityRegistry, id: string): Promise<string> {
  const enterprise = entityOf(registry, 'enterprise');
  const name = columnOf(enterprise, 'enterpriseName');
  const row = await db.selectFrom(enterprise.table).select(name).where('id', '=', id).executeTakeFirst();
  return text(row?.[name]);
}

/** The administrators who may act in the tenant (every administrator when tenants are not used). */
async function tenantAdministrators(db: EngineDb, tenantId: number): Promise<string[]> {
  const sys = systemDb(db);
  let query = sys
    .selectFrom('sysUser')
    .innerJoin('sysUserRole', 'sysUserRole.userId', 'sysUser.id')
    .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
    .select('sysUser.id')
    .distinct()
    .where('sysRole.roleCode', '=', ADMIN_ROLE_CODE)
    .where('sysUser.delFlag', '=', 0);
  if (tenantId !== 0)
    query = query.where('sysUser.id', 'in', (eb) =>
      eb
        .selectFrom('sysUserTenant')
        .select('sysUserTenant.userId')
        .where('sysUserTenant.tenantId', '=', tenantId),
    );
  return (await query.execute()).map((row) => row.id);
}

const isMajor = (hazard: Readonly<Record<string, unknown>>) => hazard.hazardLevel === MAJOR_HAZARD;

export const notifyMajorHazardIssued: OperationEffect = async ({ db, registry, access, after, notify }) => {
  if (!isMajor(after)) return;
  const enterpriseId = text(after.enterpriseId);
  const recipients = await enterpriseRecipients(db, registry, access.principal.tenantId, enterpriseId);
  notify(
    recipients,
    HAZARD_NOTICES.majorIssuedTitle(text(after.hazardNo)),
    HAZARD_NOTICES.majorIssued({
      enterpriseName: await enterpriseName(db, registry, enterpriseId),
      hazardNo: text(after.hazardNo),
      location: text(after.location),
      description: text(after.description),
      deadline: text(after.rectifyDeadline),
    }),
  );
};

export const notifyCloseApproval: OperationEffect = async ({ db, registry, access, after, notify }) => {
  if (!isMajor(after)) return;
  notify(
    { userIds: await tenantAdministrators(db, access.principal.tenantId) },
    HAZARD_NOTICES.closeApprovalTitle(text(after.hazardNo)),
    HAZARD_NOTICES.closeApproval({
      enterpriseName: await enterpriseName(db, registry, text(after.enterpriseId)),
      hazardNo: text(after.hazardNo),
      reviewerName: text(after.reviewerName) || access.principal.user.realname,
    }),
  );
};

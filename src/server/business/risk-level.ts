// An enterprise's 风险等级 follows its engineers' assessment (domain §2.1, §2.7): when an
// investigation with an assessed risk level is approved (审核通过), the enterprise takes that level,
// unless an approved investigation checked in later already assessed it (an old record approved late
// does not undo a newer assessment). Stamped as an update, so the change is pushed and synced.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { formatDateTime } from '../../shared/date-format';
import type { OperationEffect } from '../engine/hooks';
import { allOf, compare, inList } from '../engine/sql-conditions';
import { columnOf, entityOf, selectIds } from './records';

/** nl_investigation_status 已审核. */
const APPROVED_INVESTIGATION = '3';

export const applyAssessedRiskLevel: OperationEffect = async ({ db, registry, access, after }) => {
  const level = after.assessedRiskLevel;
  if (!level || !after.enterpriseId) return;
  const investigation = entityOf(registry, 'investigation');
  const column = (key: string) => columnOf(investigation, key);
  const newer = await selectIds(db, investigation, access.principal.tenantId)
    .where(
      allOf([
        compare(column('enterpriseId'), '=', String(after.enterpriseId)),
        inList(column('status'), [APPROVED_INVESTIGATION]),
        compare(column('checkInTime'), '>', String(after.checkInTime ?? '')),
        compare('id', '<>', String(after.id)),
        sql<SqlBool>`${sql.ref(column('assessedRiskLevel'))} is not null`,
      ]),
    )
    .executeTakeFirst();
  if (newer) return;
  const enterprise = entityOf(registry, 'enterprise');
  let update = db
    .updateTable(enterprise.table)
    .set({
      [columnOf(enterprise, 'riskLevel')]: String(level),
      update_time: formatDateTime(),
      update_by: access.principal.user.username,
    })
    .where('id', '=', String(after.enterpriseId));
  if (enterprise.tenantScoped) update = update.where('tenant_id', '=', access.principal.tenantId);
  await update.execute();
};

// A guide inspection is closed (闭环) only once every hazard it found is closed (domain §4.6: 已销号
// or 已撤销, the closed states of the hazard life cycle); until then the guard names how many are open.
import type { OperationGuard } from '../engine/hooks';
import { allOf, compare, notInList } from '../engine/sql-conditions';
import { BUSINESS_MESSAGES } from './messages';
import { columnOf, entityOf, selectIds } from './records';

export const inspectionHazardsClosed: OperationGuard = async ({ db, registry, access, before }) => {
  const hazard = entityOf(registry, 'hiddenDanger');
  const closed = [...(hazard.lifecycle?.closed ?? [])];
  const open = await selectIds(db, hazard, access.principal.tenantId)
    .where(
      allOf([
        compare(columnOf(hazard, 'guideInspectionId'), '=', String(before.id)),
        notInList(columnOf(hazard, 'status'), closed),
      ]),
    )
    .execute();
  return open.length > 0 ? BUSINESS_MESSAGES.inspectionHazardsOpen(open.length) : null;
};

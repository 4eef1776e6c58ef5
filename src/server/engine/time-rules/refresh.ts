// Keeping a record's time-rule flags fresh after it is written (add, edit, import, an operation), in the
// write's transaction: a record closed by a transition, or whose deadline moved into the future, is
// no longer overdue at once. Only the job marks records overdue: that is where the responsible users
// are told and the rule's operation is taken, exactly once — so a record saved with a deadline already
// past turns overdue at the next evaluation (every 10 minutes), not here; until then its flag is '0'
// (a new record's flag is never left empty).
import { OVERDUE_FLAG } from '../../../shared/time-rules';
import type { EngineDb } from '../engine-db';
import { chunks } from '../engine-db';
import type { ResolvedEntity } from '../registry';
import { allOf, anyOf, compare, inList, isNull } from '../sql-conditions';
import { notOverdue, overdueBefore } from './conditions';

export async function refreshTimeRules(
  db: EngineDb,
  entity: ResolvedEntity,
  ids: readonly string[],
): Promise<void> {
  const now = Date.now();
  for (const rule of entity.timeRules) {
    const flag = rule.flag.column;
    const stale = anyOf([
      isNull(flag),
      allOf([compare(flag, '=', OVERDUE_FLAG.overdue), notOverdue(rule, overdueBefore(rule, now))]),
    ]);
    for (const part of chunks(ids))
      await db
        .updateTable(entity.table)
        .set({ [flag]: OVERDUE_FLAG.onTime })
        .where(allOf([inList('id', part), stale]))
        .execute();
  }
}

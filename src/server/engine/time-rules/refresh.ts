// Keeping a record's time-rule flags fresh after it is written (add, edit, import, an operation), in the
// write's transaction: a record closed by a transition, or whose deadline moved into the future, is
// no longer overdue at once. Only the job marks records overdue: that is where the responsible users
// are told and the rule's operation is taken, exactly once — so a record saved with a deadline already
// past turns overdue at the next evaluation (every 10 minutes), not here; until then its flag is '0'
// (a new record's flag is never left empty). A transition from one of a rule's states into one that
// keeps the flag (keptIn) taken after the deadline marks the record overdue, without telling anyone:
// it has closed late even if the job had not marked it yet.
import { OVERDUE_FLAG } from '../../../shared/time-rules';
import type { EngineDb } from '../engine-db';
import { chunks } from '../engine-db';
import type { ResolvedEntity } from '../registry';
import { allOf, anyOf, compare, inList, isNull } from '../sql-conditions';
import { notOverdue, overdueBefore } from './conditions';
import type { ResolvedTimeRule } from './resolve';

/** A step's move of the records from one state to another (an operation's `from` and `to`). */
export interface StateMove {
  from: string | null;
  to: string | null;
}

/** Whether the move closes a record under the rule in a state that keeps its flag. */
const closesKeeping = (rule: ResolvedTimeRule, move: StateMove | undefined): boolean =>
  !!move?.to &&
  move.from !== null &&
  rule.keptIn.includes(move.to) &&
  !!rule.states?.values.includes(move.from);

export async function refreshTimeRules(
  db: EngineDb,
  entity: ResolvedEntity,
  ids: readonly string[],
  move?: StateMove,
): Promise<void> {
  const now = Date.now();
  for (const rule of entity.timeRules) {
    const flag = rule.flag.column;
    const before = overdueBefore(rule, now);
    const stale = anyOf([
      isNull(flag),
      allOf([compare(flag, '=', OVERDUE_FLAG.overdue), notOverdue(rule, before)]),
    ]);
    for (const part of chunks(ids)) {
      await db
        .updateTable(entity.table)
        .set({ [flag]: OVERDUE_FLAG.onTime })
        .where(allOf([inList('id', part), stale]))
        .execute();
      if (closesKeeping(rule, move))
        await db
          .updateTable(entity.table)
          .set({ [flag]: OVERDUE_FLAG.overdue })
          .where(
            allOf([
              inList('id', part),
              compare(flag, '=', OVERDUE_FLAG.onTime),
              compare(rule.deadline.column, '<', before),
            ]),
          )
          .execute();
    }
  }
}

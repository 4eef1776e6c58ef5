// One evaluation of every time rule (the scheduled job): per entity and rule a few set-based
// statements on the rule's (flag, state, deadline) index, never a loop over the table —
//   1. records without a flag get '0' (schema sync gives the column the default '0'; this catches a
//      column that existed before a rule made it its flag, and nulls written around the engine);
//   2. records newly overdue (flag '0', applying state, deadline passed) get '1', RETURNING what the
//      messages and the operation need; the messages are written in the same transaction, so each
//      record is announced exactly once, whichever instance runs the firing;
//   3. records flagged but no longer overdue get '0';
//   4. the rule's operation is taken on the newly overdue records in a state it starts from, as the
//      system, through the same code as a user's step (its own transaction and flow-log row each).
import type { TimeRuleOutcome } from '../../../shared/time-rules';
import { OVERDUE_FLAG } from '../../../shared/time-rules';
import type { EngineDeps } from '../access';
import { accessOf } from '../access';
import type { ResolvedOperation } from '../behaviour';
import type { EngineDb } from '../engine-db';
import { runOperation } from '../operations/run-operation';
import type { ResolvedEntity } from '../registry';
import { allOf, compare, isNull } from '../sql-conditions';
import type { Condition } from '../sql-conditions';
import { systemPrincipal } from '../system-principal';
import { notOverdue, overdue, overdueBefore } from './conditions';
import { composeNotices } from './notices';
import type { MarkedRecord, NoticeSender } from './notices';
import type { ResolvedTimeRule } from './resolve';

const NO_STEP_INPUT = { values: {}, opinion: null, attachments: null };

async function setFlag(
  db: EngineDb,
  entity: ResolvedEntity,
  rule: ResolvedTimeRule,
  value: string,
  where: readonly Condition[],
): Promise<number> {
  const result = await db
    .updateTable(entity.table)
    .set({ [rule.flag.column]: value })
    .where(allOf(where))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Takes the operation on the records in a state it starts from, tenant by tenant, as the system. */
async function takeOperation(
  deps: EngineDeps,
  entity: ResolvedEntity,
  operation: ResolvedOperation,
  marked: readonly MarkedRecord[],
): Promise<Pick<TimeRuleOutcome, 'operated' | 'failed'>> {
  const idsByTenant = new Map<number, string[]>();
  const stateKey = entity.lifecycle?.field.key;
  for (const record of marked) {
    if (operation.from && !operation.from.has(String(record[stateKey!] ?? ''))) continue;
    const tenantId = entity.tenantScoped ? Number(record.tenantId) : 0;
    let ids = idsByTenant.get(tenantId);
    if (!ids) idsByTenant.set(tenantId, (ids = []));
    ids.push(String(record.id));
  }
  const outcome = { operated: 0, failed: 0 };
  for (const [tenantId, ids] of idsByTenant) {
    const access = await accessOf(deps, systemPrincipal(tenantId), entity);
    for (const row of await runOperation(deps, access, operation, ids, NO_STEP_INPUT))
      outcome[row.success ? 'operated' : 'failed'] += 1;
  }
  return outcome;
}

async function evaluateRule(
  deps: EngineDeps,
  send: NoticeSender,
  entity: ResolvedEntity,
  rule: ResolvedTimeRule,
  now: number,
): Promise<TimeRuleOutcome> {
  const before = overdueBefore(rule, now);
  const flag = rule.flag.column;
  await setFlag(deps.db, entity, rule, OVERDUE_FLAG.onTime, [isNull(flag)]);
  const { marked, notices, deliver } = await deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable(entity.table)
      .set({ [flag]: OVERDUE_FLAG.overdue })
      .where(allOf([compare(flag, '=', OVERDUE_FLAG.onTime), overdue(rule, before)]))
      .returning(rule.returned.map((field) => field.column))
      .execute();
    const marked = rows.map((row) => Object.fromEntries(rule.returned.map((f) => [f.key, row[f.column]])));
    const notices = await composeNotices(trx, entity, rule, marked);
    return { marked, notices: notices.length, deliver: await send(trx, notices) };
  });
  await deliver();
  const cleared = await setFlag(deps.db, entity, rule, OVERDUE_FLAG.onTime, [
    compare(flag, '=', OVERDUE_FLAG.overdue),
    notOverdue(rule, before),
  ]);
  if (marked.length > 0 || cleared > 0) deps.written(entity.name);
  const operation = rule.operation ? await takeOperation(deps, entity, rule.operation, marked) : null;
  return { marked: marked.length, cleared, notices, operated: 0, failed: 0, ...operation };
}

/** Evaluates every rule of every entity as of now; answers the totals. */
export async function evaluateTimeRules(deps: EngineDeps, send: NoticeSender): Promise<TimeRuleOutcome> {
  const now = Date.now();
  const total: TimeRuleOutcome = { marked: 0, cleared: 0, notices: 0, operated: 0, failed: 0 };
  for (const entity of deps.registry.entities)
    for (const rule of entity.timeRules) {
      const outcome = await evaluateRule(deps, send, entity, rule, now);
      for (const key of Object.keys(total) as (keyof TimeRuleOutcome)[]) total[key] += outcome[key];
    }
  return total;
}

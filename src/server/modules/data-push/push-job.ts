// The scheduled job pushData (domain §4.7). A run sends, up to its limit and one request per record:
// the log rows an administrator marked 补推, the failed ones whose retry is due (push-again.ts), then
// the records changed since the receiver's last logged version. A first attempt is a new log row of
// the run's batch in the record's tenant; a later one updates its row (重试次数, 下次重试, and
// 重试超限 after the last delay). A receiver that cannot be reached ends the run; what was not sent
// waits for the next one.
import { formatDateTime } from '../../../shared/date-format';
import { PUSH_JOB, PUSH_LIMITS, PUSH_LOG_ENTITY, PUSH_TEXTS, PUSH_TRIGGER } from '../../../shared/data-push';
import { newId } from '../../db/ids';
import type { EngineDeps } from '../../engine/access';
import { chunks } from '../../engine/engine-db';
import type { ResolvedEntity } from '../../engine/registry';
import { SYSTEM_USER } from '../../engine/system-principal';
import type { JobHandlers } from '../jobs/handlers';
import { pushMarked, retryDue } from './push-again';
import { parsePushParameter } from './push-parameter';
import { answerValues, batchNumber, canSend, columnsOf, send } from './push-run';
import type { Run, Sent } from './push-run';
import { changedRecords } from './pushed-records';
import type { PushedRecord } from './pushed-records';

const TARGET_DICTIONARY = 'nl_push_target';

/** Log rows written by one statement (some 20 bound values each). */
const LOG_ROWS_PER_INSERT = 100;

function logRow(run: Run, entity: ResolvedEntity, record: PushedRecord, sent: Sent): Record<string, unknown> {
  const values = {
    batchNo: run.batchNo,
    targetSystem: run.parameter.target,
    bizType: entity.definition.dataPush!.bizType,
    bizId: record.id,
    bizNo: record.bizNo,
    bizVersion: record.version,
    interfaceName: PUSH_TEXTS.interfaceName(entity.title),
    triggerType: PUSH_TRIGGER.scheduled,
    requestBody: sent.body,
    ...answerValues(run, sent.answer, 0, sent.requestedAt),
  };
  return {
    id: newId(),
    create_by: SYSTEM_USER.username,
    create_time: formatDateTime(run.now()),
    ...(run.pushLog.tenantScoped ? { tenant_id: record.tenantId } : {}),
    ...columnsOf(run.pushLog, values),
  };
}

/**
 * The entity's changed records, a few requests at a time (PUSH_LIMITS.concurrentRequests), their log
 * rows written in batches. Should the run die between a send and its log row, the record goes again
 * next run, with the same version: the receiver keeps one.
 */
async function pushChanged(run: Run, entity: ResolvedEntity) {
  if (!canSend(run)) return;
  const records = await changedRecords(run.deps.db, entity, run.pushLog, run.parameter.target, run.budget);
  const rows: Record<string, unknown>[] = [];
  const write = async () => {
    for (const part of chunks(rows.splice(0), LOG_ROWS_PER_INSERT))
      await run.deps.db.insertInto(run.pushLog.table).values(part).execute();
  };
  const step = PUSH_LIMITS.concurrentRequests;
  for (let start = 0; start < records.length && canSend(run); start += step) {
    const group = records.slice(start, start + step);
    const answers = await Promise.all(group.map((record) => send(run, entity, record)));
    group.forEach((record, i) => rows.push(logRow(run, entity, record, answers[i]!)));
    if (rows.length >= LOG_ROWS_PER_INSERT) await write();
  }
  await write();
}

export async function runDataPush(deps: EngineDeps, parameterText: string | null, now = Date.now) {
  const targets = new Set((await deps.dictionaries.items(TARGET_DICTIONARY)).map((item) => item.value));
  const parameter = parsePushParameter(parameterText, targets);
  const run: Run = {
    deps,
    parameter,
    pushLog: deps.registry.get(PUSH_LOG_ENTITY)!,
    batchNo: batchNumber(now()),
    outcome: { sent: 0, succeeded: 0, failed: 0, retried: 0 },
    budget: parameter.limit,
    stopped: false,
    now,
  };
  const pushed = deps.registry.entities
    .filter((entity) => entity.definition.dataPush)
    .sort((a, b) => a.definition.dataPush!.bizType.localeCompare(b.definition.dataPush!.bizType));
  try {
    await pushMarked(run, pushed);
    await retryDue(run, pushed);
    for (const entity of pushed) await pushChanged(run, entity);
  } finally {
    deps.written(PUSH_LOG_ENTITY);
  }
  return PUSH_TEXTS.jobDone(run.outcome) + (run.stopped ? `；${PUSH_TEXTS.stopped}` : '');
}

export function dataPushJobs(deps: EngineDeps): JobHandlers {
  return {
    [PUSH_JOB]: {
      description: PUSH_TEXTS.jobDescription,
      run: ({ parameter }) => runDataPush(deps, parameter),
    },
  };
}

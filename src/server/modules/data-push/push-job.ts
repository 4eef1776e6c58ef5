// The scheduled job pushData (domain §4.7): each run first sends again the failed records whose retry
// is due, then the records changed since the receiver's last logged version, up to the run's limit,
// one request per record. Every attempt is a row of the push log, in the record's tenant: a first
// attempt a new row of this run's batch, a retry an update of its row (重试次数, 下次重试, and
// 重试超限 after the last delay). A receiver that cannot be reached ends the run; what was not sent
// waits for the next one.
import { randomInt } from 'node:crypto';
import { formatDateTime } from '../../../shared/date-format';
import {
  PUSH_JOB,
  PUSH_LIMITS,
  PUSH_LOG_ENTITY,
  PUSH_STATUS,
  PUSH_TEXTS,
  PUSH_TRIGGER,
} from '../../../shared/data-push';
import type { PushOutcome } from '../../../shared/data-push';
import { newId } from '../../db/ids';
import type { EngineDeps } from '../../engine/access';
import { allColumns, byKey } from '../../engine/records';
import type { ResolvedEntity } from '../../engine/registry';
import { allOf, compare } from '../../engine/sql-conditions';
import { SYSTEM_USER } from '../../engine/system-principal';
import type { JobHandlers } from '../jobs/handlers';
import { parsePushParameter } from './push-parameter';
import type { PushParameter } from './push-parameter';
import { sendPush } from './push-request';
import type { PushAnswer } from './push-request';
import { changedRecords, maskedCopy, recordsByIdAcrossTenants } from './pushed-records';
import type { PushedRecord } from './pushed-records';

const TARGET_DICTIONARY = 'nl_push_target';
const MINUTE_MS = 60_000;

interface Run {
  deps: EngineDeps;
  parameter: PushParameter;
  pushLog: ResolvedEntity;
  batchNo: string;
  outcome: PushOutcome;
  /** Records this run may still send. */
  budget: number;
  /** The receiver could not be reached: send nothing more. */
  stopped: boolean;
  now: () => number;
}

/** PB + the run's second + four random digits: one batch number per run. */
const batchNumber = (now: number) =>
  `PB${formatDateTime(now).replace(/\D/g, '')}${String(randomInt(10_000)).padStart(4, '0')}`;

/** The log's columns for the answer; retryCount is the attempt's number of retries so far. */
function answerColumns(run: Run, answer: PushAnswer, retryCount: number, requestedAt: number) {
  const delays = PUSH_LIMITS.retryDelaysMinutes;
  const exhausted = !answer.succeeded && retryCount >= delays.length;
  const status = answer.succeeded
    ? PUSH_STATUS.succeeded
    : exhausted
      ? PUSH_STATUS.retriesExhausted
      : PUSH_STATUS.failed;
  const retryAt = answer.succeeded || exhausted ? null : requestedAt + delays[retryCount]! * MINUTE_MS;
  const values: Record<string, unknown> = {
    status,
    requestTime: formatDateTime(requestedAt),
    responseTime: answer.reached ? formatDateTime(run.now()) : null,
    durationMs: answer.durationMs,
    httpStatus: answer.httpStatus,
    responseCode: answer.responseCode,
    responseMsg: answer.responseMsg,
    externalSerialNo: answer.externalSerialNo,
    retryCount,
    nextRetryTime: retryAt === null ? null : formatDateTime(retryAt),
  };
  return values;
}

const columnsOf = (entity: ResolvedEntity, values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [entity.field(key)!.column, value]));

async function send(run: Run, entity: ResolvedEntity, record: PushedRecord) {
  const message = {
    batchNo: run.batchNo,
    target: run.parameter.target,
    bizType: entity.definition.dataPush!.bizType,
    bizId: record.id,
    bizNo: record.bizNo,
    version: record.version,
    data: record.data,
  };
  const requestedAt = run.now();
  const answer = await sendPush(run.parameter.url, message, run.now);
  run.budget -= 1;
  run.outcome.sent += 1;
  run.outcome[answer.succeeded ? 'succeeded' : 'failed'] += 1;
  if (!answer.reached) run.stopped = true;
  return { answer, requestedAt, body: maskedCopy(entity, message) };
}

async function pushChanged(run: Run, entity: ResolvedEntity) {
  const { deps, pushLog, parameter } = run;
  const records = await changedRecords(deps.db, entity, pushLog, parameter.target, run.budget);
  for (const record of records) {
    if (run.stopped || run.budget <= 0) return;
    const { answer, requestedAt, body } = await send(run, entity, record);
    const values = {
      batchNo: run.batchNo,
      targetSystem: parameter.target,
      bizType: entity.definition.dataPush!.bizType,
      bizId: record.id,
      bizNo: record.bizNo,
      bizVersion: record.version,
      interfaceName: PUSH_TEXTS.interfaceName(entity.title),
      triggerType: PUSH_TRIGGER.scheduled,
      requestBody: body,
      ...answerColumns(run, answer, 0, requestedAt),
    };
    await deps.db
      .insertInto(pushLog.table)
      .values({
        id: newId(),
        create_by: SYSTEM_USER.username,
        create_time: formatDateTime(run.now()),
        ...(pushLog.tenantScoped ? { tenant_id: record.tenantId } : {}),
        ...columnsOf(pushLog, values),
      })
      .execute();
  }
}

/** Failed records whose retry is due: sent again as they are now, unless changed or gone since. */
async function retryDue(run: Run, pushed: readonly ResolvedEntity[]) {
  const { deps, pushLog, parameter } = run;
  const column = (key: string) => pushLog.field(key)!.column;
  const due = (
    await deps.db
      .selectFrom(pushLog.table)
      .select(allColumns(pushLog))
      .where(
        allOf([
          compare(column('status'), '=', PUSH_STATUS.failed),
          compare(column('targetSystem'), '=', parameter.target),
          compare(column('nextRetryTime'), '<=', formatDateTime(run.now())),
        ]),
      )
      .orderBy(column('nextRetryTime'))
      .limit(run.budget)
      .execute()
  ).map((row) => byKey(pushLog, row));
  for (const entity of pushed) {
    const logs = due.filter((log) => log.bizType === entity.definition.dataPush!.bizType);
    const records = await recordsByIdAcrossTenants(
      deps.db,
      entity,
      logs.map((log) => String(log.bizId)),
    );
    for (const log of logs) {
      if (run.stopped || run.budget <= 0) return;
      const record = records.get(String(log.bizId));
      const update = (values: Record<string, unknown>) =>
        deps.db
          .updateTable(pushLog.table)
          .set({
            update_by: SYSTEM_USER.username,
            update_time: formatDateTime(run.now()),
            ...columnsOf(pushLog, values),
          })
          .where(compare('id', '=', String(log.id)))
          .execute();
      // Gone, or changed since: the change is (or will be) pushed as a version of its own.
      if (!record || record.version !== log.bizVersion) {
        await update({ nextRetryTime: null });
        continue;
      }
      const { answer, requestedAt, body } = await send(run, entity, record);
      run.outcome.retried += 1;
      await update({
        requestBody: body,
        ...answerColumns(run, answer, Number(log.retryCount ?? 0) + 1, requestedAt),
      });
    }
  }
}

export async function runDataPush(deps: EngineDeps, parameterText: string | null, now = Date.now) {
  const targets = new Set((await deps.dictionaries.items(TARGET_DICTIONARY)).map((item) => item.value));
  const run: Run = {
    deps,
    parameter: parsePushParameter(parameterText, targets),
    pushLog: deps.registry.get(PUSH_LOG_ENTITY)!,
    batchNo: batchNumber(now()),
    outcome: { sent: 0, succeeded: 0, failed: 0, retried: 0 },
    budget: 0,
    stopped: false,
    now,
  };
  run.budget = run.parameter.limit;
  const pushed = deps.registry.entities
    .filter((entity) => entity.definition.dataPush)
    .sort((a, b) => a.definition.dataPush!.bizType.localeCompare(b.definition.dataPush!.bizType));
  try {
    await retryDue(run, pushed);
    for (const entity of pushed) if (!run.stopped) await pushChanged(run, entity);
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

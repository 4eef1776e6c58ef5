// One run of the pushData job and what every way of sending shares: sending a record and counting
// it, the log columns an answer fills (the status, the retry schedule), and writing a log row.
import { randomInt } from 'node:crypto';
import { formatDateTime } from '../../../shared/date-format';
import { PUSH_LIMITS, PUSH_STATUS } from '../../../shared/data-push';
import type { PushOutcome } from '../../../shared/data-push';
import type { EngineDeps } from '../../engine/access';
import type { ResolvedEntity } from '../../engine/registry';
import { compare } from '../../engine/sql-conditions';
import { SYSTEM_USER } from '../../engine/system-principal';
import type { PushParameter } from './push-parameter';
import { sendPush } from './push-request';
import type { PushAnswer } from './push-request';
import { maskedCopy } from './pushed-records';
import type { PushedRecord } from './pushed-records';

const MINUTE_MS = 60_000;

export interface Run {
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
export const batchNumber = (now: number) =>
  `PB${formatDateTime(now).replace(/\D/g, '')}${String(randomInt(10_000)).padStart(4, '0')}`;

/** Whether the run may send another record. */
export const canSend = (run: Run) => !run.stopped && run.budget > 0;

/** The log's values for an answer; retryCount is the attempt's number of retries so far. */
export function answerValues(run: Run, answer: PushAnswer, retryCount: number, requestedAt: number) {
  const delays = PUSH_LIMITS.retryDelaysMinutes;
  const exhausted = !answer.succeeded && retryCount >= delays.length;
  const status = answer.succeeded
    ? PUSH_STATUS.succeeded
    : exhausted
      ? PUSH_STATUS.retriesExhausted
      : PUSH_STATUS.failed;
  const retryAt = answer.succeeded || exhausted ? null : requestedAt + delays[retryCount]! * MINUTE_MS;
  return {
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
}

/** Log values by column. */
export const columnsOf = (entity: ResolvedEntity, values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [entity.field(key)!.column, value]));

export interface Sent {
  answer: PushAnswer;
  requestedAt: number;
  /** The log's copy of the message, personal data masked. */
  body: string;
}

/** Sends the record: its answer, when it was asked, and the log's copy of the message. */
export async function send(run: Run, entity: ResolvedEntity, record: PushedRecord): Promise<Sent> {
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
  const answer = await sendPush(run.parameter.url, message, run.parameter.secret, run.now);
  run.budget -= 1;
  run.outcome.sent += 1;
  run.outcome[answer.succeeded ? 'succeeded' : 'failed'] += 1;
  if (!answer.reached) run.stopped = true;
  return { answer, requestedAt, body: maskedCopy(entity, message) };
}

/** Writes values into an existing log row, as the system. */
export const updateLog = (run: Run, logId: unknown, values: Record<string, unknown>) =>
  run.deps.db
    .updateTable(run.pushLog.table)
    .set({
      update_by: SYSTEM_USER.username,
      update_time: formatDateTime(run.now()),
      ...columnsOf(run.pushLog, values),
    })
    .where(compare('id', '=', String(logId)))
    .execute();

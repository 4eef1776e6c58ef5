// Log rows sent again, before the run's new changes: those an administrator marked 补推 (待推送),
// then the failed ones whose retry is due. Either sends the record as it is now; a row keeps its
// version, so the cursor of new changes never passes a change not yet sent.
import { formatDateTime } from '../../../shared/date-format';
import { PUSH_STATUS, PUSH_TEXTS } from '../../../shared/data-push';
import { allColumns, byKey } from '../../engine/records';
import type { ResolvedEntity } from '../../engine/registry';
import { allOf, compare } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';
import { recordsByIdAcrossTenants } from './pushed-records';
import type { PushedRecord } from './pushed-records';
import { answerValues, canSend, send, updateLog } from './push-run';
import type { Run } from './push-run';

type LogRow = Record<string, unknown>;

interface Again {
  /** Which rows, besides the receiver. */
  where: (column: (key: string) => string) => Condition[];
  orderBy: string;
  /** Values written instead of sending, when the record is not to be sent (null: send it). */
  skip(log: LogRow, record: PushedRecord | undefined): Record<string, unknown> | null;
  /** Values written with the answer. */
  sent(run: Run, log: LogRow): Record<string, unknown>;
  retry: boolean;
}

async function sendAgain(run: Run, pushed: readonly ResolvedEntity[], again: Again) {
  const { deps, pushLog, parameter } = run;
  const column = (key: string) => pushLog.field(key)!.column;
  if (!canSend(run)) return;
  const logs = (
    await deps.db
      .selectFrom(pushLog.table)
      .select(allColumns(pushLog))
      .where(allOf([compare(column('targetSystem'), '=', parameter.target), ...again.where(column)]))
      .orderBy(column(again.orderBy))
      .limit(run.budget)
      .execute()
  ).map((row) => byKey(pushLog, row));
  for (const entity of pushed) {
    const ofEntity = logs.filter((log) => log.bizType === entity.definition.dataPush!.bizType);
    const records = await recordsByIdAcrossTenants(
      deps.db,
      entity,
      ofEntity.map((log) => String(log.bizId)),
    );
    for (const log of ofEntity) {
      if (!canSend(run)) return;
      const record = records.get(String(log.bizId));
      const skipped = again.skip(log, record);
      if (skipped) {
        await updateLog(run, log.id, skipped);
        continue;
      }
      const { answer, requestedAt, body } = await send(run, entity, record!);
      if (again.retry) run.outcome.retried += 1;
      const retries = again.retry ? Number(log.retryCount ?? 0) + 1 : 0;
      await updateLog(run, log.id, {
        requestBody: body,
        ...again.sent(run, log),
        ...answerValues(run, answer, retries, requestedAt),
      });
    }
  }
}

/** Rows marked 补推: sent in this run's batch, their retries counted afresh. */
export const pushMarked = (run: Run, pushed: readonly ResolvedEntity[]) =>
  sendAgain(run, pushed, {
    where: (column) => [compare(column('status'), '=', PUSH_STATUS.queued)],
    orderBy: 'updateTime',
    skip: (_log, record) =>
      record ? null : { status: PUSH_STATUS.failed, responseMsg: PUSH_TEXTS.recordGone, nextRetryTime: null },
    sent: (run) => ({ batchNo: run.batchNo }),
    retry: false,
  });

/** Failed rows whose retry is due: not sent when the record changed since (its change goes as a version of its own) or is gone. */
export const retryDue = (run: Run, pushed: readonly ResolvedEntity[]) =>
  sendAgain(run, pushed, {
    where: (column) => [
      compare(column('status'), '=', PUSH_STATUS.failed),
      compare(column('nextRetryTime'), '<=', formatDateTime(run.now())),
    ],
    orderBy: 'nextRetryTime',
    skip: (log, record) => (record && record.version === log.bizVersion ? null : { nextRetryTime: null }),
    sent: () => ({}),
    retry: true,
  });

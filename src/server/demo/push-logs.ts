// The data push log of the last days (数据推送日志, domain §2.21, §4.7, §6.4), as the scheduled job
// pushData leaves it (modules/data-push): one run an hour to the city regulator's platform, each
// pushing a few records (push-sources.ts), one row per record with the message's copy (phone and
// ID numbers masked). 95 % are taken at once; 4 % fail first (a timeout, a signature or a busy
// receiver) and are taken on a retry — the row updated, its retry count kept; 1 % keep failing on a
// data error until the retries run out (重试超限), and most of those an administrator marks 补推
// the next working day, which the next run sends. A failure in the last hours before the reference
// day still waits for its retry (失败, 下次重试).
import {
  DEFAULT_PUSH_TARGET,
  PUSH_LIMITS,
  PUSH_STATUS,
  PUSH_TEXTS,
  PUSH_TRIGGER,
} from '../../shared/data-push';
import { maskPersonal } from '../../shared/personal-data';
import { dateTimeOf, dayOfInstant, instantOf, instantOfDateTime } from './calendar';
import type { DemoContext } from './context';
import { workdayAfter } from './context';
import type { FlowStep } from './cycle-rows';
import type { PushLogRow } from './platform-rows';
import type { PushSource, PushSources } from './push-sources';
import { deriveSeed, Random } from './random';
import type { Weighted } from './random';
import { Timeline } from './timeline';

/** Days of push log before the reference day: a modest log for a first start. */
export const PUSH_LOG_DAYS = 10;
const TARGET = DEFAULT_PUSH_TARGET;
const STATUS = PUSH_STATUS;
/** Retries after these delays (minutes), sent by the first hourly run due; then 重试超限. */
const RETRY_DELAYS_MINUTES = PUSH_LIMITS.retryDelaysMinutes;
const MINUTE_MS = 60_000;

/** Interfaces by nl_push_biz: 推送 + the entity's title. */
const INTERFACES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    '01': '投保企业',
    '02': '保单',
    '03': '隐患排查',
    '04': '隐患记录',
    '06': '安全培训',
    '07': '应急演练',
  }).map(([kind, title]) => [kind, PUSH_TEXTS.interfaceName(title)]),
);
const KINDS: Weighted<string> = [
  ['04', 35],
  ['01', 15],
  ['03', 15],
  ['07', 15],
  ['02', 10],
  ['06', 10],
];
const ROWS_PER_BATCH: Weighted<number> = [
  [1, 40],
  [2, 35],
  [3, 25],
];

/** 'down': the receiver cannot be reached for hours (the last batch's failure waiting for its retry). */
type Fate = 'taken' | 'retried' | 'exhausted' | 'down';
const FATES: Weighted<Fate> = [
  ['taken', 95],
  ['retried', 4],
  ['exhausted', 1],
];
/** Rows out of retries an administrator pushes again (补推), after the first two. */
const REPUSH_SHARE = 0.5;

interface Answer {
  httpStatus: number | null;
  code: string | null;
  message: string;
  durationMs: number;
}

const TAKEN: Omit<Answer, 'durationMs'> = { httpStatus: 200, code: '0000', message: '接收成功' };
/** No answer within the wait. */
const TIMED_OUT: Omit<Answer, 'durationMs'> = { httpStatus: null, code: null, message: '连接超时' };
/** Failures a retry gets past. */
const TRANSIENT: Weighted<Omit<Answer, 'durationMs'>> = [
  [TIMED_OUT, 60],
  [{ httpStatus: 401, code: 'E0401', message: '签名验证失败' }, 20],
  [{ httpStatus: 503, code: 'E0503', message: '接收平台系统繁忙，请稍后重试' }, 20],
];
/** Data errors no retry gets past, by kind. */
const DATA_ERRORS: Readonly<Record<string, string>> = {
  '01': '统一社会信用代码校验失败',
  '02': '字段[policyNo]重复',
  '04': '字段[hazardNo]重复',
};
const SIGNATURE_ERROR = '签名验证失败';

/** PB + the run's second + four digits, as the job numbers its batches. */
const batchNumber = (random: Random, at: number) =>
  `PB${dateTimeOf(at).replace(/\D/g, '')}${random.digits(4)}`;

const PERSONAL = [
  [/(Phone|^mobile)$/, 'phone'],
  [/idCardNo$/, 'idNumber'],
] as const;

/** The message's copy in the log: phone and ID numbers masked. */
function requestBody(batchNo: string, source: PushSource): string {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source.data)) {
    const kind = PERSONAL.find(([pattern]) => pattern.test(key))?.[1];
    data[key] = kind && typeof value === 'string' && value !== '' ? maskPersonal(kind, value) : value;
  }
  const { bizType, bizId, bizNo, version } = source;
  return JSON.stringify({ batchNo, target: TARGET, bizType, bizId, bizNo, version, data });
}

interface Run {
  batchNo: string;
  /** When it starts sending. */
  at: number;
}

/** The hourly runs of the log's days, and the first one at or after an instant (none: after the reference day). */
class Runs {
  readonly list: Run[] = [];

  constructor(random: Random, context: DemoContext) {
    for (let hour = (context.asOfDay - PUSH_LOG_DAYS) * 24; hour < context.asOfDay * 24; hour++) {
      const at = instantOf(Math.floor(hour / 24), (hour % 24) * 3600 + random.int(0, 20));
      this.list.push({ batchNo: batchNumber(random, at), at });
    }
  }

  from(at: number): Run | null {
    return this.list.find((run) => run.at >= at) ?? null;
  }
}

export function generatePushLogs(
  context: DemoContext,
  sources: PushSources,
  steps: FlowStep[],
): PushLogRow[] {
  const random = new Random(deriveSeed(context.seed, 'pushLogs'));
  const kinds = sources.kinds();
  const available = KINDS.filter(([kind]) => (kinds.get(kind)?.length ?? 0) > 0);
  const rows: PushLogRow[] = [];
  if (available.length === 0) return rows;
  const runs = new Runs(random, context);
  // The first row out of retries is pushed again (补推), the second left for the demo to do it.
  let exhausted = 0;
  const repushes = (order: number) => order === 0 || (order > 1 && random.chance(REPUSH_SHARE));
  runs.list.forEach((run, index) => {
    let at = run.at + random.int(200, 900);
    const count = random.weighted(ROWS_PER_BATCH);
    for (let n = 0; n < count; n++) {
      const source = random.pick(kinds.get(random.weighted(available))!);
      if (source.changedAt >= dateTimeOf(at)) continue;
      // The last run's first record is a failure still waiting for its retry (domain §6.5).
      const fate: Fate = index === runs.list.length - 1 && n === 0 ? 'down' : random.weighted(FATES);
      const { row, reached } = push(random, context, runs, { batchNo: run.batchNo, source, at, fate });
      rows.push(row);
      if (row.status === STATUS.retriesExhausted && repushes(exhausted++))
        repush(random, context, runs, { row, source }, steps);
      // A receiver that cannot be reached ends the run: the rest waits for the next one.
      if (!reached) break;
      at = instantOfDateTime(row.createTime) + random.int(50, 400);
    }
  });
  return rows;
}

/**
 * An administrator's 补推 of a row out of retries, the next working day: 待推送 with trigger 手动补推,
 * sent (and taken) by the next run, in its batch, its retries counted afresh.
 */
function repush(
  random: Random,
  context: DemoContext,
  runs: Runs,
  { row, source }: { row: PushLogRow; source: PushSource },
  steps: FlowStep[],
): void {
  const exhaustedAt = instantOfDateTime(row.requestTime);
  const life = new Timeline(context, steps, 'pushLog', row.id, row.status, exhaustedAt);
  const markAt = workdayAfter(random, dayOfInstant(exhaustedAt), [1, 1]);
  const markedAt = life.step('repush', STATUS.queued, markAt, context.platform);
  if (markedAt === null) return;
  Object.assign(row, {
    status: STATUS.queued,
    triggerType: PUSH_TRIGGER.manual,
    operatorName: context.platform.name,
    nextRetryTime: null,
  });
  const run = runs.from(markedAt);
  if (run === null) return;
  const at = run.at + random.int(200, 900);
  const { row: sent } = push(random, context, runs, { batchNo: run.batchNo, source, at, fate: 'taken' });
  const { id, createTime, triggerType, operatorName } = row;
  Object.assign(row, sent, { id, createTime, triggerType, operatorName });
}

interface Push {
  batchNo: string;
  source: PushSource;
  at: number;
  fate: Fate;
}

/**
 * One record pushed (attempt 0) and, while it fails, sent again by the first run after each retry
 * delay, until taken, out of retries (重试超限) or waiting for a run after the reference day (失败).
 * The row holds the last attempt, as the job updates it; `reached` tells whether the first attempt
 * got an answer at all.
 */
function push(
  random: Random,
  context: DemoContext,
  runs: Runs,
  args: Push,
): { row: PushLogRow; reached: boolean } {
  const { source, fate } = args;
  const error =
    fate === 'exhausted'
      ? { httpStatus: 200, code: 'E1001', message: DATA_ERRORS[source.bizType] ?? SIGNATURE_ERROR }
      : fate === 'down'
        ? TIMED_OUT
        : random.weighted(TRANSIENT);
  // Attempts that fail: none, the first one or two (then taken on a retry), or every one.
  const failures = fate === 'taken' ? 0 : fate === 'retried' ? random.int(1, 2) : Infinity;
  const attempt = (k: number) => answerOf(random, k < failures ? error : TAKEN);
  let requestAt = args.at;
  let retries = 0;
  let nextRetry: number | null = null;
  let answer = attempt(0);
  const first = answer;
  while (answer.code !== TAKEN.code && retries < RETRY_DELAYS_MINUTES.length) {
    const due = requestAt + RETRY_DELAYS_MINUTES[retries]! * MINUTE_MS;
    const run = runs.from(due);
    if (run === null) {
      nextRetry = due;
      break;
    }
    // A run sends the retries that are due before the new changes.
    requestAt = run.at + random.int(100, 600);
    retries++;
    answer = attempt(retries);
  }
  const taken = answer.code === TAKEN.code;
  const reached = answer.httpStatus !== null;
  const row: PushLogRow = {
    id: context.newId(),
    // The job writes the row once the first answer is in.
    createTime: dateTimeOf(args.at + first.durationMs),
    batchNo: args.batchNo,
    targetSystem: TARGET,
    bizType: source.bizType,
    bizId: source.bizId,
    bizNo: source.bizNo,
    bizVersion: source.version,
    interfaceName: INTERFACES[source.bizType]!,
    triggerType: PUSH_TRIGGER.scheduled,
    status: taken ? STATUS.succeeded : nextRetry === null ? STATUS.retriesExhausted : STATUS.failed,
    requestTime: dateTimeOf(requestAt),
    responseTime: reached ? dateTimeOf(requestAt + answer.durationMs) : null,
    durationMs: answer.durationMs,
    httpStatus: answer.httpStatus,
    responseCode: answer.code,
    responseMsg: answer.message,
    externalSerialNo: taken ? `GX${dateTimeOf(requestAt).replace(/\D/g, '')}${random.digits(6)}` : null,
    retryCount: retries,
    nextRetryTime: nextRetry === null ? null : dateTimeOf(nextRetry),
    operatorName: null,
    requestBody: requestBody(args.batchNo, source),
  };
  return { row, reached: first.httpStatus !== null };
}

/** The answer's time: a quick answer mostly, the whole wait for a timeout. */
function answerOf(random: Random, answer: Omit<Answer, 'durationMs'>): Answer {
  const durationMs =
    answer.httpStatus === null
      ? PUSH_LIMITS.timeoutMs
      : Math.round(60 + 1200 * random.next() * random.next());
  return { ...answer, durationMs };
}

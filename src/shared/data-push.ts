// Data push as users meet it (domain §2.21, §4.7): the values the push log holds, the limits of one
// run of the job pushData, and the texts of the job and of the failures it logs.

export const PUSH_LOG_ENTITY = 'pushLog';
export const PUSH_BIZ_DICTIONARY = 'nl_push_biz';
export const PUSH_JOB = 'pushData';

/** nl_push_status */
export const PUSH_STATUS = { queued: '0', succeeded: '2', failed: '3', retriesExhausted: '5' } as const;
/** nl_push_trigger */
export const PUSH_TRIGGER = { scheduled: '1', manual: '3' } as const;
/** nl_push_target, when the job's parameter names none. */
export const DEFAULT_PUSH_TARGET = '2';

export const PUSH_LIMITS = {
  /** Records one run sends at most; the rest follow in the next runs, oldest change first. */
  recordsPerRun: 500,
  /** Requests in flight at once: a receiver across a network answers in tens of milliseconds. */
  concurrentRequests: 4,
  /** One request's wait for the receiver's answer. */
  timeoutMs: 10_000,
  /** Retries of a failed record, after these delays (minutes); then 重试超限. */
  retryDelaysMinutes: [5, 30, 120],
  /** Characters of the receiver's answer kept in the log. */
  responseMessageLength: 500,
  /** A signing secret shorter than this is refused: a guessable key signs nothing. */
  minSecretLength: 16,
} as const;

/**
 * How a signed message says so (push-request.ts): the time it was sent, in milliseconds since the
 * epoch, and `sha256=` + the hex HMAC-SHA256 of `<timestamp>.<body>` under the shared secret.
 */
export const PUSH_SIGNATURE = {
  timestampHeader: 'x-anze-timestamp',
  signatureHeader: 'x-anze-signature',
  scheme: 'sha256=',
} as const;

/** Codes of the receiver's answer meaning "taken" (besides `success: true`). */
export const PUSH_SUCCESS_CODES: readonly string[] = ['0', '00', '0000', '200'];

export interface PushOutcome {
  sent: number;
  succeeded: number;
  failed: number;
  retried: number;
}

export const PUSH_TEXTS = {
  jobDescription:
    '推送数据到接收平台：参数为JSON，如 {"url":"https://接收地址","target":"2","limit":500,"secretEnv":"PUSH_SECRET"}（target：接收平台字典值，默认2；limit：每次最多推送条数，默认500；secretEnv：签名密钥所在的服务器环境变量名，可省略）',
  badParameter: '推送任务参数应为JSON，如 {"url":"https://接收地址","target":"2"}',
  badUrl: '推送任务参数中的 url 应为 http 或 https 地址',
  badTarget: (target: string) => `推送任务参数中的接收平台 ${target} 不是字典 nl_push_target 的值`,
  badLimit: (max: number) => `推送任务参数中的 limit 应为1到${max}的整数`,
  badSecretEnv: '推送任务参数中的 secretEnv 应为环境变量名（大写字母、数字和下划线）',
  secretMissing: (name: string, min: number) =>
    `服务器环境变量 ${name} 未设置或少于${min}个字符，无法签名推送数据`,
  interfaceName: (bizTypeText: string) => `推送${bizTypeText}`,
  timeout: (seconds: number) => `连接超时：${seconds}秒内未收到接收平台的应答`,
  unreachable: (reason: string) => `无法连接接收平台：${reason}`,
  refused: (status: number) => `接收平台拒绝了请求（HTTP ${status}）`,
  unreadable: '接收平台的应答不是JSON',
  stopped: '接收平台无法连接，本次推送已停止，剩余数据下次推送',
  recordGone: '数据已删除，无法补推',
  jobDone: (o: PushOutcome) =>
    `推送${o.sent}条，成功${o.succeeded}条，失败${o.failed}条` +
    (o.retried > 0 ? `（其中重试${o.retried}条）` : ''),
} as const;

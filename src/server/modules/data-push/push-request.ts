// One record sent to the receiving platform: a JSON POST, answered within PUSH_LIMITS.timeoutMs. The
// receiver takes it when it answers 2xx with `success: true` or a success code; its code, message
// and serial number are kept whatever it answers. A receiver that cannot be reached is told apart,
// so a run stops at the first such failure instead of failing every record.
// With a secret, each message is signed: an HMAC-SHA256 of the time and the exact body, which the
// receiver computes again to know the message is ours and unchanged, and refuses when the time is
// old (a replayed message).
import { createHmac } from 'node:crypto';
import { PUSH_LIMITS, PUSH_SIGNATURE, PUSH_SUCCESS_CODES, PUSH_TEXTS } from '../../../shared/data-push';

export interface PushMessage {
  batchNo: string;
  target: string;
  bizType: string;
  bizId: string;
  bizNo: string | null;
  /** The record's version: its last change, 'YYYY-MM-DD HH:mm:ss'. The receiver keeps the latest. */
  version: string;
  data: Record<string, unknown>;
}

export interface PushAnswer {
  succeeded: boolean;
  /** False when no answer came at all (refused connection, timeout). */
  reached: boolean;
  httpStatus: number | null;
  responseCode: string | null;
  responseMsg: string | null;
  externalSerialNo: string | null;
  durationMs: number;
}

const text = (value: unknown, length: number): string | null =>
  value === undefined || value === null || value === '' ? null : String(value).slice(0, length);

function interpret(status: number, body: unknown): Omit<PushAnswer, 'durationMs' | 'reached'> {
  const answer = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const responseCode = text(answer.code, 32);
  const message = text(answer.message ?? answer.msg, PUSH_LIMITS.responseMessageLength);
  const taken =
    answer.success === true || (responseCode !== null && PUSH_SUCCESS_CODES.includes(responseCode));
  const ok = status >= 200 && status < 300;
  return {
    succeeded: ok && taken,
    httpStatus: status,
    responseCode,
    responseMsg:
      message ?? (ok ? (body === undefined ? PUSH_TEXTS.unreadable : null) : PUSH_TEXTS.refused(status)),
    externalSerialNo: text(answer.serialNo ?? answer.serial_no, 64),
  };
}

/** The signature headers of a body sent at `time` (milliseconds since the epoch). */
export function signatureHeaders(secret: string, body: string, time: number): Record<string, string> {
  const timestamp = String(time);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return {
    [PUSH_SIGNATURE.timestampHeader]: timestamp,
    [PUSH_SIGNATURE.signatureHeader]: `${PUSH_SIGNATURE.scheme}${digest}`,
  };
}

export async function sendPush(
  url: URL,
  message: PushMessage,
  secret: string | null,
  now = Date.now,
): Promise<PushAnswer> {
  const started = now();
  // Signed as sent: the receiver checks the very bytes it gets.
  const body = JSON.stringify(message);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret ? signatureHeaders(secret, body, started) : {}),
      },
      body,
      signal: AbortSignal.timeout(PUSH_LIMITS.timeoutMs),
      redirect: 'error',
    });
    const answer: unknown = await response.json().catch(() => undefined);
    return { ...interpret(response.status, answer), reached: true, durationMs: now() - started };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const reason =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
    return {
      succeeded: false,
      reached: false,
      httpStatus: null,
      responseCode: null,
      responseMsg: timedOut
        ? PUSH_TEXTS.timeout(PUSH_LIMITS.timeoutMs / 1000)
        : PUSH_TEXTS.unreachable(reason),
      externalSerialNo: null,
      durationMs: now() - started,
    };
  }
}

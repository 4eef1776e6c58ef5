// Redaction of secrets before a request is logged or traced: any key that names a token, password,
// captcha or secret (in a body, a query string or a header) keeps its name and loses its value.

export const REDACTED = '******';
const SECRET_KEY = /token|passw|pwd|captcha|checkkey|secret|authorization|cookie/i;
/** Deeper nesting is cut off: logs hold what a user sent, not arbitrary structures. */
const MAX_DEPTH = 6;
/** Items of a list kept (a batch delete may send thousands of ids). */
const MAX_ITEMS = 100;

const isOpaque = (value: object) =>
  ArrayBuffer.isView(value) ||
  value instanceof ArrayBuffer ||
  value instanceof Date ||
  typeof (value as { pipe?: unknown }).pipe === 'function';

export const isSecretKey = (key: string) => SECRET_KEY.test(key);

/** A copy of a JSON-like value with every secret key's value replaced. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redactValue(item, depth + 1));
  // Files, buffers and streams (multipart bodies) are named, never copied. (Parsed query strings
  // have a prototype of their own, so a plain-object test would not do.)
  if (isOpaque(value))
    return `[${(value as { constructor?: { name?: string } }).constructor?.name ?? 'Object'}]`;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      isSecretKey(key) ? REDACTED : redactValue(item, depth + 1),
    ]),
  );
}

/** A URL (path and query string) with the values of secret parameters replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  for (const key of [...new Set(params.keys())]) if (isSecretKey(key)) params.set(key, REDACTED);
  const query = params.toString();
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}

/** Request headers as strings, secret ones replaced. */
export function redactHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    result[key] = isSecretKey(key) ? REDACTED : Array.isArray(value) ? value.join(', ') : value;
  }
  return result;
}

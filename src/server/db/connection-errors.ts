// Whether an error means "the database cannot be reached right now" (restart, network cut, too many
// connections) rather than a fault of the request: such errors are answered with one clear message
// and logged as a warning without a stack (http/error-handler.ts). The pool drops the broken
// connections by itself and the next query connects again, so nothing here has to recover.

/** Node's socket errors on the way to the database server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03
 * (shut down by an administrator, crash, starting up), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** node-postgres signals a connection lost mid-query and a pool that could not connect only by text. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (DRIVER_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  // Several addresses tried at once (localhost on IPv4 and IPv6) fail together.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

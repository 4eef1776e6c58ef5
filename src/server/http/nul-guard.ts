// Text both databases hold alike: PostgreSQL refuses the NUL character in text (SQLite keeps it), so
// a query or JSON body carrying one failed inside a statement, as an unexpected error on one engine
// and a stored value on the other. It is refused before any handler, with the validation message.
import type { FastifyInstance } from 'fastify';
import { Errors } from '../errors';

const NUL = '\u0000';

const isPlainContainer = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
};

/**
 * The dotted path of the first string (value or key) holding a NUL, '' for the value itself, or null
 * when there is none. Only plain objects and arrays are entered (never an upload's buffers).
 */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object' || !isPlainContainer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return at;
    const found = nulPath(item, at);
    if (found !== null) return found;
  }
  return null;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Fastify's parsed query has a prototype of its own: copied to a plain object. Path params are
    // left to their routes (a stored file's path answers 404 unless it is exactly one).
    const field = nulPath({ ...(request.query as object) }) ?? nulPath(request.body);
    if (field !== null) throw Errors.badRequest(field ? `${field} 格式不正确` : '格式不正确');
  });
}

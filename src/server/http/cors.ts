// Cross-origin use of the API (CORS) for a client served from another origin, e.g. a JeecgBoot 2.4
// Vue client an administrator hosts elsewhere: only the origins CORS_ORIGINS lists (none by default)
// get the answer headers, and their preflight is answered here. Requests carry the token in a header,
// never in cookies, so credentials are not allowed. Any other origin's preflight is refused (403).
import type { FastifyInstance } from 'fastify';
import { REQUEST_KEY_HEADER } from '../../shared/engine-api';

export const CORS_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
/** How long a browser may reuse a preflight answer, in seconds. */
export const CORS_MAX_AGE_SECONDS = 600;
/** Headers a cross-origin page may read: the download name of exports and the request id of errors. */
const EXPOSED_HEADERS = 'Content-Disposition, X-Request-Id';
/** Request headers a JeecgBoot client sends besides the simple ones, and our adds' request key. */
const ALLOWED_HEADERS = `X-Access-Token, Content-Type, tenant-id, X-Tenant-Id, X-Sign, X-TIMESTAMP, X-Request-Id, ${REQUEST_KEY_HEADER}`;

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'];
    // Answers differ by origin: caches must keep them apart.
    reply.header('Vary', 'Origin');
    if (!origin || !allowed.has(origin)) {
      if (preflight) return reply.code(403).send();
      return;
    }
    reply.header('Access-Control-Allow-Origin', origin);
    if (!preflight) {
      reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      return;
    }
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', CORS_METHODS)
      .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
      .header('Access-Control-Max-Age', String(CORS_MAX_AGE_SECONDS))
      .send();
  });
}

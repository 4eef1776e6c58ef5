// When each API request started, for durations measured inside a handler (the login log is written
// before the reply exists, so Fastify's reply.elapsedTime is not at hand there).
import type { FastifyInstance, FastifyRequest } from 'fastify';

const started = new WeakMap<FastifyRequest, number>();

export function registerRequestClock(api: FastifyInstance): void {
  api.addHook('onRequest', async (request) => {
    started.set(request, performance.now());
  });
}

/** Whole milliseconds since the request started; null outside a clocked request. */
export function elapsedMs(request: FastifyRequest): number | null {
  const start = started.get(request);
  return start === undefined ? null : Math.round(performance.now() - start);
}

// The HTTP trace: the last requests of the API (time, user, method, path, status, duration) kept in
// a ring buffer, with token, password and captcha values redacted from query strings and headers.
// The same hook feeds the request figures of /metrics, from Fastify's own timing.
import type { FastifyInstance } from 'fastify';
import type { HttpTraceEntry } from '../../../shared/monitor/monitor-api';
import { createRingBuffer } from './ring-buffer';
import type { RingBuffer } from './ring-buffer';
import { redactHeaders, redactUrl } from './redact';
import type { RequestMetrics } from './request-metrics';

/** Requests kept (Spring Boot's in-memory trace repository also keeps 100). */
export const HTTP_TRACE_CAPACITY = 100;

export function registerHttpTrace(api: FastifyInstance, metrics: RequestMetrics): RingBuffer<HttpTraceEntry> {
  const traces = createRingBuffer<HttpTraceEntry>(HTTP_TRACE_CAPACITY);
  api.addHook('onResponse', async (request, reply) => {
    metrics.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    traces.push({
      timestamp: new Date(Date.now() - reply.elapsedTime).toISOString(),
      principal: request.auth ? { name: request.auth.user.username } : null,
      request: {
        method: request.method,
        uri: redactUrl(request.url),
        remoteAddress: request.ip,
        headers: redactHeaders(request.headers),
      },
      response: { status: reply.statusCode },
      timeTaken: Math.round(reply.elapsedTime),
    });
  });
  return traces;
}

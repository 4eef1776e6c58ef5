// Request ids: every request gets one (Fastify's request.id, so each log line of the request carries
// it as `reqId`), every answer names it in X-Request-Id and every failure envelope in `requestId`,
// so a user can quote it and an operator find the request's log lines. An id from a proxy is kept
// only when it is short and plain, so nothing a client sends can forge or break a log line.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and . _ : - up to 64 characters: UUIDs, ULIDs and the usual proxy formats. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is safe, a fresh UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

interface FailureEnvelope {
  success: false;
  requestId?: string;
}

const isFailureEnvelope = (payload: unknown): payload is FailureEnvelope =>
  typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false;

/** Registered on the root, so API routes, their errors and the not-found answers all get it. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // An extra key of the Result envelope: JeecgBoot clients read success/code/message and ignore it.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (isFailureEnvelope(payload) && payload.requestId === undefined) payload.requestId = request.id;
    return payload;
  });
}

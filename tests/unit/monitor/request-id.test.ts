// An unexpected error answers the spec's generic message with the request id appended, the same id
// as in X-Request-Id and the body's requestId, and never the error's own text.
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerErrorHandler } from '../../../src/server/http/error-handler';
import { registerRequestId, requestIdOf } from '../../../src/server/http/request-id';

const app = Fastify({ genReqId: requestIdOf });
let baseUrl: string;

beforeAll(async () => {
  registerErrorHandler(app);
  registerRequestId(app);
  app.get('/boom', async () => {
    throw new Error('secret detail of the failure');
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

it('shows the id of a failed request, not its details', async () => {
  const reply = await fetch(`${baseUrl}/boom`, { headers: { 'x-request-id': 'case-42' } });
  expect(reply.status).toBe(200);
  expect(reply.headers.get('x-request-id')).toBe('case-42');
  const body = (await reply.json()) as Record<string, unknown>;
  expect(body).toMatchObject({
    success: false,
    code: 500,
    message: '操作失败，请稍后重试或联系管理员（请求编号：case-42）',
    requestId: 'case-42',
  });
  expect(JSON.stringify(body)).not.toContain('secret');
});

it('puts the id on every log line of the request', async () => {
  const lines: Record<string, unknown>[] = [];
  const logged = Fastify({
    genReqId: requestIdOf,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  logged.get('/work', async (request) => {
    request.log.info('doing the work');
    return { done: true };
  });
  await logged.inject({ url: '/work', headers: { 'x-request-id': 'trace-7' } });
  await logged.close();
  const ofRequest = lines.filter((line) => line.msg !== 'Server listening at');
  expect(ofRequest.map((line) => line.msg)).toEqual([
    'incoming request',
    'doing the work',
    'request completed',
  ]);
  expect(ofRequest.every((line) => line.reqId === 'trace-7')).toBe(true);
});

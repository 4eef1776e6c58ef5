// The bare address (GET /) is a client route: the page is served without the static handler's
// refusal of a directory, which the error handler logged as an unhandled error on every visit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/server/http/error-handler';
import { registerSpa } from '../../src/server/http/spa';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'anze-spa-root-'));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

it('serves the page at / and logs no error', async () => {
  writeFileSync(path.join(clientDir, 'index.html'), '<meta name="api-prefix" content=""><p>SPA</p>');
  const levels: number[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      levels.push((JSON.parse(chunk.toString('utf8')) as { level: number }).level);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandler(app);
  await registerSpa(app, clientDir, '/api');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<meta name="api-prefix" content="/api">');
  expect(levels.filter((level) => level >= 50)).toEqual([]);
});

// What /metrics costs: the per-request work of the request figures (observe, called by the HTTP
// trace's onResponse hook), the same measured end to end through Fastify (a trivial route with and
// without the hook, app.inject), and the time to render a scrape with many routes.
// `npx tsx scripts/bench/metrics-overhead.ts`
import Fastify from 'fastify';
import { renderExposition } from '../../src/server/modules/monitor/prometheus';
import { createRequestMetrics } from '../../src/server/modules/monitor/request-metrics';

const OBSERVATIONS = 2_000_000;
const ROUTES = 300;
const REQUESTS = 20_000;
const ROUNDS = 5;

function observeCost(): number {
  const metrics = createRequestMetrics();
  const routes = Array.from({ length: ROUTES }, (_, i) => `/api/module${i}/list/:id`);
  const start = process.hrtime.bigint();
  for (let i = 0; i < OBSERVATIONS; i += 1) metrics.observe('GET', routes[i % ROUTES], 200, (i % 700) / 7);
  return Number(process.hrtime.bigint() - start) / OBSERVATIONS;
}

function renderCost(): { ms: number; bytes: number } {
  const metrics = createRequestMetrics();
  for (let i = 0; i < ROUTES; i += 1)
    for (const method of ['GET', 'POST']) metrics.observe(method, `/api/module${i}/list/:id`, 200, 12);
  const start = performance.now();
  const text = renderExposition(metrics.families());
  return { ms: performance.now() - start, bytes: Buffer.byteLength(text) };
}

async function perRequest(withHook: boolean): Promise<number> {
  const app = Fastify();
  const metrics = createRequestMetrics();
  if (withHook)
    app.addHook('onResponse', async (request, reply) => {
      metrics.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    });
  app.get('/api/item/:id', async () => ({ ok: true }));
  await app.ready();
  for (let i = 0; i < 2000; i += 1) await app.inject({ url: `/api/item/${i}` });
  const start = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i += 1) await app.inject({ url: `/api/item/${i}` });
  const perCall = Number(process.hrtime.bigint() - start) / REQUESTS;
  await app.close();
  return perCall;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  observeCost();
  const observe = median(Array.from({ length: ROUNDS }, observeCost));
  const without: number[] = [];
  const withHook: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    without.push(await perRequest(false));
    withHook.push(await perRequest(true));
  }
  const render = renderCost();
  const row = (label: string, value: string) => process.stdout.write(`${label.padEnd(44)} ${value}\n`);
  row('observe() per request', `${observe.toFixed(0)} ns (${ROUTES} routes, median of ${ROUNDS})`);
  row('inject, trivial route, without the hook', `${(median(without) / 1000).toFixed(1)} µs/request`);
  row('inject, trivial route, with the hook', `${(median(withHook) / 1000).toFixed(1)} µs/request`);
  row(
    `render ${ROUTES * 2} route series`,
    `${render.ms.toFixed(1)} ms, ${(render.bytes / 1024).toFixed(0)} KiB`,
  );
}

void main();

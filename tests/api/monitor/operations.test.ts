// What machines around the server see: liveness and readiness probes at the root, /metrics only for
// the configured scraper (counters per route pattern), and a request id in every answer and in every
// failure's body. Real servers on port 0.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client';
import { createTestDatabase, startTestApp, usesPostgres } from '../helpers/test-app';

// Each database has its own way to be unavailable: a cut connection (PostgreSQL) or a closed file.
console.log(
  usesPostgres()
    ? 'operations.test: the closed-SQLite readiness case is skipped on PostgreSQL (it has the unreachable-server case)'
    : 'operations.test: the unreachable-PostgreSQL readiness case is skipped on SQLite (it has the closed-database case)',
);
import type { TestApp } from '../helpers/test-app';

const TOKEN = 'scraper-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let plain: TestApp;
let scraped: TestApp;

beforeAll(async () => {
  [plain, scraped] = await Promise.all([
    startTestApp(),
    startTestApp({ metricsToken: TOKEN, metricsAllow: ['127.0.0.0/8', '::1'] }),
  ]);
});
afterAll(() => Promise.all([plain.close(), scraped.close()]));

const get = (app: TestApp, path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, app.baseUrl), { headers });

/** The value of one sample line of the exposition, 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('probes', () => {
  it('answers liveness and readiness at the root, outside the API prefix', async () => {
    const live = await get(plain, '/healthz');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await get(plain, '/readyz');
    expect(ready.status).toBe(200);
    const report = (await ready.json()) as { status: string; checks: Record<string, string> };
    expect(report.status).toBe('ready');
    expect(report.checks.database).toBe('ok');
    if (plain.config.redisUrl) expect(report.checks.redis).toBe('ok');
  });
});

describe('metrics', () => {
  it('does not exist when no scraper is configured', async () => {
    expect((await get(plain, '/metrics')).status).toBe(404);
  });

  it('refuses a scraper without the token or with a wrong one', async () => {
    const none = await get(scraped, '/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await get(scraped, '/metrics', { authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
  });

  it('serves the exposition with the token, counting each route by its pattern', async () => {
    const read = async () => {
      const reply = await get(scraped, '/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      return reply.text();
    };
    const route = `${scraped.config.apiPrefix}/sys/randomImage/:key`;
    const counter = `anze_http_requests_total{method="GET",route="${route}",status="2xx"}`;
    const before = sample(await read(), counter);
    const api = new ApiClient(scraped);
    await api.get('/sys/randomImage/first-key');
    await api.get('/sys/randomImage/second-key');
    const text = await read();
    expect(sample(text, counter)).toBe(before + 2);
    // The raw URL never becomes a label.
    expect(text).not.toContain('first-key');
    const bucket = `anze_http_request_duration_seconds_bucket{method="GET",route="${route}",status="2xx",le="+Inf"}`;
    expect(sample(text, bucket)).toBe(before + 2);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(1e6);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds{stat="p99"}');
    if (usesPostgres()) expect(sample(text, 'anze_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('anze_db_pool');
    // The scrape itself is not an API request.
    expect(text).not.toContain('route="/metrics"');
  });
});

describe('request ids', () => {
  it('names a generated id in every answer, and keeps a safe incoming one', async () => {
    const fresh = await get(plain, '/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(UUID);
    const kept = await get(plain, '/healthz', { 'x-request-id': 'lb-7f3a.2026:11' });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.2026:11');
    for (const unsafe of ['has space', 'x'.repeat(65), 'a"b', 'line\\nbreak']) {
      const replaced = await get(plain, '/healthz', { 'x-request-id': unsafe });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('puts the id into the body of every failure, and not into successes', async () => {
    const api = new ApiClient(plain);
    const missing = await api.get('/no/such/path', { headers: { 'x-request-id': 'probe-404' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 404, requestId: 'probe-404' });
    const wrong = await api.loginReply('admin', 'wrong-password');
    expect(wrong.body.success).toBe(false);
    expect(wrong.body.requestId).toBe(wrong.headers.get('x-request-id'));
    const expired = await api.get('/sys/user/getCurrentUser', { token: 'not-a-token' });
    expect(expired.status).toBe(401);
    expect(expired.body.requestId).toBe(expired.headers.get('x-request-id'));
    const fine = await api.get('/sys/randomImage/k1');
    expect(fine.body.success).toBe(true);
    expect(fine.body).not.toHaveProperty('requestId');
  });
});

/** A TCP relay to PostgreSQL that can be cut (every socket dropped, new ones refused) and healed. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: Object.assign(new URL(target.href), { host: `127.0.0.1:${port}` }).href,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    heal() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('readiness', () => {
  it.runIf(usesPostgres())('fails while PostgreSQL is unreachable, naming it, and recovers', async () => {
    const database = await createTestDatabase();
    const relay = await startRelay(new URL(database.config.databaseUrl!));
    const app = await startTestApp({ databaseUrl: relay.url }, { database });
    try {
      expect((await get(app, '/readyz')).status).toBe(200);
      relay.cut();
      const down = await get(app, '/readyz');
      expect(down.status).toBe(503);
      const report = (await down.json()) as { status: string; reason: string };
      expect(report.status).toBe('unavailable');
      expect(report.reason).toMatch(/^database: /);
      expect(report.reason).not.toContain('127.0.0.1');
      expect((await get(app, '/healthz')).status).toBe(200);
      relay.heal();
      expect((await get(app, '/readyz')).status).toBe(200);
    } finally {
      await app.close();
      await relay.close();
      await database.drop();
    }
  });

  it.skipIf(usesPostgres())('fails once the SQLite database is closed, liveness still answers', async () => {
    const app = await startTestApp();
    try {
      expect((await get(app, '/readyz')).status).toBe(200);
      await app.app.services.db.destroy();
      const down = await get(app, '/readyz');
      expect(down.status).toBe(503);
      expect(((await down.json()) as { reason: string }).reason).toBe('database: query failed');
      expect((await get(app, '/healthz')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

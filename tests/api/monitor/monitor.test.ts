// The monitoring endpoints: each answers its shape to a holder of its button code and 510 to anyone
// else; the HTTP trace never shows a token, password or captcha.
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DatabaseInfo,
  DiskInfo,
  HttpTraceResult,
  RedisInfoResult,
  RuntimeInfo,
  SystemInfo,
} from '../../../src/shared/monitor/monitor-api';
import { MONITOR_PATHS } from '../../../src/shared/monitor/monitor-api';
import { ApiClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { startTestApp, usesPostgres } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

let server: TestApp;
let api: ApiClient;
let admin: string;
let plain: string;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  admin = await api.login();
  await createUser(server.app.services.db, {
    username: 'watcher',
    password: 'Watcher-pass-1',
    roleCodes: ['expert'],
  });
  plain = await api.login('watcher', 'Watcher-pass-1');
});
afterAll(() => server.close());

async function read<T>(path: string): Promise<T> {
  const reply = await api.get<T>(path, { token: admin });
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.result;
}

describe('permissions', () => {
  it.each(Object.entries(MONITOR_PATHS).filter(([name]) => name !== 'loginInfo' && name !== 'visitInfo'))(
    '%s answers 510 without its code and 401 without a session',
    async (_name, path) => {
      const refused = await api.get(path, { token: plain });
      expect(refused.body).toMatchObject({ success: false, code: 510 });
      const anonymous = await api.get(path);
      expect(anonymous.status).toBe(401);
    },
  );
});

describe('runtime', () => {
  it('reports the Node process: memory, event loop, GC, uptime, version', async () => {
    const info = await read<RuntimeInfo>(MONITOR_PATHS.runtime);
    expect(info.nodeVersion).toBe(process.version);
    expect(info.memory.heapUsed).toBeGreaterThan(0);
    expect(info.memory.heapLimit).toBeGreaterThan(info.memory.heapUsed);
    expect(info.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(info.eventLoop.max).toBeGreaterThanOrEqual(info.eventLoop.min);
    expect(Array.isArray(info.gc)).toBe(true);
    expect(info.cpu.userMs).toBeGreaterThan(0);
  });
});

// Compared with what this machine reports itself, so an answer made of constants fails.
describe('system and disk', () => {
  it('reports this machine: host, CPU count and load, memory', async () => {
    const info = await read<SystemInfo>(MONITOR_PATHS.system);
    expect(info).toMatchObject({ hostname: os.hostname(), platform: os.type(), arch: os.arch() });
    expect(info.cpu.count).toBe(os.cpus().length);
    expect(info.cpu.model).toBe(os.cpus()[0]!.model);
    info.cpu.loadAverage.forEach((load, i) => expect(Math.abs(load - os.loadavg()[i]!)).toBeLessThan(1));
    expect(info.cpu.usagePercent).toBeGreaterThanOrEqual(0);
    expect(info.cpu.usagePercent).toBeLessThanOrEqual(100);
    expect(info.memory.total).toBe(os.totalmem());
    expect(info.memory.total).toBe(info.memory.used + info.memory.free);
    // Free memory moves between the two readings; a tenth of the total is far more than it moves.
    expect(Math.abs(info.memory.free - os.freemem())).toBeLessThan(os.totalmem() / 10);
  });

  it('reports the disk of the data directory as statfs sees it (JeecgBoot shape)', async () => {
    const disks = await read<DiskInfo[]>(MONITOR_PATHS.diskInfo);
    const dataDir = server.config.dataDir;
    const data = disks.find((d) => d.name === dataDir);
    expect(data, `a disk named ${dataDir} in ${JSON.stringify(disks)}`).toBeDefined();
    const fsStats = await statfs(dataDir);
    expect(data!.max).toBe(fsStats.blocks * fsStats.bsize);
    // Other processes write while the test reads: free space may move by a few blocks, not by 256 MB.
    expect(Math.abs(data!.rest - fsStats.bavail * fsStats.bsize)).toBeLessThan(256 * 2 ** 20);
    for (const disk of disks) {
      expect(disk.rest).toBeLessThanOrEqual(disk.max);
      expect(disk.restPPT).toBeCloseTo(((disk.max - disk.rest) / disk.max) * 100, 0);
    }
  });
});

describe('database', () => {
  it('reports engine, version, size, connections and the slow-query list', async () => {
    const info = await read<DatabaseInfo>(MONITOR_PATHS.database);
    expect(info.engine).toBe(usesPostgres() ? 'postgres' : 'sqlite');
    expect(info.version).toMatch(/^\d+\.\d+/);
    expect(info.sizeBytes).toBeGreaterThan(0);
    expect(info.queryCount).toBeGreaterThan(0);
    expect(info.slowQueryThresholdMs).toBeGreaterThan(0);
    expect(Array.isArray(info.slowQueries)).toBe(true);
    if (usesPostgres()) expect(info.connections!.total).toBeGreaterThan(0);
    else expect(info.connections).toBeNull();
  });

  it('keeps a slow statement without its bound values', async () => {
    server.app.services.queryLog.record({
      sql: 'select * from sys_user where username = ?',
      parameters: ['secret-name'],
      durationMs: 5000,
    });
    const info = await read<DatabaseInfo>(MONITOR_PATHS.database);
    expect(info.slowQueries[0]).toMatchObject({
      sql: 'select * from sys_user where username = ?',
      durationMs: 5000,
    });
    expect(JSON.stringify(info)).not.toContain('secret-name');
  });
});

describe('redis', () => {
  it('answers INFO when configured, a clear "not configured" otherwise', async () => {
    const reply = await api.get<RedisInfoResult>(MONITOR_PATHS.redisInfo, { token: admin });
    expect(reply.body.success).toBe(true);
    if (server.config.redisUrl) {
      expect(reply.body.result.configured).toBe(true);
      expect(reply.body.result.items.find((i) => i.key === 'redis_version')?.description).toBe(
        'Redis 服务器版本',
      );
      expect(reply.body.result.usedMemory).toBeGreaterThan(0);
    } else {
      expect(reply.body.result).toEqual({ configured: false, items: [], keys: 0, usedMemory: 0 });
      expect(reply.body.message).toContain('未配置 Redis');
    }
  });
});

describe('http trace', () => {
  it('lists recent requests newest first with method, path, status, duration and user', async () => {
    await api.get('/sys/position/list', { token: admin, query: { pageNo: '1' } });
    const { traces } = await read<HttpTraceResult>(MONITOR_PATHS.httpTrace);
    const entry = traces.find((t) => t.request.uri.includes('/sys/position/list'));
    expect(entry).toMatchObject({
      request: { method: 'GET' },
      response: { status: 200 },
      principal: { name: 'admin' },
    });
    expect(entry!.timeTaken).toBeGreaterThanOrEqual(0);
    expect(Date.parse(entry!.timestamp)).not.toBeNaN();
  });

  it('never shows a token, password or captcha', async () => {
    await api.get('/sys/position/list', {
      token: admin,
      query: { token: 'query-token-secret', password: 'query-password-secret', name: 'visible' },
    });
    await api.post('/sys/login', {
      username: 'admin',
      password: 'body-password-secret',
      captcha: 'CAPT',
      checkKey: 'k1',
    });
    const { traces } = await read<HttpTraceResult>(MONITOR_PATHS.httpTrace);
    const text = JSON.stringify(traces);
    for (const secret of ['query-token-secret', 'query-password-secret', 'body-password-secret', admin])
      expect(text).not.toContain(secret);
    const entry = traces.find((t) => t.request.uri.includes('name=visible'));
    expect(entry!.request.uri).toContain('token=******');
    expect(entry!.request.headers['x-access-token']).toBe('******');
  });

  it('refuses a user without the code even after traffic', async () => {
    const reply = await api.get(MONITOR_PATHS.httpTrace, { token: plain });
    expect(reply.body.code).toBe(510);
  });
});

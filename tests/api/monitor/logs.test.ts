// The system log page's data: the login log (IP, duration), the operation log written for every write
// request with secrets redacted, the search by log type and create-time range, and the dashboard's
// visit statistics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchemaResult } from '../../../src/shared/engine-api';
import { formatDate, formatDateTime } from '../../../src/shared/date-format';
import type { LoginInfo, VisitDay } from '../../../src/shared/monitor/monitor-api';
import { newId } from '../../../src/server/db/ids';
import { ApiClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

interface LogRow {
  id: string;
  logType: number;
  logType_dictText: string;
  logContent: string;
  operateType: number | null;
  username: string;
  ip: string;
  method: string | null;
  requestUrl: string;
  requestParam: string | null;
  requestType: string;
  costTime: number | null;
  createTime: string;
}
interface Page<T> {
  records: T[];
  total: number;
}

let server: TestApp;
let api: ApiClient;
let token: string;

const DAY_MS = 86_400_000;

async function logs(query: Record<string, string>, as = token) {
  const reply = await api.get<Page<LogRow>>('/sys/log/list', {
    token: as,
    query: { pageSize: '100', ...query },
  });
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.result;
}

async function insertLog(logType: number, createTime: string, content: string, ip = '10.0.0.9') {
  await server.app.services.db
    .insertInto('sysLog')
    .values({
      id: newId(),
      logType,
      logContent: content,
      operateType: null,
      userid: null,
      username: 'fixture',
      ip,
      method: null,
      requestUrl: '/api/fixture',
      requestParam: null,
      requestType: 'POST',
      costTime: 5,
      createBy: 'fixture',
      createTime,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  token = await api.login();
});
afterAll(() => server.close());

describe('login log', () => {
  it('records a login with the IP and a duration', async () => {
    const { records } = await logs({ logType: '1', logContent: '*登录成功*' });
    expect(records.length).toBeGreaterThan(0);
    const entry = records[0]!;
    expect(entry).toMatchObject({
      logType: 1,
      logType_dictText: '登录日志',
      username: 'admin',
      ip: '127.0.0.1',
    });
    expect(entry.costTime).toEqual(expect.any(Number));
    expect(entry.costTime).toBeGreaterThanOrEqual(0);
  });
});

describe('operation log', () => {
  it('writes an entry for a write request with who, route, IP, duration and outcome', async () => {
    const code = `op${Date.now().toString(36)}`;
    const added = await api.post(
      '/sys/position/add',
      { code, name: '操作日志职务', postRank: '1' },
      { token },
    );
    expect(added.body.success, added.body.message).toBe(true);
    const { records } = await logs({ logType: '2', requestUrl: '*/sys/position/add' });
    const entry = records.find((r) => r.requestParam?.includes(code));
    expect(entry).toBeDefined();
    expect(entry).toMatchObject({
      logType: 2,
      operateType: 2,
      username: 'admin',
      ip: '127.0.0.1',
      method: '/sys/position/add',
      requestType: 'POST',
    });
    expect(entry!.logContent).toContain('成功');
    expect(entry!.costTime).toBeGreaterThanOrEqual(0);
  });

  it('records a refused write as failed with the message', async () => {
    const reply = await api.put(
      '/sys/user/updatePassword',
      {
        username: 'admin',
        oldpassword: 'wrong-old-secret',
        password: 'Brand-new-secret-1',
        confirmpassword: 'Brand-new-secret-1',
      },
      { token },
    );
    expect(reply.body.success).toBe(false);
    const { records } = await logs({ logType: '2', requestUrl: '*updatePassword' });
    expect(records.length).toBeGreaterThan(0);
    const entry = records[0]!;
    expect(entry.logContent).toContain(`失败：${reply.body.message}`);
    expect(entry.operateType).toBe(3);
    // The passwords never reach the log.
    const stored = JSON.stringify(entry);
    expect(stored).not.toContain('wrong-old-secret');
    expect(stored).not.toContain('Brand-new-secret-1');
    expect(JSON.parse(entry.requestParam!)).toMatchObject({
      body: { username: 'admin', oldpassword: '******', password: '******', confirmpassword: '******' },
    });
  });

  it('redacts a token in the query string of a write', async () => {
    await api.request('DELETE', '/sys/position/deleteBatch', {
      token,
      query: { ids: 'none', token: 'leaky-token-value' },
    });
    const { records } = await logs({ logType: '2', requestUrl: '*deleteBatch' });
    expect(records.length).toBeGreaterThan(0);
    expect(JSON.stringify(records)).not.toContain('leaky-token-value');
    expect(records[0]!.operateType).toBe(4);
  });

  it('writes nothing for reads, and login/logout stay in the login log', async () => {
    await api.get('/sys/position/list', { token });
    // A read the contract sends as POST.
    expect((await api.post('/sys/role/queryTreeListForUser', {}, { token })).body.success).toBe(true);
    const other = await api.login();
    await api.post('/sys/logout', undefined, { token: other });
    const { records } = await logs({ logType: '2' });
    expect(records.some((r) => r.requestType === 'GET')).toBe(false);
    expect(records.some((r) => r.requestUrl.endsWith('/queryTreeListForUser'))).toBe(false);
    expect(
      records.some((r) => r.requestUrl.endsWith('/sys/login') || r.requestUrl.endsWith('/sys/logout')),
    ).toBe(false);
  });
});

describe('search by type and create-time range', () => {
  it('offers create time as a list column and a range query field', async () => {
    const reply = await api.get<EntitySchemaResult>('/engine/entities/sysLog', { token });
    const field = reply.body.result.entity.fields.find((f) => f.key === 'createTime');
    expect(field).toMatchObject({
      label: '创建时间',
      type: 'datetime',
      readonly: true,
      query: { mode: 'range' },
    });
  });

  it('filters by log type and a create-time range (a date alone covers the whole day)', async () => {
    await insertLog(2, '2021-03-01 08:00:00', 'range-a');
    await insertLog(2, '2021-03-02 23:30:00', 'range-b');
    await insertLog(1, '2021-03-02 10:00:00', 'range-login');
    await insertLog(2, '2021-03-04 00:00:01', 'range-c');
    const both = await logs({ logType: '2', createTime_begin: '2021-03-01', createTime_end: '2021-03-02' });
    expect(both.records.map((r) => r.logContent).sort()).toEqual(['range-a', 'range-b']);
    const login = await logs({
      logType: '1',
      createTime_begin: '2021-03-01 00:00:00',
      createTime_end: '2021-03-03 00:00:00',
    });
    expect(login.records.map((r) => r.logContent)).toEqual(['range-login']);
    const sorted = await logs({
      createTime_begin: '2021-03-01',
      createTime_end: '2021-03-05',
      column: 'createTime',
      order: 'asc',
    });
    expect(sorted.records.map((r) => r.logContent)).toEqual(['range-a', 'range-login', 'range-b', 'range-c']);
  });

  it('refuses a range bound that is not a date', async () => {
    const reply = await api.get('/sys/log/list', { token, query: { createTime_begin: 'yesterday' } });
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toContain('创建时间');
  });

  it('answers 510 to a user without the log permission', async () => {
    await createUser(server.app.services.db, {
      username: 'logless',
      password: 'Logless-pass-1',
      roleCodes: ['expert'],
    });
    const other = await api.login('logless', 'Logless-pass-1');
    const reply = await api.get('/sys/log/list', { token: other });
    expect(reply.body).toMatchObject({ success: false, code: 510 });
  });
});

describe('visit statistics', () => {
  it('counts total and today visits and distinct IPs (/sys/loginfo)', async () => {
    const before = await api.get<LoginInfo>('/sys/loginfo', { token });
    expect(before.body.success).toBe(true);
    await insertLog(1, formatDateTime(), 'visit today', '10.1.1.1');
    await insertLog(1, formatDateTime(Date.now() - 3 * DAY_MS), 'visit earlier', '10.1.1.2');
    const after = await api.get<LoginInfo>('/sys/loginfo', { token });
    expect(after.body.result.todayVisitCount).toBe(before.body.result.todayVisitCount + 1);
    expect(after.body.result.totalVisitCount).toBe(before.body.result.totalVisitCount + 2);
    expect(after.body.result.todayIp).toBe(before.body.result.todayIp + 1);
  });

  it('answers the last 7 days oldest first, empty days as 0 (/sys/visitInfo)', async () => {
    const reply = await api.get<VisitDay[]>('/sys/visitInfo', { token });
    const days = reply.body.result;
    expect(days).toHaveLength(7);
    expect(days[6]!.type).toBe(formatDate());
    expect(days[6]!.tian).toBe(formatDate().slice(5));
    expect(days[3]!.type).toBe(formatDate(Date.now() - 3 * DAY_MS));
    expect(days[3]!.visit).toBeGreaterThanOrEqual(1);
    expect(days[3]!.ip).toBeGreaterThanOrEqual(1);
    expect(days.every((d) => Number.isInteger(d.visit) && Number.isInteger(d.ip))).toBe(true);
  });

  it('needs a session', async () => {
    const reply = await api.get('/sys/loginfo');
    expect(reply.status).toBe(401);
  });
});

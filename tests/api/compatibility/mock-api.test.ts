// JeecgBoot's /mock/api demo calls: served while demo data is on (the default), never in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { ApiClient } from '../helpers/client';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

let server: TestApp;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  server = await startTestApp({ mockApi: true });
  api = new ApiClient(server);
  token = await api.login();
});
afterAll(() => server.close());

interface MockPage {
  data: Record<string, unknown>[];
  pageSize: number;
  pageNo: number;
  totalPage: number;
  totalCount: number;
}

describe('mock calls', () => {
  it('answers the paged lists in the mock page shape', async () => {
    for (const [path, key] of [
      ['/mock/api/user', 'username'],
      ['/mock/api/role', 'permissions'],
      ['/mock/api/service', 'callNo'],
      ['/mock/api/permission', 'actionData'],
    ]) {
      const reply = await api.get<MockPage>(path!, { token, query: { pageNo: '1', pageSize: '2' } });
      expect(reply.body).toMatchObject({ success: true, code: 200 });
      const page = reply.body.result;
      expect(page).toMatchObject({ pageNo: 1, pageSize: 2 });
      expect(page.data.length).toBeLessThanOrEqual(2);
      expect(page.totalPage).toBe(Math.ceil(page.totalCount / 2));
      expect(page.data[0]).toHaveProperty(key!);
    }
    const second = await api.get<MockPage>('/mock/api/service', {
      token,
      query: { pageNo: '2', pageSize: '10' },
    });
    expect(second.body.result.data[0]).toMatchObject({ key: 11, no: 'No 11' });
  });

  it('answers the unpaged permissions as an array', async () => {
    const reply = await api.get<{ id: string; actions: string[] }[]>('/mock/api/permission/no-pager', {
      token,
    });
    expect(Array.isArray(reply.body.result)).toBe(true);
    expect(reply.body.result[0]).toMatchObject({ id: 'dashboard', actions: expect.arrayContaining(['add']) });
  });

  it('needs a session', async () => {
    expect((await api.get('/mock/api/user')).status).toBe(401);
  });

  it('is on by default, off without demo data and never in production', () => {
    expect(loadConfig({}).mockApi).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).mockApi).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).mockApi).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' }).mockApi).toBe(false);
  });

  it('is not served when off', async () => {
    const off = await startTestApp({ mockApi: false });
    try {
      const client = new ApiClient(off);
      const reply = await client.get('/mock/api/user', { token: await client.login() });
      expect(reply.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

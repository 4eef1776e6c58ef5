// /sys/log/delete and deleteBatch as JeecgBoot 2.4's 日志管理 calls them: an administrator removes
// log rows; a user without the delete permission is refused and nothing is removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { ApiClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

let server: TestApp;
let api: ApiClient;
let admin: string;
let engineer: string;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  await createUser(server.app.services.db, {
    username: 'logreader',
    password: 'Reader#2026',
    roleCodes: ['expert'],
  });
  admin = await api.login();
  await api.login();
  await api.login();
  engineer = await api.login('logreader', 'Reader#2026');
});
afterAll(() => server.close());

const loginLogIds = async () =>
  (
    await api.get<PageResult<{ id: string }>>('/sys/log/list', {
      token: admin,
      query: { logType: '1', pageSize: '100' },
    })
  ).body.result.records.map((row) => row.id);

describe('deleting log rows', () => {
  it('refuses a user without the delete permission and removes nothing', async () => {
    const before = await loginLogIds();
    const one = await api.request('DELETE', '/sys/log/delete', {
      token: engineer,
      query: { id: before[0]! },
    });
    expect(one.body).toMatchObject({ success: false, message: '没有权限，请联系管理员授权' });
    const batch = await api.request('DELETE', '/sys/log/deleteBatch', {
      token: engineer,
      query: { ids: before.join(',') },
    });
    expect(batch.body.success).toBe(false);
    expect(await loginLogIds()).toEqual(before);
  });

  it('deletes one row, then several, with JeecgBoot answers', async () => {
    const [first, second, third, ...rest] = await loginLogIds();
    const one = await api.request('DELETE', '/sys/log/delete', { token: admin, query: { id: first! } });
    expect(one.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    const batch = await api.request('DELETE', '/sys/log/deleteBatch', {
      token: admin,
      query: { ids: `${second},${third}` },
    });
    expect(batch.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    const left = await loginLogIds();
    expect(left).not.toContain(first);
    expect(left).not.toContain(second);
    expect(left).not.toContain(third);
    expect(left).toEqual(expect.arrayContaining(rest));
  });
});

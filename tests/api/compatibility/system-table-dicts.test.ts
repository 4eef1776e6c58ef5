// Table dictionaries on the system tables a JeecgBoot 2.4 client's forms use (users by real name,
// departments by name, roles by name): served from an allowlist with the permission their rows need;
// every other column of those tables refused before any SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem } from '../../../src/shared/api-types';
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
  admin = await api.login();
  const db = server.app.services.db;
  await createUser(db, {
    username: 'liming',
    password: 'Right-pass-1',
    realname: '李明',
    roleCodes: ['expert'],
  });
  await createUser(db, { username: 'gone', password: 'Right-pass-1', realname: '已注销', delFlag: 1 });
  engineer = await api.login('liming', 'Right-pass-1');
});
afterAll(() => server.close());

const items = (code: string, token: string) =>
  api.get<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, { token });

describe('system table dictionaries', () => {
  it('lists live users by real name for those who may list users', async () => {
    const users = (await items('sys_user,realname,username', admin)).body.result;
    expect(users).toContainEqual({ value: 'liming', text: '李明', title: '李明' });
    expect(users.map((item) => item.value)).not.toContain('gone');
    const found = await api.get<DictItem[]>('/sys/dict/loadDict/sys_user,realname,username', {
      token: admin,
      query: { keyword: '李' },
    });
    expect(found.body.result.map((item) => item.value)).toEqual(['liming']);
    const texts = await api.get<string[]>('/sys/dict/loadDictItem/sys_user,realname,username', {
      token: admin,
      query: { key: 'liming,nobody', delNotExist: 'false' },
    });
    expect(texts.body.result).toEqual(['李明', 'nobody']);
  });

  it('refuses users’ names to a user without the user list, and serves departments to any signed-in user', async () => {
    expect((await items('sys_user,realname,username', engineer)).body).toMatchObject({
      success: false,
      message: '没有权限，请联系管理员授权',
    });
    const departs = await items('sys_depart,depart_name,id', engineer);
    expect(departs.body.success).toBe(true);
    expect(departs.body.result.length).toBeGreaterThan(0);
    const roles = (await items('sys_role,role_name,role_code', admin)).body.result;
    expect(roles.map((item) => item.value)).toContain('admin');
  });

  it('serves no other column of a system table', async () => {
    for (const code of ['sys_user,password,username', 'sys_user,salt,id', 'sys_user where 1=1,realname,id']) {
      const reply = await items(code, admin);
      expect(reply.body.success, code).toBe(false);
    }
  });
});

// /sys/duplicate/check on the user and role tables, as the user and role forms of a JeecgBoot 2.4
// client call it: free values answer 该值可用！ so those forms can save; never a password column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

const TAKEN = { success: false, message: '该值不可用，系统中已存在！' };
const FREE = { success: true, code: 200, message: '该值可用！' };
let server: TestApp;
let api: ApiClient;
let admin: string;
let engineer: string;
let wangId: string;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  const db = server.app.services.db;
  wangId = await createUser(db, { username: 'wang', password: 'Right-pass-1', roleCodes: ['expert'] });
  await db
    .updateTable('sysUser')
    .set({ phone: '13800000001', email: 'wang@example.com', workNo: 'A-007' })
    .where('id', '=', wangId)
    .execute();
  admin = await api.login();
  engineer = await api.login('wang', 'Right-pass-1');
});
afterAll(() => server.close());

const check = (token: string, tableName: string, fieldName: string, fieldVal: string, dataId?: string) =>
  api.get('/sys/duplicate/check', {
    token,
    query: { tableName, fieldName, fieldVal, ...(dataId ? { dataId } : {}) },
  });

describe('the user form', () => {
  it('answers taken or free for user name, work number, phone and e-mail, the edited user excepted', async () => {
    for (const [field, value] of [
      ['username', 'wang'],
      ['work_no', 'A-007'],
      ['workNo', 'A-007'],
      ['phone', '13800000001'],
      ['email', 'wang@example.com'],
    ] as const) {
      expect((await check(admin, 'sys_user', field, value)).body, field).toMatchObject(TAKEN);
      expect((await check(admin, 'sys_user', field, value, wangId)).body, field).toMatchObject(FREE);
    }
    expect((await check(admin, 'sys_user', 'username', 'zhao')).body).toMatchObject(FREE);
    expect((await check(admin, 'sys_user', 'phone', '13900000000')).body).toMatchObject(FREE);
  });

  it('refuses a user without the user form, a password column and an empty value', async () => {
    expect((await check(engineer, 'sys_user', 'username', 'zhao')).body).toMatchObject({
      success: false,
      message: '没有权限，请联系管理员授权',
    });
    expect((await check(admin, 'sys_user', 'password', 'x')).body).toMatchObject({
      success: false,
      message: '该字段不支持重复校验！',
    });
    expect((await check(admin, 'sys_user', 'username', ' ')).body).toMatchObject({
      success: false,
      message: '数据为空,不作处理！',
    });
  });
});

describe('the role form', () => {
  it('answers taken for an existing role code and free for a new one', async () => {
    expect((await check(admin, 'sys_role', 'role_code', 'admin')).body).toMatchObject(TAKEN);
    expect((await check(admin, 'sys_role', 'role_code', 'auditor')).body).toMatchObject(FREE);
    expect((await check(engineer, 'sys_role', 'role_code', 'auditor')).body.success).toBe(false);
  });
});

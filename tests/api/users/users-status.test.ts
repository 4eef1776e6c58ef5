// Users: freeze, delete, administrator password reset and Excel (the rest is in users.test.ts).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { USER_TEXTS } from '../../../src/shared/users/texts';
import { PASSWORD, startUsersServer } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
type Row = Record<string, unknown> & { id: string; username: string };

beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const list = (query: Record<string, string>, token = s.adminToken) =>
  s.api.get<PageResult<Row>>('/sys/user/list', { token, query });
let seq = 0;
const newUsername = () => `user_${Date.now().toString(36)}${++seq}`;

describe('PUT /sys/user/frozenBatch', () => {
  it('freezes and unfreezes; the frozen user is signed out and cannot sign in', async () => {
    const target = await s.userWith([]);
    const frozen = await s.api.put(
      '/sys/user/frozenBatch',
      { ids: `${target.id},`, status: '2' },
      { token: s.adminToken },
    );
    expect(frozen.body).toMatchObject({ success: true, message: '冻结成功' });
    expect((await s.api.get('/sys/user/getCurrentUserDeparts', { token: target.token })).status).toBe(401);
    expect((await s.api.loginReply(target.username, PASSWORD)).body.message).toBe('该用户已冻结');
    const thawed = await s.api.put(
      '/sys/user/frozenBatch',
      { ids: target.id, status: 1 },
      { token: s.adminToken },
    );
    expect(thawed.body).toMatchObject({ success: true, message: '解冻成功' });
    expect(await s.api.login(target.username, PASSWORD)).toBeTruthy();
  });

  it('refuses self-freeze, administrators without the admin-level code, bad status and no code', async () => {
    const adminId = (await list({ username: 'admin' })).body.result.records[0]!.id;
    const self = await s.api.put(
      '/sys/user/frozenBatch',
      { ids: adminId, status: 2 },
      { token: s.adminToken },
    );
    expect(self.body).toMatchObject({ success: false, message: '不能冻结自己的账号' });
    const freezer = await s.userWith(['user:frozen']);
    const onAdmin = await s.api.put(
      '/sys/user/frozenBatch',
      { ids: adminId, status: 2 },
      { token: freezer.token },
    );
    expect(onAdmin.body).toMatchObject({ success: false, code: 510, message: USER_TEXTS.adminProtected });
    const other = await s.userWith([]);
    const bad = await s.api.put(
      '/sys/user/frozenBatch',
      { ids: other.id, status: 9 },
      { token: freezer.token },
    );
    expect(bad.body.message).toBe(USER_TEXTS.statusInvalid);
    const none = await s.api.put(
      '/sys/user/frozenBatch',
      { ids: other.id, status: 2 },
      { token: other.token },
    );
    expect(none.body.code).toBe(510);
    expect((await list({ username: 'admin' })).body.result.records[0]!.status).toBe(1);
  });
});

describe('DELETE /sys/user/delete and deleteBatch', () => {
  it('soft-deletes; the user leaves the list and cannot sign in', async () => {
    const a = await s.userWith([]);
    const b = await s.userWith([]);
    const c = await s.userWith([]);
    const one = await s.del('/sys/user/delete', s.adminToken, { id: a.id });
    expect(one.body).toMatchObject({ success: true, message: '删除用户成功' });
    const batch = await s.del('/sys/user/deleteBatch', s.adminToken, { ids: `${b.id},${c.id},` });
    expect(batch.body).toMatchObject({ success: true, message: '批量删除用户成功' });
    expect((await list({ username: `${a.username},${b.username},${c.username},` })).body.result.total).toBe(
      0,
    );
    expect((await s.api.loginReply(b.username, PASSWORD)).body.success).toBe(false);
    const empty = await s.del('/sys/user/deleteBatch', s.adminToken, { ids: ',' });
    expect(empty.body.message).toBe('参数不识别！');
  });

  it('refuses self-delete, administrators without the admin-level code, and callers without the code', async () => {
    const adminId = (await list({ username: 'admin' })).body.result.records[0]!.id;
    expect((await s.del('/sys/user/delete', s.adminToken, { id: adminId })).body.message).toBe(
      '不能删除自己的账号',
    );
    const deleter = await s.userWith(['user:delete', 'user:deleteBatch']);
    const onAdmin = await s.del('/sys/user/deleteBatch', deleter.token, { ids: `${adminId},` });
    expect(onAdmin.body).toMatchObject({ code: 510, message: USER_TEXTS.adminProtected });
    const self = await s.del('/sys/user/delete', deleter.token, { id: deleter.id });
    expect(self.body.message).toBe('不能删除自己的账号');
    const plain = await s.userWith([]);
    expect((await s.del('/sys/user/delete', plain.token, { id: deleter.id })).body.code).toBe(510);
    expect((await list({ username: 'admin' })).body.result.total).toBe(1);
  });
});

describe('PUT /sys/user/changePassword', () => {
  it('resets another user’s password; the old one stops working', async () => {
    const target = await s.userWith([]);
    const reply = await s.api.put(
      '/sys/user/changePassword',
      { username: target.username, password: 'N3w-password', confirmpassword: 'N3w-password' },
      { token: s.adminToken },
    );
    expect(reply.body).toMatchObject({ success: true, message: '密码修改成功!' });
    expect((await s.api.loginReply(target.username, PASSWORD)).body.success).toBe(false);
    expect(await s.api.login(target.username, 'N3w-password')).toBeTruthy();
  });

  it('refuses short or mismatched passwords, administrators without the admin-level code and no code', async () => {
    const target = await s.userWith([]);
    const put = (body: Record<string, string>, token = s.adminToken) =>
      s.api.put('/sys/user/changePassword', body, { token });
    expect((await put({ username: target.username, password: 'short' })).body.message).toBe(
      '新密码长度不能少于8位!',
    );
    expect(
      (await put({ username: target.username, password: 'Long-enough1', confirmpassword: 'other-thing' }))
        .body.message,
    ).toBe('两次输入密码不一致!');
    expect((await put({ username: 'nobody_here', password: 'Long-enough1' })).body.message).toBe(
      '用户不存在！',
    );
    const resetter = await s.userWith(['user:resetPassword']);
    const onAdmin = await put({ username: 'admin', password: 'Long-enough1' }, resetter.token);
    expect(onAdmin.body).toMatchObject({ code: 510, message: USER_TEXTS.adminProtected });
    expect((await put({ username: target.username, password: 'Long-enough1' }, target.token)).body.code).toBe(
      510,
    );
    expect(await s.api.login()).toBeTruthy();
  });
});

describe('exportXls, importTemplate and importExcel', () => {
  const download = async (path: string, query: Record<string, string> = {}, token = s.adminToken) => {
    const url = new URL(`${s.server.config.apiPrefix}${path}`, s.server.baseUrl);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const response = await fetch(url, { headers: { 'X-Access-Token': token } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const texts = (sheet: ExcelJS.Worksheet, n: number) =>
    (sheet.getRow(n).values as unknown[])
      .slice(1)
      .map((v) => (v === null || v === undefined ? '' : String(v)));

  it('exports the filtered users with department names and dictionary texts', async () => {
    const { response, bytes } = await download('/sys/user/exportXls', { username: 'admin' });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(texts(sheet, 1)[0]).toBe('用户信息');
    const header = texts(sheet, 3);
    const row = texts(sheet, 4);
    expect(row[header.indexOf('登录账号')]).toBe('admin');
    expect(row[header.indexOf('所属部门')]).toBe('安责险风控平台');
    expect(row[header.indexOf('状态')]).toBe('正常');
    expect(header).not.toContain('登录密码');
    const viewer = await s.userWith(['user:list']);
    const refused = await download('/sys/user/exportXls', {}, viewer.token);
    expect(((await JSON.parse(refused.bytes.toString())) as { code: number }).code).toBe(510);
  });

  it('imports good rows and reports the bad ones (code 201)', async () => {
    const { bytes } = await download('/sys/user/importTemplate');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = texts(sheet, 3).map((h) => h.replace(/^\*/, '').trim());
    const good = newUsername();
    const rows = [
      { 登录账号: good, 用户姓名: '导入甲', 登录密码: 'Imp0rted-pass', 性别: '女', 手机号码: '13600000001' },
      { 登录账号: 'admin', 用户姓名: '重复' },
      { 登录账号: newUsername(), 用户姓名: '坏手机', 手机号码: '999' },
    ];
    rows.forEach((values, i) => {
      const target = sheet.getRow(4 + i);
      for (const [label, value] of Object.entries(values))
        target.getCell(header.indexOf(label) + 1).value = value;
      target.commit();
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'users.xlsx');
    const response = await fetch(
      new URL(`${s.server.config.apiPrefix}/sys/user/importExcel`, s.server.baseUrl),
      {
        method: 'POST',
        headers: { 'X-Access-Token': s.adminToken },
        body: form,
      },
    );
    const body = (await response.json()) as {
      code: number;
      result: { successCount: number; errorCount: number };
    };
    expect(body.code).toBe(201);
    expect(body.result).toMatchObject({ successCount: 1, errorCount: 2 });
    const imported = (await list({ username: good })).body.result.records[0]!;
    expect(imported).toMatchObject({ realname: '导入甲', sex: 2, status: 1 });
    expect(await s.api.login(good, 'Imp0rted-pass')).toBeTruthy();
  });
});

// 角色管理's 导出 and 导入 of JeecgBoot 2.4 (/sys/role/exportXls, /sys/role/importExcel): the export of
// the list query or the selected rows; the import adds rows as 新增 does and reports the rest (code 201,
// row messages, the failed-rows file). role:list exports, role:add imports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_MESSAGES } from '../../../src/shared/roles/roles-texts';
import { downloadSheet, failedRowsText, uploadSheet } from '../users/excel-support';
import { startUsersServer } from '../users/support';
import type { UsersServer } from '../users/support';

let s: UsersServer;
beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const db = () => s.server.app.services.db;
const HEADERS = ['角色名称', '角色编码', '描述'];
const roleCount = async () => (await db().selectFrom('sysRole').select('id').execute()).length;

describe('/sys/role/exportXls', () => {
  it('exports the filtered roles (or the selected ones) with title, note and labels', async () => {
    await s.api.post(
      '/sys/role/add',
      { roleName: '导出角色甲', roleCode: 'exp_a', description: '说明' },
      { token: s.adminToken },
    );
    const b = await s.api.post<{ id: string }>(
      '/sys/role/add',
      { roleName: '导出角色乙', roleCode: 'exp_b' },
      { token: s.adminToken },
    );
    const sheet = await downloadSheet(s.server, '/sys/role/exportXls', s.adminToken, {
      roleName: '*导出角色*',
    });
    if (!('rows' in sheet)) throw new Error(`no file: ${JSON.stringify(sheet.json)}`);
    expect(sheet.contentType).toContain('spreadsheetml');
    expect(sheet.rows[0]![0]).toBe('角色信息');
    expect(sheet.rows[1]![0]).toContain('共2条');
    expect(sheet.rows[2]).toEqual([...HEADERS, '创建时间']);
    expect(sheet.rows.slice(3).map((r) => [r[0], r[1], r[2] ?? ''])).toEqual([
      ['导出角色乙', 'exp_b', ''],
      ['导出角色甲', 'exp_a', '说明'],
    ]);
    const selected = await downloadSheet(s.server, '/sys/role/exportXls', s.adminToken, {
      selections: `${b.body.result.id},`,
    });
    if (!('rows' in selected)) throw new Error('no file');
    expect(selected.rows.slice(3).map((r) => r[1])).toEqual(['exp_b']);
  });

  it('needs role:list (510)', async () => {
    const other = await s.userWith(['role:add']);
    const reply = await downloadSheet(s.server, '/sys/role/exportXls', other.token);
    expect('json' in reply && reply.json).toMatchObject({ success: false, code: 510 });
  });
});

describe('/sys/role/importExcel', () => {
  it('adds the good rows and reports the others with the form’s messages (code 201)', async () => {
    await s.api.post('/sys/role/add', { roleName: '已有', roleCode: 'imp_taken' }, { token: s.adminToken });
    const reply = await uploadSheet(s.server, '/sys/role/importExcel', s.adminToken, HEADERS, [
      { 角色名称: '导入角色', 角色编码: 'imp_ok', 描述: '导入的' },
      { 角色名称: '重复编码', 角色编码: 'imp_taken' },
      { 角色编码: 'imp_noname' },
    ]);
    expect(reply).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    expect(reply.result).toMatchObject({ totalCount: 3, successCount: 1, errorCount: 2 });
    const report = await failedRowsText(s.server, s.adminToken, reply.result!.fileUrl);
    expect(report).toContain(ROLE_MESSAGES.roleCodeTaken);
    const role = await db()
      .selectFrom('sysRole')
      .selectAll()
      .where('roleCode', '=', 'imp_ok')
      .executeTakeFirstOrThrow();
    expect(role).toMatchObject({
      roleName: '导入角色',
      description: '导入的',
      realm: 'sys',
      createBy: 'admin',
    });
    expect(
      await db().selectFrom('sysRole').select('id').where('roleCode', '=', 'imp_noname').execute(),
    ).toEqual([]);
  });

  it('answers 200 when every row is imported, and 510 without role:add (nothing added)', async () => {
    const all = await uploadSheet(s.server, '/sys/role/importExcel', s.adminToken, HEADERS, [
      { 角色名称: '全部导入', 角色编码: 'imp_all' },
    ]);
    expect(all).toMatchObject({ success: true, code: 200 });
    const viewer = await s.userWith(['role:list']);
    const before = await roleCount();
    const refused = await uploadSheet(s.server, '/sys/role/importExcel', viewer.token, HEADERS, [
      { 角色名称: '不应导入', 角色编码: 'imp_refused' },
    ]);
    expect(refused).toMatchObject({ success: false, code: 510 });
    expect(await roleCount()).toBe(before);
  });
});

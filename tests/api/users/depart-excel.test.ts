// 部门管理's 导出 and 导入 of JeecgBoot 2.4 (/sys/sysDepart/exportXls, /sys/sysDepart/importExcel): every
// live department in tree order with its parent's org code and dictionary texts; the import adds rows
// as 新增 does under the parent a row names by org code and reports the rest (code 201, row messages,
// the failed-rows file). depart:add or depart:edit exports, depart:add imports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPART_CODES, DEPART_TEXTS } from '../../../src/shared/users/texts';
import { createDepart } from '../helpers/fixtures';
import { downloadSheet, failedRowsText, uploadSheet } from './excel-support';
import { startUsersServer } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const db = () => s.server.app.services.db;
const departCount = async () => (await db().selectFrom('sysDepart').select('id').execute()).length;

describe('/sys/sysDepart/exportXls', () => {
  it('exports the live departments by org code with the parent code and the category text', async () => {
    await createDepart(db(), 'A01D01', '导出部门');
    const gone = await createDepart(db(), 'A01D02', '已删部门');
    await db().updateTable('sysDepart').set({ delFlag: '1' }).where('id', '=', gone).execute();
    const sheet = await downloadSheet(s.server, '/sys/sysDepart/exportXls', s.adminToken);
    if (!('rows' in sheet)) throw new Error(`no file: ${JSON.stringify(sheet.json)}`);
    expect(sheet.rows[0]![0]).toBe(DEPART_TEXTS.exportTitle);
    const header = sheet.rows[2]!;
    expect(header.slice(0, 6)).toEqual([
      '机构编码',
      '机构名称',
      '英文名',
      '缩写',
      '上级机构编码',
      '机构类型',
    ]);
    const data = sheet.rows.slice(3);
    const codes = data.map((r) => r[0]!);
    expect(codes).toEqual([...codes].sort());
    expect(codes).not.toContain('A01D02');
    const row = data.find((r) => r[0] === 'A01D01')!;
    expect(row[header.indexOf('机构名称')]).toBe('导出部门');
    expect(row[header.indexOf('上级机构编码')]).toBe('A01');
    expect(row[header.indexOf('机构类型')]).toBe('部门');
    expect(sheet.rows[1]![0]).toContain(`共${data.length}条`);
  });

  it('needs depart:add or depart:edit (510)', async () => {
    const editor = await s.userWith([DEPART_CODES.edit]);
    const ok = await downloadSheet(s.server, '/sys/sysDepart/exportXls', editor.token);
    expect('rows' in ok).toBe(true);
    const other = await s.userWith([DEPART_CODES.delete]);
    const refused = await downloadSheet(s.server, '/sys/sysDepart/exportXls', other.token);
    expect('json' in refused && refused.json).toMatchObject({ success: false, code: 510 });
  });
});

describe('/sys/sysDepart/importExcel', () => {
  const HEADERS = ['机构名称', '上级机构编码', '机构类型', '排序', '备注'];

  it('adds rows under the named parent with new org codes and reports bad rows (code 201)', async () => {
    await createDepart(db(), 'A01E01', '导入上级');
    const reply = await uploadSheet(s.server, '/sys/sysDepart/importExcel', s.adminToken, HEADERS, [
      { 机构名称: '导入子部门', 上级机构编码: 'A01E01', 机构类型: '岗位', 排序: 3, 备注: '导入' },
      { 机构名称: '导入顶级' },
      { 机构名称: '坏上级', 上级机构编码: 'ZZZ' },
      { 机构名称: '坏排序', 排序: -1 },
      { 上级机构编码: 'A01' },
    ]);
    expect(reply).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    expect(reply.result).toMatchObject({ totalCount: 5, successCount: 2, errorCount: 3 });
    const report = await failedRowsText(s.server, s.adminToken, reply.result!.fileUrl);
    for (const message of [
      DEPART_TEXTS.parentCodeUnknown,
      DEPART_TEXTS.orderInvalid,
      DEPART_TEXTS.nameRequired,
    ])
      expect(report).toContain(message);
    const child = await db()
      .selectFrom('sysDepart')
      .selectAll()
      .where('departName', '=', '导入子部门')
      .executeTakeFirstOrThrow();
    const parent = await db()
      .selectFrom('sysDepart')
      .select('id')
      .where('orgCode', '=', 'A01E01')
      .executeTakeFirstOrThrow();
    expect(child).toMatchObject({
      parentId: parent.id,
      orgCode: 'A01E01A01',
      orgCategory: '3',
      departOrder: 3,
      memo: '导入',
      createBy: 'admin',
    });
    const top = await db()
      .selectFrom('sysDepart')
      .selectAll()
      .where('departName', '=', '导入顶级')
      .executeTakeFirstOrThrow();
    expect(top).toMatchObject({
      parentId: null,
      orgType: '1',
      orgCode: expect.stringMatching(/^[A-Z]\d{2}$/),
    });
  });

  it('needs depart:add (510, nothing added)', async () => {
    const editor = await s.userWith([DEPART_CODES.edit]);
    const before = await departCount();
    const refused = await uploadSheet(s.server, '/sys/sysDepart/importExcel', editor.token, HEADERS, [
      { 机构名称: '不应导入' },
    ]);
    expect(refused).toMatchObject({ success: false, code: 510 });
    expect(await departCount()).toBe(before);
  });
});

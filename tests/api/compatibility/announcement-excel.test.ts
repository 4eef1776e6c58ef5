// 通告管理's 导出 and 导入 of JeecgBoot 2.4 (/sys/annountCement/exportXls, importExcel): codes written
// as their texts; imported rows become unpublished notices to all users, checked and sanitised as 新增
// does. annountCement:list exports, annountCement:add imports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadSheet, failedRowsText, uploadSheet } from '../users/excel-support';
import { startUsersServer } from '../users/support';
import type { UsersServer } from '../users/support';

const HEADERS = ['标题', '内容', '优先级', '消息类型'];
let s: UsersServer;
beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const rowsNamed = (title: string) =>
  s.server.app.services.db.selectFrom('sysAnnouncement').selectAll().where('titile', '=', title).execute();

describe('announcements in Excel', () => {
  it('imports drafts to all users, sanitised, and reports the refused rows', async () => {
    const reply = await uploadSheet(s.server, '/sys/annountCement/importExcel', s.adminToken, HEADERS, [
      {
        标题: '导入通告甲',
        内容: '<p>停电<script>alert(1)</script></p>',
        优先级: '紧急消息',
        消息类型: '系统消息',
      },
      { 标题: '导入通告乙' },
      { 标题: '', 内容: '无标题' },
      { 标题: '导入通告丙', 优先级: '特急' },
    ]);
    expect(reply).toMatchObject({ success: true, code: 201 });
    expect(reply.result).toMatchObject({ totalCount: 4, successCount: 2, errorCount: 2 });
    const report = await failedRowsText(s.server, s.adminToken, reply.result!.fileUrl);
    expect(report).toContain('优先级只能是：一般消息、重要消息、紧急消息');
    const [first] = await rowsNamed('导入通告甲');
    expect(first).toMatchObject({
      priority: 'H',
      msgCategory: '2',
      msgType: 'ALL',
      sendStatus: '0',
      createBy: 'admin',
    });
    expect(first!.msgContent).not.toContain('script');
    expect((await rowsNamed('导入通告乙'))[0]).toMatchObject({ priority: 'M', msgCategory: '1' });
    expect(await rowsNamed('导入通告丙')).toEqual([]);
  });

  it('exports the list query’s announcements with their texts', async () => {
    const sheet = await downloadSheet(s.server, '/sys/annountCement/exportXls', s.adminToken, {
      titile: '导入通告',
    });
    if (!('rows' in sheet)) throw new Error(`no file: ${JSON.stringify(sheet.json)}`);
    expect(sheet.rows[0]![0]).toBe('系统通告');
    expect(sheet.rows[2]!.slice(0, 8)).toEqual([...HEADERS, '通告对象', '发布人', '发布状态', '发布时间']);
    const titles = sheet.rows.slice(3).map((row) => [row[0], row[2], row[3], row[4], row[6]]);
    expect(titles).toContainEqual(['导入通告甲', '紧急消息', '系统消息', '全体用户', '未发布']);
    expect(titles).toHaveLength(2);
  });

  it('needs annountCement:add to import (510, nothing added)', async () => {
    const viewer = await s.userWith(['annountCement:list']);
    const refused = await uploadSheet(s.server, '/sys/annountCement/importExcel', viewer.token, HEADERS, [
      { 标题: '不应导入' },
    ]);
    expect(refused).toMatchObject({ success: false, code: 510 });
    expect(await rowsNamed('不应导入')).toEqual([]);
  });
});

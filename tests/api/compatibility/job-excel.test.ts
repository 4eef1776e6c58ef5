// 定时任务's 导出 and 导入 of JeecgBoot 2.4 (/sys/quartzJob/exportXls, importExcel): the jobs with their
// status as text; the import adds jobs as 新增 does (JeecgBoot's class names accepted) and reports the
// rest with the form's messages. quartzJob:list exports, quartzJob:add imports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDb } from '../../../src/server/modules/jobs/tables';
import { downloadSheet, failedRowsText, uploadSheet } from '../users/excel-support';
import { startUsersServer } from '../users/support';
import type { UsersServer } from '../users/support';

const HEADERS = ['任务类名', 'Cron表达式', '参数', '描述', '状态'];
let s: UsersServer;
beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

describe('scheduled jobs in Excel', () => {
  it('exports the jobs of the list query with their status as text', async () => {
    const sheet = await downloadSheet(s.server, '/sys/quartzJob/exportXls', s.adminToken, {
      jobClassName: 'purgeJobRuns',
    });
    if (!('rows' in sheet)) throw new Error(`no file: ${JSON.stringify(sheet.json)}`);
    expect(sheet.rows[0]![0]).toBe('定时任务');
    expect(sheet.rows[2]).toEqual(HEADERS);
    expect(sheet.rows.slice(3).map((row) => [row[0], row[4]])).toEqual([['purgeJobRuns', '正常']]);
  });

  it('imports jobs as 新增 does and reports the refused rows', async () => {
    const reply = await uploadSheet(s.server, '/sys/quartzJob/importExcel', s.adminToken, HEADERS, [
      {
        任务类名: 'org.jeecg.modules.quartz.job.SampleJob',
        Cron表达式: '0 0 2 * * ?',
        参数: 'p',
        状态: '停止',
      },
      { 任务类名: 'noSuchJob', Cron表达式: '0 0 2 * * ?' },
      { 任务类名: 'purgeExportFiles', Cron表达式: '0 0 99 * * ?' },
      { 任务类名: 'purgeUnlinkedFiles', Cron表达式: '0 0 3 * * ?', 状态: '暂停中' },
    ]);
    expect(reply).toMatchObject({ success: true, code: 201 });
    expect(reply.result).toMatchObject({ totalCount: 4, successCount: 1, errorCount: 3 });
    const report = await failedRowsText(s.server, s.adminToken, reply.result!.fileUrl);
    expect(report).toContain('后台找不到该类名：noSuchJob');
    expect(report).toContain('Cron表达式不正确');
    expect(report).toContain('状态只能是“正常”或“停止”');
    const job = await jobDb(s.server.app.services.db)
      .selectFrom('sysQuartzJob')
      .selectAll()
      .where('jobClassName', '=', 'sampleJob')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ parameter: 'p', status: -1, createBy: 'admin' });
  });

  it('needs quartzJob:add to import and quartzJob:list to export (510)', async () => {
    const viewer = await s.userWith(['quartzJob:list']);
    const refused = await uploadSheet(s.server, '/sys/quartzJob/importExcel', viewer.token, HEADERS, [
      { 任务类名: 'sampleJob', Cron表达式: '0 0 2 * * ?' },
    ]);
    expect(refused).toMatchObject({ success: false, code: 510 });
    const other = await s.userWith(['quartzJob:add']);
    const sheet = await downloadSheet(s.server, '/sys/quartzJob/exportXls', other.token);
    expect('json' in sheet && sheet.json).toMatchObject({ success: false, code: 510 });
  });
});

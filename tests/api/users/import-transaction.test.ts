// The user and department imports (/sys/user/importExcel, /sys/sysDepart/importExcel) save a file in
// one transaction: a row the form's rules refuse is reported while the good rows are saved (code 201),
// but a save that fails in the middle (here a unique index the form does not check, violated at
// insert time) leaves none of the file's rows, and every row is reported as not saved.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ROW_ERRORS } from '../../../src/server/excel/messages';
import { DEPART_TEXTS, USER_TEXTS } from '../../../src/shared/users/texts';
import { failedRowsText, uploadSheet } from './excel-support';
import { startUsersServer, unique } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const db = () => s.server.app.services.db;

/** Runs `work` with a unique index on `table(column)` that only the database checks. */
async function withUniqueIndex(table: string, column: string, work: () => Promise<void>) {
  const index = `test_import_${column}`;
  await sql`create unique index ${sql.id(index)} on ${sql.table(table)} (${sql.id(column)})`.execute(db());
  try {
    await work();
  } finally {
    await sql`drop index ${sql.id(index)}`.execute(db());
  }
}

describe('/sys/user/importExcel in one transaction', () => {
  const HEADERS = ['登录账号', '用户姓名', '登录密码', '座机'];
  const PATH = '/sys/user/importExcel';
  const saved = async (usernames: string[]) =>
    (await db().selectFrom('sysUser').select('username').where('username', 'in', usernames).execute())
      .map((row) => row.username)
      .sort();

  it('saves the good rows around a refused one and reports it (code 201)', async () => {
    const [first, second] = [unique('imp'), unique('imp')];
    const reply = await uploadSheet(s.server, PATH, s.adminToken, HEADERS, [
      { 登录账号: first, 用户姓名: '导入一', 登录密码: 'Imp0rted-pass' },
      { 登录账号: 'admin', 用户姓名: '重复账号' },
      { 登录账号: second, 用户姓名: '导入二' },
    ]);
    expect(reply).toMatchObject({ success: true, code: 201 });
    expect(reply.result).toMatchObject({ totalCount: 3, successCount: 2, errorCount: 1 });
    expect(await failedRowsText(s.server, s.adminToken, reply.result!.fileUrl)).toContain(
      USER_TEXTS.usernameTaken,
    );
    expect(await saved([first, second, 'admin'])).toEqual(['admin', first, second].sort());
    expect(await s.api.login(first, 'Imp0rted-pass')).toBeTruthy();
  });

  it('leaves none of the file when a row fails at insert time', async () => {
    const names = [unique('imp'), unique('imp'), unique('imp')];
    const phone = unique('0571-');
    await withUniqueIndex('sys_user', 'telephone', async () => {
      const reply = await uploadSheet(s.server, PATH, s.adminToken, HEADERS, [
        { 登录账号: names[0]!, 用户姓名: '先存', 座机: phone },
        { 登录账号: names[1]!, 用户姓名: '再存', 座机: unique('0572-') },
        { 登录账号: names[2]!, 用户姓名: '冲突', 座机: phone },
      ]);
      expect(reply).toMatchObject({ success: true, code: 201 });
      expect(reply.result).toMatchObject({ totalCount: 3, successCount: 0, errorCount: 3 });
      expect(await failedRowsText(s.server, s.adminToken, reply.result!.fileUrl)).toContain(
        IMPORT_ROW_ERRORS.saveFailed,
      );
    });
    expect(await saved(names)).toEqual([]);
  });
});

describe('/sys/sysDepart/importExcel in one transaction', () => {
  const HEADERS = ['机构名称', '上级机构编码', '传真'];
  const PATH = '/sys/sysDepart/importExcel';
  const saved = async (names: string[]) =>
    (await db().selectFrom('sysDepart').select('departName').where('departName', 'in', names).execute())
      .map((row) => row.departName)
      .sort();

  it('saves the good rows around a refused one and reports it (code 201)', async () => {
    const [parent, child] = [unique('部门'), unique('部门')];
    const reply = await uploadSheet(s.server, PATH, s.adminToken, HEADERS, [
      { 机构名称: parent, 上级机构编码: 'A01' },
      { 机构名称: unique('部门'), 上级机构编码: 'ZZZ' },
      { 机构名称: child, 上级机构编码: 'A01' },
    ]);
    expect(reply).toMatchObject({ success: true, code: 201 });
    expect(reply.result).toMatchObject({ totalCount: 3, successCount: 2, errorCount: 1 });
    expect(await failedRowsText(s.server, s.adminToken, reply.result!.fileUrl)).toContain(
      DEPART_TEXTS.parentCodeUnknown,
    );
    expect(await saved([parent, child])).toEqual([parent, child].sort());
  });

  it('leaves none of the file when a row fails at insert time', async () => {
    const names = [unique('部门'), unique('部门'), unique('部门')];
    const fax = unique('fax');
    await withUniqueIndex('sys_depart', 'fax', async () => {
      const reply = await uploadSheet(s.server, PATH, s.adminToken, HEADERS, [
        { 机构名称: names[0]!, 上级机构编码: 'A01', 传真: fax },
        { 机构名称: names[1]!, 传真: unique('fax') },
        { 机构名称: names[2]!, 上级机构编码: 'A01', 传真: fax },
      ]);
      expect(reply).toMatchObject({ success: true, code: 201 });
      expect(reply.result).toMatchObject({ totalCount: 3, successCount: 0, errorCount: 3 });
      expect(await failedRowsText(s.server, s.adminToken, reply.result!.fileUrl)).toContain(
        IMPORT_ROW_ERRORS.saveFailed,
      );
    });
    expect(await saved(names)).toEqual([]);
  });
});

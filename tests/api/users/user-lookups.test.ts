// The look-ups of JeecgBoot 2.4's user and announcement forms: userDepartList (a user's departments
// as DepartIdModel {key, value, title, children}), generateUserId (a fresh 32-character id) and
// queryByIds (users as the user list shows them, without password columns).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CODES, USER_PATHS, USER_TEXTS } from '../../../src/shared/users/texts';
import { createDepart, createUser } from '../helpers/fixtures';
import { PASSWORD, startUsersServer } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const db = () => s.server.app.services.db;
let counter = 0;
const newUser = (orgCodes: string[] = [], delFlag = 0) =>
  createUser(db(), {
    username: `l${Date.now().toString(36)}${++counter}`,
    password: PASSWORD,
    orgCodes,
    delFlag,
  });

describe('userDepartList', () => {
  it("answers the user's live departments as {key, value, title, children} with 查找成功", async () => {
    const second = await createDepart(db(), 'A01C77', '查询部门乙');
    const user = await newUser(['A01', 'A01C77']);
    const root = await db()
      .selectFrom('sysDepart')
      .select(['id', 'departName'])
      .where('orgCode', '=', 'A01')
      .executeTakeFirstOrThrow();
    const reply = await s.api.get(USER_PATHS.userDepartList, {
      token: s.adminToken,
      query: { userId: user },
    });
    expect(reply.body).toMatchObject({
      success: true,
      code: 200,
      message: '查找成功',
      timestamp: expect.any(Number),
    });
    expect(reply.body.result).toEqual([
      { key: root.id, value: root.id, title: root.departName, children: [] },
      { key: second, value: second, title: '查询部门乙', children: [] },
    ]);
  });

  it('answers success:false 查找失败 for a user without departments, unknown or deleted; 510 without user:list', async () => {
    for (const userId of [await newUser(), 'nope', await newUser(['A01'], 1), '']) {
      const reply = await s.api.get(USER_PATHS.userDepartList, { token: s.adminToken, query: { userId } });
      expect(reply.body).toMatchObject({ success: false, message: USER_TEXTS.departsNotFound, result: null });
    }
    const editor = await s.userWith([USER_CODES.edit]);
    const refused = await s.api.get(USER_PATHS.userDepartList, {
      token: editor.token,
      query: { userId: editor.id },
    });
    expect(refused.body).toMatchObject({ success: false, code: 510 });
  });
});

describe('generateUserId', () => {
  it('answers a new 32-character hex id each time to users who may add or edit users', async () => {
    const adder = await s.userWith([USER_CODES.add]);
    const [a, b] = [
      await s.api.get<string>(USER_PATHS.generateUserId, { token: adder.token }),
      await s.api.get<string>(USER_PATHS.generateUserId, { token: s.adminToken }),
    ];
    for (const reply of [a, b]) {
      expect(reply.body).toMatchObject({ success: true, code: 200 });
      expect(reply.body.result).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(a.body.result).not.toBe(b.body.result);
    const viewer = await s.userWith([USER_CODES.list]);
    const refused = await s.api.get(USER_PATHS.generateUserId, { token: viewer.token });
    expect(refused.body).toMatchObject({ success: false, code: 510 });
  });
});

describe('queryByIds', () => {
  it('answers the live users of the ids as the user list rows, unknown and deleted ids left out', async () => {
    const [a, b, gone] = [await newUser(['A01']), await newUser(), await newUser([], 1)];
    const reply = await s.api.get<Record<string, unknown>[]>(USER_PATHS.queryByIds, {
      token: s.adminToken,
      query: { userIds: `${a},${b},${gone},nope,` },
    });
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    const rows = reply.body.result;
    expect(rows.map((r) => r.id).sort()).toEqual([a, b].sort());
    const listed = await s.api.get<{ records: Record<string, unknown>[] }>(USER_PATHS.list, {
      token: s.adminToken,
      query: { username: String(rows.find((r) => r.id === a)!.username) },
    });
    expect(rows.find((r) => r.id === a)).toEqual(listed.body.result.records[0]);
    for (const row of rows)
      for (const key of ['password', 'passwordHash', 'salt']) expect(row).not.toHaveProperty(key);
  });

  it('refuses a missing id list (参数不识别！) and users without user:list (510)', async () => {
    const empty = await s.api.get(USER_PATHS.queryByIds, { token: s.adminToken, query: { userIds: ',' } });
    expect(empty.body).toMatchObject({ success: false, message: '参数不识别！' });
    const editor = await s.userWith([USER_CODES.edit]);
    const refused = await s.api.get(USER_PATHS.queryByIds, {
      token: editor.token,
      query: { userIds: editor.id },
    });
    expect(refused.body).toMatchObject({ success: false, code: 510 });
  });
});

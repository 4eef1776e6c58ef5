// An administrator gives a staff member a login: the staff row's 登录账号 (userName) names an enterprise
// user. That user then sees their enterprise and only it, and enterprise login takes them in with its
// credit code. The link is checked on save (an unknown user, a user without the enterprise role, an
// account already linked elsewhere: a clear message, nothing written), follows when the administrator
// moves it, and only administrators see and set it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { add, enterpriseBody, staffRow, startEngineServer, userWith } from '../engine/support';
import type { EngineServer } from '../engine/support';

type Row = Record<string, unknown>;
const ENTERPRISE = '/nanli/enterprise';
const STAFF_OF = `${ENTERPRISE}/queryEnterpriseStaffByMainId`;

let server: EngineServer;
let mine: Row;
let theirs: Row;
let owner: { token: string; id: string; username: string };

const staffOf = async (enterprise: Row, token = server.admin) =>
  (await server.api.get<Row[]>(STAFF_OF, { token, query: { id: String(enterprise.id) } })).body.result;

/** The administrator's edit of the enterprise's first staff row (the others as they are). */
async function linkFirstStaff(enterprise: Row, userName: string | null, token = server.admin) {
  const [first, ...rest] = await staffOf(enterprise);
  return server.api.put<Row>(
    `${ENTERPRISE}/edit`,
    { id: enterprise.id, enterpriseStaffList: [{ ...first, userName }, ...rest] },
    { token },
  );
}

const visibleEnterprises = async (token: string) =>
  (
    await server.api.get<PageResult<Row>>(`${ENTERPRISE}/list`, { token, query: { pageSize: '100' } })
  ).body.result.records.map((row) => row.enterpriseName);

const enterpriseLogin = async (creditCode: unknown, username: string) =>
  server.api.post<{ token: string }>('/sys/enterpriseLogin', {
    creditCode,
    username,
    password: 'Passw0rd!',
    ...(await server.api.captcha()),
  });

beforeAll(async () => {
  server = await startEngineServer();
  mine = await add(server, ENTERPRISE, {
    ...enterpriseBody({ enterpriseName: '本企业化工有限公司' }),
    enterpriseStaffList: [staffRow({ name: '钱八' }), staffRow({ name: '孙九' })],
  });
  theirs = await add(server, ENTERPRISE, {
    ...enterpriseBody({ enterpriseName: '他人机械有限公司' }),
    enterpriseStaffList: [staffRow()],
  });
  owner = await userWith(server, ['enterprise']);
});
afterAll(() => server.close());

describe('linking a staff member to a login account', () => {
  it('lets the linked enterprise user see their enterprise only, and log in with its credit code', async () => {
    expect(await visibleEnterprises(owner.token)).toEqual([]);
    expect((await enterpriseLogin(mine.creditCode, owner.username)).body.message).toBe('该账号不属于此企业');

    expect((await linkFirstStaff(mine, owner.username)).body).toMatchObject({ success: true });
    expect((await staffOf(mine))[0]).toMatchObject({ name: '钱八', userName: owner.username });

    expect(await visibleEnterprises(owner.token)).toEqual(['本企业化工有限公司']);
    expect((await enterpriseLogin(mine.creditCode, owner.username)).body).toMatchObject({
      success: true,
      message: '登录成功',
    });
    expect((await enterpriseLogin(theirs.creditCode, owner.username)).body.message).toBe(
      '该账号不属于此企业',
    );
  });

  it('refuses an account that is not a user, or not an enterprise user, and writes nothing', async () => {
    const unknown = await linkFirstStaff(theirs, 'nobody_here');
    expect(unknown.body).toMatchObject({
      success: false,
      message: '企业人员第1行的登录账号：用户“nobody_here”不存在',
    });
    const engineer = await userWith(server, ['expert']);
    const noRole = await linkFirstStaff(theirs, engineer.username);
    expect(noRole.body.message).toBe(
      `企业人员第1行的登录账号：用户“${engineer.username}”没有“企业用户”角色，请先在用户管理中为其分配`,
    );
    expect((await staffOf(theirs))[0]!.userName ?? null).toBeNull();
  });

  it('refuses an account already linked to staff of another enterprise, or twice in one', async () => {
    const elsewhere = await linkFirstStaff(theirs, owner.username);
    expect(elsewhere.body).toMatchObject({
      success: false,
      message: '企业人员第1行的登录账号：该账号已是其他企业人员的登录账号',
    });
    expect((await staffOf(theirs))[0]!.userName ?? null).toBeNull();
    expect(await visibleEnterprises(owner.token)).toEqual(['本企业化工有限公司']);

    const [first, second] = await staffOf(mine);
    const twice = await server.api.put<Row>(
      `${ENTERPRISE}/edit`,
      { id: mine.id, enterpriseStaffList: [first, { ...second, userName: owner.username }] },
      { token: server.admin },
    );
    expect(twice.body).toMatchObject({
      success: false,
      message: '企业人员第2行的登录账号：该账号已是其他企业人员的登录账号',
    });
  });

  it('moves with the administrator: the account linked before sees nothing any more', async () => {
    const successor = await userWith(server, ['enterprise']);
    expect((await linkFirstStaff(mine, successor.username)).body.success).toBe(true);
    expect(await visibleEnterprises(successor.token)).toEqual(['本企业化工有限公司']);
    expect(await visibleEnterprises(owner.token)).toEqual([]);
    expect((await linkFirstStaff(theirs, owner.username)).body.success).toBe(true);
    expect(await visibleEnterprises(owner.token)).toEqual(['他人机械有限公司']);
  });
});

describe('who sees and sets the link', () => {
  it('hides the account from enterprise users, whose edits leave it as it is', async () => {
    const staff = await staffOf(theirs, owner.token);
    expect(staff[0]).not.toHaveProperty('userName');
    const edit = await server.api.put<Row>(
      `${ENTERPRISE}/edit`,
      { id: theirs.id, enterpriseStaffList: [{ ...staff[0], userName: 'someone_else', post: '安全员' }] },
      { token: owner.token },
    );
    expect(edit.body.success).toBe(true);
    expect((await staffOf(theirs))[0]).toMatchObject({ post: '安全员', userName: owner.username });
  });

  it("offers in the administrator's user picker only the role's users", async () => {
    const list = await server.api.get<PageResult<Row>>('/sys/user/list', {
      token: server.admin,
      query: { roleCode: 'enterprise', pageSize: '100' },
    });
    const names = list.body.result.records.map((user) => user.username);
    expect(names).toContain(owner.username);
    expect(names).not.toContain('admin');
    expect(list.body.result.records.every((user) => String(user.roleNames).includes('企业用户'))).toBe(true);
  });
});

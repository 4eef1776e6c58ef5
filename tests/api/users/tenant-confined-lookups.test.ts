// The user look-ups by department and role, the picker's endpoints and the import, confined to the
// tenant the caller acts in (users/tenant-scope.ts): a user manager of tenant 1001 finds only its
// members in a department or role they share with users of tenant 1002, and the users he imports
// belong to 1001.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { USER_CODES } from '../../../src/shared/users/texts';
import { addUserToTenant, createTenant, createUser } from '../helpers/fixtures';
import { PASSWORD, startUsersServer, unique } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
type Row = { id: string; username: string };
const T = 1001;
const OTHER = 1002;
const IN_T = { 'tenant-id': String(T) };

let manager: { token: string; id: string; username: string };
let departId = '';
let roleId = '';
const member = { id: '', username: '' };
const foreign = { id: '', username: '' };

const db = () => s.server.app.services.db;

beforeAll(async () => {
  s = await startUsersServer();
  await createTenant(db(), T, '甲公司');
  await createTenant(db(), OTHER, '乙公司');
  manager = await s.userWith([USER_CODES.list, USER_CODES.edit, USER_CODES.importExcel]);
  await addUserToTenant(db(), manager.id, T);
  departId = (
    await db().selectFrom('sysDepart').select('id').where('orgCode', '=', 'A01').executeTakeFirstOrThrow()
  ).id;
  roleId = (
    await db()
      .selectFrom('sysUserRole')
      .select('roleId')
      .where('userId', '=', manager.id)
      .executeTakeFirstOrThrow()
  ).roleId;
  // Both in the manager's department and holding his role; one of each tenant.
  for (const [user, tenant] of [
    [member, T],
    [foreign, OTHER],
  ] as const) {
    user.username = unique('tl_');
    user.id = await createUser(db(), { username: user.username, password: PASSWORD, orgCodes: ['A01'] });
    await addUserToTenant(db(), user.id, tenant);
    await db()
      .insertInto('sysUserRole')
      .values({ id: unique('ur'), userId: user.id, roleId })
      .execute();
  }
});
afterAll(() => s.server.close());

const get = <R>(path: string, query: Record<string, string>, headers: Record<string, string> = IN_T) =>
  s.api.get<R>(path, { token: headers === IN_T ? manager.token : s.adminToken, query, headers });
const usernames = (rows: readonly Row[]) => rows.map((r) => r.username);

describe('look-ups by department and role in a tenant', () => {
  it('answer the members of the tenant only; the platform still sees both', async () => {
    const lists = [
      ['/sys/user/departUserList', { depId: departId, pageSize: '200' }],
      ['/sys/user/userRoleList', { roleId, pageSize: '200' }],
      ['/sys/user/queryUserComponentData', { departId, pageSize: '200' }],
      ['/sys/user/list', { departId, pageSize: '200' }],
    ] as const;
    for (const [path, query] of lists) {
      const inT = usernames((await get<PageResult<Row>>(path, query)).body.result.records);
      expect(inT, path).toContain(member.username);
      expect(inT, path).not.toContain(foreign.username);
      const platform = usernames((await get<PageResult<Row>>(path, query, {})).body.result.records);
      expect(platform, path).toEqual(expect.arrayContaining([member.username, foreign.username]));
    }
    const byDepart = await get<Row[]>('/sys/user/queryUserByDepId', { id: departId });
    expect(usernames(byDepart.body.result)).toContain(member.username);
    expect(usernames(byDepart.body.result)).not.toContain(foreign.username);

    expect((await get('/sys/user/userDepartList', { userId: member.id })).body.success).toBe(true);
    expect((await get('/sys/user/userDepartList', { userId: foreign.id })).body).toMatchObject({
      success: false,
      message: '查找失败',
    });
  });

  it('refuses to remove a user of another tenant from the department', async () => {
    const reply = await s.api.request('DELETE', '/sys/user/deleteUserInDepartBatch', {
      token: manager.token,
      headers: IN_T,
      query: { depId: departId, userIds: foreign.id },
    });
    expect(reply.body).toMatchObject({ success: false, message: '所选用户不存在' });
    const links = await db()
      .selectFrom('sysUserDepart')
      .select('id')
      .where('userId', '=', foreign.id)
      .where('depId', '=', departId)
      .execute();
    expect(links).toHaveLength(1);
  });
});

describe('the import in a tenant', () => {
  it('makes the imported users members of the tenant', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('sheet1');
    sheet.getRow(1).getCell(1).value = 'title';
    sheet.getRow(3).values = ['登录账号', '用户姓名', '登录密码'];
    const username = unique('ti_');
    sheet.getRow(4).values = [username, '导入成员', PASSWORD];
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'import.xlsx');
    const url = new URL(`${s.server.config.apiPrefix}/sys/user/importExcel`, s.server.baseUrl);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'X-Access-Token': manager.token, ...IN_T },
      body: form,
    });
    expect(await response.json()).toMatchObject({ success: true, code: 200 });
    const tenants = await db()
      .selectFrom('sysUserTenant')
      .innerJoin('sysUser', 'sysUser.id', 'sysUserTenant.userId')
      .select('sysUserTenant.tenantId')
      .where('sysUser.username', '=', username)
      .execute();
    expect(tenants.map((t) => t.tenantId)).toEqual([T]);
  });
});

describe('department roles', () => {
  it("neither shows nor gives a department role to another tenant's user", async () => {
    const keeper = await s.userWith(['departRole:user']);
    await addUserToTenant(db(), keeper.id, T);
    const asKeeper = { token: keeper.token, headers: IN_T };
    const given = await s.api.post(
      '/sys/sysDepartRole/deptRoleUserAdd',
      { userId: foreign.id, newRoleId: '', oldRoleId: '' },
      asKeeper,
    );
    expect(given.body).toMatchObject({ success: false, message: '用户不存在！' });
    const own = await s.api.post(
      '/sys/sysDepartRole/deptRoleUserAdd',
      { userId: member.id, newRoleId: '', oldRoleId: '' },
      asKeeper,
    );
    expect(own.body.success, own.body.message).toBe(true);
  });
});

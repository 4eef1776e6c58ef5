// User management confined to the tenant the caller acts in (users/tenant-scope.ts): a user manager
// of tenant 1001 reads and changes only 1001's members and hands out only his own tenants; the
// platform's operator (admin, no tenant header) still reaches every user.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem, PageResult } from '../../../src/shared/api-types';
import { USER_CODES, USER_TEXTS } from '../../../src/shared/users/texts';
import { addUserToTenant, createTenant, createUser } from '../helpers/fixtures';
import { PASSWORD, startUsersServer, unique } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
type Row = Record<string, unknown> & { id: string; username: string; relTenantIds: string | null };
const T = 1001;
const OTHER = 1002;
const THIRD = 1003;
const IN_T: Record<string, string> = { 'tenant-id': String(T) };

let manager: { token: string; id: string; username: string };
/** Member of T only; of the other tenant only; of both; of no tenant. */
const people = { member: '', foreign: '', shared: '', loose: '' };
const names = { member: '', foreign: '', shared: '', loose: '' };

const db = () => s.server.app.services.db;

beforeAll(async () => {
  s = await startUsersServer();
  for (const [id, name] of [
    [T, '甲公司'],
    [OTHER, '乙公司'],
    [THIRD, '丙公司'],
  ] as const)
    await createTenant(db(), id, name);
  manager = await s.userWith(Object.values(USER_CODES).filter((code) => code !== USER_CODES.manageAdmin));
  // The manager belongs to T and to THIRD, never to OTHER.
  await addUserToTenant(db(), manager.id, T);
  await addUserToTenant(db(), manager.id, THIRD);
  const tenantsOf: Record<keyof typeof people, number[]> = {
    member: [T],
    foreign: [OTHER],
    shared: [T, OTHER],
    loose: [],
  };
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    names[key] = unique(`tc_${key}_`);
    people[key] = await createUser(db(), {
      username: names[key],
      password: PASSWORD,
      realname: `租户${key}`,
    });
    for (const tenant of tenantsOf[key]) await addUserToTenant(db(), people[key], tenant);
  }
});
afterAll(() => s.server.close());

const get = <R>(path: string, query: Record<string, string> = {}, headers = IN_T, token = manager.token) =>
  s.api.get<R>(path, { token, query, headers });
const put = <R>(path: string, body: unknown, headers = IN_T, token = manager.token) =>
  s.api.put<R>(path, body, { token, headers });
const post = <R>(path: string, body: unknown, headers = IN_T, token = manager.token) =>
  s.api.post<R>(path, body, { token, headers });
const del = (path: string, query: Record<string, string>) =>
  s.api.request('DELETE', path, { token: manager.token, query, headers: IN_T });

const userRow = (id: string) =>
  db().selectFrom('sysUser').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const tenantsOfUser = async (id: string) =>
  (
    await db()
      .selectFrom('sysUserTenant')
      .select('tenantId')
      .where('userId', '=', id)
      .orderBy('tenantId')
      .execute()
  ).map((r) => r.tenantId);

/** The usernames of the export's data rows (title, note and header come first). */
async function exportedUsernames(headers: Record<string, string>, token = manager.token) {
  const url = new URL(`${s.server.config.apiPrefix}/sys/user/exportXls`, s.server.baseUrl);
  const response = await fetch(url, { headers: { 'X-Access-Token': token, ...headers } });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const usernames: string[] = [];
  workbook.worksheets[0]!.eachRow((row, n) => {
    if (n > 3) usernames.push(String(row.getCell(1).value));
  });
  return usernames;
}

describe('reads in a tenant answer its members only', () => {
  it('the list, queryById, queryByIds, getMultiUser, queryUserRole and the export', async () => {
    const list = await get<PageResult<Row>>('/sys/user/list', { pageSize: '200' });
    expect(list.body.success).toBe(true);
    const listed = list.body.result.records.map((r) => r.username).sort();
    expect(listed).toEqual([manager.username, names.member, names.shared].sort());
    expect(list.body.result.total).toBe(3);

    expect((await get<Row>('/sys/user/queryById', { id: people.member })).body.result.id).toBe(people.member);
    for (const id of [people.foreign, people.loose])
      expect((await get('/sys/user/queryById', { id })).body).toMatchObject({
        success: false,
        message: '未找到对应实体',
      });
    const byIds = await get<Row[]>('/sys/user/queryByIds', { userIds: `${people.member},${people.foreign}` });
    expect(byIds.body.result.map((r) => r.id)).toEqual([people.member]);
    const multi = await get<Row[]>('/sys/user/getMultiUser', {
      username: `${names.foreign},${names.member}`,
    });
    expect((multi.body as unknown as Row[]).map((r) => r.username)).toEqual([names.member]);
    const roles = await get<string[]>('/sys/user/queryUserRole', { userid: manager.id });
    expect(roles.body.result.length).toBe(1);
    expect((await get<string[]>('/sys/user/queryUserRole', { userid: people.foreign })).body.result).toEqual(
      [],
    );

    expect((await exportedUsernames(IN_T)).sort()).toEqual(
      [manager.username, names.member, names.shared].sort(),
    );
  });

  it('the sys_user table dictionary lists and translates members only', async () => {
    const code = encodeURIComponent('sys_user,realname,username');
    const items = await get<DictItem[]>(`/sys/dict/getDictItems/${code}`);
    const values = items.body.result.map((i) => i.value);
    expect(values).toContain(names.member);
    expect(values).not.toContain(names.foreign);
    expect(values).not.toContain(names.loose);
    expect(values).not.toContain('admin');
    const texts = await get<string[]>(`/sys/dict/loadDictItem/${code}`, {
      key: `${names.member},${names.foreign}`,
    });
    expect(texts.body.result).toEqual(['租户member']);
  });
});

describe('writes on users outside the tenant are refused as for unknown users', () => {
  it('edit, changePassword, freeze, delete, deleteBatch and role members change nothing', async () => {
    const before = await userRow(people.foreign);
    const edit = await put('/sys/user/edit', { id: people.foreign, realname: '被改名' });
    expect(edit.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const password = await put('/sys/user/changePassword', {
      username: names.foreign,
      password: 'Taken-over-1',
      confirmpassword: 'Taken-over-1',
    });
    expect(password.body).toMatchObject({ success: false, message: '用户不存在！' });
    const freeze = await put('/sys/user/frozenBatch', {
      ids: `${people.member},${people.foreign}`,
      status: 2,
    });
    expect(freeze.body).toMatchObject({ success: false, message: USER_TEXTS.userUnknown });
    for (const [path, query] of [
      ['/sys/user/delete', { id: people.foreign }],
      ['/sys/user/deleteBatch', { ids: `${people.member},${people.loose}` }],
    ] as const)
      expect((await del(path, query)).body).toMatchObject({
        success: false,
        message: USER_TEXTS.userUnknown,
      });
    const [roleId] = (await get<string[]>('/sys/user/queryUserRole', { userid: manager.id })).body.result;
    const addRole = await post('/sys/user/addSysUserRole', { roleId, userIdList: [people.foreign] });
    expect(addRole.body).toMatchObject({ success: false, message: USER_TEXTS.userUnknown });

    expect(await userRow(people.foreign)).toEqual(before);
    expect(await userRow(people.member)).toMatchObject({ status: 1, delFlag: 0 });
    expect(await userRow(people.loose)).toMatchObject({ delFlag: 0 });
    // The old password still signs the foreign user in.
    await expect(s.api.login(names.foreign, PASSWORD)).resolves.toBeTruthy();
  });

  it('a member of T is still edited, frozen and unfrozen', async () => {
    const edit = await put('/sys/user/edit', { id: people.member, realname: '租户member' });
    expect(edit.body).toMatchObject({ success: true });
    const freeze = await put('/sys/user/frozenBatch', { ids: people.member, status: 2 });
    expect(freeze.body.success).toBe(true);
    await put('/sys/user/frozenBatch', { ids: people.member, status: 1 });
    expect(await userRow(people.member)).toMatchObject({ status: 1 });
  });
});

describe('tenant links in a tenant', () => {
  it('a new user gets T; a foreign tenant is refused on add and edit', async () => {
    for (const relTenantIds of [undefined, '']) {
      const username = unique('tc_new_');
      const added = await post<{ id: string }>('/sys/user/add', {
        username,
        realname: '新成员',
        password: PASSWORD,
        ...(relTenantIds === undefined ? {} : { relTenantIds }),
      });
      expect(added.body.success).toBe(true);
      expect(await tenantsOfUser(added.body.result.id)).toEqual([T]);
    }
    const foreign = unique('tc_x_');
    const refused = await post('/sys/user/add', {
      username: foreign,
      realname: '越权',
      password: PASSWORD,
      relTenantIds: `${T},${OTHER}`,
    });
    expect(refused.body).toMatchObject({ success: false, message: USER_TEXTS.tenantNotOwned });
    const unknownTenant = await post('/sys/user/add', {
      username: foreign,
      realname: '越权',
      password: PASSWORD,
      relTenantIds: '999',
    });
    expect(unknownTenant.body).toMatchObject({ success: false, message: USER_TEXTS.tenantNotOwned });
    const elsewhere = await post('/sys/user/add', {
      username: foreign,
      realname: '越权',
      password: PASSWORD,
      relTenantIds: String(THIRD),
    });
    expect(elsewhere.body).toMatchObject({ success: false, message: USER_TEXTS.tenantRequired });
    expect(await db().selectFrom('sysUser').select('id').where('username', '=', foreign).execute()).toEqual(
      [],
    );

    const self = await put('/sys/user/edit', {
      id: manager.id,
      realname: '经理',
      relTenantIds: `${T},${OTHER}`,
    });
    expect(self.body).toMatchObject({ success: false, message: USER_TEXTS.tenantNotOwned });
    expect(await tenantsOfUser(manager.id)).toEqual([T, THIRD]);
  });

  it('keeps the tenants the caller does not belong to, changes his own, and never drops T', async () => {
    const edited = await put('/sys/user/edit', {
      id: people.shared,
      realname: '共享',
      relTenantIds: `${T},${THIRD}`,
    });
    expect(edited.body.success).toBe(true);
    expect(await tenantsOfUser(people.shared)).toEqual([T, OTHER, THIRD]);
    const dropT = await put('/sys/user/edit', { id: people.shared, realname: '共享', relTenantIds: '' });
    expect(dropT.body).toMatchObject({ success: false, message: USER_TEXTS.tenantRequired });
    const back = await put('/sys/user/edit', {
      id: people.shared,
      realname: '共享',
      relTenantIds: String(T),
    });
    expect(back.body.success).toBe(true);
    expect(await tenantsOfUser(people.shared)).toEqual([T, OTHER]);
  });
});

describe('the platform (admin, no tenant header)', () => {
  it('still lists, exports and edits every user and links any tenant', async () => {
    const list = await get<PageResult<Row>>('/sys/user/list', { pageSize: '200' }, {}, s.adminToken);
    const listed = list.body.result.records.map((r) => r.username);
    for (const key of Object.keys(names) as (keyof typeof names)[]) expect(listed).toContain(names[key]);
    expect(await exportedUsernames({}, s.adminToken)).toContain(names.foreign);
    const edit = await put(
      '/sys/user/edit',
      { id: people.loose, realname: '平台改名', relTenantIds: String(OTHER) },
      {},
      s.adminToken,
    );
    expect(edit.body.success).toBe(true);
    expect(await userRow(people.loose)).toMatchObject({ realname: '平台改名' });
    expect(await tenantsOfUser(people.loose)).toEqual([OTHER]);
    const code = encodeURIComponent('sys_user,realname,username');
    const items = await get<DictItem[]>(`/sys/dict/getDictItems/${code}`, {}, {}, s.adminToken);
    expect(items.body.result.map((i) => i.value)).toContain(names.foreign);
  });

  it('is not confined inside a tenant either: who manages the tenants could join any of them', async () => {
    const admin = await db()
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    await addUserToTenant(db(), admin.id, T);
    const list = await get<PageResult<Row>>('/sys/user/list', { pageSize: '200' }, IN_T, s.adminToken);
    expect(list.body.result.records.map((r) => r.username)).toContain(names.foreign);
  });
});

// Users: list, read, add, edit, the grant ceiling and the uniqueness check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { USER_TEXTS, USERNAME_CHECK_LIMITS } from '../../../src/shared/users/texts';
import { PASSWORD, startUsersServer } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
type Row = Record<string, unknown> & { id: string; username: string };

beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const db = () => s.server.app.services.db;
const roleId = async (code: string) =>
  (await db().selectFrom('sysRole').select('id').where('roleCode', '=', code).executeTakeFirstOrThrow()).id;
const list = (query: Record<string, string>, token = s.adminToken) =>
  s.api.get<PageResult<Row>>('/sys/user/list', { token, query });
const add = (body: Record<string, unknown>, token = s.adminToken) =>
  s.api.post<{ id: string }>('/sys/user/add', body, { token });
let seq = 0;
const newUsername = () => `user_${Date.now().toString(36)}${++seq}`;

describe('GET /sys/user/list', () => {
  it('needs user:list (510) and pages users with their departments and dictionary texts', async () => {
    const outsider = await s.userWith([]);
    const refused = await list({}, outsider.token);
    expect(refused.body).toMatchObject({ success: false, code: 510 });

    const reply = await list({ username: '*admi*', pageSize: '5' });
    expect(reply.body.success).toBe(true);
    const admin = reply.body.result.records.find((r) => r.username === 'admin')!;
    expect(admin).toMatchObject({ status: 1, status_dictText: '正常', orgCodeTxt: '安责险风控平台' });
    expect(admin.roleNames).toContain('管理员');
    expect(admin).not.toHaveProperty('passwordHash');
    expect(reply.body.result).toMatchObject({ size: 5, current: 1 });
  });

  it('refuses a repeated parameter instead of failing', async () => {
    const url = new URL(`${s.server.config.apiPrefix}/sys/user/list?username=a&username=b`, s.server.baseUrl);
    const response = await fetch(url, { headers: { 'X-Access-Token': s.adminToken } });
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^请求参数不正确/);
  });

  it('filters by department including its sub-departments', async () => {
    const parent = await s.api.post<{ id: string }>(
      '/sys/sysDepart/add',
      { departName: '筛选父部门' },
      { token: s.adminToken },
    );
    const child = await s.api.post<{ id: string }>(
      '/sys/sysDepart/add',
      { departName: '筛选子部门', parentId: parent.body.result.id },
      { token: s.adminToken },
    );
    const inChild = newUsername();
    await add({
      username: inChild,
      realname: '子部门用户',
      password: PASSWORD,
      selecteddeparts: child.body.result.id,
    });
    const reply = await list({ departId: parent.body.result.id });
    expect(reply.body.result.records.map((r) => r.username)).toEqual([inChild]);
    expect(reply.body.result.records[0]!.orgCodeTxt).toBe('筛选子部门');
    const byDep = await s.api.get<Row[]>('/sys/user/queryUserByDepId', {
      token: s.adminToken,
      query: { id: child.body.result.id },
    });
    expect(byDep.body.result.map((r) => r.username)).toEqual([inChild]);
  });
});

describe('POST /sys/user/add and PUT /sys/user/edit', () => {
  it('creates a user with roles, departments, tenant and position; ignores fields no request sets', async () => {
    await db()
      .insertInto('sysTenant')
      .values({
        id: 7,
        name: '租户七',
        beginDate: null,
        endDate: null,
        status: 1,
        createBy: null,
        createTime: null,
      })
      .execute();
    await db()
      .insertInto('sysPosition')
      .values({
        id: 'p1',
        code: 'engineer',
        name: '工程师',
        postRank: '1',
        sysOrgCode: null,
        createBy: null,
        createTime: null,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    const root = await db()
      .selectFrom('sysDepart')
      .select('id')
      .where('orgCode', '=', 'A01')
      .executeTakeFirstOrThrow();
    const username = newUsername();
    const expert = await roleId('expert');
    const reply = await add({
      username,
      realname: '新用户',
      password: PASSWORD,
      phone: '13912345678',
      post: 'engineer',
      selectedroles: `${expert},`,
      selecteddeparts: root.id,
      relTenantIds: '7',
      status: 2,
      delFlag: 1,
      orgCode: 'ZZZ',
      passwordHash: 'x',
      id: 'chosen-by-client',
      createBy: 'mallory',
    });
    expect(reply.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = reply.body.result.id;
    expect(id).not.toBe('chosen-by-client');
    const read = await s.api.get<Row>('/sys/user/queryById', { token: s.adminToken, query: { id } });
    expect(read.body.result).toMatchObject({
      username,
      status: 1,
      delFlag: 0,
      orgCode: 'A01',
      departIds: root.id,
      relTenantIds: '7',
      roleIds: expert,
      post_dictText: '工程师',
      createBy: 'admin',
    });
    const roles = await s.api.get<string[]>('/sys/user/queryUserRole', {
      token: s.adminToken,
      query: { userid: id },
    });
    expect(roles.body.result).toEqual([expert]);
    expect(await s.api.login(username, PASSWORD)).toBeTruthy();

    const edited = await s.api.put(
      '/sys/user/edit',
      { id, username: 'renamed', realname: '改名了', selectedroles: '' },
      { token: s.adminToken },
    );
    expect(edited.body).toMatchObject({ success: true, message: '修改成功!' });
    const after = await s.api.get<Row>('/sys/user/queryById', { token: s.adminToken, query: { id } });
    expect(after.body.result).toMatchObject({
      username,
      realname: '改名了',
      roleIds: null,
      relTenantIds: '7',
    });
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const taken = newUsername();
    await add({ username: taken, realname: '甲', password: PASSWORD, phone: '13800000011', email: 'a@b.cn' });
    const cases: [Record<string, unknown>, string][] = [
      [{ username: taken, realname: '乙', password: PASSWORD }, '用户账号已存在'],
      [{ username: newUsername(), realname: '乙', password: PASSWORD, phone: '13800000011' }, '手机号已存在'],
      [{ username: newUsername(), realname: '乙', password: PASSWORD, email: 'a@b.cn' }, '邮箱已存在'],
      [{ username: newUsername(), realname: '乙', password: 'short' }, '新密码长度不能少于8位!'],
      [{ username: newUsername(), realname: '乙' }, USER_TEXTS.passwordRequired],
      [{ username: 'a b', realname: '乙', password: PASSWORD }, USER_TEXTS.usernameFormat],
      [{ username: newUsername(), password: PASSWORD }, USER_TEXTS.realnameRequired],
      [{ username: newUsername(), realname: '乙', password: PASSWORD, phone: '12345' }, '请输入正确手机号'],
      [{ username: newUsername(), realname: '乙', password: PASSWORD, email: 'nope' }, '邮箱格式不正确'],
      [
        { username: newUsername(), realname: '乙', password: PASSWORD, selectedroles: 'nope' },
        '所选角色不存在',
      ],
      [
        { username: newUsername(), realname: '乙', password: PASSWORD, selecteddeparts: 'nope' },
        '所选部门不存在',
      ],
      [
        { username: newUsername(), realname: '乙', password: PASSWORD, relTenantIds: '999' },
        '所选租户不存在',
      ],
      [
        { username: newUsername(), realname: '乙', password: PASSWORD, avatar: '../../etc/passwd' },
        '请求参数不正确：avatar 格式不正确',
      ],
    ];
    for (const [body, message] of cases) {
      const reply = await add(body);
      expect(reply.body, message).toMatchObject({ success: false, code: 500, message });
    }
    const total = await list({ realname: '乙' });
    expect(total.body.result.total).toBe(0);
  });

  it('needs user:add and user:edit (510)', async () => {
    const viewer = await s.userWith(['user:list']);
    expect(
      (await add({ username: newUsername(), realname: '丙', password: PASSWORD }, viewer.token)).body.code,
    ).toBe(510);
    const edit = await s.api.put(
      '/sys/user/edit',
      { id: viewer.id, realname: '丙' },
      { token: viewer.token },
    );
    expect(edit.body.code).toBe(510);
  });

  it('refuses to grant a role beyond the caller’s own permissions, to others and to themselves', async () => {
    const manager = await s.userWith(['user:list', 'user:add', 'user:edit']);
    const admin = await roleId('admin');
    const username = newUsername();
    const refused = await add(
      { username, realname: '越权', password: PASSWORD, selectedroles: admin },
      manager.token,
    );
    expect(refused.body).toMatchObject({ success: false, code: 510, message: USER_TEXTS.roleCeiling });
    const check = await s.api.get('/sys/user/checkOnlyUser', { query: { username } });
    expect(check.body.success).toBe(true);

    const self = await s.api.put(
      '/sys/user/edit',
      { id: manager.id, realname: '经理', selectedroles: admin },
      { token: manager.token },
    );
    expect(self.body).toMatchObject({ code: 510, message: USER_TEXTS.roleCeiling });
    const roles = await s.api.get<string[]>('/sys/user/queryUserRole', {
      token: s.adminToken,
      query: { userid: manager.id },
    });
    expect(roles.body.result).not.toContain(admin);

    // A role whose permissions the manager holds may be handed out.
    const lesser = await s.userWith(['user:list']);
    const lesserRoles = await s.api.get<string[]>('/sys/user/queryUserRole', {
      token: s.adminToken,
      query: { userid: lesser.id },
    });
    const granted = await add(
      {
        username: newUsername(),
        realname: '可授',
        password: PASSWORD,
        selectedroles: lesserRoles.body.result[0],
      },
      manager.token,
    );
    expect(granted.body).toMatchObject({ success: true });
  });
});

describe('GET /sys/user/checkOnlyUser', () => {
  it('answers anonymously for usernames and only with a session for phones', async () => {
    const taken = await s.api.get('/sys/user/checkOnlyUser', { query: { username: 'admin' } });
    expect(taken.body).toMatchObject({ success: false, message: '用户账号已存在' });
    const free = await s.api.get('/sys/user/checkOnlyUser', { query: { username: 'free_name_1' } });
    expect(free.body).toMatchObject({ success: true, message: '该值可用！' });
    const username = newUsername();
    const created = await add({ username, realname: '电话', password: PASSWORD, phone: '13700000099' });
    const anonymous = await s.api.get('/sys/user/checkOnlyUser', { query: { phone: '13700000099' } });
    expect(anonymous.body.success).toBe(true);
    const signedIn = await s.api.get('/sys/user/checkOnlyUser', {
      token: s.adminToken,
      query: { phone: '13700000099' },
    });
    expect(signedIn.body).toMatchObject({ success: false, message: '手机号已存在' });
    const ownRecord = await s.api.get('/sys/user/checkOnlyUser', {
      token: s.adminToken,
      query: { phone: '13700000099', id: created.body.result.id },
    });
    expect(ownRecord.body.success).toBe(true);
  });

  it('answers an address a limited number of anonymous checks a minute, so nobody lists the accounts', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= USERNAME_CHECK_LIMITS.perIp; i++)
      answers.push(
        (await s.api.get('/sys/user/checkOnlyUser', { query: { username: `probe_${i}` } })).status,
      );
    expect(answers.at(-1)).toBe(429);
    const limited = await s.api.get('/sys/user/checkOnlyUser', { query: { username: 'admin' } });
    expect(limited.body).toMatchObject({ success: false, message: USER_TEXTS.checksTooFrequent });
    // With a session (the user form), checks are not counted.
    const signedIn = await s.api.get('/sys/user/checkOnlyUser', {
      token: s.adminToken,
      query: { username: 'admin' },
    });
    expect(signedIn.body).toMatchObject({ success: false, message: '用户账号已存在' });
  });
});

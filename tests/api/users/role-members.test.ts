// JeecgBoot 2.4's 角色用户 pane (RoleUserList.vue): userRoleList pages a role's users, addSysUserRole
// gives the role to users, deleteUserRole / deleteUserRoleBatch take it back. Answers in the shapes the
// pane reads; writes under the user form's rules (user:edit, live users, the grant ceiling, the
// admin-level code for administrators), all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { USER_CODES, USER_PATHS, USER_TEXTS } from '../../../src/shared/users/texts';
import { createRoleWithCodes } from '../engine/support';
import { createUser } from '../helpers/fixtures';
import { PASSWORD, startUsersServer, unique } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const db = () => s.server.app.services.db;

async function newRole(codes: readonly string[] = []): Promise<string> {
  const roleCode = unique('rm');
  await createRoleWithCodes(db(), roleCode, codes);
  const role = await db()
    .selectFrom('sysRole')
    .select('id')
    .where('roleCode', '=', roleCode)
    .executeTakeFirstOrThrow();
  return role.id;
}
const newUser = (fields: { realname?: string; delFlag?: number } = {}) =>
  createUser(db(), { username: unique('m'), password: PASSWORD, ...fields });
const holders = async (roleId: string) =>
  (await db().selectFrom('sysUserRole').select('userId').where('roleId', '=', roleId).execute())
    .map((r) => r.userId)
    .sort();
const adminRoleId = async () =>
  (await db().selectFrom('sysRole').select('id').where('roleCode', '=', 'admin').executeTakeFirstOrThrow())
    .id;

type UserRecord = Record<string, unknown> & { id: string; username: string };

describe('userRoleList', () => {
  it('pages the live users holding the role as the user list shows them, filtered by username', async () => {
    const roleId = await newRole();
    const [a, b, gone] = [await newUser({ realname: '甲' }), await newUser(), await newUser({ delFlag: 1 })];
    await s.api.post(USER_PATHS.addSysUserRole, { roleId, userIdList: [a, b] }, { token: s.adminToken });
    await db()
      .insertInto('sysUserRole')
      .values({ id: unique('x'), userId: gone, roleId })
      .execute();

    const reply = await s.api.get<PageResult<UserRecord>>(USER_PATHS.userRoleList, {
      token: s.adminToken,
      query: { roleId, pageNo: '1', pageSize: '10', column: 'createTime', order: 'desc' },
    });
    expect(reply.body).toMatchObject({ success: true, code: 200, timestamp: expect.any(Number) });
    const page = reply.body.result;
    expect(page).toMatchObject({ total: 2, size: 10, current: 1, pages: 1 });
    expect(page.records.map((r) => r.id).sort()).toEqual([a, b].sort());
    const first = page.records.find((r) => r.id === a)!;
    expect(first).toMatchObject({ realname: '甲', status: 1, delFlag: 0, roleIds: roleId });
    for (const record of page.records)
      for (const key of ['password', 'passwordHash', 'salt']) expect(record).not.toHaveProperty(key);

    const one = await s.api.get<PageResult<UserRecord>>(USER_PATHS.userRoleList, {
      token: s.adminToken,
      query: { roleId, username: first.username },
    });
    expect(one.body.result.records.map((r) => r.id)).toEqual([a]);
    const paged = await s.api.get<PageResult<UserRecord>>(USER_PATHS.userRoleList, {
      token: s.adminToken,
      query: { roleId, pageNo: '2', pageSize: '1' },
    });
    expect(paged.body.result).toMatchObject({ total: 2, size: 1, current: 2, pages: 2 });
    expect(paged.body.result.records).toHaveLength(1);
  });

  it('answers an empty page for an unknown or missing role, and 510 without user:list', async () => {
    for (const query of [{ roleId: 'nope' }, {}] as Record<string, string>[]) {
      const reply = await s.api.get<PageResult<UserRecord>>(USER_PATHS.userRoleList, {
        token: s.adminToken,
        query,
      });
      expect(reply.body.result).toMatchObject({ records: [], total: 0 });
    }
    const editor = await s.userWith([USER_CODES.edit]);
    const refused = await s.api.get(USER_PATHS.userRoleList, { token: editor.token, query: { roleId: 'x' } });
    expect(refused.body).toMatchObject({ success: false, code: 510 });
  });
});

describe('addSysUserRole, deleteUserRole, deleteUserRoleBatch', () => {
  it('adds users once, removes one and a batch (trailing comma), and stamps the users as edited', async () => {
    const roleId = await newRole();
    const users = [await newUser(), await newUser(), await newUser()];
    const added = await s.api.post(
      USER_PATHS.addSysUserRole,
      { roleId, userIdList: users },
      { token: s.adminToken },
    );
    expect(added.body).toMatchObject({ success: true, code: 200, message: '添加成功!', result: null });
    const again = await s.api.post(
      USER_PATHS.addSysUserRole,
      { roleId, userIdList: [users[0]] },
      { token: s.adminToken },
    );
    expect(again.body.success).toBe(true);
    expect(await holders(roleId)).toEqual([...users].sort());
    const stamped = await db()
      .selectFrom('sysUser')
      .select(['updateBy', 'updateTime'])
      .where('id', '=', users[0]!)
      .executeTakeFirstOrThrow();
    expect(stamped).toMatchObject({ updateBy: 'admin', updateTime: expect.any(String) });

    const one = await s.del(USER_PATHS.deleteUserRole, s.adminToken, { roleId, userId: users[0]! });
    expect(one.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect(await holders(roleId)).toEqual([users[1], users[2]].sort());
    const batch = await s.del(USER_PATHS.deleteUserRoleBatch, s.adminToken, {
      roleId,
      userIds: `${users[1]},${users[2]},`,
    });
    expect(batch.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await holders(roleId)).toEqual([]);
  });

  it('refuses unknown roles and users (one unknown id: nobody is added), without changing anything', async () => {
    const roleId = await newRole();
    const user = await newUser();
    const deleted = await newUser({ delFlag: 1 });
    const unknownRole = await s.api.post(
      USER_PATHS.addSysUserRole,
      { roleId: 'nope', userIdList: [user] },
      { token: s.adminToken },
    );
    expect(unknownRole.body).toMatchObject({ success: false, code: 500, message: USER_TEXTS.roleUnknown });
    for (const userIdList of [
      [user, 'nope'],
      [user, deleted],
    ]) {
      const reply = await s.api.post(
        USER_PATHS.addSysUserRole,
        { roleId, userIdList },
        { token: s.adminToken },
      );
      expect(reply.body).toMatchObject({ success: false, code: 500, message: USER_TEXTS.userUnknown });
    }
    expect(await holders(roleId)).toEqual([]);
    const empty = await s.api.post(
      USER_PATHS.addSysUserRole,
      { roleId, userIdList: [] },
      { token: s.adminToken },
    );
    expect(empty.body).toMatchObject({ success: false, message: '参数不识别！' });
    const noIds = await s.del(USER_PATHS.deleteUserRoleBatch, s.adminToken, { roleId, userIds: ',' });
    expect(noIds.body).toMatchObject({ success: false, message: '参数不识别！' });
    const noRole = await s.del(USER_PATHS.deleteUserRole, s.adminToken, { userId: user });
    expect(noRole.body).toMatchObject({ success: false, message: USER_TEXTS.roleUnknown });
  });

  it('needs user:edit (510 and nothing changes)', async () => {
    const roleId = await newRole();
    const user = await newUser();
    await s.api.post(USER_PATHS.addSysUserRole, { roleId, userIdList: [user] }, { token: s.adminToken });
    const viewer = await s.userWith([USER_CODES.list]);
    const add = await s.api.post(
      USER_PATHS.addSysUserRole,
      { roleId, userIdList: [viewer.id] },
      { token: viewer.token },
    );
    const remove = await s.del(USER_PATHS.deleteUserRole, viewer.token, { roleId, userId: user });
    const batch = await s.del(USER_PATHS.deleteUserRoleBatch, viewer.token, { roleId, userIds: user });
    for (const reply of [add, remove, batch]) expect(reply.body).toMatchObject({ success: false, code: 510 });
    expect(await holders(roleId)).toEqual([user]);
  });

  it('keeps the grant ceiling and protects administrators as the user form does', async () => {
    const editor = await s.userWith([USER_CODES.list, USER_CODES.edit]);
    const within = await newRole([USER_CODES.list]);
    const user = await newUser();
    const ok = await s.api.post(
      USER_PATHS.addSysUserRole,
      { roleId: within, userIdList: [user] },
      { token: editor.token },
    );
    expect(ok.body.success).toBe(true);

    const adminRole = await adminRoleId();
    const before = await holders(adminRole);
    const raise = await s.api.post(
      USER_PATHS.addSysUserRole,
      { roleId: adminRole, userIdList: [editor.id] },
      { token: editor.token },
    );
    expect(raise.body).toMatchObject({ success: false, code: 510, message: USER_TEXTS.roleCeiling });
    expect(await holders(adminRole)).toEqual(before);

    const admin = (
      await db().selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    const touchAdmin = await s.api.post(
      USER_PATHS.addSysUserRole,
      { roleId: within, userIdList: [user, admin] },
      { token: editor.token },
    );
    expect(touchAdmin.body).toMatchObject({ success: false, code: 510, message: USER_TEXTS.adminProtected });
    const takeBack = await s.del(USER_PATHS.deleteUserRoleBatch, editor.token, {
      roleId: within,
      userIds: `${user},${admin}`,
    });
    expect(takeBack.body).toMatchObject({ success: false, code: 510 });
    expect(await holders(within)).toEqual([user]);
  });
});

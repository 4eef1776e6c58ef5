// JeecgBoot 2.4's 部门用户 pane (DeptUserInfo.vue): departUserList pages the users of a department and
// its sub-departments (their department names in `orgCode`, the pane's 部门 column),
// editSysDepartWithUser adds users, deleteUserInDepart / deleteUserInDepartBatch remove them (with
// their roles of that department). Writes under the user form's rules, all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { USER_CODES, USER_PATHS, USER_TEXTS } from '../../../src/shared/users/texts';
import { newId } from '../../../src/server/db/ids';
import { rolesDb } from '../../../src/server/modules/roles/tables';
import { createDepart, createUser } from '../helpers/fixtures';
import { PASSWORD, startUsersServer, unique } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const db = () => s.server.app.services.db;
let codes = 40;
/** A department under A01 and one under it: [parent, child] ids and org codes. */
async function departPair() {
  const code = `A01B${++codes}`;
  const parent = await createDepart(db(), code, `部门${code}`);
  const child = await createDepart(db(), `${code}A01`, `子部门${code}`, code);
  return { parent, child, parentName: `部门${code}`, childName: `子部门${code}`, code };
}
const newUser = (orgCodes: string[] = [], delFlag = 0) =>
  createUser(db(), { username: unique('d'), password: PASSWORD, orgCodes, delFlag });
const membersOf = async (depId: string) =>
  (await db().selectFrom('sysUserDepart').select('userId').where('depId', '=', depId).execute())
    .map((r) => r.userId)
    .sort();
const orgCodeOf = async (id: string) =>
  (await db().selectFrom('sysUser').select('orgCode').where('id', '=', id).executeTakeFirstOrThrow()).orgCode;

type UserRecord = Record<string, unknown> & { id: string; username: string; orgCode: string | null };
const list = (query: Record<string, string>, token = s.adminToken) =>
  s.api.get<PageResult<UserRecord> | null>(USER_PATHS.departUserList, { token, query });

describe('departUserList', () => {
  it('pages the users of the department and its sub-departments, names of their departments in orgCode', async () => {
    const d = await departPair();
    const inParent = await newUser([d.code]);
    const inChild = await newUser([`${d.code}A01`]);
    await newUser([d.code], 1);
    const reply = await list({ depId: d.parent, pageNo: '1', pageSize: '10' });
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    const page = reply.body.result!;
    expect(page).toMatchObject({ total: 2, size: 10, current: 1, pages: 1 });
    expect(page.records.map((r) => r.id).sort()).toEqual([inParent, inChild].sort());
    expect(page.records.find((r) => r.id === inChild)).toMatchObject({
      orgCode: d.childName,
      orgCodeTxt: d.childName,
    });
    for (const record of page.records)
      for (const key of ['password', 'passwordHash', 'salt']) expect(record).not.toHaveProperty(key);

    const child = await list({ depId: d.child });
    expect(child.body.result!.records.map((r) => r.id)).toEqual([inChild]);
    const username = page.records[0]!.username;
    const byName = await list({ depId: d.parent, username });
    expect(byName.body.result!.records.map((r) => r.username)).toEqual([username]);
    const unknown = await list({ depId: 'nope' });
    expect(unknown.body.result).toMatchObject({ records: [], total: 0 });
  });

  it('without a department answers null, or the own subtrees of a 上级 (userIdentity 2)', async () => {
    const d = await departPair();
    const member = await newUser([`${d.code}A01`]);
    const ordinary = await s.userWith([USER_CODES.list]);
    const none = await list({}, ordinary.token);
    expect(none.body).toMatchObject({ success: true, result: null });
    const boss = await s.userWith([USER_CODES.list]);
    await db().updateTable('sysUser').set({ userIdentity: 2 }).where('id', '=', boss.id).execute();
    await db().deleteFrom('sysUserDepart').where('userId', '=', boss.id).execute();
    await db()
      .insertInto('sysUserDepart')
      .values({ id: newId(), userId: boss.id, depId: d.parent })
      .execute();
    const mine = await list({}, boss.token);
    expect(mine.body.result!.records.map((r) => r.id).sort()).toEqual([boss.id, member].sort());
  });

  it('needs user:list (510)', async () => {
    const editor = await s.userWith([USER_CODES.edit]);
    const reply = await list({ depId: 'x' }, editor.token);
    expect(reply.body).toMatchObject({ success: false, code: 510 });
  });
});

describe('editSysDepartWithUser, deleteUserInDepart, deleteUserInDepartBatch', () => {
  it('adds users once (their first department becomes current), removes one and a batch', async () => {
    const d = await departPair();
    const users = [await newUser(), await newUser(), await newUser()];
    const added = await s.api.post(
      USER_PATHS.editSysDepartWithUser,
      { depId: d.parent, userIdList: users },
      { token: s.adminToken },
    );
    expect(added.body).toMatchObject({ success: true, code: 200, message: '添加成功!', result: null });
    await s.api.post(
      USER_PATHS.editSysDepartWithUser,
      { depId: d.parent, userIdList: [users[0]] },
      { token: s.adminToken },
    );
    expect(await membersOf(d.parent)).toEqual([...users].sort());
    expect(await orgCodeOf(users[0]!)).toBe(d.code);

    const one = await s.del(USER_PATHS.deleteUserInDepart, s.adminToken, {
      depId: d.parent,
      userId: users[0]!,
    });
    expect(one.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect(await orgCodeOf(users[0]!)).toBeNull();
    const batch = await s.del(USER_PATHS.deleteUserInDepartBatch, s.adminToken, {
      depId: d.parent,
      userIds: `${users[1]},${users[2]},`,
    });
    expect(batch.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await membersOf(d.parent)).toEqual([]);
    const again = await s.del(USER_PATHS.deleteUserInDepart, s.adminToken, {
      depId: d.parent,
      userId: users[0]!,
    });
    expect(again.body).toMatchObject({ success: false, code: 500, message: USER_TEXTS.notInDepart });
  });

  it('takes the user out of that department’s roles, keeps their other departments current', async () => {
    const d = await departPair();
    const other = await departPair();
    const user = await newUser([other.code, d.code]);
    await db().updateTable('sysUser').set({ orgCode: d.code }).where('id', '=', user).execute();
    const droleId = newId();
    const roles = rolesDb(db());
    await roles
      .insertInto('sysDepartRole')
      .values({
        id: droleId,
        departId: d.parent,
        roleName: '部门角色',
        roleCode: unique('dr'),
        description: null,
        createBy: null,
        createTime: null,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await roles.insertInto('sysDepartRoleUser').values({ id: newId(), userId: user, droleId }).execute();
    const reply = await s.del(USER_PATHS.deleteUserInDepartBatch, s.adminToken, {
      depId: d.parent,
      userIds: user,
    });
    expect(reply.body.success).toBe(true);
    const left = await roles.selectFrom('sysDepartRoleUser').selectAll().where('userId', '=', user).execute();
    expect(left).toEqual([]);
    expect(await orgCodeOf(user)).toBe(other.code);
  });

  it('refuses unknown departments and users, users without user:edit and administrators without the admin code; nothing changes', async () => {
    const d = await departPair();
    const user = await newUser([d.code]);
    const stranger = await newUser();
    const deleted = await newUser([], 1);
    const unknownDepart = await s.api.post(
      USER_PATHS.editSysDepartWithUser,
      { depId: 'nope', userIdList: [stranger] },
      { token: s.adminToken },
    );
    expect(unknownDepart.body).toMatchObject({
      success: false,
      code: 500,
      message: USER_TEXTS.departUnknown,
    });
    for (const userIdList of [
      [stranger, 'nope'],
      [stranger, deleted],
    ]) {
      const reply = await s.api.post(
        USER_PATHS.editSysDepartWithUser,
        { depId: d.parent, userIdList },
        { token: s.adminToken },
      );
      expect(reply.body).toMatchObject({ success: false, message: USER_TEXTS.userUnknown });
    }
    const viewer = await s.userWith([USER_CODES.list]);
    const add = await s.api.post(
      USER_PATHS.editSysDepartWithUser,
      { depId: d.parent, userIdList: [stranger] },
      { token: viewer.token },
    );
    const remove = await s.del(USER_PATHS.deleteUserInDepart, viewer.token, {
      depId: d.parent,
      userId: user,
    });
    const batch = await s.del(USER_PATHS.deleteUserInDepartBatch, viewer.token, {
      depId: d.parent,
      userIds: user,
    });
    for (const reply of [add, remove, batch]) expect(reply.body).toMatchObject({ success: false, code: 510 });

    const editor = await s.userWith([USER_CODES.list, USER_CODES.edit]);
    const admin = (
      await db().selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    const withAdmin = await s.api.post(
      USER_PATHS.editSysDepartWithUser,
      { depId: d.parent, userIdList: [stranger, admin] },
      { token: editor.token },
    );
    expect(withAdmin.body).toMatchObject({ success: false, code: 510, message: USER_TEXTS.adminProtected });
    expect(await membersOf(d.parent)).toEqual([user]);
  });
});

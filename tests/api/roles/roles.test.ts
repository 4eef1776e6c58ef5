import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import {
  addRole,
  del,
  flatten,
  grant,
  menuOf,
  menuRowId,
  buttonRowId,
  startRolesServer,
  unique,
  userWith,
} from './support';
import type { RolesServer } from './support';

let server: RolesServer;
beforeAll(async () => {
  server = await startRolesServer();
});
afterAll(() => server.close());

interface Role {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

describe('/sys/role CRUD', () => {
  it('adds, lists, finds, edits and deletes a role', async () => {
    const { api, admin } = server;
    const code = unique('clerk');
    const id = await addRole(server, code);
    const list = await api.get<PageResult<Role>>('/sys/role/list', {
      token: admin,
      query: { roleName: `角色${code}` },
    });
    expect(list.body.result.records).toEqual([expect.objectContaining({ id, roleCode: code })]);
    expect(list.body.result.total).toBe(1);
    const all = await api.get<Role[]>('/sys/role/queryall', { token: admin });
    expect(all.body.result.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['admin', code]));

    const edited = await api.put(
      '/sys/role/edit',
      { id, roleName: '新名称', roleCode: code, description: '说明' },
      { token: admin },
    );
    expect(edited.body).toMatchObject({ success: true, message: '修改成功!' });
    const after = await api.get<PageResult<Role>>('/sys/role/list', {
      token: admin,
      query: { roleCode: code },
    });
    expect(after.body.result.records[0]).toMatchObject({ roleName: '新名称', description: '说明' });

    const removed = await del(server, '/sys/role/delete', { id });
    expect(removed.body).toMatchObject({ success: true, message: '删除角色成功' });
    const gone = await api.get<PageResult<Role>>('/sys/role/list', {
      token: admin,
      query: { roleCode: code },
    });
    expect(gone.body.result.total).toBe(0);
  });

  it('refuses a duplicate or missing role code and answers checkRoleCode', async () => {
    const { api, admin } = server;
    const taken = await api.get('/sys/role/checkRoleCode', { token: admin, query: { roleCode: 'admin' } });
    expect(taken.body).toMatchObject({ success: false, message: '角色编码已存在' });
    const free = await api.get('/sys/role/checkRoleCode', {
      token: admin,
      query: { roleCode: unique('free') },
    });
    expect(free.body).toMatchObject({ success: true, message: '该值可用！' });
    const dup = await api.post('/sys/role/add', { roleName: 'x', roleCode: 'admin' }, { token: admin });
    expect(dup.body).toMatchObject({ success: false, code: 500, message: '角色编码已存在' });
    const empty = await api.post('/sys/role/add', { roleName: 'x', roleCode: '  ' }, { token: admin });
    expect(empty.body).toMatchObject({ success: false, message: '角色编码不能为空' });
    const long = await api.post(
      '/sys/role/add',
      { roleName: 'x'.repeat(201), roleCode: unique('l') },
      { token: admin },
    );
    expect(long.body).toMatchObject({ success: false, message: '角色名称长度不能超过200个字符' });
  });

  it('deletes a batch with its grants and user assignments', async () => {
    const { api, admin, db } = server;
    const a = await addRole(server, unique('a'));
    const b = await addRole(server, unique('b'));
    await grant(server, a, [menuRowId('home')]);
    const reply = await del(server, '/sys/role/deleteBatch', { ids: `${a},${b}` });
    expect(reply.body).toMatchObject({ success: true, message: '批量删除角色成功' });
    const left = await db
      .selectFrom('sysRolePermission')
      .select('id')
      .where('roleId', 'in', [a, b])
      .execute();
    expect(left).toEqual([]);
    const unknown = await del(server, '/sys/role/delete', { id: 'nope' });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应角色' });
    const list = await api.get<PageResult<Role>>('/sys/role/list', {
      token: admin,
      query: { pageSize: '100' },
    });
    expect(list.body.result.records.map((r) => r.id)).not.toContain(a);
  });

  it('answers 510 to a user without the role codes', async () => {
    const { token } = await userWith(server, [menuRowId('home')]);
    const { api } = server;
    const add = await api.post('/sys/role/add', { roleName: 'x', roleCode: unique('x') }, { token });
    expect(add.body).toMatchObject({ success: false, code: 510 });
    const edit = await api.put('/sys/role/edit', { id: 'x', roleName: 'x', roleCode: 'x' }, { token });
    expect(edit.body.code).toBe(510);
    expect((await del(server, '/sys/role/delete', { id: 'x' }, token)).body.code).toBe(510);
    expect((await del(server, '/sys/role/deleteBatch', { ids: 'x' }, token)).body.code).toBe(510);
    const save = await grant(server, 'x', [], token);
    expect(save.body.code).toBe(510);
  });
});

describe('role authorisation', () => {
  it('answers the permission tree and a role’s grants', async () => {
    const { api, admin } = server;
    const tree = await api.get<{
      treeList: { key: string; title: string; children?: unknown[] }[];
      ids: string[];
    }>('/sys/role/queryTreeList', { token: admin });
    expect(tree.body.result.ids).toContain(menuRowId('isystem-role'));
    expect(tree.body.result.treeList.find((n) => n.key === menuRowId('isystem'))).toMatchObject({
      title: '系统管理',
    });
    const roleId = await addRole(server, unique('t'));
    await grant(server, roleId, [menuRowId('home'), menuRowId('isystem')]);
    const held = await api.get<string[]>('/sys/permission/queryRolePermission', {
      token: admin,
      query: { roleId },
    });
    expect(held.body.result.sort()).toEqual([menuRowId('home'), menuRowId('isystem')].sort());
  });

  it('limits a user’s menu to the two menus granted to their role', async () => {
    const ids = [
      menuRowId('isystem'),
      menuRowId('isystem-position'),
      menuRowId('operation'),
      menuRowId('operation-file'),
    ];
    const { token } = await userWith(server, ids);
    const result = await menuOf(server, token);
    const paths = flatten(result.menu).map((m) => m.path);
    expect(paths).toEqual(expect.arrayContaining(['/isystem/position', '/operation/FileDownloadList']));
    expect(paths).not.toContain('/isystem/user');
  });

  it('refuses self-escalation: a role manager cannot grant what they do not hold', async () => {
    const managerIds = [
      menuRowId('isystem'),
      menuRowId('isystem-role'),
      buttonRowId('isystem-role', 'role:authorize'),
      menuRowId('home'),
    ];
    const manager = await userWith(server, managerIds);
    const before = await server.api.get<string[]>('/sys/permission/queryRolePermission', {
      token: server.admin,
      query: { roleId: manager.roleId },
    });
    const escalate = await grant(
      server,
      manager.roleId,
      [...managerIds, menuRowId('isystem-user')],
      manager.token,
    );
    expect(escalate.body).toMatchObject({
      success: false,
      code: 510,
      message: '不能授予或收回您自己未拥有的权限，请联系管理员',
    });
    const after = await server.api.get<string[]>('/sys/permission/queryRolePermission', {
      token: server.admin,
      query: { roleId: manager.roleId },
    });
    expect(after.body.result.sort()).toEqual(before.body.result.sort());
    // Nor may they strip a permission they do not hold from another role.
    const other = await addRole(server, unique('o'));
    await grant(server, other, [menuRowId('isystem-user')]);
    const strip = await grant(server, other, [], manager.token);
    expect(strip.body.code).toBe(510);
    // Within their own permissions they may grant.
    const fine = await grant(server, other, [menuRowId('isystem-user'), menuRowId('home')], manager.token);
    expect(fine.body).toMatchObject({ success: true, message: '保存成功！' });
  });

  it('answers the tree for the signed-in user with what they cannot grant disabled', async () => {
    type Node = { key: string; disableCheckbox?: boolean; children?: Node[] };
    const forUser = (token: string) =>
      server.api.post<{ treeList: Node[]; ids: string[] }>('/sys/role/queryTreeListForUser', {}, { token });
    const nodes = (items: Node[]): Node[] => items.flatMap((n) => [n, ...nodes(n.children ?? [])]);
    const all = await forUser(server.admin);
    expect(nodes(all.body.result.treeList).some((n) => n.disableCheckbox)).toBe(false);

    const held = [
      menuRowId('isystem'),
      menuRowId('isystem-role'),
      buttonRowId('isystem-role', 'role:authorize'),
      menuRowId('home'),
    ];
    const manager = await userWith(server, held);
    const mine = (await forUser(manager.token)).body.result;
    expect(mine.ids.sort()).toEqual([...held].sort());
    const flat = nodes(mine.treeList);
    expect(flat.length).toBe(all.body.result.ids.length);
    expect(flat.find((n) => n.key === menuRowId('isystem-user'))?.disableCheckbox).toBe(true);
    expect(flat.find((n) => n.key === menuRowId('isystem-role'))?.disableCheckbox).toBeUndefined();
  });

  it('refuses unknown or foreign-realm permission ids', async () => {
    const roleId = await addRole(server, unique('f'));
    const reply = await grant(server, roleId, ['0'.repeat(32)]);
    expect(reply.body).toMatchObject({ success: false, message: '权限不属于当前角色体系' });
    const entRole = await addRole(server, unique('e'), 'ent');
    const cross = await grant(server, entRole, [menuRowId('home')], server.admin, 'ent');
    expect(cross.body).toMatchObject({ success: false, message: '权限不属于当前角色体系' });
  });
});

describe('/ent realm', () => {
  it('keeps enterprise roles apart from system roles', async () => {
    const { api, admin } = server;
    const code = unique('ent');
    const id = await addRole(server, code, 'ent');
    const ent = await api.get<PageResult<Role>>('/ent/role/list', { token: admin });
    expect(ent.body.result.records.map((r) => r.id)).toContain(id);
    const sys = await api.get<Role[]>('/sys/role/queryall', { token: admin });
    expect(sys.body.result.map((r) => r.id)).not.toContain(id);
    const wrongRealm = await api.put(
      '/sys/role/edit',
      { id, roleName: 'x', roleCode: code },
      { token: admin },
    );
    expect(wrongRealm.body).toMatchObject({ success: false, message: '未找到对应角色' });
  });

  it('guards enterprise writes by the enterprise codes', async () => {
    const { token } = await userWith(server, [
      menuRowId('isystem'),
      menuRowId('isystem-role'),
      buttonRowId('isystem-role', 'role:add'),
    ]);
    const sysAdd = await server.api.post(
      '/sys/role/add',
      { roleName: 'x', roleCode: unique('s') },
      { token },
    );
    expect(sysAdd.body.success).toBe(true);
    const entAdd = await server.api.post(
      '/ent/role/add',
      { roleName: 'x', roleCode: unique('s') },
      { token },
    );
    expect(entAdd.body.code).toBe(510);
  });
});

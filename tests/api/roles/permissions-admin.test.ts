import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { del, flatten, grant, menuOf, menuRowId, startRolesServer, unique, userWith } from './support';
import type { RolesServer } from './support';

let server: RolesServer;
beforeAll(async () => {
  server = await startRolesServer();
});
afterAll(() => server.close());

interface Node {
  id: string;
  name: string;
  menuType: number;
  hidden: boolean;
  keepAlive: boolean;
  leaf: boolean;
  perms: string | null;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

async function addMenu(body: Record<string, unknown>, token = server.admin) {
  return server.api.post<{ id: string }>('/sys/permission/add', body, { token });
}

describe('/sys/permission menu management', () => {
  it('adds a sub menu and a button; the menu reaches the creator and a granted role on the next load', async () => {
    const path = `/isystem/${unique('p')}`;
    const menu = await addMenu({
      menuType: 1,
      parentId: menuRowId('isystem'),
      name: '测试菜单',
      url: path,
      component: 'system/TestList',
      icon: 'bar-chart',
      sortNo: 99,
      keepAlive: true,
      route: true,
    });
    expect(menu.body).toMatchObject({ success: true, message: '添加成功！' });
    const menuId = menu.body.result.id;
    const button = await addMenu({
      menuType: 2,
      parentId: menuId,
      name: '测试按钮',
      perms: 'test:do',
      permsType: '1',
    });
    expect(button.body.success).toBe(true);

    const list = await server.api.get<Node[]>('/sys/permission/list', { token: server.admin });
    const nodes = flat(list.body.result);
    expect(nodes.find((n) => n.id === menuId)).toMatchObject({
      name: '测试菜单',
      keepAlive: true,
      leaf: false,
    });
    expect(nodes.find((n) => n.id === menuId)!.children).toEqual([
      expect.objectContaining({ id: button.body.result.id, menuType: 2, perms: 'test:do' }),
    ]);

    // The admin created it under a menu they hold: it is theirs at once.
    const adminMenu = await menuOf(server, server.admin);
    expect(flatten(adminMenu.menu).find((m) => m.path === path)).toMatchObject({
      component: 'system/TestList',
      meta: expect.objectContaining({ title: '测试菜单', icon: 'bar-chart', keepAlive: true }),
    });
    expect(adminMenu.auth.map((a) => a.action)).toContain('test:do');

    const user = await userWith(server, [menuRowId('isystem'), menuId]);
    expect(flatten((await menuOf(server, user.token)).menu).map((m) => m.path)).toContain(path);

    // Edits show on the next load too.
    const edit = await server.api.put(
      '/sys/permission/edit',
      { id: menuId, menuType: 1, parentId: menuRowId('isystem'), name: '改名菜单', url: path, hidden: true },
      { token: server.admin },
    );
    expect(edit.body).toMatchObject({ success: true, message: '修改成功!' });
    const item = flatten((await menuOf(server, user.token)).menu).find((m) => m.path === path);
    expect(item).toMatchObject({ hidden: true, meta: expect.objectContaining({ title: '改名菜单' }) });
  });

  it('refuses to delete a menu with children, then deletes leaf first', async () => {
    const menu = await addMenu({ menuType: 0, name: '顶级', url: `/${unique('top')}` });
    const menuId = menu.body.result.id;
    const child = await addMenu({ menuType: 2, parentId: menuId, name: '按钮', perms: 'top:x' });
    const refused = await del(server, '/sys/permission/delete', { id: menuId });
    expect(refused.body).toMatchObject({ success: false, message: '该菜单存在下级菜单或按钮，请先删除下级' });
    expect((await del(server, '/sys/permission/delete', { id: child.body.result.id })).body).toMatchObject({
      success: true,
      message: '删除成功!',
    });
    const list = await server.api.get<Node[]>('/sys/permission/list', { token: server.admin });
    expect(flat(list.body.result).find((n) => n.id === menuId)).toMatchObject({ leaf: true });
    expect((await del(server, '/sys/permission/delete', { id: menuId })).body.success).toBe(true);
    const grants = await server.db
      .selectFrom('sysRolePermission')
      .select('id')
      .where('permissionId', '=', menuId)
      .execute();
    expect(grants).toEqual([]);
  });

  it('deletes a parent together with its children in one batch', async () => {
    const menu = await addMenu({ menuType: 0, name: '批量', url: `/${unique('b')}` });
    const child = await addMenu({ menuType: 2, parentId: menu.body.result.id, name: '按钮', perms: 'b:x' });
    const reply = await del(server, '/sys/permission/deleteBatch', {
      ids: `${menu.body.result.id},${child.body.result.id}`,
    });
    expect(reply.body.success).toBe(true);
  });

  it('refuses bad input', async () => {
    const noPerms = await addMenu({ menuType: 2, parentId: menuRowId('isystem-role'), name: '按钮' });
    expect(noPerms.body).toMatchObject({ success: false, message: '授权标识不能为空' });
    const noParent = await addMenu({ menuType: 1, name: '子菜单', url: '/x' });
    expect(noParent.body).toMatchObject({ success: false, message: '上级菜单不能为空' });
    const badParent = await addMenu({ menuType: 1, parentId: 'nope', name: '子菜单', url: '/x' });
    expect(badParent.body).toMatchObject({ success: false, message: '上级菜单不存在' });
    const badUrl = await addMenu({ menuType: 0, name: '菜单', url: 'javascript:alert(1)' });
    expect(badUrl.body.success).toBe(false);
    const badCode = await addMenu({
      menuType: 2,
      parentId: menuRowId('isystem-role'),
      name: '按钮',
      perms: "x' or 1=1",
    });
    expect(badCode.body.success).toBe(false);
    const cycle = await server.api.put(
      '/sys/permission/edit',
      {
        id: menuRowId('isystem'),
        menuType: 1,
        parentId: menuRowId('isystem-role'),
        name: '系统管理',
        url: '/isystem',
      },
      { token: server.admin },
    );
    expect(cycle.body).toMatchObject({ success: false, message: '上级菜单不能是自身或其下级' });
  });

  it('answers 510 without the permission codes', async () => {
    const { token } = await userWith(server, [menuRowId('home')]);
    expect((await addMenu({ menuType: 0, name: 'x', url: '/x' }, token)).body.code).toBe(510);
    const edit = await server.api.put('/sys/permission/edit', { id: menuRowId('home') }, { token });
    expect(edit.body.code).toBe(510);
    expect((await del(server, '/sys/permission/delete', { id: menuRowId('home') }, token)).body.code).toBe(
      510,
    );
  });

  it('keeps enterprise permissions in their own tree', async () => {
    const entMenu = await server.api.post<{ id: string }>(
      '/ent/permission/add',
      { menuType: 0, name: '企业首页', url: `/${unique('ent')}` },
      { token: server.admin },
    );
    expect(entMenu.body.success).toBe(true);
    const ent = await server.api.get<Node[]>('/ent/permission/list', { token: server.admin });
    expect(flat(ent.body.result).map((n) => n.id)).toEqual([entMenu.body.result.id]);
    const sys = await server.api.get<Node[]>('/sys/permission/list', { token: server.admin });
    expect(flat(sys.body.result).map((n) => n.id)).not.toContain(entMenu.body.result.id);
    const role = await server.api.post<{ id: string }>(
      '/ent/role/add',
      { roleName: '企业管理员', roleCode: unique('entadm') },
      { token: server.admin },
    );
    const saved = await grant(server, role.body.result.id, [entMenu.body.result.id], server.admin, 'ent');
    expect(saved.body).toMatchObject({ success: true });
  });
});

import { describe, expect, it } from 'vitest';
import type { PermissionRow } from '../../src/server/db/tables';
import { buildAllAuth, buildAuth, buildMenuTree, routeNameOf } from '../../src/server/modules/sys/menu-tree';

const row = (fields: Partial<PermissionRow> & Pick<PermissionRow, 'id' | 'name'>): PermissionRow => ({
  parentId: null,
  url: null,
  component: null,
  componentName: null,
  redirect: null,
  menuType: 0,
  perms: null,
  permsType: '1',
  sortNo: 0,
  alwaysShow: 0,
  icon: null,
  isRoute: 1,
  isLeaf: 1,
  keepAlive: 0,
  hidden: 0,
  description: null,
  status: '1',
  delFlag: 0,
  internalOrExternal: 0,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  ...fields,
});

const home = row({
  id: 'home',
  name: '首页',
  url: '/dashboard/analysis',
  component: 'dashboard/Analysis',
  icon: 'home',
});

describe('routeNameOf', () => {
  it('derives route names as the contract does', () => {
    expect(routeNameOf('/isystem/user')).toBe('isystem-user');
    expect(routeNameOf('/online/:code')).toBe('online-@code');
    expect(routeNameOf('/nanlitask/list?type=a')).toBe('nanlitask-list-type-a');
  });
});

describe('buildMenuTree', () => {
  it('orders siblings by sort number, nests children and prepends the home page when missing', () => {
    const rows = [
      row({ id: 'b', name: 'B', url: '/b', sortNo: 2, component: 'layouts/RouteView' }),
      row({ id: 'a', name: 'A', url: '/a', sortNo: 1, component: 'a/A', perms: 'tag1' }),
      row({
        id: 'b2',
        name: 'B2',
        url: '/b/2',
        parentId: 'b',
        menuType: 1,
        sortNo: 2,
        component: 'b/Two',
        hidden: 1,
      }),
      row({
        id: 'b1',
        name: 'B1',
        url: '/b/1',
        parentId: 'b',
        menuType: 1,
        sortNo: 1,
        component: 'b/One',
        keepAlive: 1,
      }),
    ];
    const tree = buildMenuTree(rows, home);
    expect(tree.map((i) => i.meta.title)).toEqual(['首页', 'A', 'B']);
    expect(tree[1]).toMatchObject({
      path: '/a',
      name: 'a',
      redirect: null,
      route: '1',
      meta: { permission: ['tag1'], componentName: 'A' },
    });
    expect(tree[2]!.children!.map((c) => c.meta.title)).toEqual(['B1', 'B2']);
    expect(tree[2]!.children![0]).not.toHaveProperty('redirect');
    expect(tree[2]!.children![0]!.meta.keepAlive).toBe(true);
    expect(tree[2]!.children![1]!.hidden).toBe(true);
    expect(tree[2]!.children![0]).not.toHaveProperty('hidden');
  });

  it('leaves out buttons, deleted rows and children of parents the user lacks', () => {
    const rows = [
      row({ id: 'a', name: 'A', url: '/a', component: 'a/A' }),
      row({ id: 'btn', name: 'Add', parentId: 'a', menuType: 2, perms: 'a:add' }),
      row({ id: 'gone', name: 'Gone', url: '/gone', delFlag: 1 }),
      row({ id: 'orphan', name: 'Orphan', url: '/x/y', parentId: 'missing', menuType: 1 }),
    ];
    const tree = buildMenuTree(rows, undefined);
    expect(tree.map((i) => i.meta.title)).toEqual(['A']);
    expect(tree[0]).not.toHaveProperty('children');
  });

  it('does not prepend the home page twice', () => {
    expect(buildMenuTree([home], home).map((i) => i.meta.title)).toEqual(['首页']);
  });
});

describe('buildAuth and buildAllAuth', () => {
  const rows = [
    row({ id: 'm', name: '企业', url: '/m', perms: 'nanlicustom' }),
    row({ id: 'b1', name: '添加', menuType: 2, perms: 'ent:add', sortNo: 1 }),
    row({ id: 'b2', name: '编辑', menuType: 2, perms: 'ent:edit', permsType: '2', sortNo: 2 }),
    row({ id: 'b3', name: '删除', menuType: 2, perms: 'ent:delete', status: '0', sortNo: 3 }),
  ];

  it('holds enabled buttons and menu route tags', () => {
    expect(buildAuth(rows)).toEqual([
      { action: 'nanlicustom', type: '1', describe: '企业' },
      { action: 'ent:add', type: '1', describe: '添加' },
      { action: 'ent:edit', type: '2', describe: '编辑' },
    ]);
  });

  it('lists every button with its status', () => {
    expect(buildAllAuth(rows)).toEqual([
      { action: 'ent:add', type: '1', describe: '添加', status: '1' },
      { action: 'ent:edit', type: '2', describe: '编辑', status: '1' },
      { action: 'ent:delete', type: '1', describe: '删除', status: '0' },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { createDepart } from '../helpers/fixtures';
import { newId } from '../../../src/server/db/ids';
import { buttonRowId, del, flatten, menuOf, menuRowId, startRolesServer, userWith } from './support';
import type { RolesServer } from './support';

let server: RolesServer;
let departId: string;
beforeAll(async () => {
  server = await startRolesServer();
  departId = await createDepart(server.db, 'A01A77', '测试部');
});
afterAll(() => server.close());

const post = (path: string, body: unknown, token = server.admin) => server.api.post(path, body, { token });

describe('department permissions and department roles', () => {
  it('saves department permissions and lets a department role hold only those', async () => {
    const own = [menuRowId('isystem'), menuRowId('isystem-position')];
    const saved = await post('/sys/permission/saveDepartPermission', {
      departId,
      permissionIds: own.join(','),
      lastpermissionIds: '',
    });
    expect(saved.body).toMatchObject({ success: true, message: '保存成功！' });
    const ids = await server.api.get<string[]>('/sys/permission/queryDepartPermission', {
      token: server.admin,
      query: { departId },
    });
    expect(ids.body.result.sort()).toEqual([...own].sort());
    const tree = await server.api.get<{ ids: string[] }>(
      '/sys/sysDepartPermission/queryTreeListForDeptRole',
      {
        token: server.admin,
        query: { departId },
      },
    );
    expect(tree.body.result.ids.sort()).toEqual([...own].sort());

    const added = await post('/sys/sysDepartRole/add', {
      departId,
      roleName: '部门管理员',
      roleCode: 'dadmin',
    });
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const roleId = (added.body.result as { id: string }).id;
    const dup = await post('/sys/sysDepartRole/add', { departId, roleName: '重复', roleCode: 'dadmin' });
    expect(dup.body).toMatchObject({ success: false, message: '该部门已存在此角色编码' });
    const list = await server.api.get<PageResult<{ id: string }>>('/sys/sysDepartRole/list', {
      token: server.admin,
      query: { deptId: departId },
    });
    expect(list.body.result.records.map((r) => r.id)).toEqual([roleId]);

    const ok = await post('/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId,
      permissionIds: own[1],
      lastpermissionIds: '',
    });
    expect(ok.body.success).toBe(true);
    const held = await server.api.get<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', {
      token: server.admin,
      query: { roleId },
    });
    expect(held.body.result).toEqual([own[1]]);
    const outside = await post('/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId,
      permissionIds: menuRowId('isystem-user'),
    });
    expect(outside.body.code).toBe(510);

    const user = await userWith(server, [menuRowId('home')]);
    const assign = await post('/sys/sysDepartRole/deptRoleUserAdd', {
      userId: user.userId,
      newRoleId: roleId,
      oldRoleId: '',
    });
    expect(assign.body.success).toBe(true);
    const mine = await server.api.get<string[]>('/sys/sysDepartRole/getDeptRoleByUserId', {
      token: server.admin,
      query: { userId: user.userId, departId },
    });
    expect(mine.body.result).toEqual([roleId]);

    const removed = await del(server, '/sys/sysDepartRole/delete', { id: roleId });
    expect(removed.body.success).toBe(true);
  });

  it('gives a department role’s permissions to its users while they belong to the department', async () => {
    const granted = [
      menuRowId('isystem'),
      menuRowId('isystem-position'),
      buttonRowId('isystem-position', 'system:position:list'),
    ].join(',');
    await post('/sys/permission/saveDepartPermission', {
      departId,
      permissionIds: granted,
      lastpermissionIds: '',
    });
    const role = await post('/sys/sysDepartRole/add', { departId, roleName: '职务员', roleCode: 'dpos' });
    const roleId = (role.body.result as { id: string }).id;
    const saved = await post('/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId,
      permissionIds: granted,
      lastpermissionIds: '',
    });
    expect(saved.body.success).toBe(true);
    const user = await userWith(server, [menuRowId('home')]);
    await post('/sys/sysDepartRole/deptRoleUserAdd', {
      userId: user.userId,
      newRoleId: roleId,
      oldRoleId: '',
    });
    const paths = async () => flatten((await menuOf(server, user.token)).menu).map((item) => item.path);

    expect(await paths()).not.toContain('/isystem/position');
    const membership = newId();
    await server.db
      .insertInto('sysUserDepart')
      .values({ id: membership, userId: user.userId, depId: departId })
      .execute();
    expect(await paths()).toContain('/isystem/position');
    const list = await server.api.get('/sys/position/list', { token: user.token });
    expect(list.body.success).toBe(true);

    await server.db.deleteFrom('sysUserDepart').where('id', '=', membership).execute();
    expect(await paths()).not.toContain('/isystem/position');
    expect((await server.api.get('/sys/position/list', { token: user.token })).body.code).toBe(510);
  });

  it('refuses department writes without the codes and beyond the caller’s own permissions', async () => {
    const { token } = await userWith(server, [menuRowId('home')]);
    expect(
      (await post('/sys/permission/saveDepartPermission', { departId, permissionIds: '' }, token)).body.code,
    ).toBe(510);
    expect(
      (await post('/sys/sysDepartRole/add', { departId, roleName: 'x', roleCode: 'x' }, token)).body.code,
    ).toBe(510);
    const authorizer = await userWith(server, [
      menuRowId('isystem'),
      menuRowId('isystem-depart'),
      buttonRowId('isystem-depart', 'depart:authorize'),
    ]);
    const escalate = await post(
      '/sys/permission/saveDepartPermission',
      { departId, permissionIds: menuRowId('isystem-user') },
      authorizer.token,
    );
    expect(escalate.body).toMatchObject({
      code: 510,
      message: '不能授予或收回您自己未拥有的权限，请联系管理员',
    });
    const unknown = await post('/sys/permission/saveDepartPermission', {
      departId: 'nope',
      permissionIds: '',
    });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应部门' });
  });
});

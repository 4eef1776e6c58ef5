// GET /sys/sysDepartRole/getDeptRoleList?departId=: the unpaged roles of one department (the
// department-role picker of the user form), oldest first, to whoever manages department roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepart } from '../helpers/fixtures';
import { buttonRowId, menuRowId, startRolesServer, userWith } from './support';
import type { RolesServer } from './support';

let server: RolesServer;
let departId: string;
let otherDepartId: string;
beforeAll(async () => {
  server = await startRolesServer();
  departId = await createDepart(server.db, 'A01A81', '角色部门');
  otherDepartId = await createDepart(server.db, 'A01A82', '别的部门');
});
afterAll(() => server.close());

const PATH = '/sys/sysDepartRole/getDeptRoleList';
const ROLE_KEYS = [
  'id',
  'departId',
  'roleName',
  'roleCode',
  'description',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
].sort();

const addRole = async (depart: string, roleCode: string) => {
  const reply = await server.api.post<{ id: string }>(
    '/sys/sysDepartRole/add',
    { departId: depart, roleName: `部门角色${roleCode}`, roleCode, description: '说明' },
    { token: server.admin },
  );
  expect(reply.body.success).toBe(true);
  return reply.body.result.id;
};
const roles = (query: Record<string, string>, token = server.admin) =>
  server.api.get<Record<string, unknown>[]>(PATH, { token, query });

describe('GET /sys/sysDepartRole/getDeptRoleList', () => {
  it('answers the roles of that department only, oldest first, with the SysDepartRole fields', async () => {
    expect((await roles({ departId })).body).toMatchObject({ success: true, result: [] });
    const first = await addRole(departId, 'first');
    const second = await addRole(departId, 'second');
    await addRole(otherDepartId, 'elsewhere');
    const reply = await roles({ departId });
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    expect(reply.body.result.map((r) => r.id)).toEqual([first, second]);
    expect(Object.keys(reply.body.result[0]!).sort()).toEqual(ROLE_KEYS);
    expect(reply.body.result[0]).toMatchObject({
      departId,
      roleName: '部门角色first',
      roleCode: 'first',
      description: '说明',
      createBy: 'admin',
    });
  });

  it('refuses an unknown department and a user who manages no department roles', async () => {
    expect((await roles({ departId: 'nope' })).body).toMatchObject({
      success: false,
      message: '未找到对应部门',
    });
    expect((await roles({})).body).toMatchObject({ success: false, message: '未找到对应部门' });
    const outsider = await userWith(server, [menuRowId('home')]);
    expect((await roles({ departId }, outsider.token)).body).toMatchObject({ success: false, code: 510 });
    const assigner = await userWith(server, [
      menuRowId('isystem'),
      menuRowId('isystem-depart'),
      buttonRowId('isystem-depart', 'departRole:user'),
    ]);
    expect((await roles({ departId }, assigner.token)).body.success).toBe(true);
    expect((await server.api.get(PATH, { query: { departId } })).status).toBe(401);
  });
});

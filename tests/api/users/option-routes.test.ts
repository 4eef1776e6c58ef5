// The choices of the user form (/sys/user/roleOptions, tenantOptions, positionOptions): what the
// form's selects offer is what the tables hold, in a stable order, to users allowed to list users.
// None of the three is tenant-scoped: the form of a platform administrator assigns any tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CODES, USER_PATHS } from '../../../src/shared/users/texts';
import { createTenant } from '../helpers/fixtures';
import { startUsersServer } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const db = () => s.server.app.services.db;
const options = <T>(path: string, token = s.adminToken) => s.api.get<T[]>(path, { token });
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('user form options', () => {
  it('roleOptions answers every role as {id, roleName, roleCode}, by name, new roles included', async () => {
    const added = await s.api.post<{ id: string }>(
      '/sys/role/add',
      { roleName: '选项角色', roleCode: `opt${Date.now().toString(36)}` },
      { token: s.adminToken },
    );
    const reply = await options<{ id: string; roleName: string; roleCode: string }>(USER_PATHS.roleOptions);
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    const roles = reply.body.result;
    const stored = await db().selectFrom('sysRole').select(['id', 'roleName', 'roleCode']).execute();
    expect(roles).toHaveLength(stored.length);
    expect(roles.map((r) => r.roleName)).toEqual(roles.map((r) => r.roleName).sort(byText));
    for (const role of roles) expect(Object.keys(role).sort()).toEqual(['id', 'roleCode', 'roleName']);
    expect(roles).toContainEqual({
      id: added.body.result.id,
      roleName: '选项角色',
      roleCode: expect.any(String),
    });
    expect(roles.map((r) => r.roleCode)).toContain('admin');
  });

  it('tenantOptions answers every tenant, frozen ones too, as {id (a number), name, status}, by id', async () => {
    await createTenant(db(), 902, '选项租户乙');
    await createTenant(db(), 901, '选项租户甲', 0);
    const reply = await options<{ id: number; name: string; status: number }>(USER_PATHS.tenantOptions);
    expect(reply.body.success).toBe(true);
    const tenants = reply.body.result.filter((t) => t.id >= 900);
    expect(tenants).toEqual([
      { id: 901, name: '选项租户甲', status: 0 },
      { id: 902, name: '选项租户乙', status: 1 },
    ]);
    const ids = reply.body.result.map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('positionOptions answers every position as {code, name}, by code', async () => {
    const row = { sysOrgCode: null, createBy: null, createTime: null, updateBy: null, updateTime: null };
    await db()
      .insertInto('sysPosition')
      .values([
        { id: 'opt-p2', code: 'zz_leader', name: '组长', postRank: '2', ...row },
        { id: 'opt-p1', code: 'aa_clerk', name: '办事员', postRank: '1', ...row },
      ])
      .execute();
    const reply = await options<{ code: string; name: string }>(USER_PATHS.positionOptions);
    expect(reply.body.success).toBe(true);
    const positions = reply.body.result;
    expect(positions).toContainEqual({ code: 'aa_clerk', name: '办事员' });
    expect(positions).toContainEqual({ code: 'zz_leader', name: '组长' });
    const codes = positions.map((p) => p.code);
    expect(codes).toEqual([...codes].sort(byText));
  });

  it('answers 510 to a user without user:list, 401 without a session, and the options with it', async () => {
    const outsider = await s.userWith([]);
    const lister = await s.userWith([USER_CODES.list]);
    for (const path of [USER_PATHS.roleOptions, USER_PATHS.tenantOptions, USER_PATHS.positionOptions]) {
      expect((await options(path, outsider.token)).body).toMatchObject({ success: false, code: 510 });
      expect((await s.api.get(path)).status).toBe(401);
      expect((await options(path, lister.token)).body.success).toBe(true);
    }
  });
});

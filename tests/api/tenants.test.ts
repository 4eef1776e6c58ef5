// Tenants through real HTTP: the /sys/tenant endpoints (permissions, validation, freeze, delete),
// the tenant-id header (member, frozen, outside its dates) and the isolation of tenant-scoped
// entity rows between tenants, as the users of each tenant see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, Tenant } from '../../src/shared/api-types';
import { formatDateTime } from '../../src/shared/date-format';
import { TENANT_TEXTS } from '../../src/shared/tenants/tenant-texts';
import { addUserToTenant, createTenant, createUser } from './helpers/fixtures';
import { createRoleWithCodes, del, enterpriseBody, startEngineServer, userWith } from './engine/support';
import type { EngineServer } from './engine/support';

type Row = Record<string, unknown>;
let server: EngineServer;

beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

const admin = () => ({ token: server.admin });
const day = (offsetDays: number) => formatDateTime(Date.now() + offsetDays * 86_400_000);

describe('/sys/tenant endpoints', () => {
  it('adds, lists, queries, edits, freezes and deletes a tenant', async () => {
    const added = await server.api.post<Tenant>(
      '/sys/tenant/add',
      { id: 301, name: '南宁分公司', beginDate: '2024-01-01', endDate: '2099-12-31' },
      admin(),
    );
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    expect(added.body.result).toMatchObject({
      id: 301,
      status: 1,
      beginDate: '2024-01-01 00:00:00',
      endDate: '2099-12-31 23:59:59',
      createBy: 'admin',
    });
    const list = await server.api.get<PageResult<Tenant>>('/sys/tenant/list', {
      ...admin(),
      query: { name: '南宁', pageNo: '1', pageSize: '10' },
    });
    expect(list.body.result.records.map((t) => t.id)).toEqual([301]);
    expect(list.body.result.total).toBe(1);

    const edited = await server.api.put<Tenant>(
      '/sys/tenant/edit',
      { id: 301, name: '南宁分公司（新）', beginDate: '', endDate: '' },
      admin(),
    );
    expect(edited.body).toMatchObject({ success: true, message: '修改成功!' });
    const one = await server.api.get<Tenant>('/sys/tenant/queryById', { ...admin(), query: { id: '301' } });
    expect(one.body.result).toMatchObject({ name: '南宁分公司（新）', beginDate: null, endDate: null });

    const frozen = await server.api.put('/sys/tenant/frozenBatch', { ids: '301', status: 0 }, admin());
    expect(frozen.body).toMatchObject({ success: true, message: '冻结成功' });
    const usable = await server.api.get<Tenant[]>('/sys/tenant/queryList', admin());
    expect(usable.body.result.map((t) => t.id)).not.toContain(301);

    expect((await del(server.api, '/sys/tenant/delete', server.admin, { id: '301' })).body).toMatchObject({
      success: true,
      message: '删除成功!',
    });
    const gone = await server.api.get('/sys/tenant/queryById', { ...admin(), query: { id: '301' } });
    expect(gone.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('refuses bad input with the field message and changes nothing', async () => {
    const cases: [Row, string][] = [
      [{ name: '无编号' }, TENANT_TEXTS.idRequired],
      [{ id: 'abc', name: 'x' }, TENANT_TEXTS.idInvalid],
      [{ id: 0, name: 'x' }, TENANT_TEXTS.idInvalid],
      [{ id: 302 }, TENANT_TEXTS.nameRequired],
      [{ id: 302, name: 'x'.repeat(101) }, TENANT_TEXTS.nameTooLong],
      [{ id: 302, name: 'x', beginDate: '2024-02-30' }, TENANT_TEXTS.dateInvalid('开始时间')],
      [{ id: 302, name: 'x', beginDate: '2024-03-01', endDate: '2024-02-01' }, TENANT_TEXTS.dateOrder],
      [{ id: 302, name: 'x', status: 5 }, TENANT_TEXTS.statusInvalid],
    ];
    for (const [body, message] of cases) {
      const reply = await server.api.post('/sys/tenant/add', body, admin());
      expect(reply.body, JSON.stringify(body)).toMatchObject({ success: false, code: 500, message });
    }
    const list = await server.api.get<PageResult<Tenant>>('/sys/tenant/list', {
      ...admin(),
      query: { id: '302' },
    });
    expect(list.body.result.total).toBe(0);

    await createTenant(server.db, 303, '已存在');
    const taken = await server.api.post('/sys/tenant/add', { id: 303, name: '重复' }, admin());
    expect(taken.body).toMatchObject({ success: false, message: '该编号已存在!' });
    const missing = await server.api.put('/sys/tenant/edit', { id: 9999, name: '不存在' }, admin());
    expect(missing.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('refuses to delete a tenant users still belong to', async () => {
    await createTenant(server.db, 304, '有用户');
    const userId = await createUser(server.db, { username: 'member304', password: 'Passw0rd!' });
    await addUserToTenant(server.db, userId, 304);
    const reply = await del(server.api, '/sys/tenant/deleteBatch', server.admin, { ids: '304,' });
    expect(reply.body).toMatchObject({ success: false, message: TENANT_TEXTS.hasUsers(1) });
  });

  it('refuses to delete a tenant whose rows are still in a tenant-scoped entity', async () => {
    await createTenant(server.db, 307, '有数据');
    const userId = await createUser(server.db, {
      username: 'writer307',
      password: 'Passw0rd!',
      roleCodes: ['admin'],
    });
    await addUserToTenant(server.db, userId, 307);
    const token = await server.api.login('writer307', 'Passw0rd!');
    const created = await server.api.post<Row>('/nanli/enterprise/add', enterpriseBody(), {
      token,
      headers: { 'tenant-id': '307' },
    });
    expect(created.body.success, created.body.message).toBe(true);
    await server.db.deleteFrom('sysUserTenant').where('tenantId', '=', 307).execute();
    const reply = await del(server.api, '/sys/tenant/delete', server.admin, { id: '307' });
    expect(reply.body).toMatchObject({ success: false, message: TENANT_TEXTS.hasData('投保企业') });
  });

  it('answers 510 to a user without the button codes', async () => {
    const { token } = await userWith(server, []);
    const calls = [
      server.api.get('/sys/tenant/list', { token }),
      server.api.get('/sys/tenant/queryById', { token, query: { id: '303' } }),
      server.api.get('/sys/tenant/queryList', { token }),
      server.api.post('/sys/tenant/add', { id: 305, name: 'x' }, { token }),
      server.api.put('/sys/tenant/edit', { id: 303, name: 'x' }, { token }),
      server.api.put('/sys/tenant/frozenBatch', { ids: '303', status: 0 }, { token }),
      del(server.api, '/sys/tenant/delete', token, { id: '303' }),
      del(server.api, '/sys/tenant/deleteBatch', token, { ids: '303' }),
    ];
    for (const reply of await Promise.all(calls))
      expect(reply.body).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
    // A role with the list code only may read but not write.
    await createRoleWithCodes(server.db, 'tenantReader', ['tenant:list']);
    const reader = await userWith(server, ['tenantReader']);
    expect((await server.api.get('/sys/tenant/list', { token: reader.token })).body.success).toBe(true);
    const write = await server.api.post('/sys/tenant/add', { id: 306, name: 'x' }, { token: reader.token });
    expect(write.body.code).toBe(510);
  });
});

describe('the tenant-id header', () => {
  it('refuses a frozen, a not yet begun, an ended tenant and one the user is not in', async () => {
    await createTenant(server.db, 401, '正常');
    await createTenant(server.db, 402, '冻结', 0);
    await createTenant(server.db, 403, '未开始');
    await createTenant(server.db, 404, '已结束');
    await createTenant(server.db, 405, '别人的');
    await server.db
      .updateTable('sysTenant')
      .set({ beginDate: day(2) })
      .where('id', '=', 403)
      .execute();
    await server.db
      .updateTable('sysTenant')
      .set({ endDate: day(-2) })
      .where('id', '=', 404)
      .execute();
    const userId = await createUser(server.db, { username: 'tenant4xx', password: 'Passw0rd!' });
    for (const id of [401, 402, 403, 404]) await addUserToTenant(server.db, userId, id);

    const login = await server.api.loginReply<{ tenantList: Tenant[]; token: string }>(
      'tenant4xx',
      'Passw0rd!',
    );
    expect(login.body.result.tenantList.map((t) => t.id)).toEqual([401]);
    const token = login.body.result.token;
    const call = (tenant: string) =>
      server.api.get('/sys/permission/getUserPermissionByToken', { token, headers: { 'tenant-id': tenant } });
    expect((await call('401')).status).toBe(200);
    const refusals: [string, string][] = [
      ['402', TENANT_TEXTS.tenantFrozen],
      ['403', TENANT_TEXTS.tenantExpired],
      ['404', TENANT_TEXTS.tenantExpired],
      ['405', TENANT_TEXTS.notMember],
      ['999', TENANT_TEXTS.notMember],
    ];
    for (const [tenant, message] of refusals) {
      const reply = await call(tenant);
      expect(reply.status, tenant).toBe(401);
      expect(reply.body, tenant).toMatchObject({ success: false, code: 401, message });
    }
    // Freezing through the API takes effect on the next request.
    await server.api.put('/sys/tenant/frozenBatch', { ids: '401', status: 0 }, admin());
    expect((await call('401')).body.message).toBe(TENANT_TEXTS.tenantFrozen);
    const refused = await server.api.loginReply('tenant4xx', 'Passw0rd!');
    expect(refused.body).toMatchObject({
      success: false,
      message: '与该用户关联的租户均已被冻结，无法登录！',
    });
  });
});

describe('cross-tenant isolation of entity rows', () => {
  it("never shows, edits or deletes another tenant's row by its id", async () => {
    await createTenant(server.db, 501, '甲租户');
    await createTenant(server.db, 502, '乙租户');
    await createRoleWithCodes(server.db, 'entAll', [
      'nanli:enterprise:list',
      'nanli:enterprise:add',
      'nanli:enterprise:edit',
      'nanli:enterprise:delete',
      'nanli:enterprise:deleteBatch',
    ]);
    const alice = await userWith(server, ['entAll']);
    const bob = await userWith(server, ['entAll']);
    await addUserToTenant(server.db, alice.id, 501);
    await addUserToTenant(server.db, bob.id, 502);
    const asAlice = { token: alice.token, headers: { 'tenant-id': '501' } };
    const asBob = { token: bob.token, headers: { 'tenant-id': '502' } };

    const created = await server.api.post<Row>('/nanli/enterprise/add', enterpriseBody(), asAlice);
    expect(created.body.success, created.body.message).toBe(true);
    const id = String(created.body.result.id);

    const bobList = await server.api.get<PageResult<Row>>('/nanli/enterprise/list', {
      ...asBob,
      query: { pageSize: '100' },
    });
    expect(bobList.body.result.records.map((r) => r.id)).not.toContain(id);
    const read = await server.api.get('/nanli/enterprise/queryById', { ...asBob, query: { id } });
    expect(read.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const edit = await server.api.put('/nanli/enterprise/edit', { id, legalPerson: '乙方' }, asBob);
    expect(edit.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const remove = await server.api.request('DELETE', '/nanli/enterprise/delete', {
      ...asBob,
      query: { id },
    });
    expect(remove.body.success).toBe(false);
    const removeBatch = await server.api.request('DELETE', '/nanli/enterprise/deleteBatch', {
      ...asBob,
      query: { ids: id },
    });
    expect(removeBatch.body.success).toBe(false);
    // Bob cannot step into Alice's tenant by sending its id.
    const intrude = await server.api.get('/nanli/enterprise/queryById', {
      token: bob.token,
      headers: { 'tenant-id': '501' },
      query: { id },
    });
    expect(intrude.status).toBe(401);

    // A tenant id in a body is no way into another tenant: the header decides.
    const moved = await server.api.put(
      '/nanli/enterprise/edit',
      { id, tenantId: 502, legalPerson: '甲方' },
      asAlice,
    );
    expect(moved.body.success, moved.body.message).toBe(true);
    const planted = await server.api.post<Row>(
      '/nanli/enterprise/add',
      enterpriseBody({ tenantId: 501 }),
      asBob,
    );
    expect(planted.body.success, planted.body.message).toBe(true);
    const aliceList = await server.api.get<PageResult<Row>>('/nanli/enterprise/list', {
      ...asAlice,
      query: { pageSize: '100' },
    });
    expect(aliceList.body.result.records.map((r) => r.id)).toEqual([id]);
    const bobIds = await server.api.get<PageResult<Row>>('/nanli/enterprise/list', {
      ...asBob,
      query: { pageSize: '100' },
    });
    expect(bobIds.body.result.records.map((r) => r.id)).toEqual([planted.body.result.id]);

    const still = await server.api.get<Row>('/nanli/enterprise/queryById', { ...asAlice, query: { id } });
    expect(still.body.result).toMatchObject({ id, legalPerson: '甲方' });
  });
});

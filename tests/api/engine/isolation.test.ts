// Which rows a user reaches through the generic entity API: tenant isolation by the tenant-id header
// and the ownEnterprise data rule — as the affected users see it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { addUserToTenant, createTenant } from '../helpers/fixtures';
import {
  add,
  createRoleWithCodes,
  del,
  enterpriseBody,
  staffRow,
  startEngineServer,
  userWith,
} from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const ENTERPRISE = '/nanli/enterprise';

let server: EngineServer;

beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

const get = (
  path: string,
  token: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) => server.api.get<Row>(path, { token, query, headers });

describe('tenant isolation', () => {
  it('reads and writes only rows of the tenant in the tenant-id header', async () => {
    await createTenant(server.db, 7, '租户七');
    await createTenant(server.db, 8, '租户八');
    const adminId = (
      await server.db
        .selectFrom('sysUser')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    await addUserToTenant(server.db, adminId, 7);
    await addUserToTenant(server.db, adminId, 8);
    const in7 = { 'tenant-id': '7' };
    const in8 = { 'tenant-id': '8' };
    const body = enterpriseBody({ enterpriseName: '租户七的企业' });
    const created = await server.api.post<Row>(`${ENTERPRISE}/add`, body, {
      token: server.admin,
      headers: in7,
    });
    expect(created.body.success).toBe(true);
    const id = String(created.body.result.id);
    const stored = await sql<Row>`select tenant_id from nanli_enterprise where id = ${id}`.execute(
      server.raw,
    );
    expect(Number(stored.rows[0]!.tenant_id)).toBe(7);

    const names = async (headers: Record<string, string>) =>
      (
        await server.api.get<PageResult<Row>>(`${ENTERPRISE}/list`, {
          token: server.admin,
          headers,
          query: { pageSize: '100' },
        })
      ).body.result.records.map((r) => r.enterpriseName);
    expect(await names(in7)).toEqual(['租户七的企业']);
    expect(await names(in8)).toEqual([]);
    expect(await names({})).not.toContain('租户七的企业');

    expect((await get(`${ENTERPRISE}/queryById`, server.admin, { id }, in8)).body.message).toBe(
      '未找到对应实体',
    );
    expect(
      (await server.api.put(`${ENTERPRISE}/edit`, { id, remark: 'x' }, { token: server.admin, headers: in8 }))
        .body.message,
    ).toBe('未找到对应实体');
    expect(
      (
        await server.api.request('DELETE', `${ENTERPRISE}/delete`, {
          token: server.admin,
          headers: in8,
          query: { id },
        })
      ).body.message,
    ).toBe('未找到对应实体');
    // Unique within the tenant: the same name and code are free in another tenant.
    const twin = await server.api.post(
      `${ENTERPRISE}/add`,
      { ...body },
      { token: server.admin, headers: in8 },
    );
    expect(twin.body.success).toBe(true);
    const again = await server.api.post(
      `${ENTERPRISE}/add`,
      enterpriseBody({ enterpriseName: '租户七的企业' }),
      { token: server.admin, headers: in7 },
    );
    expect(again.body.message).toBe('企业名称：该企业名称已存在');
    // A reference to another tenant's row is no valid value.
    const service = await server.api.post(
      '/nanli/enterpriseService/add',
      { enterpriseId: id, policyYear: 2024, serviceItems: '01', plannedTimes: 1, status: '1' },
      { token: server.admin, headers: in8 },
    );
    expect(service.body.message).toBe(`企业：“${id}”不是可选的值`);
    // What choosing it fills (a policy's 被保险人 from the enterprise, defaultFrom) is answered in its
    // tenant only: another tenant learns nothing of the row.
    const fill = async (headers: Record<string, string>) =>
      (
        await get(
          '/sys/dict/fillValues/nanli_enterprise,enterprise_name,id',
          server.admin,
          { field: 'policy.enterpriseId', value: id },
          headers,
        )
      ).body.result;
    expect(await fill(in7)).toEqual({ values: { insuredName: '租户七的企业' }, forced: [] });
    expect(await fill(in8)).toBeNull();
  });
});

describe('the ownEnterprise data rule', () => {
  it('limits an enterprise user to the enterprises they are staff of', async () => {
    const mine = await add(server, ENTERPRISE, {
      ...enterpriseBody({ enterpriseName: '我的企业' }),
      enterpriseStaffList: [staffRow()],
    });
    const theirs = await add(server, ENTERPRISE, {
      ...enterpriseBody({ enterpriseName: '别人的企业' }),
      enterpriseStaffList: [staffRow()],
    });
    // The codes to try what the data rule must still refuse (the enterprise role holds none of them).
    await createRoleWithCodes(server.db, 'serviceUser', [
      ...['list', 'add', 'edit'].map((a) => `nanli:enterpriseService:${a}`),
      ...['add', 'delete', 'deleteBatch'].map((a) => `nanli:enterprise:${a}`),
    ]);
    const user = await userWith(server, ['enterprise', 'serviceUser']);
    await sql`update nanli_enterprise_staff set user_name = ${user.username} where enterprise_id = ${mine.id}`.execute(
      server.raw,
    );
    const token = user.token;
    const ids = async (path: string) =>
      (
        await server.api.get<PageResult<Row>>(path, { token, query: { pageSize: '100' } })
      ).body.result.records.map((r) => r.id);

    expect(await ids(`${ENTERPRISE}/list`)).toEqual([mine.id]);
    expect((await get(`${ENTERPRISE}/queryById`, token, { id: String(theirs.id) })).body.message).toBe(
      '未找到对应实体',
    );
    expect(
      (await get(`${ENTERPRISE}/queryEnterpriseStaffByMainId`, token, { id: String(theirs.id) })).body.result,
    ).toEqual([]);
    expect(
      (await server.api.put(`${ENTERPRISE}/edit`, { id: mine.id, remark: '自己改' }, { token })).body.success,
    ).toBe(true);

    const forbidden = { success: false, code: 510, message: '无权操作该数据' };
    expect(
      (await server.api.put(`${ENTERPRISE}/edit`, { id: theirs.id, remark: 'x' }, { token })).body,
    ).toMatchObject(forbidden);
    expect(
      (await del(server.api, `${ENTERPRISE}/delete`, token, { id: String(theirs.id) })).body,
    ).toMatchObject(forbidden);
    expect(
      (
        await del(server.api, `${ENTERPRISE}/deleteBatch`, token, {
          ids: `${String(mine.id)},${String(theirs.id)}`,
        })
      ).body,
    ).toMatchObject(forbidden);
    expect((await server.api.post(`${ENTERPRISE}/add`, enterpriseBody(), { token })).body).toMatchObject(
      forbidden,
    );
    expect(await ids(`${ENTERPRISE}/list`)).toEqual([mine.id]);
    expect(
      (await get(`${ENTERPRISE}/queryById`, server.admin, { id: String(theirs.id) })).body.result.remark,
    ).toBeNull();

    const service = (enterpriseId: unknown) => ({
      enterpriseId,
      policyYear: 2026,
      serviceItems: '02',
      plannedTimes: 1,
      status: '1',
    });
    expect(
      (await server.api.post('/nanli/enterpriseService/add', service(theirs.id), { token })).body,
    ).toMatchObject(forbidden);
    const own = await server.api.post<Row>('/nanli/enterpriseService/add', service(mine.id), { token });
    expect(own.body.success).toBe(true);
    await add(server, '/nanli/enterpriseService', service(theirs.id));
    expect(await ids('/nanli/enterpriseService/list')).toEqual([own.body.result.id]);
    // Moving an own row to another enterprise is refused too.
    const moved = await server.api.put(
      '/nanli/enterpriseService/edit',
      { id: own.body.result.id, enterpriseId: theirs.id },
      { token },
    );
    expect(moved.body).toMatchObject(forbidden);

    // Table dictionaries over the enterprises show only the user's own.
    const options = await server.api.get<{ value: string }[]>(
      `/sys/dict/getDictItems/${encodeURIComponent('nanli_enterprise,enterprise_name,id')}`,
      { token },
    );
    expect(options.body.result.map((o) => o.value)).toEqual([mine.id]);
    // Other users are not restricted.
    expect((await ids(`${ENTERPRISE}/list`)).length).toBe(1);
    expect(
      (
        await server.api.get<PageResult<Row>>(`${ENTERPRISE}/list`, {
          token: server.admin,
          query: { pageSize: '100' },
        })
      ).body.result.total,
    ).toBe(2);
  });
});

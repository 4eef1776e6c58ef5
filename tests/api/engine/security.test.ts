// Who may do what through the generic entity API: permission codes per action (510) and column
// permissions — as the affected users see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import type { EntitySchemaResult } from '../../../src/shared/engine-api';
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
const NO_PERMISSION = { success: false, code: 510, message: '没有权限，请联系管理员授权' };

let server: EngineServer;
let sample: Row;

beforeAll(async () => {
  server = await startEngineServer();
  sample = await add(server, ENTERPRISE, {
    ...enterpriseBody({ annualRevenue: 1234.5 }),
    enterpriseStaffList: [staffRow()],
  });
});
afterAll(() => server.close());

const get = (
  path: string,
  token: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) => server.api.get<Row>(path, { token, query, headers });

describe('permission codes per action', () => {
  it('answers 510 for every action the user lacks the code of', async () => {
    const nobody = await userWith(server, []);
    const id = String(sample.id);
    const calls = [
      get(`${ENTERPRISE}/list`, nobody.token),
      get(`${ENTERPRISE}/queryById`, nobody.token, { id }),
      get(`${ENTERPRISE}/queryEnterpriseStaffByMainId`, nobody.token, { id }),
      get('/nanli/riskType/childList', nobody.token, { pid: 'x' }),
      get('/engine/entities/enterprise', nobody.token),
      server.api.post(`${ENTERPRISE}/add`, enterpriseBody(), { token: nobody.token }),
      server.api.put(`${ENTERPRISE}/edit`, { id, remark: 'x' }, { token: nobody.token }),
      server.api.post(`${ENTERPRISE}/edit`, { id, remark: 'x' }, { token: nobody.token }),
      del(server.api, `${ENTERPRISE}/delete`, nobody.token, { id }),
      del(server.api, `${ENTERPRISE}/deleteBatch`, nobody.token, { ids: `${id},` }),
    ];
    for (const reply of await Promise.all(calls)) expect(reply.body).toMatchObject(NO_PERMISSION);
    expect((await get(`${ENTERPRISE}/queryById`, server.admin, { id })).body.result.remark).toBeNull();
  });

  it('allows exactly the codes held', async () => {
    await createRoleWithCodes(server.db, 'listOnly', ['nanli:enterprise:list']);
    const reader = await userWith(server, ['listOnly']);
    const id = String(sample.id);
    expect((await get(`${ENTERPRISE}/list`, reader.token)).body.success).toBe(true);
    expect((await get(`${ENTERPRISE}/queryById`, reader.token, { id })).body.success).toBe(true);
    expect((await get(`${ENTERPRISE}/queryEnterpriseStaffByMainId`, reader.token, { id })).body.success).toBe(
      true,
    );
    expect(
      (await server.api.post(`${ENTERPRISE}/add`, enterpriseBody(), { token: reader.token })).body,
    ).toMatchObject(NO_PERMISSION);
    expect((await del(server.api, `${ENTERPRISE}/delete`, reader.token, { id })).body).toMatchObject(
      NO_PERMISSION,
    );
    const schema = await server.api.get<EntitySchemaResult>('/engine/entities/enterprise', {
      token: reader.token,
    });
    expect(schema.body.result.allowed).toEqual(['list']);
  });

  it('lets everyone use a code whose rule is switched off globally', async () => {
    const nobody = await userWith(server, []);
    expect((await get('/nanli/serviceOrg/list', nobody.token)).body).toMatchObject(NO_PERMISSION);
    await server.db
      .updateTable('sysPermission')
      .set({ status: '0' })
      .where('perms', '=', 'nanli:serviceOrg:list')
      .execute();
    try {
      expect((await get('/nanli/serviceOrg/list', nobody.token)).body.success).toBe(true);
    } finally {
      await server.db
        .updateTable('sysPermission')
        .set({ status: '1' })
        .where('perms', '=', 'nanli:serviceOrg:list')
        .execute();
    }
  });
});

describe('column permissions', () => {
  const codes = ['list', 'add', 'edit'].map((a) => `nanli:enterprise:${a}`);

  it('strip the column from lists, records and the schema, and ignore it on writes', async () => {
    await createRoleWithCodes(server.db, 'noRevenue', codes);
    const user = await userWith(server, ['noRevenue']);
    const id = String(sample.id);
    const page = await server.api.get<PageResult<Row>>(`${ENTERPRISE}/list`, { token: user.token });
    expect(page.body.result.records[0]).not.toHaveProperty('annualRevenue');
    expect((await get(`${ENTERPRISE}/queryById`, user.token, { id })).body.result).not.toHaveProperty(
      'annualRevenue',
    );
    const schema = await server.api.get<EntitySchemaResult>('/engine/entities/enterprise', {
      token: user.token,
    });
    expect(schema.body.result.entity.fields.map((f) => f.key)).not.toContain('annualRevenue');
    expect(schema.body.result.allowed).toEqual(['list', 'add', 'edit']);

    await server.api.put(`${ENTERPRISE}/edit`, { id, annualRevenue: 1, remark: '改' }, { token: user.token });
    const added = await add(server, ENTERPRISE, enterpriseBody({ annualRevenue: 99 }), user.token);
    const admin = await get(`${ENTERPRISE}/queryById`, server.admin, { id });
    expect(admin.body.result).toMatchObject({ annualRevenue: 1234.5, remark: '改' });
    expect(
      (await get(`${ENTERPRISE}/queryById`, server.admin, { id: String(added.id) })).body.result
        .annualRevenue,
    ).toBeNull();
  });

  it('refuse to filter, sort or query by the stripped column', async () => {
    const user = await userWith(server, ['noRevenue']);
    const list = (query: Record<string, string>) =>
      server.api.get<PageResult<Row>>(`${ENTERPRISE}/list`, { token: user.token, query });
    const all = (await list({})).body.result.total;
    expect((await list({ annualRevenue: '-1' })).body.result.total).toBe(all);
    expect((await list({ column: 'annualRevenue', order: 'asc' })).body.message).toBe(
      '不支持按“annualRevenue”排序',
    );
    const advanced = await list({
      superQueryParams: JSON.stringify([{ field: 'annualRevenue', rule: 'gt', val: '0' }]),
    });
    expect(advanced.body.message).toBe('高级查询条件的字段“annualRevenue”不存在');
  });

  it('never show hidden fields, not even to the admin', async () => {
    const rows = await server.api.get<Row[]>(`${ENTERPRISE}/queryEnterpriseStaffByMainId`, {
      token: server.admin,
      query: { id: String(sample.id) },
    });
    expect(rows.body.result[0]).not.toHaveProperty('userId');
    const schema = await server.api.get<EntitySchemaResult>('/engine/entities/enterprise', {
      token: server.admin,
    });
    expect(schema.body.result.subEntities.enterpriseStaff!.fields.map((f) => f.key)).not.toContain('userId');
    expect(schema.body.result.entity.fields.map((f) => f.key)).toContain('annualRevenue');
  });
});

// The online report API behind the popup selector (contract §11.4): columns and dictionary options,
// the query form, and pages of rows filtered, sorted and bound to parameters — never to another
// tenant's rows, never with the request's text in the SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserToTenant, createTenant } from './helpers/fixtures';
import { enterpriseBody, startEngineServer } from './engine/support';
import type { EngineServer } from './engine/support';

type Row = Record<string, unknown>;
type Page = { total: number; records: Row[] };
const API = '/online/cgreport/api';

let server: EngineServer;
const in7 = { 'tenant-id': '7' };

beforeAll(async () => {
  server = await startEngineServer();
  await createTenant(server.db, 7, '租户七');
  await createTenant(server.db, 8, '租户八');
  const admin = await server.db
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  await addUserToTenant(server.db, admin.id, 7);
  await addUserToTenant(server.db, admin.id, 8);
  const rows: [string, string, number, Record<string, string>][] = [
    ['甲化工有限公司', '450102', 120, in7],
    ['乙机械有限公司', '450103', 30, in7],
    ['丙化工有限公司', '450103', 80, in7],
    ['丁租户八公司', '450102', 10, { 'tenant-id': '8' }],
  ];
  for (const [enterpriseName, districtCode, employeeCount, headers] of rows) {
    const reply = await server.api.post<Row>(
      '/nanli/enterprise/add',
      enterpriseBody({ enterpriseName, districtCode, employeeCount }),
      {
        token: server.admin,
        headers,
      },
    );
    if (!reply.body.success) throw new Error(reply.body.message);
  }
});
afterAll(() => server.close());

const get = <T>(path: string, query: Record<string, string> = {}) =>
  server.api.get<T>(`${API}${path}`, { token: server.admin, query, headers: in7 });
const names = (page: Page) => page.records.map((r) => r.enterprise_name);

describe('/online/cgreport/api', () => {
  it('getRpColumns answers columns with sorter "true", dictionary renderers and options', async () => {
    const reply = await get<Row>('/getRpColumns/report_enterprise');
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    const result = reply.body.result;
    expect(result).toMatchObject({ cgRpConfigId: 'report_enterprise', cgRpConfigName: '选择投保企业' });
    expect(result.columns).toContainEqual(
      expect.objectContaining({ title: '企业名称', dataIndex: 'enterprise_name', sorter: 'true' }),
    );
    expect(result.columns).toContainEqual(
      expect.objectContaining({ dataIndex: 'district_code', customRender: 'district_code' }),
    );
    const districts = (result.dictOptions as Record<string, Row[]>).district_code!;
    expect(districts.length).toBeGreaterThan(0);
    expect(districts[0]).toHaveProperty('text');
  });

  it('getQueryInfo lists the searchable columns, the third and later hidden', async () => {
    const info = (await get<Row[]>('/getQueryInfo/report_enterprise')).body.result;
    expect(info.map((q) => q.field)).toEqual([
      'enterprise_name',
      'credit_code',
      'district_code',
      'risk_level',
      'employee_count',
    ]);
    expect(info[0]).toEqual({ label: '企业名称', field: 'enterprise_name', view: 'string', mode: 'single' });
    expect(info[2]).toMatchObject({ view: 'list', hidden: '1' });
    expect(info[4]).toMatchObject({ mode: 'group', view: 'integer' });
  });

  it('getData pages the rows of the request tenant only, sorted by a declared column', async () => {
    const page = (await get<Page>('/getData/report_enterprise', { column: 'employee_count', order: 'desc' }))
      .body.result;
    expect(page.total).toBe(3);
    expect(names(page)).toEqual(['甲化工有限公司', '丙化工有限公司', '乙机械有限公司']);
    const second = (
      await get<Page>('/getData/report_enterprise', {
        pageNo: '2',
        pageSize: '2',
        column: 'employee_count',
        order: 'asc',
      })
    ).body.result;
    expect(second.total).toBe(3);
    expect(names(second)).toEqual(['甲化工有限公司']);
  });

  it('filters by text, dictionary value, range and the self_ parameter; a self_tenantId changes nothing', async () => {
    const data = async (query: Record<string, string>) =>
      names(
        (await get<Page>('/getData/report_enterprise', { column: 'employee_count', order: 'asc', ...query }))
          .body.result,
      );
    expect(await data({ enterprise_name: '化工' })).toEqual(['丙化工有限公司', '甲化工有限公司']);
    expect(await data({ district_code: '450103' })).toEqual(['乙机械有限公司', '丙化工有限公司']);
    expect(await data({ employee_count_begin: '50', employee_count_end: '100' })).toEqual(['丙化工有限公司']);
    expect(await data({ self_district: '450102' })).toEqual(['甲化工有限公司']);
    expect(await data({ self_tenantId: '8' })).toHaveLength(3);
  });

  it('treats hostile text as a value and ignores undeclared sort columns', async () => {
    const hostile = await get<Page>('/getData/report_enterprise', {
      enterprise_name: "%' or 1=1 --",
      self_district: "' or '1'='1",
    });
    expect(hostile.body).toMatchObject({ success: true, result: { total: 0, records: [] } });
    const unsorted = await get<Page>('/getData/report_enterprise', {
      column: 'tenant_id; drop table sys_user',
      order: 'desc',
    });
    expect(unsorted.body.result.total).toBe(3);
  });

  it('answers 实体不存在 for an unknown report', async () => {
    for (const path of ['/getRpColumns/nope', '/getQueryInfo/nope', '/getData/nope']) {
      expect((await get(path)).body).toMatchObject({ success: false, message: '实体不存在' });
    }
  });

  it('needs a signed-in user', async () => {
    const reply = await server.api.get(`${API}/getData/report_user`);
    expect(reply.status).toBe(401);
  });
});

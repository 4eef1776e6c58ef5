// The rows the list tests read: four service organisations and five enterprises with distinct
// districts, head counts, risk levels and dates (two with creation times in March 2024).
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import type { Reply } from '../helpers/client';
import { add, enterpriseBody, serviceOrgBody, startEngineServer } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;

export interface ListData {
  /** Enterprises E1..E5. */
  e: Record<string, Row>;
  /** Service organisations O1..O4. */
  o: Record<string, Row>;
}

export async function seedListData(server: EngineServer): Promise<ListData> {
  const e: Record<string, Row> = {};
  const o: Record<string, Row> = {};
  const ENTERPRISE = '/nanli/enterprise';
  o.O1 = await add(
    server,
    '/nanli/serviceOrg',
    serviceOrgBody({ orgName: '安康安全服务中心', qualificationScope: '01,03' }),
  );
  o.O2 = await add(
    server,
    '/nanli/serviceOrg',
    serviceOrgBody({ orgName: '平安技术咨询公司', qualificationScope: '03' }),
  );
  o.O3 = await add(
    server,
    '/nanli/serviceOrg',
    serviceOrgBody({ orgName: '泰山评价所', qualificationScope: '05,06' }),
  );
  o.O4 = await add(
    server,
    '/nanli/serviceOrg',
    serviceOrgBody({ orgName: '十全服务部', qualificationScope: '10,11' }),
  );
  const specs: [string, Row][] = [
    [
      'E1',
      {
        enterpriseName: '南宁红星化工有限公司',
        districtCode: '450102',
        employeeCount: 10,
        riskLevel: '1',
        establishDate: '2010-05-01',
        serviceOrgId: o.O1.id,
      },
    ],
    [
      'E2',
      {
        enterpriseName: '南宁蓝天科技有限公司',
        districtCode: '450103',
        employeeCount: 50,
        riskLevel: '2',
        establishDate: '2015-01-01',
        serviceOrgId: o.O2.id,
      },
    ],
    [
      'E3',
      {
        enterpriseName: '青山科技股份公司',
        districtCode: '450105',
        employeeCount: 100,
        riskLevel: '3',
        establishDate: '2020-12-31',
      },
    ],
    ['E4', { enterpriseName: '百分%之百企业', districtCode: '450102', employeeCount: 200, riskLevel: '4' }],
    ['E5', { enterpriseName: '下划_线企业', districtCode: '450107', employeeCount: 50 }],
  ];
  for (const [key, overrides] of specs) e[key] = await add(server, ENTERPRISE, enterpriseBody(overrides));
  await sql`update nanli_enterprise set create_time = '2024-03-01 23:30:00' where id = ${e.E1!.id}`.execute(
    server.raw,
  );
  await sql`update nanli_enterprise set create_time = '2024-03-02 00:00:00' where id = ${e.E2!.id}`.execute(
    server.raw,
  );
  return { e, o };
}

/** A server with the list rows, started before the file's tests and closed after them. */
export interface ListFixture extends ListData {
  server: EngineServer;
  /** GET <base>/list as the admin, 100 rows per page unless the query says otherwise. */
  list(query: Record<string, string>, base?: string): Promise<Reply<PageResult<Row>>>;
  /** Names of the enterprises a query answers, in answer order. */
  names(query: Record<string, string>): Promise<string[]>;
  /** The names of the enterprises E<n> given, sorted. */
  nameOf(...keys: string[]): string[];
}

export const sorted = (values: string[]) => [...values].sort();

export function listFixture(): ListFixture {
  const fixture: ListFixture = {
    server: undefined as unknown as EngineServer,
    e: {},
    o: {},
    list: (query, base = '/nanli/enterprise') =>
      fixture.server.api.get<PageResult<Row>>(`${base}/list`, {
        token: fixture.server.admin,
        query: { pageSize: '100', ...query },
      }),
    async names(query) {
      const reply = await fixture.list(query);
      if (!reply.body.success) throw new Error(reply.body.message);
      return reply.body.result.records.map((r) => String(r.enterpriseName));
    },
    nameOf: (...keys) => sorted(keys.map((k) => String(fixture.e[k]!.enterpriseName))),
  };
  beforeAll(async () => {
    fixture.server = await startEngineServer();
    Object.assign(fixture, await seedListData(fixture.server));
  });
  afterAll(() => fixture.server.close());
  return fixture;
}

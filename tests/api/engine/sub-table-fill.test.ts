// `fillFrom` on a sub-table with the real schemas: an investigation added without check items gets the
// enabled check templates of its enterprise's high-risk sector (investigation.json → checkTemplate),
// in the template order, within the tenant; rows given in the body are kept as they are; an import
// fills every record with one template query per batch.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPrincipal } from '../helpers/principals';
import { ApiClient } from '../helpers/client';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';
import { checkTemplateBody, enterpriseBody, expertRow, serviceOrgBody } from './support';

type Row = Record<string, unknown>;

const TEMPLATE_TABLE = 'nanli_check_template';
const ITEM_TABLE = 'nanli_investigation_item';
const CHEMICALS = '03';
const CONSTRUCTION = '06';
const FIREWORKS = '04';

let app: TestApp;
let api: ApiClient;
let admin: string;
let expertId: string;
const executed: string[] = [];

async function post(path: string, body: Row): Promise<Row> {
  const reply = await api.post<Row>(path, body, { token: admin });
  if (!reply.body.success) throw new Error(`${path}: ${reply.body.message}`);
  return reply.body.result;
}

const enterprise = async (sector: string) =>
  String((await post('/nanli/enterprise/add', enterpriseBody({ highRiskSector: sector }))).id);

const investigationBody = (enterpriseId: string, more: Row = {}): Row => ({
  enterpriseId,
  leaderExpertId: expertId,
  serviceItem: '04',
  serviceMode: '1',
  checkType: '1',
  ...more,
});

async function items(investigationId: unknown): Promise<Row[]> {
  const reply = await api.get<Row[]>('/nanli/investigation/queryInvestigationItemByMainId', {
    token: admin,
    query: { id: String(investigationId) },
  });
  return reply.body.result;
}

const contents = (rows: Row[]) => rows.map((r) => r.checkContent);

beforeAll(async () => {
  app = await startTestApp({}, { onQuery: (query) => executed.push(query.sql) });
  api = new ApiClient(app);
  admin = await api.login();
  const org = await post('/nanli/serviceOrg/add', {
    ...serviceOrgBody(),
    expertList: [expertRow({ name: '赵工', sex: '1', mobile: '13900000001' })],
  });
  const experts = await api.get<Row[]>('/nanli/serviceOrg/queryExpertByMainId', {
    token: admin,
    query: { id: String(org.id) },
  });
  expertId = String(experts.body.result[0]!.id);
  const riskType = await post('/nanli/riskType/add', { code: '0901', name: '危化品储存', status: '1' });
  const template = (sector: string, checkContent: string, sortNo: number, status = '1') =>
    post('/nanli/checkTemplate/add', checkTemplateBody(riskType.id, sector, checkContent, sortNo, status));
  // Added out of order: the rows follow sortNo.
  await template(CHEMICALS, '储罐区防火堤是否完好', 2);
  await template(CHEMICALS, '危险化学品是否分类分库储存', 1);
  await template(CHEMICALS, '已停用的检查项', 3, '0');
  await template(CONSTRUCTION, '脚手架搭设是否经验收', 1);
  // Another tenant's checklist for the same sector is not this tenant's.
  await sql`insert into ${sql.table(TEMPLATE_TABLE)} (id, tenant_id, high_risk_sector, check_content, sort_no, status)
    values ('other-tenant-template', 7, ${CHEMICALS}, '其他租户的检查项', 0, '1')`.execute(
    app.app.services.db.withoutPlugins(),
  );
});
afterAll(() => app.close());

describe('fillFrom on the check items of an investigation', () => {
  it("fills an investigation added without items with its enterprise sector's enabled templates", async () => {
    const added = await post('/nanli/investigation/add', investigationBody(await enterprise(CHEMICALS)));
    const rows = await items(added.id);
    expect(contents(rows)).toEqual(['危险化学品是否分类分库储存', '储罐区防火堤是否完好']);
    expect(rows[0]).toMatchObject({
      investigationId: added.id,
      checkBasis: '依据：危险化学品是否分类分库储存',
      checkResult: '1',
      orderNum: 1,
      riskTypeId_dictText: '危化品储存',
    });
    // An empty list is no rows given: the checklist still comes.
    const empty = await post(
      '/nanli/investigation/add',
      investigationBody(await enterprise(CONSTRUCTION), { investigationItemList: [] }),
    );
    expect(contents(await items(empty.id))).toEqual(['脚手架搭设是否经验收']);
  });

  it('keeps the items given in the body and adds none', async () => {
    const added = await post(
      '/nanli/investigation/add',
      investigationBody(await enterprise(CHEMICALS), {
        investigationItemList: [{ checkContent: '自定检查项', checkResult: '0' }],
      }),
    );
    expect(contents(await items(added.id))).toEqual(['自定检查项']);
  });

  it('adds none for an enterprise of a sector without templates or without a sector', async () => {
    const fireworks = await post('/nanli/investigation/add', investigationBody(await enterprise(FIREWORKS)));
    expect(await items(fireworks.id)).toEqual([]);
    const unknown = await enterprise(CHEMICALS);
    await sql`update nanli_enterprise set high_risk_sector = null where id = ${unknown}`.execute(
      app.app.services.db.withoutPlugins(),
    );
    const none = await post('/nanli/investigation/add', investigationBody(unknown));
    expect(await items(none.id)).toEqual([]);
  });

  it('fills every record of an import with one template query for the batch', async () => {
    const enterprises = [
      await enterprise(CHEMICALS),
      await enterprise(CONSTRUCTION),
      await enterprise(CHEMICALS),
      await enterprise(FIREWORKS),
    ];
    const { engine } = app.app.services;
    const access = await engine.access(
      await accountPrincipal(app.app.services.db),
      'investigation',
      'importExcel',
    );
    executed.length = 0;
    const outcome = await engine.importRows(
      access,
      enterprises.map((id) => investigationBody(id)),
    );
    expect(outcome).toEqual({ inserted: 4, failures: [] });
    const statements = (pattern: RegExp) => executed.filter((text) => pattern.test(text)).length;
    expect(statements(new RegExp(`^select .* from "${TEMPLATE_TABLE}"`))).toBe(1);
    // The five items: one statement on PostgreSQL; SQLite runs one-row INSERTs, its cheapest.
    const itemInserts = app.app.services.dialect === 'sqlite' ? 5 : 1;
    expect(statements(new RegExp(`^insert into "${ITEM_TABLE}"`))).toBe(itemInserts);

    const imported = await app.app.services.db
      .withoutPlugins()
      .selectFrom('nanli_investigation' as never)
      .select(['id', 'enterprise_id'] as never[])
      .where(sql.ref('enterprise_id'), 'in', enterprises)
      .execute();
    const byEnterprise = new Map(imported.map((r) => [String((r as Row).enterprise_id), (r as Row).id]));
    const filled = await Promise.all(
      enterprises.map(async (id) => contents(await items(byEnterprise.get(id)))),
    );
    expect(filled).toEqual([
      ['危险化学品是否分类分库储存', '储罐区防火堤是否完好'],
      ['脚手架搭设是否经验收'],
      ['危险化学品是否分类分库储存', '储罐区防火堤是否完好'],
      [],
    ]);
  });
});

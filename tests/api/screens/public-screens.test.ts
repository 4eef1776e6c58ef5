// The public big screens against the dashboards' hand-computed business (kpi-fixture.ts) plus a few
// rows of their own: closed until an administrator names the tenant in the dictionary, then every
// figure of the whole tenant (no user scope), nothing of another tenant, no name, phone or id
// anywhere in the answer, one computation per cache period and a per-IP limit answering 429.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/db/ids';
import { screenCacheKey, screenRateKey } from '../../../src/server/modules/screens/screen-routes';
import { TREND_MONTHS } from '../../../src/shared/dashboard/kpi-api';
import { SCREEN_PATHS, SCREEN_RATE_LIMIT, SCREEN_TEXTS } from '../../../src/shared/screens';
import type {
  DangerScreenData,
  InsuredScreenData,
  ScreenKind,
  ScreenTile,
} from '../../../src/shared/screens';
import { buildBusiness, DATES, OTHER_TENANT } from '../dashboards/kpi-fixture';
import { openScreens, setScreenTenant } from './screen-tenant';
import { daysFromToday, startCast, today } from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';

let cast: Cast;
const THIRD = { name: '第三方安全公示企业', credit: '91450100MA5KTEST01' };
const FOREIGN = { name: '外租户保密企业', credit: '91450100MA5KTEST99' };

const exec = <T>(query: RawBuilder<T>) => query.execute(cast.db.withoutPlugins());
const enterprise = (tenant: number, name: string, credit: string, extra: Row) =>
  exec(sql`insert into nanli_enterprise (id, tenant_id, enterprise_name, credit_code, district_code,
    high_risk_sector, insure_status, risk_level, contact_phone)
    values (${newId()}, ${tenant}, ${name}, ${credit}, ${extra.district}, ${extra.sector}, ${extra.insure},
    ${extra.risk ?? null}, '13700000077')`);

beforeAll(async () => {
  cast = await startCast();
  await buildBusiness(cast);
  const mine = String(cast.mine.id);
  const theirs = String(cast.theirs.id);
  // Districts, sectors and risk colours the figures group by; a lapsed third enterprise.
  await exec(sql`update nanli_enterprise set district_code = '450102', high_risk_sector = '03',
    risk_level = '1' where id = ${mine}`);
  await exec(sql`update nanli_enterprise set district_code = '450103', high_risk_sector = '06',
    risk_level = '3' where id = ${theirs}`);
  await enterprise(0, THIRD.name, THIRD.credit, { district: '450102', sector: '03', insure: '3' });
  await enterprise(OTHER_TENANT, FOREIGN.name, FOREIGN.credit, {
    district: '450105',
    sector: '01',
    insure: '1',
  });
  await exec(sql`update nanli_hidden_danger set district_code = (select e.district_code from nanli_enterprise e
    where e.id = nanli_hidden_danger.enterprise_id)`);
  // Insured persons and limits (0.2亿 per accident, 0.6亿 a year), and a policy starting today (this
  // month's new policy) without an annual limit: its per-accident limit counts.
  await exec(sql`update nanli_policy set insured_person_count = 10, limit_per_accident = 20000000,
    limit_annual = 60000000`);
  await exec(sql`insert into nanli_policy (id, enterprise_id, start_date, end_date, premium,
    prevention_fee_ratio, policy_status, insured_person_count, limit_per_accident)
    values (${newId()}, ${mine}, ${today()}, ${daysFromToday(365)}, 5000, 10, '1', 5, 50000000)`);
}, 90_000);
afterAll(() => cast.close());

const call = <T>(kind: ScreenKind) => cast.api.get<T>(SCREEN_PATHS[kind]);
async function screen<T>(kind: ScreenKind): Promise<T> {
  const reply = await call<T>(kind);
  expect(reply.body).toMatchObject({ success: true });
  return reply.body.result;
}
const tiles = (list: ScreenTile[]) => Object.fromEntries(list.map((t) => [t.key, t.value]));
const perMonth = (months: string[], dates: string[]) =>
  months.map((m) => dates.filter((d) => d.startsWith(m)).length);
const thisMonth = (dates: string[]) => dates.filter((d) => d.startsWith(today().slice(0, 7))).length;

const setTenant = (value: string) => setScreenTenant(cast, value);

it('answers 大屏未开放 while no tenant is configured', async () => {
  for (const kind of ['insured', 'danger'] as const) {
    const reply = await call(kind);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: false, message: SCREEN_TEXTS.notOpen });
  }
});

describe('configured for the tenant', () => {
  beforeAll(() => openScreens(cast));

  it('counts the insured-enterprise figures of the whole tenant', async () => {
    const data = await screen<InsuredScreenData>('insured');
    expect(tiles(data.tiles)).toEqual({
      insuredEnterprises: 2,
      validPolicies: 3,
      premiumTotal: 3.5, // (10000 + 20000 + 5000) 元
      insuredPersons: 25,
      coverTotal: 1.7, // 0.6 + 0.6 + 0.5 亿元: not the expired, cancelled or other tenant's
      highRiskCoverage: 66.7, // 2 insured of 3 high-risk enterprises
      newPoliciesThisMonth: 1,
      expiringPolicies: 1,
      lapsedEnterprises: 1,
      preventionFeeUsage: 24, // (300 + 200 + 100 investigation) ÷ (1000 + 1000 + 500)
      serviceCoverage: 50,
    });
    expect(data.months).toHaveLength(TREND_MONTHS);
    const starts = [daysFromToday(-100), daysFromToday(-300), daysFromToday(-700), today()];
    const premiums = [1, 2, 5, 0.5];
    expect(data.newPolicies).toEqual(perMonth(data.months, starts));
    expect(data.newPremium).toEqual(
      data.months.map((m) => starts.reduce((sum, d, i) => sum + (d.startsWith(m) ? premiums[i]! : 0), 0)),
    );
    expect(data.districts).toEqual([
      { code: '450102', label: '兴宁区', value: 1 },
      { code: '450103', label: '青秀区', value: 1 },
    ]);
    expect(data.sectors).toEqual([
      { code: '03', label: '危险化学品', value: 1 },
      { code: '06', label: '建筑施工', value: 1 },
    ]);
    expect(data.riskLevels).toEqual([
      { code: '1', label: '重大风险', value: 1 },
      { code: '3', label: '一般风险', value: 1 },
      { code: '', label: SCREEN_TEXTS.unknown, value: 1 },
    ]);
  });

  it('counts the hazard figures of the whole tenant', async () => {
    const data = await screen<DangerScreenData>('danger');
    const found = [...DATES.found.mine, ...DATES.found.theirs];
    expect(tiles(data.tiles)).toEqual({
      hazardTotal: 6,
      hazardMajor: 2,
      hazardGeneral: 4,
      hazardClosed: 3,
      rectifyRate: 60,
      onTimeRate: 66.7,
      hazardOverdue: 1,
      newThisMonth: thisMonth(found),
      investigatedEnterprises: 2,
      investigationCount: 4,
      avgRectifyDays: 8.8,
    });
    expect(data.found).toEqual(perMonth(data.months, found));
    expect(data.closed).toEqual(perMonth(data.months, [...DATES.closed.mine, ...DATES.closed.theirs]));
    expect(data.districts).toEqual([
      { code: '450102', label: '兴宁区', open: 2, closed: 2 },
      { code: '450103', label: '青秀区', open: 0, closed: 1 },
    ]);
    expect(data.topDistricts).toEqual([{ code: '450102', label: '兴宁区', value: 2 }]);
    expect(data.sectors).toEqual([
      { code: '03', label: '危险化学品', value: 4 },
      { code: '06', label: '建筑施工', value: 1 },
    ]);
    expect(data.funnel).toEqual([
      { code: '10', label: '待下发', value: 1 },
      { code: '20', label: '待整改', value: 1 },
      { code: '60', label: '已销号', value: 3 },
    ]);
  });

  it('carries no name, phone, credit code or id of the business', async () => {
    const text = JSON.stringify([await screen('insured'), await screen('danger')]);
    const people = ['张三', '李四', '王五', '赵六', '赵工', '钱工'];
    const phones = ['13800000001', '13800000002', '13900000001', '13900000002', '13700000077'];
    const staffIds = [cast.engineer.expertId, cast.admin.id, cast.owner.id];
    const ids = async (table: string) =>
      (await exec(sql<Row>`select id from ${sql.table(table)}`)).rows.map((r) => String(r.id));
    const records = [...(await ids('nanli_hidden_danger')), ...(await ids('nanli_enterprise'))];
    const secrets = [
      String(cast.mine.enterpriseName),
      String(cast.theirs.enterpriseName),
      String(cast.mine.creditCode),
      THIRD.name,
      THIRD.credit,
      FOREIGN.name,
      ...people,
      ...phones,
      ...staffIds,
      ...records,
      cast.engineer.username,
    ];
    expect(records.length).toBeGreaterThan(7);
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
  });

  it('shows only the configured tenant, never another', async () => {
    await setTenant(String(OTHER_TENANT));
    try {
      const danger = await screen<DangerScreenData>('danger');
      expect(tiles(danger.tiles)).toMatchObject({ hazardTotal: 1, hazardMajor: 1, hazardClosed: 1 });
      expect(tiles(danger.tiles)).toMatchObject({ investigationCount: 1 });
      const insured = await screen<InsuredScreenData>('insured');
      expect(tiles(insured.tiles)).toMatchObject({ insuredEnterprises: 1, lapsedEnterprises: 0 });
      expect(insured.districts).toEqual([{ code: '450105', label: '江南区', value: 1 }]);
    } finally {
      await setTenant('0');
    }
    // Back on tenant 0, the other tenant's enterprise is not counted.
    expect(tiles((await screen<InsuredScreenData>('insured')).tiles).insuredEnterprises).toBe(2);
  });

  it('serves one computation for the cache period', async () => {
    const total = async () => tiles((await screen<DangerScreenData>('danger')).tiles).hazardTotal;
    const before = await total();
    await exec(sql`insert into nanli_hidden_danger (id, tenant_id, enterprise_id, status, hazard_level)
      values (${newId()}, 0, ${String(cast.mine.id)}, '20', '1')`);
    expect(await total()).toBe(before);
    // Once the period is over (the entry gone), the new hazard counts.
    await cast.app.app.services.store.delete(screenCacheKey('danger', 0));
    expect(await total()).toBe(Number(before) + 1);
  });

  it('answers 429 to the call over the per-IP limit', async () => {
    const { store } = cast.app.app.services;
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) await store.delete(screenRateKey(ip));
    for (let i = 0; i < SCREEN_RATE_LIMIT.perWindow; i += 1)
      expect((await call(i % 2 ? 'insured' : 'danger')).status).toBe(200);
    const refused = await call('danger');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, message: SCREEN_TEXTS.rateLimited });
  });
});

// The dashboards' figures against a hand-computed business (kpi-fixture.ts): every KPI of domain
// §5.3 that has data, each within the user's list scope — the administrator counts the tenant, the
// engineer their assigned enterprise and tasks, the enterprise user their enterprise, nobody another
// tenant — carrying the list and filter that show the records counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, TREND_MONTHS } from '../../../src/shared/dashboard/kpi-api';
import type { Kpi, KpiOverview, LiveCounters } from '../../../src/shared/dashboard/kpi-api';
import { createRoleWithCodes, userWith } from '../engine/support';
import { startCast } from '../service-cycle/support';
import type { Cast } from '../service-cycle/support';
import { buildBusiness, DATES, year } from './kpi-fixture';

let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
  await buildBusiness(cast);
}, 60_000);
afterAll(() => cast.close());

async function overviewOf(token: string): Promise<KpiOverview> {
  const reply = await cast.api.get<KpiOverview>(DASHBOARD_PATHS.kpis, { token });
  expect(reply.body.success).toBe(true);
  return reply.body.result;
}
async function liveOf(token: string): Promise<LiveCounters> {
  const reply = await cast.api.get<LiveCounters>(DASHBOARD_PATHS.live, { token });
  expect(reply.body.success).toBe(true);
  return reply.body.result;
}
const values = (kpis: Kpi[]) => Object.fromEntries(kpis.map((k) => [k.key, k.value]));

/** Counts per month of the trend, from the fixture's dates. */
function perMonth(months: string[], dates: string[]): number[] {
  return months.map((m) => dates.filter((d) => d.startsWith(m)).length);
}

describe('the administrator', () => {
  it('counts every KPI over the tenant, none of another tenant', async () => {
    const { kpis } = await overviewOf(cast.admin.token);
    expect(values(kpis)).toEqual({
      hazardTotal: 6,
      hazardMajor: 2,
      hazardClosed: 3,
      rectifyRate: 60, // 3 closed ÷ (6 − 1 voided)
      onTimeRate: 66.7, // 2 of 3 closed by the deadline
      hazardOverdue: 1,
      avgRectifyDays: 8.8, // (5 + 18.5 + 3) ÷ 3
      investigationCount: 4,
      investigatedEnterprises: 2,
      insuredEnterprises: 2,
      serviceCoverage: 50, // mine served this year, theirs only last year
      validPolicies: 2,
      expiringPolicies: 1,
      preventionFeeUsage: 25, // (300 + 200) ÷ (10000 × 10 % + 20000 × 5 %)
      planCompletion: 33.3, // 1 done ÷ 3 this year not cancelled
    });
  });

  it('names the list and filter each figure counts', async () => {
    const { kpis } = await overviewOf(cast.admin.token);
    const link = (key: string) => {
      const kpi = kpis.find((k) => k.key === key)!;
      return { entity: kpi.entity, filter: kpi.filter };
    };
    expect(link('hazardClosed')).toEqual({ entity: 'hiddenDanger', filter: { status: '60' } });
    expect(link('hazardOverdue')).toEqual({ entity: 'hiddenDanger', filter: { isOverdue: '1' } });
    expect(link('validPolicies')).toEqual({
      entity: 'enterprise',
      filter: { insureStatus_MultiString: '1,2' },
    });
    expect(link('planCompletion')).toEqual({
      entity: 'task',
      filter: { serviceYear: String(year()), status: '6' },
    });
    // The list under that filter holds as many records as the figure counts.
    for (const key of ['hazardTotal', 'hazardMajor', 'hazardClosed', 'hazardOverdue', 'investigationCount']) {
      const kpi = kpis.find((k) => k.key === key)!;
      const base = kpi.entity === 'hiddenDanger' ? '/nanli/hiddenDanger' : '/nanli/investigation';
      const list = await cast.api.get<{ total: number }>(`${base}/list`, {
        token: cast.admin.token,
        query: kpi.filter,
      });
      expect([key, list.body.result.total]).toEqual([key, kpi.value]);
    }
  });

  it('draws the monthly trends of the last twelve months', async () => {
    const { months, trends } = await overviewOf(cast.admin.token);
    expect(months).toHaveLength(TREND_MONTHS);
    const series = Object.fromEntries(trends.map((t) => [t.key, t.values]));
    expect(series).toEqual({
      hazardsFound: perMonth(months, [...DATES.found.mine, ...DATES.found.theirs]),
      hazardsClosed: perMonth(months, [...DATES.closed.mine, ...DATES.closed.theirs]),
      investigations: perMonth(months, [...DATES.investigations.mine, ...DATES.investigations.theirs]),
    });
  });

  it('reads the live counters of today', async () => {
    const { kpis } = await liveOf(cast.admin.token);
    expect(values(kpis)).toEqual({
      todayHazards: 3, // the three registered today and left undated
      todayClosed: 1,
      hazardOverdue: 1,
      tasksInProgress: 1,
      appointmentsToday: 2,
    });
  });
});

describe('the engineer and the enterprise user', () => {
  const mineOnly = {
    hazardTotal: 5,
    hazardMajor: 1,
    hazardClosed: 2,
    rectifyRate: 50,
    onTimeRate: 50,
    hazardOverdue: 1,
    avgRectifyDays: 11.8, // (5 + 18.5) ÷ 2
    investigationCount: 2,
    investigatedEnterprises: 1,
    insuredEnterprises: 1,
    serviceCoverage: 100,
    validPolicies: 1,
    expiringPolicies: 0,
    planCompletion: 50,
  };

  it('the engineer counts only their enterprise and tasks', async () => {
    const { kpis, trends } = await overviewOf(cast.engineer.token);
    expect(values(kpis)).toEqual({ ...mineOnly, preventionFeeUsage: 30 });
    expect(trends.find((t) => t.key === 'hazardsClosed')!.values.reduce((a, b) => a + b)).toBe(2);
    expect(values((await liveOf(cast.engineer.token)).kpis)).toEqual({
      todayHazards: 3,
      todayClosed: 0,
      hazardOverdue: 1,
      tasksInProgress: 1,
      appointmentsToday: 1,
    });
  });

  it('the other engineer counts nothing of them', async () => {
    const { kpis } = await overviewOf(cast.otherEngineer.token);
    expect(values(kpis)).toMatchObject({ hazardTotal: 0, investigationCount: 0, insuredEnterprises: 0 });
  });

  it('the enterprise user counts only their enterprise', async () => {
    const { kpis } = await overviewOf(cast.owner.token);
    const expected: Record<string, number | null> = { ...mineOnly };
    for (const key of Object.keys(expected)) if (!kpis.some((k) => k.key === key)) delete expected[key];
    expect(values(kpis)).toMatchObject(expected);
    expect(Object.keys(expected).length).toBeGreaterThan(8);
  });
});

describe('access', () => {
  it('leaves out the figures of lists the user may not open', async () => {
    await createRoleWithCodes(cast.db, 'hazardsOnly', ['nanli:hiddenDanger:list']);
    const user = await userWith({ ...cast.app, api: cast.api, db: cast.db } as never, ['hazardsOnly']);
    const { kpis, trends } = await overviewOf(user.token);
    expect(new Set(kpis.map((k) => k.entity))).toEqual(new Set(['hiddenDanger']));
    expect(trends.map((t) => t.key).sort()).toEqual(['hazardsClosed', 'hazardsFound']);
  });

  it('answers 510 to a user without roles', async () => {
    const nobody = await userWith({ ...cast.app, api: cast.api, db: cast.db } as never, []);
    for (const path of [DASHBOARD_PATHS.kpis, DASHBOARD_PATHS.live]) {
      const reply = await cast.api.get(path, { token: nobody.token });
      expect(reply.body).toMatchObject({ success: false, code: 510 });
    }
  });
});

// The dashboards' figures against a hand-computed business (kpi-fixture.ts): every KPI of domain
// §5.3 that has data (赔付率 has none yet), each within the user's list scope — the administrator
// counts the tenant, the engineer their assigned enterprise and tasks, the enterprise user their
// enterprise, nobody another tenant — over the default period (近12个月) and a date range, carrying
// the list and filter that show exactly the records counted, for the tiles and each trend point.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, TREND_MONTHS } from '../../../src/shared/dashboard/kpi-api';
import type { Kpi, KpiOverview, LiveCounters } from '../../../src/shared/dashboard/kpi-api';
import { PERIOD_PROBLEMS } from '../../../src/shared/dashboard/kpi-texts';
import { createRoleWithCodes, userWith } from '../engine/support';
import { daysFromToday, startCast, today } from '../service-cycle/support';
import type { Cast } from '../service-cycle/support';
import { addCoverageEnterprises, buildBusiness, DATES } from './kpi-fixture';

let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
  await buildBusiness(cast);
  await addCoverageEnterprises(cast);
}, 60_000);
afterAll(() => cast.close());

async function overviewOf(token: string, query: Record<string, string> = {}): Promise<KpiOverview> {
  const reply = await cast.api.get<KpiOverview>(DASHBOARD_PATHS.kpis, { token, query });
  expect(reply.body.success).toBe(true);
  return reply.body.result;
}
async function liveOf(token: string): Promise<LiveCounters> {
  const reply = await cast.api.get<LiveCounters>(DASHBOARD_PATHS.live, { token });
  expect(reply.body.success).toBe(true);
  return reply.body.result;
}
const values = (kpis: Kpi[]) => Object.fromEntries(kpis.map((k) => [k.key, k.value]));

/** The list endpoint of each entity a figure opens. */
const LIST_API: Record<string, string> = {
  hiddenDanger: '/nanli/hiddenDanger',
  investigation: '/nanli/investigation',
  enterprise: '/nanli/enterprise',
  task: '/nanli/task',
};
async function listTotal(token: string, entity: string, filter: Record<string, string>): Promise<number> {
  const list = await cast.api.get<{ total: number }>(`${LIST_API[entity]}/list`, { token, query: filter });
  expect(list.body.success, list.body.message).toBe(true);
  return list.body.result.total;
}
/** Every count figure next to the total of the list it opens. */
async function countsAndLists(token: string, kpis: Kpi[]) {
  const counts = kpis.filter((k) => k.unit === 'count' && LIST_API[k.entity]);
  const totals = await Promise.all(counts.map((k) => listTotal(token, k.entity, k.filter)));
  return {
    figures: Object.fromEntries(counts.map((k) => [k.key, k.value])),
    lists: Object.fromEntries(counts.map((k, i) => [k.key, totals[i]])),
  };
}
/** The range period of the last fifteen days. */
const RECENT = () => ({ start: daysFromToday(-15), end: today() });

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
      hazardDensity: 1.5, // 6 hazards ÷ 4 investigations
      insuredEnterprises: 2,
      insuranceCoverage: 66.7, // 2 insured of 3 high-risk enterprises
      serviceCoverage: 50, // mine served this year, theirs only last year
      validPolicies: 2,
      expiringPolicies: 1,
      preventionFeeUsage: 30, // (300 + 200 deep services + 100 investigation) ÷ (10000 × 10 % + 20000 × 5 %)
      planCompletion: 33.3, // 1 done ÷ 3 planned to end in the period, not cancelled
    });
  });

  it('counts the period-bound figures within a date range', async () => {
    const { kpis, period } = await overviewOf(cast.admin.token, RECENT());
    expect(period).toEqual({ key: 'range', ...RECENT() });
    expect(values(kpis)).toEqual({
      hazardTotal: 5, // discovered in the last 15 days: not the one of 20 days ago
      hazardMajor: 2,
      hazardClosed: 2,
      rectifyRate: 50, // 2 closed ÷ (5 − 1 voided)
      onTimeRate: 100,
      hazardOverdue: 1, // today's state, whatever the period
      avgRectifyDays: 4, // (5 + 3) ÷ 2
      investigationCount: 3, // not the one of 40 days ago
      investigatedEnterprises: 2,
      hazardDensity: 1.7, // 5 ÷ 3
      insuredEnterprises: 2,
      insuranceCoverage: 66.7,
      serviceCoverage: 50,
      validPolicies: 2,
      expiringPolicies: 1,
      preventionFeeUsage: 30,
      planCompletion: 33.3,
    });
  });

  it('opens, from every count, a list of as many records — 排查企业数 the enterprise list', async () => {
    for (const query of [{}, RECENT()]) {
      const { kpis } = await overviewOf(cast.admin.token, query);
      const { figures, lists } = await countsAndLists(cast.admin.token, kpis);
      expect(lists).toEqual(figures);
      expect(Object.keys(figures)).toContain('investigatedEnterprises');
    }
    const { kpis } = await overviewOf(cast.admin.token);
    expect(kpis.find((k) => k.key === 'investigatedEnterprises')!.entity).toBe('enterprise');
  });

  it('answers a clear message for a period it cannot use', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ period: 'week' }, PERIOD_PROBLEMS.unknownPeriod],
      [{ start: '2026-02-30', end: '2026-03-31' }, PERIOD_PROBLEMS.badDate],
      [{ start: '2026-03-01' }, PERIOD_PROBLEMS.badDate],
      [{ start: '2026-03-02', end: '2026-03-01' }, PERIOD_PROBLEMS.startAfterEnd],
      [{ start: '2020-01-01', end: '2026-01-01' }, PERIOD_PROBLEMS.tooLong],
    ];
    for (const [query, message] of cases) {
      const reply = await cast.api.get(DASHBOARD_PATHS.kpis, { token: cast.admin.token, query });
      expect([query, reply.body.success, reply.body.message]).toEqual([query, false, message]);
    }
  });

  it('resolves the named periods to whole months, the current one included', async () => {
    const month = today().slice(0, 7);
    const year = today().slice(0, 4);
    const named = async (period: string) => (await overviewOf(cast.admin.token, { period })).months;
    expect(await named('month')).toEqual([month]);
    expect(await named('year')).toEqual(
      Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`),
    );
    expect(await named('quarter')).toContain(month);
    expect(await named('quarter')).toHaveLength(3);
    expect((await named('last12')).at(-1)).toBe(month);
  });

  it('names the list and filter each figure counts', async () => {
    const { kpis } = await overviewOf(cast.admin.token);
    const link = (key: string) => {
      const kpi = kpis.find((k) => k.key === key)!;
      return { entity: kpi.entity, filter: kpi.filter };
    };
    expect(link('hazardOverdue')).toEqual({ entity: 'hiddenDanger', filter: { isOverdue: '1' } });
    expect(link('validPolicies')).toEqual({
      entity: 'enterprise',
      filter: { insureStatus_MultiString: '1,2' },
    });
    const { period } = await overviewOf(cast.admin.token);
    const found = { discoverTime_begin: period.start, discoverTime_end: period.end };
    expect(link('hazardClosed')).toEqual({ entity: 'hiddenDanger', filter: { status: '60', ...found } });
    expect(link('hazardDensity')).toEqual({ entity: 'hiddenDanger', filter: found });
    expect(link('planCompletion')).toEqual({
      entity: 'task',
      filter: { planEnd_begin: period.start, planEnd_end: period.end, status: '6' },
    });
    expect(link('investigatedEnterprises')).toEqual({
      entity: 'enterprise',
      filter: {
        'has.investigation': new URLSearchParams({
          status_MultiString: '2,3',
          planDate_begin: period.start,
          planDate_end: period.end,
        }).toString(),
      },
    });
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

  it('opens, from each trend point, the list of the records it counts', async () => {
    for (const query of [{}, RECENT()]) {
      const { trends } = await overviewOf(cast.admin.token, query);
      for (const trend of trends) {
        const totals = await Promise.all(
          trend.filters.map((filter) => listTotal(cast.admin.token, trend.entity, filter)),
        );
        expect([trend.key, totals]).toEqual([trend.key, trend.values]);
      }
    }
    const { trends } = await overviewOf(cast.admin.token, RECENT());
    const found = trends.find((t) => t.key === 'hazardsFound')!;
    expect(found.values.reduce((a, b) => a + b)).toBe(5);
    expect(found.filters[0]!.discoverTime_begin).toBe(RECENT().start);
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
    hazardDensity: 2.5,
    insuredEnterprises: 1,
    insuranceCoverage: 100,
    serviceCoverage: 100,
    validPolicies: 1,
    expiringPolicies: 0,
    planCompletion: 50,
  };

  it('the engineer counts only their enterprise and tasks', async () => {
    const { kpis, trends } = await overviewOf(cast.engineer.token);
    expect(values(kpis)).toEqual({ ...mineOnly, preventionFeeUsage: 40 }); // (300 + 100) ÷ 1000
    expect(trends.find((t) => t.key === 'hazardsClosed')!.values.reduce((a, b) => a + b)).toBe(2);
    const { figures, lists } = await countsAndLists(cast.engineer.token, kpis);
    expect(lists).toEqual(figures);
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
    const { figures, lists } = await countsAndLists(cast.owner.token, kpis);
    expect(lists).toEqual(figures);
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

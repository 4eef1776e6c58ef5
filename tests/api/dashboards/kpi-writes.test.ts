// The home KPIs follow writes made through the API: the figures are counted once per scope and kept
// (every period is summed from them, an engineer's enterprises are kept across requests), so a hazard
// registered or closed, or an enterprise assigned, shows in the very next answer — of a period other
// than the default, asked before or never asked, of the administrator and of the engineer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS } from '../../../src/shared/dashboard/kpi-api';
import type { KpiOverview, LiveCounters } from '../../../src/shared/dashboard/kpi-api';
import { addAs, daysFromToday, hazardBody, operate, photoOf, readAsAdmin } from '../service-cycle/support';
import { startCast } from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';

const HAZARD = '/nanli/hiddenDanger';
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
}, 60_000);
afterAll(() => cast.close());

/** A KPI's value and a trend's points as the user sees them for a period. */
async function figures(token: string, query: Record<string, string>) {
  const reply = await cast.api.get<KpiOverview>(DASHBOARD_PATHS.kpis, { token, query });
  expect(reply.body.success, reply.body.message).toBe(true);
  const { kpis, trends, months } = reply.body.result;
  const value = (key: string) => kpis.find((k) => k.key === key)?.value;
  const thisMonth = months.indexOf(daysFromToday(0).slice(0, 7));
  const thisMonthsPoint = (key: string) => trends.find((t) => t.key === key)?.values[thisMonth];
  return {
    total: value('hazardTotal'),
    closed: value('hazardClosed'),
    closedThisMonth: thisMonthsPoint('hazardsClosed'),
  };
}

async function registered(token: string, enterpriseId: unknown): Promise<Row> {
  const reply = await addAs(cast, HAZARD, await hazardBody(cast, token, { enterpriseId }), token);
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.result;
}

async function closed(hazard: Row): Promise<void> {
  const op = (name: string, token: string, extra: Row = {}) =>
    operate(cast, HAZARD, name, [hazard.id], token, extra);
  expect((await op('issue', cast.engineer.token)).body.success).toBe(true);
  const values = {
    rectifyMeasure: '已关闭箱门并加锁',
    rectifyFinishTime: `${daysFromToday(0)} 15:00:00`,
    rectifyPhotos: await photoOf(cast, cast.owner.token),
  };
  expect((await op('submitRectify', cast.owner.token, { values })).body.success).toBe(true);
  expect((await op('reviewPass', cast.engineer.token, { opinion: '整改到位' })).body.success).toBe(true);
  expect((await readAsAdmin(cast, HAZARD, hazard.id)).status).toBe('60');
}

describe('home KPIs after a write', () => {
  const YEAR = { period: 'year' };
  const QUARTER = { period: 'quarter' };

  it('count a hazard registered and then closed in the next answer of every period and user', async () => {
    const before = {
      admin: await figures(cast.admin.token, YEAR),
      engineer: await figures(cast.engineer.token, YEAR),
    };
    expect(before.engineer).toEqual({ total: 0, closed: 0, closedThisMonth: 0 });

    const hazard = await registered(cast.engineer.token, cast.mine.id);
    expect(await figures(cast.admin.token, YEAR)).toMatchObject({ total: before.admin.total! + 1 });
    expect(await figures(cast.engineer.token, YEAR)).toMatchObject({ total: 1, closed: 0 });
    // A period nobody asked for yet is summed from the same renewed figures.
    expect(await figures(cast.engineer.token, QUARTER)).toMatchObject({ total: 1, closed: 0 });

    await closed(hazard);
    for (const query of [YEAR, QUARTER, { start: daysFromToday(-3), end: daysFromToday(0) }])
      expect(await figures(cast.engineer.token, query)).toEqual({ total: 1, closed: 1, closedThisMonth: 1 });
    expect(await figures(cast.admin.token, { period: 'month' })).toMatchObject({
      closed: before.admin.closed! + 1,
      closedThisMonth: before.admin.closedThisMonth! + 1,
    });
  });

  it("count an enterprise's hazards for the engineer as soon as it is assigned to them", async () => {
    await registered(cast.admin.token, cast.theirs.id);
    const unassigned = await figures(cast.engineer.token, YEAR);
    const enterprise = await readAsAdmin(cast, '/nanli/enterprise', cast.theirs.id);
    const edit = await cast.api.put<Row>(
      '/nanli/enterprise/edit',
      { ...enterprise, responsibleExpertId: cast.engineer.expertId },
      { token: cast.admin.token },
    );
    expect(edit.body.success, edit.body.message).toBe(true);
    expect(await figures(cast.engineer.token, YEAR)).toMatchObject({ total: unassigned.total! + 1 });
  });
});

describe('live counters after a write', () => {
  /** The monitoring board's counters as the user sees them. */
  async function live(token: string) {
    const reply = await cast.api.get<LiveCounters>(DASHBOARD_PATHS.live, { token });
    expect(reply.body.success, reply.body.message).toBe(true);
    const value = (key: string) => reply.body.result.kpis.find((k) => k.key === key)?.value;
    return { today: value('todayHazards'), closedToday: value('todayClosed') };
  }

  it("count today's hazard and its closing in the next answer, though the last one was kept", async () => {
    const before = await live(cast.admin.token);
    expect(await live(cast.admin.token)).toEqual(before);
    const hazard = await registered(cast.engineer.token, cast.mine.id);
    expect(await live(cast.admin.token)).toEqual({ ...before, today: before.today! + 1 });
    await closed(hazard);
    expect(await live(cast.admin.token)).toEqual({
      today: before.today! + 1,
      closedToday: before.closedToday! + 1,
    });
  });
});

// 指数大屏 against the hand-computed business (analysis-fixture.ts): the risk index per district and
// sector, the whole scope's tiles and the 12-month trend — for the administrator (the tenant), the
// engineer and the enterprise user (their enterprise), and nothing for an engineer without one.
//
// By hand (shared/risk-index.ts, weights 0.5 / 0.3 / 0.2, load cap 2):
//   兴宁区 = 危险化学品: 3 enterprises (重大, 较大, not assessed), 1 insured, 2 open general
//     hazards, 1 overdue → 0.5 × (2 + 2) ÷ 3 ÷ 2 + 0.3 × (1 + 0.6 + 0.3) ÷ 3 + 0.2 × ⅔
//     = 0.3333 + 0.19 + 0.1333 = 65.7
//   青秀区 = 建筑施工: 1 enterprise (一般), insured, no open hazard → 0.3 × 0.3 = 9.0
//   the tenant: 4 enterprises, 2 insured → 0.5 × (4 ÷ 4 ÷ 2) + 0.3 × 2.2 ÷ 4 + 0.2 × ½ = 51.5
//   the engineer's / enterprise user's enterprise alone: 0.5 × 1 + 0.3 × 1 + 0 = 80.0
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthEnd } from '../../../src/server/modules/screens/index-screen';
import { ANALYSIS_SCREEN_PATHS } from '../../../src/shared/analysis-screens';
import type { IndexScreenData } from '../../../src/shared/analysis-screens';
import { TREND_MONTHS } from '../../../src/shared/dashboard/kpi-api';
import { riskIndex } from '../../../src/shared/risk-index';
import type { ScreenTile } from '../../../src/shared/screens';
import { at } from '../dashboards/kpi-fixture';
import { daysFromToday, startCast } from '../service-cycle/support';
import type { Cast } from '../service-cycle/support';
import { buildScreensBusiness } from './analysis-fixture';

let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
  await buildScreensBusiness(cast);
}, 90_000);
afterAll(() => cast.close());

async function indexOf(token: string): Promise<IndexScreenData> {
  const reply = await cast.api.get<IndexScreenData>(ANALYSIS_SCREEN_PATHS.index, { token });
  expect(reply.body).toMatchObject({ success: true });
  return reply.body.result;
}
const tiles = (list: ScreenTile[]) => Object.fromEntries(list.map((t) => [t.key, t.value]));

/** The tenant's hazards that are not voided (kpi-fixture.ts): when found, closed, level, deadline. */
const HAZARDS = [
  { found: at(-10), closed: at(-5), major: true, deadline: daysFromToday(-4) },
  { found: at(-20), closed: at(-2, '21:00:00'), major: false, deadline: daysFromToday(-5) },
  { found: at(0), closed: null, major: false, deadline: daysFromToday(-1) },
  { found: at(0), closed: null, major: false, deadline: daysFromToday(7) },
  { found: at(-3), closed: at(0), major: true, deadline: daysFromToday(1) },
];
const TENANT = { enterprises: 4, insured: 2, colours: { '1': 1, '2': 1, '3': 1 } };

/** The tenant's index at a past month's end: the hazards open then against today's enterprises. */
function pastIndex(month: string): number | null {
  const end = monthEnd(month);
  const open = HAZARDS.filter((h) => h.found < end && (h.closed === null || h.closed >= end));
  return riskIndex({
    ...TENANT,
    openGeneral: open.filter((h) => !h.major).length,
    openMajor: open.filter((h) => h.major).length,
    overdue: open.filter((h) => h.deadline < end).length,
  });
}

describe('the administrator', () => {
  it('computes the index of every district and sector, highest first', async () => {
    const data = await indexOf(cast.admin.token);
    expect(data.districts).toEqual([
      {
        code: '450102',
        label: '兴宁区',
        index: 65.7,
        enterprises: 3,
        insured: 1,
        openHazards: 2,
        openMajor: 0,
        overdue: 1,
        insuredShare: 33.3,
      },
      {
        code: '450103',
        label: '青秀区',
        index: 9,
        enterprises: 1,
        insured: 1,
        openHazards: 0,
        openMajor: 0,
        overdue: 0,
        insuredShare: 100,
      },
    ]);
    expect(data.sectors.map((s) => [s.code, s.label, s.index])).toEqual([
      ['03', '危险化学品', 65.7],
      ['06', '建筑施工', 9],
    ]);
  });

  it('shows the tenant’s index and its parts as tiles', async () => {
    expect(tiles((await indexOf(cast.admin.token)).tiles)).toEqual({
      riskIndex: 51.5,
      openHazards: 2,
      openMajor: 0,
      overdue: 1,
      highRiskEnterprises: 2, // 重大 and 较大
      insuredShare: 50,
    });
  });

  it('draws the index of the last twelve months, today’s last', async () => {
    const data = await indexOf(cast.admin.token);
    expect(data.months).toHaveLength(TREND_MONTHS);
    expect(data.trend.at(-1)).toBe(51.5);
    expect(data.trend.slice(0, -1)).toEqual(data.months.slice(0, -1).map(pastIndex));
    // Months before the first hazard: colours and insurance only, 0.3 × 2.2 ÷ 4 + 0.2 × ½.
    expect(data.trend[0]).toBe(26.5);
  });
});

describe('other scopes', () => {
  const mineOnly = {
    code: '450102',
    label: '兴宁区',
    index: 80,
    enterprises: 1,
    insured: 1,
    openHazards: 2,
    openMajor: 0,
    overdue: 1,
    insuredShare: 100,
  };

  it('the engineer sees only their enterprise', async () => {
    const data = await indexOf(cast.engineer.token);
    expect(data.districts).toEqual([mineOnly]);
    expect(tiles(data.tiles)).toMatchObject({ riskIndex: 80, highRiskEnterprises: 1 });
  });

  it('the enterprise user sees only their enterprise', async () => {
    const data = await indexOf(cast.owner.token);
    expect(data.districts).toEqual([mineOnly]);
    expect(data.sectors.map((s) => [s.code, s.index])).toEqual([['03', 80]]);
  });

  it('an engineer without enterprises has no index', async () => {
    const data = await indexOf(cast.otherEngineer.token);
    expect(data.districts).toEqual([]);
    expect(tiles(data.tiles)).toMatchObject({ riskIndex: null, openHazards: 0 });
    expect(data.trend.every((value) => value === null)).toBe(true);
  });
});

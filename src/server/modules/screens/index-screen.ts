// 指数大屏: the risk index (shared/risk-index.ts) per district and per sector within the user's scope,
// the whole scope's index with its parts as tiles, and its trend over the last TREND_MONTHS months.
// The trend replays the hazards (open at each month's end: discovered before it, not voided, not
// closed before it; overdue when their deadline had passed) against today's enterprises, colours
// and insurance, which keep no history; the current month is today's index.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { IndexScreenData, IndexTileKey } from '../../../shared/analysis-screens';
import { INDEX_TOP_SECTORS } from '../../../shared/analysis-screens';
import { TREND_MONTHS } from '../../../shared/dashboard/kpi-api';
import { formatDateTime } from '../../../shared/date-format';
import { riskIndex } from '../../../shared/risk-index';
import type { RiskIndexInputs } from '../../../shared/risk-index';
import type { ScreenTile } from '../../../shared/screens';
import type { Engine } from '../../engine';
import { allOf, compare } from '../../engine/sql-conditions';
import { HAZARD_FILTERS, HAZARD_VALUES } from '../dashboards/hazard-kpis';
import type { KpiScope } from '../dashboards/kpi-scope';
import { countWhen, lastMonths, num, percent } from '../dashboards/kpi-sql';
import { enterpriseMix, hazardLoads, indexGroups, totalInputs } from './risk-groups';
import type { FigureCache } from '../../figures/figure-cache';
import { byColumn, sectorOfEnterprise } from './screen-groups';
import type { GroupRow } from './screen-groups';

/** nl_risk_level 重大 and 较大: the enterprises counted as high-risk. */
const HIGH_RISK_COLOURS = ['1', '2'];

/** `YYYY-MM-01` of the month after `YYYY-MM`: the first moment not in the month. */
export function monthEnd(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Open general, open major and overdue hazards at a month's end. */
export interface MonthOpen {
  openGeneral: number;
  openMajor: number;
  overdue: number;
}

/**
 * Open general, open major and overdue hazards at each month's end, in one aggregate over the hazards
 * open at some time in the window (the screen's costliest read: at 200k enterprises it fetches most
 * hazards). Past months hardly change, so `memo` keeps the answer longer than the screen's (by the
 * compiled query: scope and months are in the key).
 */
async function openPerMonth(
  engine: Engine,
  hazards: KpiScope,
  months: string[],
  memo: FigureCache<Record<string, unknown>>,
): Promise<MonthOpen[]> {
  const c = hazards.column;
  const ends = months.map(monthEnd);
  const discovered = (end: string) => compare(c('discoverTime'), '<', end);
  const stillOpen = (end: string) =>
    sql<SqlBool>`(${sql.ref(c('closeTime'))} is null or ${sql.ref(c('closeTime'))} >= ${end})`;
  const major = compare(c('hazardLevel'), '=', HAZARD_VALUES.major);
  const columns = ends.flatMap((end, i) => {
    const open = allOf([discovered(end), stillOpen(end)]);
    return [
      countWhen(allOf([open, sql<SqlBool>`not (${major})`])).as(`g${i}`),
      countWhen(allOf([open, major])).as(`m${i}`),
      countWhen(allOf([open, compare(c('rectifyDeadline'), '<', end)])).as(`o${i}`),
    ];
  });
  const query = engine.deps.db
    .selectFrom(hazards.entity.table)
    .select(columns)
    .where(
      allOf([
        hazards.where,
        hazards.filtered(HAZARD_FILTERS.countable),
        discovered(ends.at(-1)!),
        stillOpen(ends[0]!),
      ]),
    );
  const { sql: text, parameters } = query.compile();
  const row = await memo.get(`${text}|${JSON.stringify(parameters)}`, async () => {
    return (await query.executeTakeFirstOrThrow()) as Record<string, unknown>;
  });
  return ends.map((_, i) => ({
    openGeneral: num(row[`g${i}`]),
    openMajor: num(row[`m${i}`]),
    overdue: num(row[`o${i}`]),
  }));
}

/** A memo of the index history for the callers that keep none (each call reads afresh). */
export const noHistoryMemo: FigureCache<Record<string, unknown>> = { get: (_key, load) => load() };

function tiles(total: RiskIndexInputs, mix: GroupRow[]): ScreenTile<IndexTileKey>[] {
  const highRisk = mix.reduce(
    (sum, row) => sum + HIGH_RISK_COLOURS.reduce((s, code) => s + (row[`colour${code}`] ?? 0), 0),
    0,
  );
  const tile = (key: IndexTileKey, value: number | null, unit: ScreenTile['unit'] = 'count') => ({
    key,
    value,
    unit,
  });
  return [
    tile('riskIndex', riskIndex(total), 'index'),
    tile('openHazards', total.openGeneral + total.openMajor),
    tile('openMajor', total.openMajor),
    tile('overdue', total.overdue),
    tile('highRiskEnterprises', highRisk),
    tile('insuredShare', percent(total.insured, total.enterprises), 'percent'),
  ];
}

export async function indexScreen(
  engine: Engine,
  enterprises: KpiScope | null,
  hazards: KpiScope | null,
  historyMemo = noHistoryMemo,
): Promise<IndexScreenData> {
  const months = lastMonths(TREND_MONTHS);
  const none = Promise.resolve([] as GroupRow[]);
  const [districtMix, sectorMix, districtLoads, sectorLoads, history] = await Promise.all([
    enterprises ? enterpriseMix(engine, enterprises, byColumn(enterprises, 'districtCode')) : none,
    enterprises ? enterpriseMix(engine, enterprises, byColumn(enterprises, 'highRiskSector')) : none,
    hazards ? hazardLoads(engine, hazards, byColumn(hazards, 'districtCode')) : none,
    hazards ? hazardLoads(engine, hazards, sectorOfEnterprise(engine)) : none,
    hazards ? openPerMonth(engine, hazards, months, historyMemo) : Promise.resolve(null),
  ]);
  const total = totalInputs(districtMix, districtLoads);
  const [districts, sectors] = await Promise.all([
    indexGroups(engine, 'nl_district', districtMix, districtLoads),
    indexGroups(engine, 'nl_high_risk_sector', sectorMix, sectorLoads),
  ]);
  const trend = months.map((_, i) =>
    i === months.length - 1 || !history ? riskIndex(total) : riskIndex({ ...total, ...history[i]! }),
  );
  return {
    tiles: tiles(total, districtMix),
    months,
    trend,
    districts,
    sectors: sectors.filter((s) => s.index !== null).slice(0, INDEX_TOP_SECTORS),
    at: formatDateTime(),
  };
}

// 综合大屏: the city overview within the user's scope — the home page's KPIs and monthly trends over
// its default period (the dashboards' own figures, so the wall and the home page agree), the scope's risk index, the
// districts (insured enterprises on the map, open hazards in the ranking), enterprises per risk
// colour and the latest hazards.
import type { BigScreenData, BigTileKey } from '../../../shared/analysis-screens';
import { resolvePeriod } from '../../../shared/dashboard/kpi-period';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import { formatDateTime } from '../../../shared/date-format';
import { riskIndex } from '../../../shared/risk-index';
import type { ScreenTile } from '../../../shared/screens';
import { SCREEN_TOP_DISTRICTS } from '../../../shared/screens';
import type { Engine } from '../../engine';
import type { Principal } from '../../engine/principal';
import { overview } from '../dashboards/overview';
import type { KpiScope } from '../dashboards/kpi-scope';
import { latestHazards } from './latest-hazards';
import { enterpriseMix, hazardLoads, indexGroups, totalInputs } from './risk-groups';
import { byColumn, countGroups } from './screen-groups';
import type { GroupRow } from './screen-groups';

/** The home page's KPIs the wall shows, in its order, and their units. */
const KPI_TILES: [BigTileKey, ScreenTile['unit']][] = [
  ['insuredEnterprises', 'count'],
  ['validPolicies', 'count'],
  ['serviceCoverage', 'percent'],
  ['investigationCount', 'count'],
  ['planCompletion', 'percent'],
  ['hazardTotal', 'count'],
  ['hazardMajor', 'count'],
  ['rectifyRate', 'percent'],
  ['hazardOverdue', 'count'],
];

/** The home page's default period (近12个月): the wall shows the year behind it, as the home page does. */
function homePeriod(): KpiPeriod {
  const resolved = resolvePeriod({});
  if ('problem' in resolved) throw new Error(`big screen: default period ${resolved.problem}`);
  return resolved.period;
}

export async function bigScreen(
  engine: Engine,
  principal: Principal,
  enterprises: KpiScope | null,
  hazards: KpiScope | null,
): Promise<BigScreenData> {
  const none = Promise.resolve([] as GroupRow[]);
  const [kpis, mix, loads, riskLevels, latest] = await Promise.all([
    overview(engine, principal, homePeriod()),
    enterprises ? enterpriseMix(engine, enterprises, byColumn(enterprises, 'districtCode')) : none,
    hazards ? hazardLoads(engine, hazards, byColumn(hazards, 'districtCode')) : none,
    enterprises
      ? countGroups(engine, enterprises, 'nl_risk_level', byColumn(enterprises, 'riskLevel'))
      : Promise.resolve([]),
    hazards ? latestHazards(engine, hazards) : Promise.resolve([]),
  ]);
  const value = new Map(kpis.kpis.map((k) => [k.key as string, k.value]));
  const series = (key: string) => kpis.trends.find((t) => t.key === key)?.values ?? [];
  const districts = await indexGroups(engine, 'nl_district', mix, loads);
  const topDistricts = districts
    .filter((d) => d.openHazards > 0)
    .sort((a, b) => b.openHazards - a.openHazards)
    .slice(0, SCREEN_TOP_DISTRICTS)
    .map(({ code, label, openHazards }) => ({ code, label, value: openHazards }));
  return {
    tiles: [
      ...KPI_TILES.map(([key, unit]) => ({ key, value: value.get(key) ?? null, unit })),
      { key: 'riskIndex', value: riskIndex(totalInputs(mix, loads)), unit: 'index' },
    ],
    months: kpis.months,
    found: series('hazardsFound'),
    closed: series('hazardsClosed'),
    investigations: series('investigations'),
    districts,
    topDistricts,
    riskLevels,
    latestHazards: latest,
    at: formatDateTime(),
  };
}

// 隐患大屏 (domain §5.2) over one tenant, with no user scope: the dashboards' hazard and
// investigation KPIs and monthly trend, and the screen's own figures — general hazards, this
// month's new ones, open and closed per district (the map and the ranking), hazards per sector of
// their enterprise and per state along the rectification flow. Voided hazards (已撤销) are left out
// of the charts, as 整改率 leaves them out. The rankings, the risk colours and the latest hazards
// are danger-rankings.ts's.
import { sql } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import type { DangerScreenData, DangerTileKey, DistrictHazards, ScreenTile } from '../../../shared/screens';
import { SCREEN_TOP_DISTRICTS } from '../../../shared/screens';
import type { Engine } from '../../engine';
import { HAZARD_FILTERS, hazardKpis } from '../dashboards/hazard-kpis';
import { tenantScope } from '../dashboards/kpi-scope';
import type { KpiScope } from '../dashboards/kpi-scope';
import { kpiTrends } from '../dashboards/kpi-trends';
import { num, today } from '../dashboards/kpi-sql';
import { investigationKpis } from '../dashboards/service-kpis';
import { latestMaskedHazards, riskColours, topEnterprises, topExperts } from './danger-rankings';
import { byColumn, countGroups, groupRows, labelled, oneWhen, sectorOfEnterprise } from './screen-groups';

/** nl_hazard_level 一般事故隐患. */
const GENERAL_LEVEL = '1';

async function ownTiles(engine: Engine, hazards: KpiScope) {
  const day = today();
  const row = await engine.deps.db
    .selectFrom(hazards.entity.table)
    .select([
      hazards.countOf({ hazardLevel: GENERAL_LEVEL }).as('general'),
      hazards
        .countOf({ discoverTime_begin: `${day.slice(0, 7)}-01`, discoverTime_end: day })
        .as('newThisMonth'),
    ])
    .where(hazards.where)
    .executeTakeFirstOrThrow();
  return { general: num(row.general), newThisMonth: num(row.newThisMonth) };
}

async function districtHazards(engine: Engine, hazards: KpiScope): Promise<DistrictHazards[]> {
  const closed = hazards.filtered(HAZARD_FILTERS.closed);
  const rows = await groupRows(engine, hazards, {
    by: byColumn(hazards, 'districtCode'),
    where: hazards.filtered(HAZARD_FILTERS.countable),
    values: { open: sql`case when ${closed} then 0 else 1 end`, closed: oneWhen(closed) },
  });
  const named = await labelled(engine, 'nl_district', rows);
  return named.map(({ code, label, open, closed: done }) => ({ code, label, open: open!, closed: done! }));
}

export async function dangerScreen(engine: Engine, tenantId: number): Promise<DangerScreenData> {
  const [hazards, investigations, enterprises, experts] = await Promise.all([
    tenantScope(engine, tenantId, 'hiddenDanger'),
    tenantScope(engine, tenantId, 'investigation'),
    tenantScope(engine, tenantId, 'enterprise'),
    tenantScope(engine, tenantId, 'expert'),
  ]);
  const countable = hazards.filtered(HAZARD_FILTERS.countable);
  const [lists, counts] = await Promise.all([
    Promise.all([
      topEnterprises(engine, hazards, enterprises),
      riskColours(engine, enterprises),
      latestMaskedHazards(engine, hazards),
      topExperts(engine, { hazards, investigations, experts }),
    ]),
    Promise.all([
      hazardKpis(engine, hazards),
      investigationKpis(engine, investigations),
      ownTiles(engine, hazards),
      kpiTrends(engine, hazards, null),
      districtHazards(engine, hazards),
      countGroups(engine, hazards, 'nl_high_risk_sector', sectorOfEnterprise(engine), countable),
      countGroups(engine, hazards, 'nl_hazard_status', byColumn(hazards, 'status'), countable),
    ]),
  ]);
  const [topEnterpriseList, colours, latest, expertList] = lists;
  const [hazardList, investigationList, own, trends, districts, sectors, states] = counts;
  const kpi = new Map([...hazardList, ...investigationList].map((k) => [k.key, k.value]));
  const tile = (key: DangerTileKey, value: number | null, unit: ScreenTile['unit'] = 'count') => ({
    key,
    value,
    unit,
  });
  const series = (key: string) => trends.trends.find((t) => t.key === key)?.values ?? [];
  const topDistricts = districts
    .filter((d) => d.open > 0)
    .sort((a, b) => b.open - a.open)
    .slice(0, SCREEN_TOP_DISTRICTS)
    .map(({ code, label, open }) => ({ code, label, value: open }));
  return {
    tiles: [
      tile('hazardTotal', kpi.get('hazardTotal') ?? 0),
      tile('hazardMajor', kpi.get('hazardMajor') ?? 0),
      tile('hazardGeneral', own.general),
      tile('hazardClosed', kpi.get('hazardClosed') ?? 0),
      tile('rectifyRate', kpi.get('rectifyRate') ?? null, 'percent'),
      tile('onTimeRate', kpi.get('onTimeRate') ?? null, 'percent'),
      tile('hazardOverdue', kpi.get('hazardOverdue') ?? 0),
      tile('newThisMonth', own.newThisMonth),
      tile('investigatedEnterprises', kpi.get('investigatedEnterprises') ?? 0),
      tile('investigationCount', kpi.get('investigationCount') ?? 0),
      tile('avgRectifyDays', kpi.get('avgRectifyDays') ?? null, 'days'),
    ],
    months: trends.months,
    found: series('hazardsFound'),
    closed: series('hazardsClosed'),
    districts,
    sectors,
    funnel: states,
    topDistricts,
    topEnterprises: topEnterpriseList,
    riskColours: colours,
    latestHazards: latest,
    experts: expertList,
    at: formatDateTime(),
  };
}

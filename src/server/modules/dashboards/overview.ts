// The home page's KPIs and trends within a user's scope (also the 综合大屏's tiles and trends), in two
// steps: the figures, counted once per scope for every period (per day where a period applies,
// day-figures.ts; as of today where none does), and the answer of one period, summed from them in
// memory. The route keeps the figures per scope, so another period costs no read of the records.
import { HOME_KPI_ORDER } from '../../../shared/dashboard/kpi-api';
import type { Kpi, KpiOverview } from '../../../shared/dashboard/kpi-api';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import type { Engine } from '../../engine';
import type { Principal } from '../../engine/principal';
import type { DayRow, DaysPerRecord } from './day-figures';
import { coverageFigures, enterpriseListKpisOf } from './enterprise-list-kpis';
import type { CoverageFigures } from './enterprise-list-kpis';
import { hazardDays, hazardDensity, hazardKpisOf } from './hazard-kpis';
import type { HazardDays } from './hazard-kpis';
import { enterpriseKpis, policyKpis } from './insurance-kpis';
import { scopesOf } from './kpi-scope';
import type { KpiScope } from './kpi-scope';
import { trendFigures, trendsOf } from './kpi-trends';
import type { TrendFigures } from './kpi-trends';
import {
  investigatedDays,
  investigationDays,
  investigationKpisOf,
  taskDays,
  taskKpisOf,
} from './service-kpis';

/** The entities the home page's KPIs and trends count (policies come with the enterprises). */
export const OVERVIEW_ENTITIES = [
  'hiddenDanger',
  'investigation',
  'enterprise',
  'task',
  'deepService',
] as const;

export type OverviewScopes = Record<string, KpiScope | null>;

/** What the home page counts within a scope, for any period. */
export interface OverviewFigures {
  /** The KPIs without a period (insurance, policies: states of today). */
  kpis: Kpi[];
  hazards: HazardDays | null;
  investigations: DayRow[] | null;
  /** The listed enterprises' investigation days (排查企业数), null without both lists. */
  investigated: DaysPerRecord | null;
  coverage: CoverageFigures | null;
  tasks: DayRow[] | null;
  trends: TrendFigures;
}

export async function overviewFigures(
  engine: Engine,
  principal: Principal,
  scopes: OverviewScopes,
): Promise<OverviewFigures> {
  const { hiddenDanger: hazards, investigation, enterprise, task, deepService } = scopes;
  const found = hazards ? hazardDays(engine, hazards) : Promise.resolve(null);
  const [hazardRows, investigations, investigated, coverage, tasks, kpis, trends] = await Promise.all([
    found,
    investigation ? investigationDays(engine, investigation) : null,
    investigation && enterprise ? investigatedDays(engine, investigation, enterprise) : null,
    enterprise ? coverageFigures(engine, enterprise) : null,
    task ? taskDays(engine, task) : null,
    enterprise
      ? Promise.all([
          enterpriseKpis(engine, enterprise),
          policyKpis(engine, principal, enterprise, { deepService, investigation }),
        ]).then((parts) => parts.flat())
      : [],
    found.then((rows) => trendFigures(engine, hazards ?? null, investigation ?? null, rows ?? undefined)),
  ]);
  return { kpis, hazards: hazardRows, investigations, investigated, coverage, tasks, trends };
}

/** The answer of one period from the scope's figures. */
export function overviewOf(scopes: OverviewScopes, figures: OverviewFigures, period: KpiPeriod): KpiOverview {
  const { hiddenDanger: hazards, investigation, enterprise, task } = scopes;
  const all: Kpi[] = [...figures.kpis];
  if (hazards && figures.hazards) all.push(...hazardKpisOf(hazards, figures.hazards, period));
  // 排查企业数 opens the enterprise list, so it is counted there (enterprise-list-kpis.ts).
  if (investigation && figures.investigations)
    all.push(
      ...investigationKpisOf(
        investigation,
        { days: figures.investigations, enterprises: { starts: new Int32Array(), days: [] } },
        period,
      ).filter((k) => k.key !== 'investigatedEnterprises'),
    );
  if (enterprise && figures.coverage)
    all.push(...enterpriseListKpisOf(enterprise, figures.coverage, figures.investigated, period));
  if (task && figures.tasks) all.push(...taskKpisOf(task, figures.tasks, period));
  const density = hazards && investigation ? hazardDensity(hazards, all) : [];
  const rank = (kpi: Kpi) => HOME_KPI_ORDER.indexOf(kpi.key);
  const trends = trendsOf(hazards ?? null, investigation ?? null, figures.trends, period);
  return { kpis: [...all, ...density].sort((a, b) => rank(a) - rank(b)), period, ...trends };
}

/** The answer of one period, counted now (the 综合大屏 keeps its own answers). */
export async function overview(
  engine: Engine,
  principal: Principal,
  period: KpiPeriod,
): Promise<KpiOverview> {
  const { scopes } = await scopesOf(engine, principal, OVERVIEW_ENTITIES);
  return overviewOf(scopes, await overviewFigures(engine, principal, scopes), period);
}

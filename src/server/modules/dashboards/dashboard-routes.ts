// The dashboards' figures: GET /dashboard/kpis (the home page's KPIs and trends over a period,
// kpi-period.ts) and GET /dashboard/live (the monitoring board's counters). Open to a user who may list one of the
// counted entities; every figure is computed within that user's list scope and a figure on an
// entity they may not list is left out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESULT_CODES } from '../../../shared/api-types';
import { formatDateTime } from '../../../shared/date-format';
import { DASHBOARD_PATHS, HOME_KPI_ORDER } from '../../../shared/dashboard/kpi-api';
import type { Kpi, KpiOverview, LiveCounters } from '../../../shared/dashboard/kpi-api';
import { resolvePeriod } from '../../../shared/dashboard/kpi-period';
import type { KpiPeriod, PeriodQuery } from '../../../shared/dashboard/kpi-period';
import { PERIOD_PROBLEMS } from '../../../shared/dashboard/kpi-texts';
import { allow } from '../../auth/route-access';
import { AppError } from '../../errors';
import type { Engine } from '../../engine';
import type { Principal } from '../../engine/principal';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { enterpriseListKpis } from './enterprise-list-kpis';
import { hazardDensity, hazardKpis } from './hazard-kpis';
import { enterpriseKpis, policyKpis } from './insurance-kpis';
import { listCodes, listScope, scopesOf } from './kpi-scope';
import { createFigureCache, FIGURE_TIMES } from '../../figures/figure-cache';
import type { FigureWarmer } from '../../figures/warm-up';
import { kpiTrends } from './kpi-trends';
import { liveCounters } from './live-counters';
import { investigationKpis, taskKpis } from './service-kpis';

/** The entities the dashboards count. */
const COUNTED = ['hiddenDanger', 'investigation', 'enterprise', 'task', 'appointment'] as const;
/** The entities the home page's KPIs and trends count (policies come with the enterprises). */
const OVERVIEW_ENTITIES = ['hiddenDanger', 'investigation', 'enterprise', 'task', 'deepService'] as const;

/** The home page's KPIs and trends within the user's scope (also the 综合大屏's tiles and trends). */
export async function overview(
  engine: Engine,
  principal: Principal,
  period: KpiPeriod,
): Promise<KpiOverview> {
  const scope = (name: string) => listScope(engine, principal, name);
  const [hazards, investigations, enterprises, tasks, deepServices] = await Promise.all(
    OVERVIEW_ENTITIES.map(scope),
  );
  const parts: Promise<Kpi[]>[] = [];
  if (hazards) parts.push(hazardKpis(engine, hazards, period));
  // 排查企业数 opens the enterprise list, so it is counted there (enterprise-list-kpis.ts).
  if (investigations)
    parts.push(
      investigationKpis(engine, investigations, period).then((kpis) =>
        kpis.filter((k) => k.key !== 'investigatedEnterprises'),
      ),
    );
  if (enterprises) {
    parts.push(enterpriseKpis(engine, enterprises));
    parts.push(enterpriseListKpis(engine, enterprises, period, investigations !== null));
    parts.push(policyKpis(engine, principal, enterprises, deepServices ?? null));
  }
  if (tasks) parts.push(taskKpis(engine, tasks, period));
  const [kpis, trends] = await Promise.all([
    Promise.all(parts),
    kpiTrends(engine, hazards ?? null, investigations ?? null, period),
  ]);
  const all = kpis.flat();
  const density = hazards && investigations ? hazardDensity(hazards, all) : [];
  const rank = (kpi: Kpi) => HOME_KPI_ORDER.indexOf(kpi.key);
  return { kpis: [...all, ...density].sort((a, b) => rank(a) - rank(b)), period, ...trends };
}

/** The period a request asks for (`period`, or `start` and `end`), refused with the reason. */
function periodOf(query: PeriodQuery): KpiPeriod {
  const resolved = resolvePeriod(query);
  if ('problem' in resolved) throw new AppError(RESULT_CODES.error, PERIOD_PROBLEMS[resolved.problem]);
  return resolved.period;
}

export function registerDashboardRoutes(api: FastifyInstance, services: AppServices): FigureWarmer {
  const { engine } = services;
  const access = allow.anyOf(...listCodes(engine, COUNTED));
  // A city's KPIs take seconds to count (docs/perf.md): shared by the users counting the same rows,
  // renewed when a table they read is written — in the background while they are expensive.
  const figures = createFigureCache<KpiOverview>({
    freshMs: FIGURE_TIMES.freshMs,
    expensiveFreshMs: FIGURE_TIMES.expensiveFreshMs,
    staleMs: FIGURE_TIMES.staleMs,
    versions: services.tableVersions,
    onError: (error) => api.log.warn({ err: error }, 'home KPIs'),
  });
  async function cachedOverview(principal: Principal, period: KpiPeriod): Promise<KpiOverview> {
    const { key, tables } = await scopesOf(engine, principal, OVERVIEW_ENTITIES);
    const periodKey = `${period.key}|${period.start}|${period.end}`;
    return figures.get(`${periodKey}\n${key}`, () => overview(engine, principal, period), tables);
  }
  api.get(DASHBOARD_PATHS.kpis, access, async (request: FastifyRequest<{ Querystring: PeriodQuery }>) => {
    const period = periodOf(request.query);
    return ok(await cachedOverview(await engine.principal(request), period));
  });
  api.get(DASHBOARD_PATHS.live, access, async (request) => {
    const counters: LiveCounters = {
      kpis: await liveCounters(engine, await engine.principal(request)),
      at: formatDateTime(),
    };
    return ok(counters);
  });
  // The home page as an administrator first opens it (figures/warm-up.ts).
  return (principal) => cachedOverview(principal, periodOf({}));
}

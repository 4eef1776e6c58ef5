// The dashboards' figures: GET /dashboard/kpis (the home page's KPIs and trends over a period,
// kpi-period.ts) and GET /dashboard/live (the monitoring board's counters). Open to a user who may list one of the
// counted entities; every figure is computed within that user's list scope and a figure on an
// entity they may not list is left out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESULT_CODES } from '../../../shared/api-types';
import { formatDateTime } from '../../../shared/date-format';
import { DASHBOARD_PATHS } from '../../../shared/dashboard/kpi-api';
import type { Kpi, KpiOverview, LiveCounters } from '../../../shared/dashboard/kpi-api';
import { resolvePeriod } from '../../../shared/dashboard/kpi-period';
import type { KpiPeriod, PeriodQuery } from '../../../shared/dashboard/kpi-period';
import { PERIOD_PROBLEMS } from '../../../shared/dashboard/kpi-texts';
import { allow } from '../../auth/route-access';
import { AppError } from '../../errors';
import type { Principal } from '../../engine/principal';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { listCodes, scopesOf } from './kpi-scope';
import { createFigureCache, FIGURE_TIMES } from '../../figures/figure-cache';
import type { FigureWarmer } from '../../figures/warm-up';
import { LIVE_ENTITIES, liveCounters } from './live-counters';
import { today } from './kpi-sql';
import { OVERVIEW_ENTITIES, overviewFigures, overviewOf } from './overview';
import type { OverviewFigures } from './overview';

/** Answers of periods kept per scope's figures. */
const KEPT_PERIODS = 32;

/** The entities the dashboards count. */
const COUNTED = ['hiddenDanger', 'investigation', 'enterprise', 'task', 'appointment'] as const;

/** The period a request asks for (`period`, or `start` and `end`), refused with the reason. */
function periodOf(query: PeriodQuery): KpiPeriod {
  const resolved = resolvePeriod(query);
  if ('problem' in resolved) throw new AppError(RESULT_CODES.error, PERIOD_PROBLEMS[resolved.problem]);
  return resolved.period;
}

export function registerDashboardRoutes(api: FastifyInstance, services: AppServices): FigureWarmer {
  const { engine } = services;
  const access = allow.anyOf(...listCodes(engine, COUNTED));
  // A city's figures take seconds to count (docs/perf.md): kept per scope — every period is summed
  // from them — shared by the users counting the same rows, renewed when a table they read is
  // written (in the background while they are expensive).
  const figures = createFigureCache<OverviewFigures>({
    freshMs: FIGURE_TIMES.freshMs,
    expensiveFreshMs: FIGURE_TIMES.expensiveFreshMs,
    staleMs: FIGURE_TIMES.staleMs,
    versions: services.tableVersions,
    onError: (error) => api.log.warn({ err: error }, 'home KPIs'),
  });
  const periods = new WeakMap<OverviewFigures, Map<string, KpiOverview>>();
  async function cachedOverview(principal: Principal, period: KpiPeriod): Promise<KpiOverview> {
    const { scopes, key, tables } = await scopesOf(engine, principal, OVERVIEW_ENTITIES);
    const counted = await figures.get(key, () => overviewFigures(engine, principal, scopes), tables);
    // Summing a city's days takes tens of ms: each period's answer is kept with the figures it
    // came from (and goes with them when they are renewed).
    let answers = periods.get(counted);
    if (!answers) periods.set(counted, (answers = new Map()));
    const periodKey = `${period.key}|${period.start}|${period.end}`;
    let answer = answers.get(periodKey);
    if (!answer) {
      // Date ranges are many: a bounded handful of periods is kept.
      if (answers.size >= KEPT_PERIODS) answers.clear();
      answers.set(periodKey, (answer = overviewOf(scopes, counted, period)));
    }
    return answer;
  }
  api.get(DASHBOARD_PATHS.kpis, access, async (request: FastifyRequest<{ Querystring: PeriodQuery }>) => {
    const period = periodOf(request.query);
    return ok(await cachedOverview(await engine.principal(request), period));
  });
  // The board polls every 30 s: an answer is kept while no counted table is written and at most
  // that long, and shared by the users of one scope (a city's overdue hazards take a few hundred ms).
  const live = createFigureCache<Kpi[]>({
    freshMs: FIGURE_TIMES.freshMs,
    versions: services.tableVersions,
    onError: (error) => api.log.warn({ err: error }, 'live counters'),
  });
  async function cachedLive(principal: Principal): Promise<Kpi[]> {
    const { scopes, key, tables } = await scopesOf(engine, principal, LIVE_ENTITIES);
    const day = today();
    return live.get(`${day}\n${key}`, () => liveCounters(engine, scopes, day), tables);
  }
  api.get(DASHBOARD_PATHS.live, access, async (request) => {
    const counters: LiveCounters = {
      kpis: await cachedLive(await engine.principal(request)),
      at: formatDateTime(),
    };
    return ok(counters);
  });
  // What an administrator first opens: the home page and the monitoring board (figures/warm-up.ts).
  return async (principal) => {
    await cachedOverview(principal, periodOf({}));
    await cachedLive(principal);
  };
}

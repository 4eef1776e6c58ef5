// The dashboards' figures: GET /dashboard/kpis (the home page's KPIs and trends) and GET
// /dashboard/live (the monitoring board's counters). Open to a user who may list one of the
// counted entities; every figure is computed within that user's list scope and a figure on an
// entity they may not list is left out.
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../shared/date-format';
import { DASHBOARD_PATHS } from '../../../shared/dashboard/kpi-api';
import type { Kpi, KpiOverview, LiveCounters } from '../../../shared/dashboard/kpi-api';
import { allow } from '../../auth/route-access';
import type { Engine } from '../../engine';
import type { Principal } from '../../engine/principal';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { hazardKpis } from './hazard-kpis';
import { enterpriseKpis, policyKpis } from './insurance-kpis';
import { listCodes, listScope } from './kpi-scope';
import { kpiTrends } from './kpi-trends';
import { liveCounters } from './live-counters';
import { investigationKpis, taskKpis } from './service-kpis';

/** The entities the dashboards count. */
const COUNTED = ['hiddenDanger', 'investigation', 'enterprise', 'task', 'appointment'] as const;

async function overview(engine: Engine, principal: Principal): Promise<KpiOverview> {
  const scope = (name: string) => listScope(engine, principal, name);
  const [hazards, investigations, enterprises, tasks, deepServices] = await Promise.all(
    ['hiddenDanger', 'investigation', 'enterprise', 'task', 'deepService'].map(scope),
  );
  const parts: Promise<Kpi[]>[] = [];
  if (hazards) parts.push(hazardKpis(engine, hazards));
  if (investigations) parts.push(investigationKpis(engine, investigations));
  if (enterprises) {
    parts.push(enterpriseKpis(engine, enterprises));
    parts.push(policyKpis(engine, principal, enterprises, deepServices ?? null));
  }
  if (tasks) parts.push(taskKpis(engine, tasks));
  const [kpis, trends] = await Promise.all([
    Promise.all(parts),
    kpiTrends(engine, hazards ?? null, investigations ?? null),
  ]);
  return { kpis: kpis.flat(), ...trends };
}

export function registerDashboardRoutes(api: FastifyInstance, services: AppServices): void {
  const { engine } = services;
  const access = allow.anyOf(...listCodes(engine, COUNTED));
  api.get(DASHBOARD_PATHS.kpis, access, async (request) =>
    ok(await overview(engine, await engine.principal(request))),
  );
  api.get(DASHBOARD_PATHS.live, access, async (request) => {
    const counters: LiveCounters = {
      kpis: await liveCounters(engine, await engine.principal(request)),
      at: formatDateTime(),
    };
    return ok(counters);
  });
}

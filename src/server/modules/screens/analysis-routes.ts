// The signed-in big screens' API (GET /nanli/screens/big, /index, /second). Each route requires its
// menu's button code (ANALYSIS_SCREEN_CODES: 510 before anything is read) and answers within the
// user's list scope of every entity it counts, like the home page's KPIs (administrator: the tenant;
// engineer: their enterprises and tasks; enterprise user: their enterprise); an entity the user may
// not list leaves its figures out. A wall re-reads every minute and several users share a scope, so
// answers are memoised ANALYSIS_CACHE_TTL_MS per screen and scope — the key is the compiled scope
// SQL with its parameters, so two users share an entry exactly when they would count the same rows.
// The risk index's monthly history, its costliest read, is kept INDEX_HISTORY_TTL_MS.
import type { FastifyInstance } from 'fastify';
import type { AnalysisScreenKind } from '../../../shared/analysis-screens';
import {
  ANALYSIS_CACHE_TTL_MS,
  ANALYSIS_SCREEN_CODES,
  ANALYSIS_SCREEN_PATHS,
  INDEX_HISTORY_TTL_MS,
} from '../../../shared/analysis-screens';
import { allow } from '../../auth/route-access';
import type { Engine } from '../../engine';
import type { Principal } from '../../engine/principal';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { listScope, subScope } from '../dashboards/kpi-scope';
import type { KpiScope } from '../dashboards/kpi-scope';
import { createFigureCache } from '../maps/figure-cache';
import type { FigureCache } from '../maps/figure-cache';
import { bigScreen } from './big-screen';
import { indexScreen } from './index-screen';
import { secondScreen } from './second-screen';

/** The entities each screen counts (the big screen's KPIs are the home page's). */
const COUNTED: Record<AnalysisScreenKind, readonly string[]> = {
  big: ['enterprise', 'hiddenDanger', 'investigation', 'task', 'deepService'],
  index: ['enterprise', 'hiddenDanger'],
  second: ['enterprise', 'task', 'appointment', 'deepService'],
};

type Scopes = Record<string, KpiScope | null>;

type Compute = (
  engine: Engine,
  principal: Principal,
  s: Scopes,
  history: FigureCache<Record<string, unknown>>,
) => Promise<unknown>;

const COMPUTE: Record<AnalysisScreenKind, Compute> = {
  big: (engine, principal, s) => bigScreen(engine, principal, s.enterprise ?? null, s.hiddenDanger ?? null),
  index: (engine, _principal, s, history) =>
    indexScreen(engine, s.enterprise ?? null, s.hiddenDanger ?? null, history),
  second: (engine, _principal, s) =>
    secondScreen(engine, {
      enterprises: s.enterprise ?? null,
      tasks: s.task ?? null,
      appointments: s.appointment ?? null,
      deepServices: s.deepService ?? null,
    }),
};

/** The rows a scope reads, as compiled SQL and parameters (no scope: '-'). */
function scopeKey(engine: Engine, scope: KpiScope | null): string {
  if (!scope) return '-';
  const { sql, parameters } = engine.deps.db
    .selectFrom(scope.entity.table)
    .select('id')
    .where(scope.where)
    .compile();
  return `${sql}|${JSON.stringify(parameters)}`;
}

export function registerAnalysisScreenRoutes(api: FastifyInstance, services: AppServices): void {
  const { engine } = services;
  const answers = createFigureCache<unknown>(ANALYSIS_CACHE_TTL_MS);
  const histories = createFigureCache<Record<string, unknown>>(INDEX_HISTORY_TTL_MS);

  async function answer(kind: AnalysisScreenKind, principal: Principal): Promise<unknown> {
    const names = COUNTED[kind];
    const found = await Promise.all(names.map((name) => listScope(engine, principal, name)));
    const scopes: Scopes = Object.fromEntries(names.map((name, i) => [name, found[i] ?? null]));
    // Policies have their own rules besides the enterprise scope (the KPIs count them).
    const policy = scopes.enterprise ? await subScope(engine, principal, scopes.enterprise, 'policy') : null;
    const key = [kind, ...[...found, policy].map((scope) => scopeKey(engine, scope))].join('\n');
    return answers.get(key, () => COMPUTE[kind](engine, principal, scopes, histories));
  }

  for (const kind of Object.keys(ANALYSIS_SCREEN_PATHS) as AnalysisScreenKind[]) {
    api.get(ANALYSIS_SCREEN_PATHS[kind], allow.anyOf(ANALYSIS_SCREEN_CODES[kind]), async (request) =>
      ok(await answer(kind, await engine.principal(request))),
    );
  }
}

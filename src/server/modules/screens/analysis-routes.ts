// The signed-in big screens' API (GET /nanli/screens/big, /index, /second). Each route requires its
// menu's button code (ANALYSIS_SCREEN_CODES: 510 before anything is read) and answers within the
// user's list scope of every entity it counts, like the home page's KPIs (administrator: the tenant;
// engineer: their enterprises and tasks; enterprise user: their enterprise); an entity the user may
// not list leaves its figures out. A wall re-reads every minute and several users share a scope, so
// answers are memoised ANALYSIS_CACHE_TTL_MS per screen and scope — the key is the compiled scope
// SQL with its parameters, so two users share an entry exactly when they would count the same rows
// — and renewed when a table they read is written (an expensive one in the background, figures/).
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
import { scopesOf } from '../dashboards/kpi-scope';
import type { KpiScope } from '../dashboards/kpi-scope';
import { createFigureCache, FIGURE_TIMES } from '../../figures/figure-cache';
import type { FigureCache } from '../../figures/figure-cache';
import type { FigureWarmer } from '../../figures/warm-up';
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

export function registerAnalysisScreenRoutes(api: FastifyInstance, services: AppServices): FigureWarmer {
  const { engine } = services;
  const onError = (error: unknown) => api.log.warn({ err: error }, 'big-screen figures');
  const answers = createFigureCache<unknown>({
    freshMs: ANALYSIS_CACHE_TTL_MS,
    expensiveFreshMs: FIGURE_TIMES.expensiveFreshMs,
    staleMs: FIGURE_TIMES.staleMs,
    versions: services.tableVersions,
    onError,
  });
  // The index's monthly history is the costliest read and changes slowly: time alone renews it.
  const histories = createFigureCache<Record<string, unknown>>({ freshMs: INDEX_HISTORY_TTL_MS, onError });

  async function answer(kind: AnalysisScreenKind, principal: Principal): Promise<unknown> {
    const { scopes, key, tables } = await scopesOf(engine, principal, COUNTED[kind]);
    return answers.get(`${kind}\n${key}`, () => COMPUTE[kind](engine, principal, scopes, histories), tables);
  }

  for (const kind of Object.keys(ANALYSIS_SCREEN_PATHS) as AnalysisScreenKind[]) {
    api.get(ANALYSIS_SCREEN_PATHS[kind], allow.anyOf(ANALYSIS_SCREEN_CODES[kind]), async (request) =>
      ok(await answer(kind, await engine.principal(request))),
    );
  }
  // The screens an administrator may open, prepared one after the other (figures/warm-up.ts).
  return async (principal) => {
    for (const kind of Object.keys(ANALYSIS_SCREEN_PATHS) as AnalysisScreenKind[])
      if (principal.held.has(ANALYSIS_SCREEN_CODES[kind])) await answer(kind, principal);
  };
}

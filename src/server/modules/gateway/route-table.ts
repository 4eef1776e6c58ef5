// The live routing table of the gateway: the enabled routes compiled from sys_gateway_route,
// reloaded at once after a change made here and every GATEWAY_REFRESH_MS otherwise, so changes made
// through another instance apply too (no restart). A failed reload keeps the previous table.
import type { Kysely } from 'kysely';
import { GATEWAY_ROUTE_STATUS } from '../../../shared/tenants/gateway-texts';
import type { GatewayFilter, GatewayPredicate } from '../../../shared/tenants/gateway-types';
import type { Database } from '../../db/tables';
import type { PathPattern } from './path-pattern';
import { compilePathPattern, matchesPath } from './path-pattern';

/** How often an instance re-reads the routes others may have changed. */
export const GATEWAY_REFRESH_MS = 5_000;

export interface CompiledRoute {
  routeId: string;
  uri: string;
  patterns: PathPattern[];
  /** Upper-case methods; null accepts every method. */
  methods: ReadonlySet<string> | null;
  stripParts: number;
}

export interface RouteMatch {
  route: CompiledRoute;
  specificity: number;
}

export interface RouteTable {
  reload(): Promise<void>;
  /** The most specific enabled route for the method and path segments (ties: the older route). */
  match(method: string, segments: readonly string[]): CompiledRoute | null;
  start(onError: (error: unknown) => void): void;
  stop(): void;
}

const parseJson = <T>(text: string): T[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

export function compileRoute(row: {
  routeId: string;
  uri: string;
  predicates: string;
  filters: string;
}): CompiledRoute | null {
  const predicates = parseJson<GatewayPredicate>(row.predicates);
  const patterns = predicates
    .filter((p) => p.name === 'Path')
    .flatMap((p) => p.args.map(compilePathPattern))
    .filter((p): p is PathPattern => p !== null);
  if (patterns.length === 0) return null;
  const methods = predicates.filter((p) => p.name === 'Method').flatMap((p) => p.args);
  const strip = parseJson<GatewayFilter>(row.filters).find((f) => f.name === 'StripPrefix');
  return {
    routeId: row.routeId,
    uri: row.uri,
    patterns,
    methods: methods.length > 0 ? new Set(methods) : null,
    stripParts: Number(strip?.args[0]?.value ?? 0) || 0,
  };
}

export function createRouteTable(db: Kysely<Database>): RouteTable {
  let routes: CompiledRoute[] = [];
  let timer: NodeJS.Timeout | null = null;
  const reload = async () => {
    const rows = await db
      .selectFrom('sysGatewayRoute')
      .select(['routeId', 'uri', 'predicates', 'filters'])
      .where('status', '=', GATEWAY_ROUTE_STATUS.enabled)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
    routes = rows.map(compileRoute).filter((r): r is CompiledRoute => r !== null);
  };
  return {
    reload,
    match(method, segments) {
      let best: RouteMatch | null = null;
      for (const route of routes) {
        if (route.methods && !route.methods.has(method)) continue;
        for (const pattern of route.patterns) {
          if (!matchesPath(pattern, segments)) continue;
          if (!best || pattern.specificity > best.specificity)
            best = { route, specificity: pattern.specificity };
        }
      }
      return best?.route ?? null;
    },
    start(onError) {
      if (timer) return;
      timer = setInterval(() => void reload().catch(onError), GATEWAY_REFRESH_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

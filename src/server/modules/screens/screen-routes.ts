// The public big screens' API (GET /screen/insured, GET /screen/danger): no login, aggregates of the
// tenant the administrator opened the screens for (SCREEN_TENANT_DICT). A screen on a wall must not
// load the database however many walls and visitors there are, so every answer is computed at most
// once per SCREEN_CACHE_TTL_MS and tenant (in the shared store: one computation for all instances
// with Redis), and each client IP may call SCREEN_RATE_LIMIT.perWindow times per window (counted in
// the shared store like the SMS limits, before anything is read).
import type { FastifyInstance } from 'fastify';
import type { ScreenKind } from '../../../shared/screens';
import {
  SCREEN_CACHE_TTL_MS,
  SCREEN_PATHS,
  SCREEN_RATE_LIMIT,
  SCREEN_TENANT_DICT,
} from '../../../shared/screens';
import type { Engine } from '../../engine';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { KeyValueStore } from '../../kv/key-value-store';
import type { AppServices } from '../../services';
import { dangerScreen } from './danger-screen';
import { insuredScreen } from './insured-screen';

const COMPUTE: Record<ScreenKind, (engine: Engine, tenantId: number) => Promise<unknown>> = {
  insured: insuredScreen,
  danger: dangerScreen,
};

/** The store key counting an IP's calls in the current window. */
export const screenRateKey = (ip: string) => `screen-rate:${ip}`;
export const screenCacheKey = (kind: ScreenKind, tenantId: number) => `screen:${kind}:${tenantId}`;

/** Public: no session (a wall display has nobody signed in); answers aggregates only, cached, rate-limited. */
const PUBLIC_SCREEN = { config: { access: 'public' } } as const;

/** The tenant of the first enabled item of the setting whose value is a tenant id, or null. */
async function screenTenant(engine: Engine): Promise<number | null> {
  const items = await engine.deps.dictionaries.items(SCREEN_TENANT_DICT);
  const value = items.map((item) => item.value.trim()).find((v) => /^\d{1,9}$/.test(v));
  return value === undefined ? null : Number(value);
}

async function assertWithinLimit(store: KeyValueStore, ip: string): Promise<void> {
  const calls = await store.increment(screenRateKey(ip), SCREEN_RATE_LIMIT.windowMs);
  if (calls > SCREEN_RATE_LIMIT.perWindow) throw Errors.screenRateLimited();
}

export function registerScreenRoutes(api: FastifyInstance, services: AppServices): void {
  const { engine, store } = services;
  // Concurrent misses on one instance share one computation instead of each querying.
  const computing = new Map<string, Promise<string>>();

  async function answer(kind: ScreenKind, tenantId: number): Promise<unknown> {
    const key = screenCacheKey(kind, tenantId);
    const hit = await store.get(key);
    if (hit !== null) return JSON.parse(hit) as unknown;
    let pending = computing.get(key);
    if (!pending) {
      pending = COMPUTE[kind](engine, tenantId).then(async (value) => {
        const text = JSON.stringify(value);
        await store.set(key, text, SCREEN_CACHE_TTL_MS);
        return text;
      });
      computing.set(key, pending);
      void pending.finally(() => computing.delete(key)).catch(() => undefined);
    }
    return JSON.parse(await pending) as unknown;
  }

  for (const kind of Object.keys(SCREEN_PATHS) as ScreenKind[]) {
    api.get(SCREEN_PATHS[kind], PUBLIC_SCREEN, async (request) => {
      await assertWithinLimit(store, request.ip);
      const tenantId = await screenTenant(engine);
      if (tenantId === null) throw Errors.screenNotOpen();
      return ok(await answer(kind, tenantId));
    });
  }
}

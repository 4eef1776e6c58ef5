// Prepares the figures administrators open first — the home page's KPIs of the default period, the
// signed-in big screens and the data map's district figures — in the background shortly after the start and again before they go
// stale, so that a city-sized tenant's first answer comes from the figure cache instead of a
// computation of several seconds (docs/perf.md). One administrator per tenant is enough: every
// administrator of a tenant counts the same rows, so the entries serve them all.
import type { FastifyInstance } from 'fastify';
import { loadPrincipal } from '../engine/principal';
import type { Principal } from '../engine/principal';
import type { AppServices } from '../services';

/** Figures a module prepares for a principal (through its own figure cache). */
export type FigureWarmer = (principal: Principal) => Promise<unknown>;

export const FIGURE_WARM_UP = {
  /** After the start, so the first requests and the schema sync are not slowed. */
  delayMs: 5_000,
  /** Shorter than the figures' stale time, so an administrator's figures never run out. */
  everyMs: 4 * 60_000,
} as const;

/** The role whose holders see a whole tenant (schemas/roles.json). */
const ADMIN_ROLE = 'admin';

/** One administrator (and the tenant they act in) per tenant with one. */
async function administrators({ db }: Pick<AppServices, 'db'>): Promise<Principal[]> {
  const users = await db
    .selectFrom('sysUser')
    .innerJoin('sysUserRole', 'sysUserRole.userId', 'sysUser.id')
    .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
    .leftJoin('sysUserTenant', 'sysUserTenant.userId', 'sysUser.id')
    .selectAll('sysUser')
    .select('sysUserTenant.tenantId as memberOf')
    .where('sysRole.roleCode', '=', ADMIN_ROLE)
    .where('sysUser.status', '=', 1)
    .where('sysUser.delFlag', '=', 0)
    .execute();
  const byTenant = new Map<number, (typeof users)[number]>();
  for (const user of users) {
    const tenantId = user.memberOf ?? 0;
    if (!byTenant.has(tenantId)) byTenant.set(tenantId, user);
  }
  return Promise.all(
    [...byTenant].map(([tenantId, { memberOf: _tenant, ...user }]) => loadPrincipal(db, user, tenantId)),
  );
}

export function scheduleFigureWarmUp(
  api: FastifyInstance,
  services: Pick<AppServices, 'db'>,
  warmers: readonly FigureWarmer[],
): void {
  let running: Promise<void> | null = null;
  const warm = () => {
    running ??= (async () => {
      for (const principal of await administrators(services))
        for (const warmer of warmers) await warmer(principal);
    })()
      .catch((error: unknown) => api.log.warn({ err: error }, 'figure warm-up failed'))
      .finally(() => (running = null));
  };
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  api.addHook('onReady', async () => {
    first = setTimeout(warm, FIGURE_WARM_UP.delayMs);
    every = setInterval(warm, FIGURE_WARM_UP.everyMs);
    first.unref();
    every.unref();
  });
  api.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}

// The endpoints for machines around the server, at the root rather than under API_PREFIX: a proxy
// or orchestrator probes fixed paths whatever the API prefix, and these answer outside the API's
// session check, operation log, HTTP trace and request figures (a probe every few seconds would
// crowd them). Not logged per call at info level (route logLevel 'warn').
//   GET /healthz  liveness: the process answers; touches nothing.
//   GET /readyz   readiness: database (and Redis) answer; 503 with the reason otherwise. The port
//                 opens only after migrations, schema sync and seed, so a listening server has them.
//   GET /metrics  Prometheus text for the configured scraper (scraper-access.ts); 404 when off.
import type { FastifyInstance } from 'fastify';
import { enforceRouteAccess } from '../../auth/route-access';
import type { RouteAccessEntry } from '../../auth/route-access';
import type { AppServices } from '../../services';
import { EXPOSITION_CONTENT_TYPE, renderExposition } from './prometheus';
import { checkReadiness } from './readiness';
import type { ReadinessCheck } from './readiness';
import { createScraperAccess } from './scraper-access';

export const OPERATIONAL_PATHS = { liveness: '/healthz', readiness: '/readyz', metrics: '/metrics' } as const;

const QUIET = { logLevel: 'warn' } as const;
const PLAIN_TEXT = 'text/plain; charset=utf-8';
/** Bodies of a refused scrape (for machines: the status says it all). */
const REFUSALS = { off: 'Not Found', badToken: 'Unauthorized', badAddress: 'Forbidden' } as const;

export async function registerOperationalRoutes(
  app: FastifyInstance,
  services: AppServices,
  inventory: RouteAccessEntry[],
): Promise<void> {
  const { config, monitoring } = services;
  const scraper = createScraperAccess(config.metricsToken, config.metricsAllow);
  const checks: ReadinessCheck[] = [{ name: 'database', run: () => services.pingDatabase() }];
  if (config.redisUrl)
    checks.push({
      name: 'redis',
      optional: true,
      run: async () => services.store.ping?.(),
    });

  await app.register(async (ops) => {
    enforceRouteAccess(ops, inventory);
    ops.get(OPERATIONAL_PATHS.liveness, { ...QUIET, config: { access: 'public' } }, async () => ({
      status: 'ok',
    }));
    ops.get(
      OPERATIONAL_PATHS.readiness,
      { ...QUIET, config: { access: 'public' } },
      async (request, reply) => {
        const report = await checkReadiness(checks, request.log);
        return reply.status(report.status === 'ready' ? 200 : 503).send(report);
      },
    );
    // inHandler: the scraper's token or address is checked here, not a session.
    ops.get(
      OPERATIONAL_PATHS.metrics,
      { ...QUIET, config: { access: 'inHandler' } },
      async (request, reply) => {
        const verdict = scraper.judge(request.ip, request.headers.authorization);
        if (verdict === 'off') return reply.status(404).type(PLAIN_TEXT).send(REFUSALS.off);
        if (verdict === 'badToken')
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer')
            .type(PLAIN_TEXT)
            .send(REFUSALS.badToken);
        if (verdict === 'badAddress') return reply.status(403).type(PLAIN_TEXT).send(REFUSALS.badAddress);
        return reply.type(EXPOSITION_CONTENT_TYPE).send(renderExposition(monitoring.families()));
      },
    );
  });
}

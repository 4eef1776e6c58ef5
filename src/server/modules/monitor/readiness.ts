// Readiness: each dependency answers a trivial request within a short time (the database a
// `select 1`; Redis, when configured, a PING that is reported but not required). The reason names
// the failing dependency only; the driver's error (hosts, ports) goes to the log, since the probe is
// public.
import type { FastifyBaseLogger } from 'fastify';

/** How long a dependency may take before the instance counts as not ready. */
export const READINESS_TIMEOUT_MS = 1000;

export interface ReadinessCheck {
  name: string;
  run(): Promise<unknown>;
  /**
   * A dependency the instance serves without, degraded (Redis: kv/redis-store.ts falls back to this
   * instance's memory): its failure is reported in `checks` but keeps the instance ready, since every
   * instance shares it and a proxy would otherwise take the whole site out of service.
   */
  optional?: boolean;
}

export interface ReadinessReport {
  status: 'ready' | 'unavailable';
  /** Present when unavailable: what failed, e.g. "database: no answer within 1000 ms". */
  reason?: string;
  checks: Record<string, 'ok' | 'failed' | 'timeout'>;
}

class Timeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  log: FastifyBaseLogger,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<ReadinessReport> {
  const outcomes = await Promise.all(
    checks.map(async (check) => {
      try {
        await withTimeout(check.run(), timeoutMs);
        return [check.name, 'ok', check] as const;
      } catch (error) {
        const timedOut = error instanceof Timeout;
        log.warn({ err: timedOut ? undefined : error, check: check.name }, 'readiness check failed');
        return [check.name, timedOut ? 'timeout' : 'failed', check] as const;
      }
    }),
  );
  const failed = outcomes.filter(([, outcome, check]) => outcome !== 'ok' && !check.optional);
  const report: ReadinessReport = {
    status: failed.length === 0 ? 'ready' : 'unavailable',
    checks: Object.fromEntries(outcomes.map(([name, outcome]) => [name, outcome])),
  };
  if (failed.length > 0)
    report.reason = failed
      .map(([name, outcome]) =>
        outcome === 'timeout' ? `${name}: no answer within ${timeoutMs} ms` : `${name}: query failed`,
      )
      .join('; ');
  return report;
}

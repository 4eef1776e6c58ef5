// Before starting instances: PostgreSQL and Redis must answer, with a message that says which one
// does not and how to point at another (rather than three instances failing the same way).
import pg from 'pg';
import { Redis } from 'ioredis';

export class ClusterError extends Error {
  override name = 'ClusterError';
}

const TIMEOUT_MS = 3_000;
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function checkSharedServices(databaseUrl: string, redisUrl: string): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ClusterError(`DATABASE_URL must be a postgres:// URL: the instances share one PostgreSQL`);
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new ClusterError(
      `PostgreSQL at ${redact(databaseUrl)} does not answer (${reason(error)}); start it or set DATABASE_URL`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }

  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The connection's own error (ECONNREFUSED …) says more than the rejected connect() ("closed").
  let connectionError: unknown;
  redis.on('error', (error) => (connectionError ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new ClusterError(
      `Redis at ${redact(redisUrl)} does not answer (${reason(connectionError ?? error)}); start it or set REDIS_URL`,
    );
  } finally {
    redis.disconnect();
  }
}

/** The URL without its password, for messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

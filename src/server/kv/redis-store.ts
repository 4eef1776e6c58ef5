// Redis-backed key-value store; every key is prefixed so several apps (and test runs) can share a server.
// While Redis is unreachable every call is served by this instance's memory instead (a captcha drawn
// and checked on the same instance still works; throttles count per instance), and Redis is used
// again as soon as it answers (kv/redis-connection.ts).
import type * as IORedis from 'ioredis';
import type { KeyValueStore } from './key-value-store';
import { createMemoryStore } from './memory-store';
import { watchedRedis } from './redis-connection';
import type { OutageLog } from './redis-connection';

const ROLE = {
  role: 'key-value store',
  degraded: "captchas, login throttles and export progress are kept in this instance's memory",
};

export function createRedisStore(url: string, prefix: string, log?: OutageLog): KeyValueStore {
  const connection = watchedRedis(url, ROLE, log, { keyPrefix: prefix });
  const { redis } = connection;
  const fallback = createMemoryStore();
  const use = async <T>(
    shared: (redis: IORedis.Redis) => Promise<T>,
    local: (store: KeyValueStore) => Promise<T>,
  ): Promise<T> => {
    if (connection.ready()) {
      try {
        return await shared(redis);
      } catch (error) {
        if (connection.isReply(error)) throw error;
      }
    }
    connection.unavailable();
    return local(fallback);
  };
  return {
    get: (key) =>
      use(
        (r) => r.get(key),
        (m) => m.get(key),
      ),
    set: (key, value, ttlMs) =>
      use(
        async (r) => {
          await r.set(key, value, 'PX', ttlMs);
        },
        (m) => m.set(key, value, ttlMs),
      ),
    take: (key) =>
      use(
        (r) => r.getdel(key),
        (m) => m.take(key),
      ),
    increment: (key, ttlMs) =>
      use(
        async (r) => {
          // Create the counter with its lifetime first, so the window does not slide on each increment.
          const results = await r.multi().set(key, '0', 'PX', ttlMs, 'NX').incr(key).exec();
          const [error, count] = results?.[1] ?? [new Error('Redis transaction was discarded')];
          if (error) throw error;
          return Number(count);
        },
        (m) => m.increment(key, ttlMs),
      ),
    ttl: (key) =>
      use(
        async (r) => {
          const ms = await r.pttl(key);
          return ms < 0 ? null : ms;
        },
        (m) => m.ttl(key),
      ),
    delete: (key) =>
      use(
        async (r) => {
          await r.del(key);
        },
        (m) => m.delete(key),
      ),
    ping: async () => {
      await redis.ping();
    },
    close: async () => {
      await fallback.close();
      // quit waits for Redis; a Redis that is down is simply disconnected.
      if (connection.ready()) await redis.quit();
      else redis.disconnect();
    },
  };
}

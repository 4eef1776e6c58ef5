// Redis-backed key-value store; every key is prefixed so several apps (and test runs) can share a server.
import type * as IORedis from 'ioredis';
import { loadPackage } from '../load-package';
import type { KeyValueStore } from './key-value-store';

export function createRedisStore(url: string, prefix: string): KeyValueStore {
  const { Redis } = loadPackage<typeof IORedis>('ioredis');
  const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    get: (key) => redis.get(key),
    set: async (key, value, ttlMs) => {
      await redis.set(key, value, 'PX', ttlMs);
    },
    take: (key) => redis.getdel(key),
    increment: async (key, ttlMs) => {
      // Create the counter with its lifetime first, so the window does not slide on each increment.
      const results = await redis.multi().set(key, '0', 'PX', ttlMs, 'NX').incr(key).exec();
      const [error, count] = results?.[1] ?? [new Error('Redis transaction was discarded')];
      if (error) throw error;
      return Number(count);
    },
    ttl: async (key) => {
      const ms = await redis.pttl(key);
      return ms < 0 ? null : ms;
    },
    delete: async (key) => {
      await redis.del(key);
    },
    close: async () => {
      await redis.quit();
    },
  };
}

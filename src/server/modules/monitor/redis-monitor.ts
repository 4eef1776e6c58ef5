// Reads Redis INFO through a connection of its own, opened on the first request of the monitor page
// (apps without REDIS_URL never open one) and closed with the app.
import type * as IORedis from 'ioredis';
import type { RedisInfoResult } from '../../../shared/monitor/monitor-api';
import { Errors } from '../../errors';
import { parseRedisInfo } from './redis-info';
import { loadPackage } from '../../load-package';

const CONNECT_TIMEOUT_MS = 3_000;

export interface RedisMonitor {
  info(): Promise<RedisInfoResult>;
  close(): Promise<void>;
}

export function createRedisMonitor(url: string | undefined): RedisMonitor {
  let client: IORedis.Redis | null = null;
  return {
    async info() {
      if (!url) return { configured: false, items: [], keys: 0, usedMemory: 0 };
      if (!client) {
        const { Redis } = loadPackage<typeof IORedis>('ioredis');
        client = new Redis(url, {
          lazyConnect: true,
          connectTimeout: CONNECT_TIMEOUT_MS,
          maxRetriesPerRequest: 1,
        });
        // Each request answers a failure itself; the client keeps reconnecting in the background.
        client.on('error', () => undefined);
      }
      try {
        const parsed = parseRedisInfo(await client.info());
        return { configured: true, ...parsed };
      } catch {
        // The contract's message for an unreachable Redis (JeecgBoot's PoolException answer).
        throw Errors.redisConnectionFailed();
      }
    },
    async close() {
      if (client) client.disconnect();
    },
  };
}

// The Redis monitor without configuration, and with a Redis that does not answer.
import { describe, expect, it } from 'vitest';
import { createRedisMonitor } from '../../../src/server/modules/monitor/redis-monitor';

describe('redis monitor', () => {
  it('answers "not configured" without a URL and opens no connection', async () => {
    const monitor = createRedisMonitor(undefined);
    await expect(monitor.info()).resolves.toEqual({ configured: false, items: [], keys: 0, usedMemory: 0 });
    await monitor.close();
  });

  it("answers the contract's Redis error when the server cannot be reached", async () => {
    // Port 1 on the loopback refuses connections at once.
    const monitor = createRedisMonitor('redis://127.0.0.1:1');
    try {
      await expect(monitor.info()).rejects.toMatchObject({ code: 500, message: 'Redis 连接异常!' });
    } finally {
      await monitor.close();
    }
  }, 15_000);
});

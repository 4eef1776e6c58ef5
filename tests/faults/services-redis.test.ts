// Redis stopped and started again (issue 12, "Faults"): a server process on a private Redis keeps
// signing in (with a captcha), listing and saving while Redis is down, delivers notices to the
// sockets it holds itself, says so in its log, and fans notices out through Redis again once Redis
// is back, without a restart. A server started while Redis is down starts, serves and uses Redis
// once it comes up.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementRecord } from '../../src/shared/announcements/announcements';
import { LOGIN_THROTTLE } from '../../src/server/auth/login-throttle';
import { Errors } from '../../src/server/errors';
import { API_PATHS } from '../../src/shared/api-paths';
import type { PageResult } from '../../src/shared/api-types';
import { call, openNoticeSocket } from '../cluster/client';
import type { NoticeSocket } from '../cluster/client';
import { adminSession, loggedWarnings, loginAsAdmin, startServiceServer } from './support/services-server';
import type { ServiceServer } from './support/services-server';
import { redisMissing, startPrivateRedis, waitFor } from './support/services';
import type { PrivateRedis } from './support/services';

const missing = redisMissing();
if (missing) console.log(`services-redis: skipped, ${missing}`);

const PREFIX = 'anze-faults:';
/** The channel realtime/hub.ts publishes on, under the deployment's prefix. */
const CHANNEL = `${PREFIX}realtime`;
/** How long one attempt waits for a notice to come through Redis after Redis restarted. */
const FAN_OUT_ATTEMPT_MS = 1_000;

describe.skipIf(missing)('Redis stopped and started again', () => {
  let redis: PrivateRedis | undefined;
  let server: ServiceServer | undefined;
  let listener: Redis | undefined;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    server = await startServiceServer({ REDIS_URL: redis.url, REDIS_PREFIX: PREFIX });
  });

  afterAll(async () => {
    listener?.disconnect();
    await server?.stop();
    await redis?.stop();
  });

  it('keeps sign-in, lists and saves working, warns, and fans out again when Redis is back', async () => {
    const base = server!.url;
    // What went through Redis: every message on the notice channel, seen from outside the server.
    const throughRedis: string[] = [];
    listener = new Redis(redis!.url, { retryStrategy: () => 100 });
    listener.on('error', () => undefined);
    listener.on('message', (_channel: string, message: string) => throughRedis.push(message));
    await listener.subscribe(CHANNEL);

    const { token, userId } = await adminSession(base);
    const socket: NoticeSocket = await openNoticeSocket(base, userId, token);
    let n = 0;
    const release = async () => {
      const titile = `Redis故障${Date.now()}-${n++}`;
      const added = await call(base, 'POST', '/sys/annountCement/add', {
        token,
        body: { titile, msgContent: '<p>故障</p>', priority: 'M', msgCategory: '1', msgType: 'ALL' },
      });
      expect(added.body.success).toBe(true);
      const query = `/sys/annountCement/list?titile=${encodeURIComponent(titile)}`;
      const id = (await call<PageResult<AnnouncementRecord>>(base, 'GET', query, { token })).body.result
        .records[0]!.id;
      const released = await call(base, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, { token });
      expect(released.body.success).toBe(true);
      return id;
    };
    const readiness = async () => {
      const response = await fetch(`${base}/readyz`);
      const report = (await response.json()) as { checks: Record<string, string> };
      return { status: response.status, redis: report.checks.redis };
    };
    const reachesSocket = (id: string, timeoutMs?: number) =>
      socket.waitFor((message) => message.msgId === id, timeoutMs);

    try {
      const before = await release();
      await reachesSocket(before);
      expect(throughRedis.some((message) => message.includes(before))).toBe(true);

      await redis!.stop();
      // Sign-in with a captcha, a list and a save of a dictionary with items, all as usual.
      const during = await adminSession(base);
      const list = await call<PageResult<unknown>>(base, 'GET', '/sys/dict/list?pageNo=1&pageSize=5', {
        token: during.token,
      });
      expect(list.body.success).toBe(true);
      const saved = await call(base, 'POST', '/sys/dict/add', {
        token: during.token,
        body: {
          dictName: 'Redis停机',
          dictCode: 'redis_outage',
          sysDictItemList: [{ itemText: '是', itemValue: '1', status: 1 }],
        },
      });
      expect(saved.body).toMatchObject({ success: true });
      // The login throttle counts on this instance meanwhile.
      const wrong = await loginAsAdmin(base, 'Wrong-password-1');
      expect(wrong.body.message).toBe(Errors.loginFailed(LOGIN_THROTTLE.maxFailures - 1).message);
      expect((await loginAsAdmin(base)).body.success).toBe(true);
      // A notice still reaches the sockets this instance holds.
      await reachesSocket(await release());
      expect((await loggedWarnings(server!, 'Redis unavailable')).length).toBeGreaterThan(0);
      // Still ready for the proxy (every instance shares the Redis), with Redis reported as failed.
      expect(await readiness()).toEqual({ status: 200, redis: 'failed' });

      await redis!.start();
      // Back through Redis by itself: a released notice is seen on the channel and on the socket.
      let fannedOut = false;
      await waitFor('a notice fanned out through the restarted Redis', async () => {
        const id = await release();
        await reachesSocket(id);
        const seen = async () => throughRedis.some((message) => message.includes(id));
        await waitFor('the notice on the Redis channel', seen, FAN_OUT_ATTEMPT_MS).catch(() => undefined);
        fannedOut = await seen();
        return fannedOut;
      });
      expect(fannedOut).toBe(true);
      // The shared store is used again: a captcha drawn now is kept in Redis.
      const key = `redis-back-${Date.now()}`;
      expect((await call(base, 'GET', API_PATHS.randomImage.replace(':key', key))).body.success).toBe(true);
      const reader = new Redis(redis!.url);
      try {
        expect(await reader.exists(`${PREFIX}captcha:${key}`)).toBe(1);
      } finally {
        await reader.quit();
      }
      expect((await adminSession(base)).token).toBeTruthy();
      expect(await readiness()).toEqual({ status: 200, redis: 'ok' });
      expect(server!.alive()).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('starts while Redis is down, serves, and uses Redis once it comes up', async () => {
    await redis!.stop();
    const late = await startServiceServer({ REDIS_URL: redis!.url, REDIS_PREFIX: PREFIX });
    try {
      expect((await adminSession(late.url)).token).toBeTruthy();
      expect((await loggedWarnings(late, 'Redis unavailable (key-value store)')).length).toBe(1);
      await redis!.start();
      const reader = new Redis(redis!.url);
      try {
        // The connection retries by itself (an external process's timing): bounded polling.
        await waitFor('a captcha kept in Redis', async () => {
          const key = `late-${Date.now()}`;
          await call(late.url, 'GET', API_PATHS.randomImage.replace(':key', key));
          return (await reader.exists(`${PREFIX}captcha:${key}`)) === 1;
        });
      } finally {
        await reader.quit();
      }
    } finally {
      await late.stop();
    }
  });
});

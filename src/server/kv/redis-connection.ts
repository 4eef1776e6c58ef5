// Redis connections that survive Redis going away (docs/deploy.md, "Faults"): ioredis reconnects
// forever with a bounded back-off, a command is refused at once while the connection is down (no
// offline queue, so no request waits for Redis), and each outage is logged once as a warning when
// it starts and once when Redis is back. What the connection served falls back meanwhile to this
// instance alone (kv/redis-store.ts, realtime/bus.ts).
import type * as IORedis from 'ioredis';
import { loadPackage } from '../load-package';

/** Longest pause between two reconnection attempts. */
const RECONNECT_MAX_DELAY_MS = 2_000;
const RECONNECT_STEP_MS = 200;

/** Where outages are reported: the app's logger once it exists (app.ts). */
export interface OutageLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface WatchedRedis {
  redis: IORedis.Redis;
  /** Whether commands can be sent now. */
  ready(): boolean;
  /** Records that Redis could not serve a command (logged once per outage). */
  unavailable(): void;
  /** Whether an error is Redis answering (a real fault of the command) rather than no Redis at all. */
  isReply(error: unknown): boolean;
}

/** `role` names what the connection serves, `degraded` what happens without it (both for the log). */
export function watchedRedis(
  url: string,
  { role, degraded }: { role: string; degraded: string },
  log: OutageLog | undefined,
  options: IORedis.RedisOptions = {},
): WatchedRedis {
  const { Redis, ReplyError } = loadPackage<typeof IORedis>('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * RECONNECT_STEP_MS, RECONNECT_MAX_DELAY_MS),
    ...options,
  });
  let down = false;
  const unavailable = () => {
    if (down) return;
    down = true;
    log?.warn(`Redis unavailable (${role}): ${degraded} until it is back`);
  };
  // Without a listener ioredis prints every failed reconnection attempt to the console.
  redis.on('error', unavailable);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info(`Redis is back (${role})`);
  });
  return {
    redis,
    ready: () => redis.status === 'ready',
    unavailable,
    isReply: (error) => error instanceof (ReplyError as new () => Error),
  };
}

/**
 * An OutageLog that forwards to a logger attached later (app.ts creates the store before its logger);
 * what is reported before then (Redis down at start) is written when the logger comes.
 */
export function laterLog(): OutageLog & { attach(log: OutageLog): void } {
  let target: OutageLog | undefined;
  const early: [keyof OutageLog, string][] = [];
  const report = (level: keyof OutageLog) => (message: string) => {
    if (target) target[level](message);
    else early.push([level, message]);
  };
  return {
    warn: report('warn'),
    info: report('info'),
    attach: (log) => {
      target = log;
      for (const [level, message] of early.splice(0)) log[level](message);
    },
  };
}

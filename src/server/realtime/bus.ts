// Pub/sub between server instances: in the process by default; Redis pub/sub when REDIS_URL is set,
// so a message published on one instance reaches the sockets connected to every other instance.
import { EventEmitter } from 'node:events';
import { watchedRedis } from '../kv/redis-connection';
import type { OutageLog } from '../kv/redis-connection';

// The bus carries notices and other instances' news (e.g. writes that caches follow).
const PUBLISHER = {
  role: 'message bus, publishing',
  degraded: 'notices and other messages reach only this instance',
};
const SUBSCRIBER = {
  role: 'message bus, subscription',
  degraded: "other instances' notices and messages do not arrive",
};

export interface MessageBus {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryBus(): MessageBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (channel, message) => {
      emitter.emit(channel, message);
    },
    subscribe: async (channel, handler) => {
      emitter.on(channel, handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Channels carry the deployment's key prefix, so deployments (and test runs) sharing a Redis stay apart.
 * While Redis is unreachable a message is delivered to this instance's subscribers only (the sockets
 * held here), and the fan-out through Redis resumes when it is back (kv/redis-connection.ts).
 */
export function createRedisBus(url: string, prefix: string, log?: OutageLog): MessageBus {
  // A subscribed connection may not publish, hence two.
  const publisher = watchedRedis(url, PUBLISHER, log);
  // The subscriber queues its SUBSCRIBE until connected and subscribes again after each reconnection.
  const subscriber = watchedRedis(url, SUBSCRIBER, log, {
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
  const handlers = new Map<string, Array<(message: string) => void>>();
  const deliver = (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  };
  subscriber.redis.on('message', deliver);
  return {
    publish: async (channel, message) => {
      if (publisher.ready()) {
        try {
          await publisher.redis.publish(prefix + channel, message);
          return;
        } catch (error) {
          if (publisher.isReply(error)) throw error;
        }
      }
      publisher.unavailable();
      deliver(prefix + channel, message);
    },
    subscribe: async (channel, handler) => {
      const full = prefix + channel;
      const list = handlers.get(full);
      if (list) list.push(handler);
      else {
        handlers.set(full, [handler]);
        const subscribed = subscriber.redis.subscribe(full);
        // Redis down at start: the subscription waits for it instead of holding the start up.
        if (subscriber.ready()) await subscribed;
        else subscribed.catch(() => undefined);
      }
    },
    close: async () => {
      for (const { redis, ready } of [publisher, subscriber]) {
        if (ready()) await redis.quit().catch(() => undefined);
        else redis.disconnect();
      }
    },
  };
}

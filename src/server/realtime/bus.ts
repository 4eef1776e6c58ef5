// Pub/sub between server instances: in the process by default; Redis pub/sub when REDIS_URL is set,
// so a message published on one instance reaches the sockets connected to every other instance.
import { EventEmitter } from 'node:events';
import type * as IORedis from 'ioredis';
import { loadPackage } from '../load-package';

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

/** Channels carry the deployment's key prefix, so deployments (and test runs) sharing a Redis stay apart. */
export function createRedisBus(url: string, prefix: string): MessageBus {
  const { Redis } = loadPackage<typeof IORedis>('ioredis');
  // A subscribed connection may not publish, hence two.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  const handlers = new Map<string, Array<(message: string) => void>>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    publish: async (channel, message) => {
      await publisher.publish(prefix + channel, message);
    },
    subscribe: async (channel, handler) => {
      const full = prefix + channel;
      const list = handlers.get(full);
      if (list) list.push(handler);
      else {
        handlers.set(full, [handler]);
        await subscriber.subscribe(full);
      }
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

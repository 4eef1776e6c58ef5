// Table writes told to every instance: what db/write-notice.ts notices here is handed to this
// instance's listeners at once and, once committed, published on the message bus, so the caches of
// every other instance (sessions and permissions per token, list totals) drop what a write changed.
import { randomUUID } from 'node:crypto';
import type { TableWrite } from '../db/write-notice';
import type { MessageBus } from './bus';

const CHANNEL = 'table-writes';

/** `committed` false: told early, from inside a transaction (this instance only). */
export type TableWriteListener = (writes: readonly TableWrite[], committed: boolean) => void;

export interface TableWrites {
  /** What the database wrapper calls for every write (db/write-notice.ts). */
  written(writes: readonly TableWrite[], committed: boolean): Promise<void>;
  listen(listener: TableWriteListener): void;
  /** Starts hearing the other instances (before the server takes requests). */
  start(): Promise<void>;
}

interface Message {
  from: string;
  writes: TableWrite[];
}

export function createTableWrites(bus: MessageBus): TableWrites {
  const instance = randomUUID();
  const listeners: TableWriteListener[] = [];
  const tell = (writes: readonly TableWrite[], committed: boolean) => {
    for (const listener of listeners) listener(writes, committed);
  };
  return {
    async written(writes, committed) {
      tell(writes, committed);
      if (!committed) return;
      const message: Message = { from: instance, writes: [...writes] };
      // A bus that cannot be reached must not fail the write that already committed; the caches'
      // time-to-live is the backstop then.
      await bus.publish(CHANNEL, JSON.stringify(message)).catch(() => undefined);
    },
    listen(listener) {
      listeners.push(listener);
    },
    async start() {
      await bus.subscribe(CHANNEL, (raw) => {
        let message: Message;
        try {
          message = JSON.parse(raw) as Message;
        } catch {
          return;
        }
        if (message.from !== instance && Array.isArray(message.writes)) tell(message.writes, true);
      });
    },
  };
}

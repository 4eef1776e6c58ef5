// In-process key-value store with per-key expiry; used when no REDIS_URL is configured.
import type { KeyValueStore } from './key-value-store';

interface Entry {
  value: string;
  expiresAt: number;
}

const SWEEP_INTERVAL_MS = 60_000;

export function createMemoryStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, ttlMs) => {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    take: async (key) => {
      const entry = live(key);
      entries.delete(key);
      return entry?.value ?? null;
    },
    increment: async (key, ttlMs) => {
      const entry = live(key);
      const count = (entry ? Number(entry.value) : 0) + 1;
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return count;
    },
    ttl: async (key) => {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : null;
    },
    delete: async (key) => {
      entries.delete(key);
    },
    close: async () => {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

// The values a data-rule hook allows a user, kept across requests: an engineer's enterprises come
// from a scan of the tasks (their member lists) and the enterprises (responsible engineer) — about a
// second at 200,000 enterprises, on every request of theirs otherwise. Kept per hook, user and
// tenant until a table the hook declares it reads (DataRuleHook.reads) is written, on this instance
// or another (realtime/table-writes.ts), and DATA_RULE_MEMO.ttlMs at most. A value read while such a
// write happened is not kept (table versions), so a write is never hidden by what was read before it.
import type { TableWrite } from '../db/write-notice';

export const DATA_RULE_MEMO = {
  /** Values are read again after this long, whatever happened. */
  ttlMs: 60 * 1000,
  /** Users' values kept at most (the oldest go first). */
  maxEntries: 2_000,
} as const;

interface Entry {
  values: Promise<readonly string[] | null>;
  tables: readonly string[];
  storedAt: number;
}

export interface DataRuleMemo {
  /** The values of `key` from the memo, or loaded (and kept unless `tables` were written meanwhile). */
  values(
    key: string,
    tables: readonly string[],
    load: () => Promise<readonly string[] | null>,
  ): Promise<readonly string[] | null>;
  /** Drops the values that read a written table. */
  written(writes: readonly TableWrite[]): void;
}

export function createDataRuleMemo(now: () => number = Date.now): DataRuleMemo {
  const entries = new Map<string, Entry>();
  const versions = new Map<string, number>();
  const versionOf = (tables: readonly string[]) => tables.map((t) => versions.get(t) ?? 0).join(',');
  return {
    values(key, tables, load) {
      const kept = entries.get(key);
      if (kept && now() - kept.storedAt < DATA_RULE_MEMO.ttlMs) return kept.values;
      const before = versionOf(tables);
      const entry: Entry = { values: load(), tables, storedAt: now() };
      entries.delete(key);
      if (entries.size >= DATA_RULE_MEMO.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      entry.values.then(
        () => {
          if (versionOf(tables) !== before && entries.get(key) === entry) entries.delete(key);
        },
        () => entries.get(key) === entry && entries.delete(key),
      );
      return entry.values;
    },
    written(writes) {
      const tables = new Set(writes.map((w) => w.table));
      for (const table of tables) versions.set(table, (versions.get(table) ?? 0) + 1);
      for (const [key, entry] of entries) if (entry.tables.some((t) => tables.has(t))) entries.delete(key);
    },
  };
}

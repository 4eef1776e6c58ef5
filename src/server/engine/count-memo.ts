// List totals of unchanged filters, counted once: the count of a list page (a full scan for a
// `like '%…%'` filter: 20 ms at 20,000 enterprises) is kept per statement (the compiled filter, scope
// and data rules with their values) until a table it reads is written, on this instance or another
// (realtime/table-writes.ts). A count that began before such a write is not kept (table versions).
// COUNT_MEMO.ttlMs bounds what no write announces (a statement whose result moves with the clock).
import type { CompiledQuery } from 'kysely';
import type { TableWrite } from '../db/write-notice';

export const COUNT_MEMO = {
  /** A total is counted again after this long, whatever happened. */
  ttlMs: 60 * 1000,
  /** Totals kept at most (the oldest go first). */
  maxEntries: 2_000,
} as const;

interface Entry {
  total: number;
  tables: readonly string[];
  storedAt: number;
}

export interface CountMemo {
  /** The total of the count statement, from the memo or by running it. */
  count(statement: CompiledQuery, run: () => Promise<number>): Promise<number>;
  /** Drops the totals that read a written table. */
  written(writes: readonly TableWrite[]): void;
}

// Every quoted identifier of the statement: its tables and also its columns and aliases, a superset
// that at worst drops a total too often.
const IDENTIFIER = /"([^"]+)"/g;
const identifiersOf = (sqlText: string) => [...new Set([...sqlText.matchAll(IDENTIFIER)].map((m) => m[1]!))];

export function createCountMemo(now: () => number = Date.now): CountMemo {
  const entries = new Map<string, Entry>();
  const versions = new Map<string, number>();
  const versionOf = (tables: readonly string[]) => tables.map((t) => versions.get(t) ?? 0).join(',');
  return {
    async count(statement, run) {
      const key = `${statement.sql}\u0000${JSON.stringify(statement.parameters)}`;
      const kept = entries.get(key);
      if (kept && now() - kept.storedAt < COUNT_MEMO.ttlMs) return kept.total;
      const tables = identifiersOf(statement.sql);
      const before = versionOf(tables);
      const storedAt = now();
      const total = await run();
      if (versionOf(tables) === before) {
        entries.delete(key);
        if (entries.size >= COUNT_MEMO.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { total, tables, storedAt });
      }
      return total;
    },
    written(writes) {
      const tables = new Set(writes.map((w) => w.table));
      for (const table of tables) versions.set(table, (versions.get(table) ?? 0) + 1);
      for (const [key, entry] of entries) if (entry.tables.some((t) => tables.has(t))) entries.delete(key);
    },
  };
}

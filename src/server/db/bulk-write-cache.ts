// A large write on SQLite runs with a larger page cache: the index pages 100,000 enterprise rows
// touch (eleven indexes) do not fit a cache of a few MB, and the inserts of an import then took
// 16 s of CPU instead of 10 s with 128 MB (docs/perf.md, 2026-11-27). The cache returns to its usual
// size (SQLITE_CACHE_KB) once no such write runs (SQLite frees the pages beyond it), so an idle server
// keeps its memory.
import { sql } from 'kysely';
import type { QueryExecutorProvider } from 'kysely';
import type { Dialect } from './database';
import { SQLITE_CACHE_KB } from './database';

const BULK_CACHE_KB = 131_072;
let running = 0;

const setCache = (db: QueryExecutorProvider, kb: number) =>
  sql`pragma cache_size = ${sql.raw(String(-Math.trunc(kb)))}`.execute(db);

/** `work` (a bulk write on `db`) with the larger cache on SQLite; on PostgreSQL just `work`. */
export async function withBulkWriteCache<T>(
  db: QueryExecutorProvider,
  dialect: Dialect,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'sqlite') return work();
  if (running++ === 0) await setCache(db, BULK_CACHE_KB);
  try {
    return await work();
  } finally {
    if (--running === 0) await setCache(db, SQLITE_CACHE_KB);
  }
}

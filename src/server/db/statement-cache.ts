// better-sqlite3 compiles a statement on every prepare, and Kysely's SQLite driver prepares every
// query it runs: an import's multi-row INSERTs (100 rows of about 50 values each, the same text
// a thousand times for 100,000 rows) were compiled anew each time. The database handed to Kysely
// keeps the most recently used statements by their SQL instead.
import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { isArrayRowsStatement } from './array-rows';

/** Distinct statements kept: the engine's queries differ by entity, filter and page, not by value. */
const CACHED_STATEMENTS = 500;

export function withStatementCache(db: Database, size = CACHED_STATEMENTS): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close: () => db.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Most recently used last, so the first key is the one to drop.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = db.prepare(sql);
      // Rows as arrays for the statements that ask for them (array-rows.ts); a statement keeps its mode.
      if (statement.reader && isArrayRowsStatement(sql)) statement.raw(true);
      // A cached statement still iterating (a stream being read) cannot run again meanwhile: this
      // query gets a statement of its own, and the cached one stays.
      if (cached) return statement;
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

// Many rows inserted into one table with SQL text built once per table and column list, only the
// values bound anew: an import's rows used to go through Kysely's builder (an object per
// row, parsed and compiled again for every statement). SQLite runs one-row statements cheapest
// (100,000 enterprise rows: 5.7 s of CPU one by one against 8.3 s 100 at a time, docs/perf.md);
// PostgreSQL gets several rows as one array per column (db/column-arrays.ts), one row as VALUES
// (a save, which should not ask the catalog for the column types first).
import { CompiledQuery, PostgresAdapter } from 'kysely';
import { insertColumnArrays } from '../../db/column-arrays';
import type { EngineDb } from '../engine-db';

/** SQL texts kept (most recently used): a shape per entity and the fields a save sets. */
const CACHED_TEXTS = 64;

const texts = new WeakMap<object, Map<string, string>>();

/** The INSERT of one row of `columns` (named by `shape`), compiled by Kysely once and kept. */
function insertText(
  db: EngineDb,
  table: string,
  columns: readonly string[],
  shape: string,
  skipConflicts: boolean,
) {
  const adapter = db.getExecutor().adapter;
  let cache = texts.get(adapter);
  if (!cache) texts.set(adapter, (cache = new Map()));
  const cached = cache.get(shape);
  if (cached !== undefined) {
    cache.delete(shape);
    cache.set(shape, cached);
    return cached;
  }
  const insert = db.insertInto(table).values(Object.fromEntries(columns.map((column) => [column, 0])));
  const query = (skipConflicts ? insert.onConflict((conflict) => conflict.doNothing()) : insert).compile();
  // Every value a bound parameter in column order: what the row will be bound as.
  if (query.parameters.length !== columns.length) throw new Error(`unexpected INSERT for ${table}`);
  cache.set(shape, query.sql);
  if (cache.size > CACHED_TEXTS) cache.delete(cache.keys().next().value!);
  return query.sql;
}

/**
 * Inserts `rows` (values in `columns` order) into `table`; answers how many were inserted. With
 * `skipConflicts`, a row whose unique value another row holds is left out instead of failing them all.
 */
export async function insertRows(
  db: EngineDb,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
  skipConflicts = false,
): Promise<number> {
  if (rows.length > 1 && db.getExecutor().adapter instanceof PostgresAdapter) {
    const cell = (row: unknown[], column: number) => row[column];
    return insertColumnArrays(db, table, columns, rows, cell, skipConflicts);
  }
  const shape = `${table}\u0000${columns.join('\u0000')}\u0000${skipConflicts}`;
  const text = insertText(db, table, columns, shape, skipConflicts);
  let inserted = 0;
  for (const row of rows) {
    const result = await db.executeQuery(CompiledQuery.raw(text, row));
    inserted += Number(result.numAffectedRows ?? 0n);
  }
  return inserted;
}

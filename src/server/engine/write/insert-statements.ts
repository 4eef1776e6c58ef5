// Many rows inserted into one table with SQL text built once per table, column list and row count,
// only the values bound anew: an import's rows used to go through Kysely's builder (an object per
// row, parsed and compiled again for every statement). Rows per statement depend on the database:
// SQLite runs one-row statements cheapest (100,000 enterprise rows: 5.7 s of CPU one by one against
// 8.3 s 100 at a time, docs/perf.md), PostgreSQL gains from fewer round trips.
import { CompiledQuery, SqliteAdapter } from 'kysely';
import type { EngineDb } from '../engine-db';

/** Bound values per statement on PostgreSQL (its limit is 65,535). */
const MAX_BOUND_VALUES = 32_000;
const MAX_ROWS_PER_STATEMENT = 512;
/** SQL texts kept (most recently used): a few shapes per entity, a few row counts per shape (≤ 1 MB each). */
const CACHED_TEXTS = 64;

const texts = new WeakMap<object, Map<string, string>>();

/** The INSERT of `count` rows of `columns` (named by `shape`), compiled by Kysely once and kept. */
function insertText(db: EngineDb, table: string, columns: readonly string[], shape: string, count: number) {
  const adapter = db.getExecutor().adapter;
  let cache = texts.get(adapter);
  if (!cache) texts.set(adapter, (cache = new Map()));
  const key = `${shape}\u0000${count}`;
  const cached = cache.get(key);
  if (cached !== undefined) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const placeholder = Object.fromEntries(columns.map((column) => [column, 0]));
  const query = db
    .insertInto(table)
    .values(Array.from({ length: count }, () => placeholder))
    .compile();
  // Every value a bound parameter, row after row in column order: what the rows will be bound as.
  if (query.parameters.length !== count * columns.length) throw new Error(`unexpected INSERT for ${table}`);
  cache.set(key, query.sql);
  if (cache.size > CACHED_TEXTS) cache.delete(cache.keys().next().value!);
  return query.sql;
}

/** Rows per statement: as many as allowed, the rest in one more (texts kept by row count). */
function statementSizes(db: EngineDb, columns: number, rows: number): number[] {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return Array.from({ length: rows }, () => 1);
  const cap = Math.min(MAX_ROWS_PER_STATEMENT, Math.max(1, Math.floor(MAX_BOUND_VALUES / columns)));
  const sizes = Array.from({ length: Math.floor(rows / cap) }, () => cap);
  if (rows % cap > 0) sizes.push(rows % cap);
  return sizes;
}

/** Inserts `rows` (values in `columns` order) into `table`. */
export async function insertRows(
  db: EngineDb,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  const shape = `${table}\u0000${columns.join('\u0000')}`;
  let offset = 0;
  let size = 0;
  let text = '';
  for (const next of statementSizes(db, columns.length, rows.length)) {
    if (next !== size) text = insertText(db, table, columns, shape, (size = next));
    const parameters = size === 1 ? rows[offset]! : rows.slice(offset, offset + size).flat();
    await db.executeQuery(CompiledQuery.raw(text, parameters));
    offset += size;
  }
}

// Many rows into one PostgreSQL table as one array per column (`insert … select * from
// unnest($1::text[], $2::integer[], …)`), typed from the catalog. A VALUES list of thousands of
// parameters took PostgreSQL twice as long to parse and plan as the same rows read from one JSON
// parameter (json_populate_recordset), and the arrays took half the time of the JSON again (43k
// staff rows: 0.8 s against 1.3–2.1 s), most of it spent building and parsing the keys every JSON
// object repeats (docs/perf.md). The demo seed and the engine's multi-row inserts (imports) use it.
import { CompiledQuery, sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Rows per statement: the arrays carry them, so the 65,535 bound-parameter limit does not apply. */
export const POSTGRES_ROWS_PER_STATEMENT = 2000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table of any database
type AnyDb = Kysely<any>;

/** The type of each column, as a cast names it (`character varying`, `integer` …). */
async function columnTypes(db: AnyDb, table: string): Promise<Map<string, string>> {
  const result = await sql<{ name: string; type: string }>`select attname as name,
      format_type(atttypid, null) as type from pg_attribute
      where attrelid = ${`"${table}"`}::regclass and attnum > 0 and not attisdropped`.execute(db);
  return new Map(result.rows.map((row) => [row.name, row.type]));
}

/** Characters an array literal's quoted element escapes. */
const QUOTED_SPECIAL = /[\\"]/;
const QUOTED_SPECIALS = /[\\"]/g;

/**
 * The PostgreSQL array literal of plain values (texts, numbers, booleans, nulls), each element
 * quoted: what the driver would send, built in one pass (its element-by-element escaping took 0.8 s
 * of the main thread in a 100k import, docs/perf.md). Other values are left to the driver.
 */
export function arrayLiteral(values: readonly unknown[]): string | readonly unknown[] {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) literal += ',';
    const value = values[i];
    if (value === null || value === undefined) {
      literal += 'NULL';
      continue;
    }
    let text: string;
    if (typeof value === 'string') text = value;
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
      text = String(value);
    else return values;
    literal += QUOTED_SPECIAL.test(text) ? `"${text.replace(QUOTED_SPECIALS, '\\$&')}"` : `"${text}"`;
  }
  return `${literal}}`;
}

/**
 * Inserts `rows` into `table`: `cell(row, i)` is the row's value of `columns[i]`; answers how many
 * were inserted (with `skipConflicts`, the rows whose unique value another row holds are left out).
 * Table and column names come from schemas and migrations, never from a request; the types from
 * the catalog.
 */
export async function insertColumnArrays<R>(
  db: AnyDb,
  table: string,
  columns: readonly string[],
  rows: readonly R[],
  cell: (row: R, column: number) => unknown,
  skipConflicts = false,
): Promise<number> {
  if (rows.length === 0) return 0;
  const types = await columnTypes(db, table);
  const arrays = columns.map((column, index) => {
    const type = types.get(column);
    if (!type) throw new Error(`${table} has no column ${column}`);
    return `$${index + 1}::${type}[]`;
  });
  const list = columns.map((column) => `"${column}"`).join(', ');
  const conflicts = skipConflicts ? ' on conflict do nothing' : '';
  const text = `insert into "${table}" (${list}) select * from unnest(${arrays.join(', ')})${conflicts}`;
  let inserted = 0;
  for (let start = 0; start < rows.length; start += POSTGRES_ROWS_PER_STATEMENT) {
    const end = Math.min(rows.length, start + POSTGRES_ROWS_PER_STATEMENT);
    const parameters = columns.map((_, column) => {
      const values = new Array<unknown>(end - start);
      for (let row = start; row < end; row++) values[row - start] = cell(rows[row]!, column);
      return arrayLiteral(values);
    });
    const result = await db.executeQuery(CompiledQuery.raw(text, parameters));
    inserted += Number(result.numAffectedRows ?? 0n);
  }
  return inserted;
}

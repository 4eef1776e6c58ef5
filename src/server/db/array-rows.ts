// Reads answered as arrays of values in the order of the select list instead of objects keyed by
// column: an export reads 100,000 rows of 40-odd columns, and better-sqlite3 (or pg) building an
// object per row, which the export then takes apart, cost about as much as the read itself and most
// of the garbage collection. The statement still runs through Kysely (its connection, the write
// notice, the query log); a fixed comment at the start of its SQL tells the driver to answer arrays.
import type { Compilable, Kysely, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** The comment that marks a statement whose rows come back as arrays (never text from a request). */
export const ARRAY_ROWS_MARK = '/* array rows */ ';

export const isArrayRowsStatement = (sql: string) => sql.startsWith(ARRAY_ROWS_MARK);

/** Runs a select and answers its rows as arrays, one value per selected column, in select order. */
export async function selectArrays<DB>(db: Kysely<DB>, query: Compilable<unknown>): Promise<unknown[][]> {
  const compiled = query.compile();
  const result = await db.executeQuery({ ...compiled, sql: ARRAY_ROWS_MARK + compiled.sql });
  return result.rows as unknown[][];
}

/** The part of a pg client used here: query by config (rowMode) as well as by SQL and values. */
interface PgClient {
  query(config: { text: string; values: unknown[]; rowMode: 'array' }): Promise<PostgresQueryResult<unknown>>;
  query(sql: unknown, values?: readonly unknown[]): unknown;
  release(): void;
}

/** A pg pool whose clients run marked statements with rowMode 'array' (Kysely passes only SQL and values). */
export function arrayRowsPool(pool: { connect(): Promise<unknown>; end(): Promise<void> }): PostgresPool {
  const wrapped = new WeakMap<object, PostgresPoolClient>();
  const wrap = (client: PgClient): PostgresPoolClient => {
    let wrapper = wrapped.get(client);
    if (!wrapper) {
      const query = (sql: unknown, values?: readonly unknown[]) => client.query(sql, values);
      wrapper = {
        query: ((sql: unknown, values?: readonly unknown[]) =>
          typeof sql === 'string' && isArrayRowsStatement(sql)
            ? client.query({ text: sql, values: [...(values ?? [])], rowMode: 'array' })
            : query(sql, values)) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      wrapped.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    connect: async () => wrap((await pool.connect()) as PgClient),
    end: () => pool.end(),
  };
}

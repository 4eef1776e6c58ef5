// A read-only connection of its own that reads from one snapshot until closed, opened by a thread
// other than the server's (the export worker, excel/export-worker.ts): what the thread needs to
// open it is plain data (a file name, a connection string), given to it when it starts.
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { loadPackage } from '../load-package';

/** Where another thread opens the server's database. */
export type SnapshotSource =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; config: PostgresConnection };

/** What a pg client needs: the URL, and the schema tests use (a search_path option). */
export interface PostgresConnection {
  connectionString: string;
  options?: string;
}

export interface SnapshotReader {
  /** The rows of a select as arrays of values, in select order. */
  rows(sql: string, parameters: readonly unknown[]): Promise<unknown[][]>;
  /**
   * The first column of a select, `size` values at a time, while other selects run between two
   * parts: PostgreSQL reads them through a cursor (memory stays flat at a million rows);
   * better-sqlite3 cannot run a statement while another is being iterated, so SQLite reads them at
   * once, as values only (an array per row would cost several MB more for 100,000 rows).
   */
  firstValues(sql: string, parameters: readonly unknown[], size: number): AsyncIterable<unknown[]>;
  /** Ends the snapshot and the connection. */
  close(): Promise<void>;
}

/** int8 (bigint) columns hold epoch milliseconds, well inside the safe integer range. */
export function parsePostgresNumbers(types: typeof pg.types): void {
  types.setTypeParser(types.builtins.INT8, (value) => Number(value));
  types.setTypeParser(types.builtins.NUMERIC, (value) => Number(value));
}

export async function openSnapshot(source: SnapshotSource): Promise<SnapshotReader> {
  if (source.kind === 'sqlite') {
    const SQLiteDatabase = loadPackage<typeof SQLite>('better-sqlite3');
    const db = new SQLiteDatabase(source.file, { readonly: true, fileMustExist: true });
    // Deferred: the snapshot is taken by the first read; in WAL mode writers go on meanwhile.
    db.exec('begin');
    // Prepared once: a batch's statement runs for every batch.
    const statements = new Map<string, SQLite.Statement>();
    const prepared = (sql: string) =>
      statements.get(sql) ?? statements.set(sql, db.prepare(sql).raw(true)).get(sql)!;
    return {
      rows: async (sql, parameters) => prepared(sql).all(...parameters) as unknown[][],
      async *firstValues(sql, parameters, size) {
        const values = db
          .prepare(sql)
          .pluck()
          .all(...parameters);
        for (let start = 0; start < values.length; start += size) yield values.slice(start, start + size);
      },
      close: async () => void db.close(),
    };
  }
  const { Client, types } = loadPackage<typeof pg>('pg');
  parsePostgresNumbers(types);
  const client = new Client(source.config);
  await client.connect();
  // A failure of the connection fails the next query; unheard, the event would end the thread.
  client.on('error', () => undefined);
  await client.query('begin transaction isolation level repeatable read, read only');
  const rows = async (sql: string, parameters: readonly unknown[]) =>
    (await client.query<unknown[]>({ text: sql, values: [...parameters], rowMode: 'array' })).rows;
  let cursors = 0;
  return {
    rows,
    async *firstValues(sql, parameters, size) {
      // The cursor's name is ours, never text from a request; it lives until the transaction ends.
      const cursor = `snapshot_part_${++cursors}`;
      await client.query({ text: `declare ${cursor} no scroll cursor for ${sql}`, values: [...parameters] });
      for (;;) {
        const part = await rows(`fetch forward ${Number(size)} from ${cursor}`, []);
        if (part.length > 0) yield part.map((row) => row[0]);
        if (part.length < size) return;
      }
    },
    close: () => client.end(),
  };
}

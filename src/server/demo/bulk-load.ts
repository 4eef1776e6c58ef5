// Large bulk loads build the engine's ordinary indexes after the rows are in: many of them
// lead with a date (create, discovery, deadline times) and take each row at a random place; written
// row by row, every transaction dirtied most of their pages and the load slowed down as the tables
// grew (30 000 enterprises into SQLite took twice as long per enterprise as the first 10 000). So
// the non-unique indexes schema sync owns (eix_…) on the tables a run fills are dropped first, and
// schema sync — which creates whatever index a schema asks for and is missing — builds them again
// at the end, in one sorted pass each. Unique indexes stay: they guard the data while it is
// written. Should a run stop half-way, the next start's schema sync makes the missing indexes.
import { sql } from 'kysely';
import type { Dialect } from '../db/database';
import type { Definitions } from '../definitions';
import { engineDb } from '../engine/engine-db';
import { ENGINE_INDEX_PREFIXES } from '../engine/naming';
import { createEntityRegistry } from '../engine/registry';
import { syncSchema } from '../engine/schema-sync/sync';
import type { AnyKysely } from './demo-tables';

/** Runs of at least this many enterprises build the indexes afterwards. */
export const DEFER_INDEXES_FROM = 20_000;
/** Sort memory of the rebuild on PostgreSQL (a server setting's text). */
const REBUILD_MEMORY = '1GB';

async function engineIndexes(db: AnyKysely, dialect: Dialect, table: string): Promise<string[]> {
  const pattern = `${ENGINE_INDEX_PREFIXES.plain.replace('_', '\\_')}%`;
  const query =
    dialect === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = ${table} and indexname like ${pattern} escape '\\'`
      : sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = ${table} and name like ${pattern} escape '\\'`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

export async function withDeferredIndexes<T>(
  db: AnyKysely,
  dialect: Dialect,
  definitions: Pick<Definitions, 'entities'>,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  for (const table of tables)
    for (const name of await engineIndexes(db, dialect, table))
      await sql`drop index ${sql.id(name)}`.execute(db);
  try {
    return await load();
  } finally {
    const entities = createEntityRegistry(definitions.entities).entities.filter((e) =>
      tables.includes(e.table),
    );
    await db.connection().execute(async (connection) => {
      // PostgreSQL sorts each index in this much memory before spilling to disk: its 64 MB default
      // held a tenth of the 5.4M staff rows of a million enterprises. Only this connection's
      // setting, given back before it returns to the pool.
      if (dialect === 'postgres')
        await sql`set maintenance_work_mem = ${sql.lit(REBUILD_MEMORY)}`.execute(connection);
      try {
        await syncSchema(engineDb(connection), dialect, entities);
      } finally {
        if (dialect === 'postgres') await sql`reset maintenance_work_mem`.execute(connection);
      }
    });
  }
}

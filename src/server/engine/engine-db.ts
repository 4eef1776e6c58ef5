// The engine's view of the database: tables known only at run time (from the registry), without the
// camel-case plugin, so column names are exactly the registry's and rows come back keyed by column.
import { CamelCasePlugin } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/tables';

export type DynamicDatabase = Record<string, Record<string, unknown>>;
export type EngineDb = Kysely<DynamicDatabase>;
export type EngineTrx = Transaction<DynamicDatabase>;
export type DbRow = Record<string, unknown>;

export function engineDb(db: Kysely<Database>): EngineDb {
  return db.withoutPlugins() as unknown as EngineDb;
}

/** The system tables on the engine's connection (inside its transaction), with camel-case names. */
export const systemDb = (db: EngineDb): Kysely<Database> =>
  db.withPlugin(new CamelCasePlugin()) as unknown as Kysely<Database>;

/** Bound parameters per statement stay well under SQLite's and PostgreSQL's limits. */
export const IN_CHUNK = 500;

export function chunks<T>(values: readonly T[], size = IN_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

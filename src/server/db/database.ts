// Opens the database: embedded SQLite (default, WAL) or PostgreSQL when DATABASE_URL is postgres://.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Dialect as KyselyDialect, KyselyConfig } from 'kysely';
import type { Database } from './tables';
import { loadPackage } from '../load-package';
import { arrayRowsPool } from './array-rows';
import { parsePostgresNumbers } from './snapshot-reader';
import type { PostgresConnection, SnapshotSource } from './snapshot-reader';
import { withStatementCache } from './statement-cache';
import { noticeWrites } from './write-notice';
import { ownSchemaOnly } from './own-schema-introspector';
import type { WriteListener } from './write-notice';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * PostgreSQL: a second, small pool for the serial-number counters, so that a number is taken in a
   * short transaction of its own instead of locking its counter row until the save commits (every
   * concurrent add of the entity waited, holding pooled connections). Null on SQLite: its one writer
   * takes the number in the saving transaction.
   */
  counters: Kysely<Database> | null;
  /** How a reader in another thread opens the same database (snapshot-reader.ts). */
  snapshotSource: SnapshotSource;
  /** PostgreSQL pool figures for /metrics; null on SQLite (one connection, nothing to pool). */
  poolStats(): PoolStats | null;
  /** A trivial query (readiness): resolves when the database answers it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; anything else is ignored. */
  databaseUrl?: string;
  /** Directory of the embedded SQLite file. */
  dataDir: string;
  /** PostgreSQL schema to use (tests use a fresh schema per run). */
  pgSchema?: string;
  /** Hears every executed statement with its duration (benchmarks, slow-query monitoring). */
  onQuery?: (query: ExecutedQuery) => void;
  /** Hears every write with the tables it reached (caches that follow the data; write-notice.ts). */
  onWrite?: WriteListener;
}

export interface ExecutedQuery {
  sql: string;
  parameters: readonly unknown[];
  durationMs: number;
}

export const SQLITE_FILE = 'anze.sqlite';

/**
 * SQLite's page cache in KB: better-sqlite3's own default (it builds SQLite with 16 MB, not SQLite's
 * 2 MB, with which a list page of 100k enterprises filtered by district and sector took 2.1 ms of
 * SQL instead of 0.6). Bulk writes raise it for a while (bulk-write-cache.ts), then it returns here.
 */
export const SQLITE_CACHE_KB = 16_000;

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  const onQuery = options.onQuery;
  const log: KyselyConfig['log'] = onQuery
    ? (event) => {
        if (event.level === 'query') {
          onQuery({
            sql: event.query.sql,
            parameters: event.query.parameters,
            durationMs: event.queryDurationMillis,
          });
        }
      }
    : undefined;
  if (isPostgresUrl(options.databaseUrl)) {
    const { types, Pool } = loadPackage<typeof pg>('pg');
    parsePostgresNumbers(types);
    const pool = postgresPool(Pool, options, POOL_SIZE);
    const counterPool = postgresPool(Pool, options, COUNTER_POOL_SIZE);
    const counters = new Kysely<Database>({ dialect: new PostgresDialect({ pool: counterPool }), plugins });
    const db = new Kysely<Database>({
      dialect: withWriteNotice(
        ownSchemaOnly(new PostgresDialect({ pool: arrayRowsPool(pool) })),
        options.onWrite,
      ),
      plugins,
      ...(log ? { log } : {}),
    });
    return {
      db,
      dialect: 'postgres',
      counters,
      snapshotSource: { kind: 'postgres', config: postgresConnection(options) },
      ping: () => ping(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => Promise.all([db.destroy(), counters.destroy()]).then(() => undefined),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqliteFile = path.join(options.dataDir, SQLITE_FILE);
  const file = new SQLite(sqliteFile);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma(`cache_size = -${SQLITE_CACHE_KB}`);
  const db = new Kysely<Database>({
    dialect: withWriteNotice(new SqliteDialect({ database: withStatementCache(file) }), options.onWrite),
    plugins,
    ...(log ? { log } : {}),
  });
  return {
    db,
    dialect: 'sqlite',
    counters: null,
    snapshotSource: { kind: 'sqlite', file: sqliteFile },
    ping: () => ping(db),
    poolStats: () => null,
    close: () => db.destroy(),
  };
}

const POOL_SIZE = 10;
/** Each counter statement is one short upsert: two connections serve every instance's adds. */
const COUNTER_POOL_SIZE = 2;

function postgresPool(Pool: typeof pg.Pool, options: DatabaseOptions, max: number): pg.Pool {
  const pool = new Pool({ ...postgresConnection(options), max });
  // A pooled connection the server drops (restart, network cut) is discarded by the pool and the
  // next query reconnects; without a listener the 'error' event would end the process.
  pool.on('error', () => undefined);
  // The pool listens only while a connection is idle in it: one checked out (a transaction between
  // two statements) that the server drops would emit an unheard 'error' and end the process. Its
  // next statement fails instead (answered as db/connection-errors.ts says) and the pool discards it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

function postgresConnection(options: DatabaseOptions): PostgresConnection {
  return {
    connectionString: options.databaseUrl!,
    ...(options.pgSchema ? { options: `-c search_path=${quoteIdent(options.pgSchema)}` } : {}),
  };
}

const withWriteNotice = (dialect: KyselyDialect, onWrite: WriteListener | undefined) =>
  onWrite ? noticeWrites(dialect, onWrite) : dialect;

async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Quote an identifier that comes from configuration (never from a request). */
function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Invalid PostgreSQL schema name "${name}"`);
  return name;
}

// The database monitor: engine and version, size, connections (PostgreSQL's view of this database;
// SQLite is one embedded connection) and the recent slow queries. Fixed statements only.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/tables';
import type { DatabaseInfo } from '../../../shared/monitor/monitor-api';
import type { QueryLog } from './query-log';
import { SLOW_QUERY_THRESHOLD_MS } from './query-log';

// Single-word aliases: the CamelCasePlugin renames snake_case result columns.
async function sqliteFacts(db: Kysely<Database>) {
  const { rows } = await sql<{ version: string; size: number }>`
    select sqlite_version() as version, p.page_count * s.page_size as size
    from pragma_page_count() p, pragma_page_size() s`.execute(db);
  return {
    version: rows[0]?.version ?? '',
    sizeBytes: Number(rows[0]?.size ?? 0),
    connections: null,
  };
}

async function postgresFacts(db: Kysely<Database>) {
  const { rows } = await sql<{
    version: string;
    size: number;
    total: number;
    idle: number;
    waiting: number;
    max: number;
  }>`
    select current_setting('server_version') as version,
           pg_database_size(current_database()) as size,
           count(*)::int as total,
           (count(*) filter (where state = 'idle'))::int as idle,
           (count(*) filter (where wait_event_type = 'Lock'))::int as waiting,
           current_setting('max_connections')::int as max
    from pg_stat_activity where datname = current_database()`.execute(db);
  const row = rows[0];
  return {
    version: row?.version ?? '',
    sizeBytes: Number(row?.size ?? 0),
    connections: {
      total: Number(row?.total ?? 0),
      idle: Number(row?.idle ?? 0),
      waiting: Number(row?.waiting ?? 0),
      max: Number(row?.max ?? 0),
    },
  };
}

export async function databaseInfo(
  db: Kysely<Database>,
  dialect: Dialect,
  queryLog: QueryLog,
): Promise<DatabaseInfo> {
  const facts = dialect === 'postgres' ? await postgresFacts(db) : await sqliteFacts(db);
  return {
    engine: dialect,
    ...facts,
    slowQueryThresholdMs: SLOW_QUERY_THRESHOLD_MS,
    queryCount: queryLog.count(),
    slowQueries: queryLog.slowQueries(),
  };
}

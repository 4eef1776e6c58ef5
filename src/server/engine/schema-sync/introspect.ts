// Reads the entity tables as they are: columns with their declared types (lengths and precisions
// included, which Kysely's introspection drops) and indexes with their columns, on SQLite through the
// table-valued pragmas and on PostgreSQL through information_schema and the catalog.
import { sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { EngineDb } from '../engine-db';
import { parseSqlType } from '../sql-types';
import type { SqlType } from '../sql-types';

export interface ExistingColumn {
  name: string;
  type: SqlType | { kind: 'other'; text: string };
}

export interface ExistingIndex {
  name: string;
  unique: boolean;
  columns: string[];
}

export interface ExistingTable {
  columns: Map<string, ExistingColumn>;
  indexes: Map<string, ExistingIndex>;
}

export async function introspectTables(
  db: EngineDb,
  dialect: Dialect,
  tables: readonly string[],
): Promise<Map<string, ExistingTable>> {
  return dialect === 'postgres' ? introspectPostgres(db, tables) : introspectSqlite(db, tables);
}

async function introspectSqlite(
  db: EngineDb,
  tables: readonly string[],
): Promise<Map<string, ExistingTable>> {
  const result = new Map<string, ExistingTable>();
  const present = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
    db,
  );
  const names = new Set(present.rows.map((r) => r.name));
  for (const table of tables.filter((t) => names.has(t))) {
    const columns = await sql<{ name: string; type: string }>`
      select name, type from pragma_table_info(${table})`.execute(db);
    const indexList = await sql<{ name: string; unique: number }>`
      select name, "unique" from pragma_index_list(${table})`.execute(db);
    const indexes = new Map<string, ExistingIndex>();
    for (const index of indexList.rows) {
      const info = await sql<{ name: string }>`
        select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
      indexes.set(index.name, {
        name: index.name,
        unique: index.unique === 1,
        columns: info.rows.map((r) => r.name),
      });
    }
    result.set(table, {
      columns: new Map(columns.rows.map((c) => [c.name, { name: c.name, type: parseSqlType(c.type) }])),
      indexes,
    });
  }
  return result;
}

async function introspectPostgres(
  db: EngineDb,
  tables: readonly string[],
): Promise<Map<string, ExistingTable>> {
  const result = new Map<string, ExistingTable>();
  if (tables.length === 0) return result;
  const columns = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    character_maximum_length: number | null;
    numeric_precision: number | null;
    numeric_scale: number | null;
  }>`
    select table_name, column_name, data_type, character_maximum_length, numeric_precision, numeric_scale
    from information_schema.columns
    where table_schema = current_schema() and table_name in (${sql.join(tables)})
    order by table_name, ordinal_position`.execute(db);
  for (const column of columns.rows) {
    const table = result.get(column.table_name) ?? { columns: new Map(), indexes: new Map() };
    result.set(column.table_name, table);
    const isNumeric = column.data_type === 'numeric';
    table.columns.set(column.column_name, {
      name: column.column_name,
      type: parseSqlType(
        column.data_type,
        isNumeric ? column.numeric_precision : column.character_maximum_length,
        isNumeric ? column.numeric_scale : null,
      ),
    });
  }
  const indexes = await sql<{ table_name: string; index_name: string; is_unique: boolean; columns: string }>`
    select t.relname as table_name, i.relname as index_name, ix.indisunique as is_unique,
      string_agg(a.attname, ',' order by k.ord) as columns
    from pg_index ix
    join pg_class i on i.oid = ix.indexrelid
    join pg_class t on t.oid = ix.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    cross join lateral unnest(ix.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where n.nspname = current_schema() and t.relname in (${sql.join(tables)})
    group by t.relname, i.relname, ix.indisunique`.execute(db);
  for (const index of indexes.rows) {
    result.get(index.table_name)?.indexes.set(index.index_name, {
      name: index.index_name,
      unique: index.is_unique,
      columns: index.columns.split(','),
    });
  }
  return result;
}

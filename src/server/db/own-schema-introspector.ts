// Kysely's PostgreSQL introspector lists the tables of every schema of the database, naming each
// schema in a privilege check; a schema dropped meanwhile (another installation's, another test
// file's) fails the whole listing with "schema … does not exist". The migrator asks it whether its
// own tables exist, so on PostgreSQL we answer for the connection's schema (its search_path) only.
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type {
  DatabaseIntrospector,
  DatabaseMetadata,
  DatabaseMetadataOptions,
  Dialect,
  Kysely,
  SchemaMetadata,
  TableMetadata,
} from 'kysely';

/** The migrator's own tables, which Kysely lists only when asked to. */
const KYSELY_TABLES: ReadonlySet<string> = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

interface ColumnRow {
  schema: string;
  table: string;
  is_view: boolean;
  column: string;
  data_type: string;
  not_null: boolean;
  has_default: boolean;
}

/** The dialect with an introspector that sees the current schema only. */
export function ownSchemaOnly(dialect: Dialect): Dialect {
  return {
    createDriver: () => dialect.createDriver(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
    createIntrospector: (db: Kysely<any>) => ownSchemaIntrospector(db),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's tables
function ownSchemaIntrospector(db: Kysely<any>): DatabaseIntrospector {
  const getTables = async (options?: DatabaseMetadataOptions): Promise<TableMetadata[]> => {
    // Catalog ids only (no name-based privilege function), so a concurrent drop elsewhere is harmless.
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind = 'v' as is_view, a.attname as column,
        t.typname as data_type, a.attnotnull as not_null, a.atthasdef as has_default
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type t on t.oid = a.atttypid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`.execute(db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options?.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.is_view, columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.data_type,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: false,
      });
    }
    return [...tables.values()];
  };
  return {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
      return rows.filter((row) => row.name !== null);
    },
    getTables,
    getMetadata: async (options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> => ({
      tables: await getTables(options),
    }),
  };
}

// The tables the demo data goes into, as the database has them. Entity tables are created by the
// engine's schema sync, not by migrations, so before writing a row we read each table's columns and
// refuse with a clear message when a table or a field's column is missing (sync not run, or a
// schema newer than the tables) or when a column we cannot fill must not be empty. The system
// tables it also writes (flow log, files) come from the migrations and are checked the same way.
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { EntityDefinition, FieldDefinition } from '../../shared/schema-language/entity';
import { DEMO_ENTITIES } from './rows';
import type { DemoEntityName } from './rows';

/** Any application's Kysely instance: the entity tables are not part of its static Database type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKysely = Kysely<any>;

export class DemoDataError extends Error {
  override name = 'DemoDataError';
}

/** Audit columns the writer fills when the table has them (DESIGN.md §3). */
export const AUDIT_KEYS = ['createBy', 'createTime', 'sysOrgCode', 'tenantId', 'delFlag'] as const;
export type AuditKey = (typeof AUDIT_KEYS)[number];

export interface DemoTable {
  entity: EntityDefinition;
  table: string;
  /** Entity fields written, in the entity's order. */
  fields: FieldDefinition[];
  /** Audit columns present in the table. */
  audit: Set<AuditKey>;
  /** Columns of one row: id, fields, audit. */
  columnCount: number;
}

export type DemoTables = Record<DemoEntityName, DemoTable>;

/** The column name the CamelCasePlugin gives a camelCase key (enterpriseName → enterprise_name). */
export function columnOf(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function dialectOf(db: AnyKysely): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

interface ColumnInfo {
  name: string;
  required: number | boolean;
  dflt: string | null;
}

async function readColumns(db: AnyKysely, dialect: Dialect, table: string): Promise<ColumnInfo[]> {
  // Aliases are single lower-case words so the CamelCasePlugin leaves the result keys alone.
  const query =
    dialect === 'postgres'
      ? sql<ColumnInfo>`select column_name as name, is_nullable = 'NO' as required, column_default as dflt
          from information_schema.columns where table_schema = current_schema() and table_name = ${table}`
      : sql<ColumnInfo>`select name, "notnull" as required, dflt_value as dflt from pragma_table_info(${table})`;
  return (await query.execute(db)).rows;
}

function entityNamed(entities: readonly EntityDefinition[], name: string): EntityDefinition {
  const entity = entities.find((e) => e.name === name);
  if (!entity) throw new DemoDataError(`演示数据未写入：找不到实体定义 schemas/entities/${name}.json`);
  return entity;
}

/** Reads and checks the demo entity tables; throws DemoDataError listing every problem found. */
export async function resolveDemoTables(
  db: AnyKysely,
  dialect: Dialect,
  entities: readonly EntityDefinition[],
): Promise<DemoTables> {
  const problems: string[] = [];
  const missingTables: string[] = [];
  const tables = {} as DemoTables;
  for (const name of Object.values(DEMO_ENTITIES)) {
    const entity = entityNamed(entities, name);
    const columns = await readColumns(db, dialect, entity.table);
    if (columns.length === 0) {
      missingTables.push(entity.table);
      continue;
    }
    const present = new Set(columns.map((c) => c.name));
    // Derived values have no column: they are counted when read.
    const stored = entity.fields.filter((f) => !f.derived);
    const fields = stored.filter((f) => present.has(columnOf(f.key)));
    const missing = stored.filter((f) => !present.has(columnOf(f.key))).map((f) => columnOf(f.key));
    if (!present.has('id')) missing.unshift('id');
    if (missing.length > 0) problems.push(`表 ${entity.table} 缺少列 ${missing.join('、')}`);
    const audit = new Set(AUDIT_KEYS.filter((key) => present.has(columnOf(key))));
    const filled = new Set(['id', ...fields.map((f) => columnOf(f.key)), ...[...audit].map(columnOf)]);
    const unfillable = columns
      .filter((c) => (c.required === true || c.required === 1) && c.dflt === null && !filled.has(c.name))
      .map((c) => c.name);
    if (unfillable.length > 0) {
      problems.push(`表 ${entity.table} 的列 ${unfillable.join('、')} 不能为空，演示数据不知道如何填写`);
    }
    tables[name] = {
      entity,
      table: entity.table,
      fields,
      audit,
      columnCount: 1 + fields.length + audit.size,
    };
  }
  if (missingTables.length > 0) {
    problems.unshift(
      `数据表 ${missingTables.join('、')} 不存在：实体表由服务启动时的表结构同步（schema sync）创建，请先启动一次服务`,
    );
  }
  if (problems.length > 0) throw new DemoDataError(`演示数据未写入：${problems.join('；')}`);
  return tables;
}

/** A system table the demo writes, with the columns (snake_case) its rows fill. */
export interface SystemTable {
  table: string;
  columns: readonly string[];
}

/** Checks that the system tables exist with the columns the demo fills; DemoDataError otherwise. */
export async function checkSystemTables(
  db: AnyKysely,
  dialect: Dialect,
  tables: readonly SystemTable[],
): Promise<void> {
  const problems: string[] = [];
  for (const { table, columns } of tables) {
    const present = new Set((await readColumns(db, dialect, table)).map((c) => c.name));
    if (present.size === 0)
      problems.push(`数据表 ${table} 不存在：系统表由服务启动时的数据库迁移创建，请先启动一次服务`);
    else {
      const missing = columns.filter((c) => !present.has(c));
      if (missing.length > 0) problems.push(`表 ${table} 缺少列 ${missing.join('、')}`);
    }
  }
  if (problems.length > 0) throw new DemoDataError(`演示数据未写入：${problems.join('；')}`);
}

// Writes generated rows into their table in multi-row INSERT statements, each as large as the
// database's bound-parameter limit allows for the table's column count: entity rows with the audit
// columns every demo row shares, and rows of the system tables (flow log, files) as they are.
import { insertColumnArrays } from '../db/column-arrays';
import type { Dialect } from '../db/database';
import { columnOf } from './demo-tables';
import type { AnyKysely, DemoTable } from './demo-tables';
import type { Cell } from './rows';

/**
 * Bound parameters one statement may carry: SQLite's SQLITE_MAX_VARIABLE_NUMBER (32 766 since
 * 3.32; better-sqlite3 bundles a newer SQLite) and PostgreSQL's wire protocol (65 535, a 16-bit count).
 */
export const PARAMETER_LIMIT: Readonly<Record<Dialect, number>> = { sqlite: 32_766, postgres: 65_535 };

/**
 * Rows per statement are also capped: 500 was the fastest of 100, 200 and 500 (measured on SQLite,
 * 40 000 enterprises); for the widest table (45 columns) it already uses two thirds of SQLite's limit.
 */
export const MAX_ROWS_PER_STATEMENT = 500;

export function rowsPerStatement(dialect: Dialect, columnCount: number): number {
  return Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(PARAMETER_LIMIT[dialect] / columnCount)));
}

export interface AuditValues {
  createBy: string;
  sysOrgCode: string;
  tenantId: number;
}

export type GeneratedRow = { id: string; createTime: string };

/** A table rows go into, and how many columns each row fills (all rows fill the same). */
export interface RowTarget {
  table: string;
  columnCount: number;
}

/** The row as inserted: every written field (its default when the generator has no value), id, audit. */
export function toInsertRow(table: DemoTable, row: GeneratedRow, audit: AuditValues): Record<string, Cell> {
  const source = row as unknown as Record<string, Cell | undefined>;
  const values: Record<string, Cell> = { id: row.id };
  for (const field of table.fields) {
    const value = source[field.key];
    values[field.key] = value === undefined ? (field.default ?? null) : value;
  }
  if (table.audit.has('createBy')) values.createBy = audit.createBy;
  if (table.audit.has('createTime')) values.createTime = row.createTime;
  if (table.audit.has('sysOrgCode')) values.sysOrgCode = audit.sysOrgCode;
  // tenant_id only where the entity is tenant-scoped; del_flag 0 = not deleted.
  if (table.audit.has('tenantId') && table.entity.tenantScoped) values.tenantId = audit.tenantId;
  if (table.audit.has('delFlag')) values.delFlag = 0;
  return values;
}

/**
 * Inserts rows already shaped for the table (camelCase keys, every row with the same keys). SQLite
 * gets multi-row VALUES through Kysely, PostgreSQL one array per column (db/column-arrays.ts).
 * SQLite's json_each was slower than its VALUES, so it keeps them.
 */
export async function insertRows(
  db: AnyKysely,
  dialect: Dialect,
  target: RowTarget,
  rows: readonly Record<string, Cell>[],
): Promise<void> {
  if (rows.length === 0) return;
  if (dialect === 'postgres') {
    const keys = Object.keys(rows[0]!);
    await insertColumnArrays(db, target.table, keys.map(columnOf), rows, (row, column) => row[keys[column]!]);
    return;
  }
  const size = rowsPerStatement(dialect, target.columnCount);
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insertInto(target.table)
      .values(rows.slice(start, start + size))
      .execute();
  }
}

/** Inserts generated rows of an entity with the audit columns. */
export async function insertEntityRows(
  db: AnyKysely,
  dialect: Dialect,
  table: DemoTable,
  rows: readonly GeneratedRow[],
  audit: AuditValues,
): Promise<void> {
  await insertRows(
    db,
    dialect,
    table,
    rows.map((row) => toInsertRow(table, row, audit)),
  );
}

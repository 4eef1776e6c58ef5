// Rows between the database (columns) and the API (field keys): what is selected for a user, how a
// row is shown, and reading rows by id within the user's scope.
import type { EngineRow, EntityAccess } from './access';
import { scopeConditions } from './access';
import type { DbRow, EngineDb } from './engine-db';
import { chunks } from './engine-db';
import type { ResolvedEntity, ResolvedField } from './registry';
import { allOf, compare, inList } from './sql-conditions';

/** Columns a result shows the user. */
export function selectedColumns(access: EntityAccess): string[] {
  return [...access.readable.values()].map((f) => f.column);
}

/** A database row as the user sees it (personal data is masked once complete: completeRecords). */
export function toRecord(access: EntityAccess, row: DbRow): EngineRow {
  const record: EngineRow = {};
  for (const field of access.readable.values()) record[field.key] = row[field.column] ?? null;
  return record;
}

/** A database row keyed by field key (every column, for the server's own use). */
export function byKey(entity: ResolvedEntity, row: DbRow): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of [...entity.systemFields, ...entity.fields])
    values[field.key] = row[field.column] ?? null;
  return values;
}

export function allColumns(entity: ResolvedEntity): string[] {
  return [...entity.systemFields, ...entity.fields].map((f: ResolvedField) => f.column);
}

/** Rows by id in the user's tenant, ignoring data rules (callers tell "not yours" from "not found"). */
export async function rowsInTenant(
  db: EngineDb,
  access: EntityAccess,
  ids: readonly string[],
): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (const part of chunks([...new Set(ids)])) {
    const conditions = [inList('id', part)];
    if (access.entity.tenantScoped) conditions.push(compare('tenant_id', '=', access.principal.tenantId));
    const found = await db
      .selectFrom(access.entity.table)
      .select(allColumns(access.entity))
      .where(allOf(conditions))
      .execute();
    rows.push(...found.map((row) => byKey(access.entity, row)));
  }
  return rows;
}

/** Records by id within the user's scope (tenant and data rules), in the order of the ids. */
export async function recordsByIds(
  db: EngineDb,
  access: EntityAccess,
  ids: readonly string[],
): Promise<EngineRow[]> {
  const found = new Map<string, EngineRow>();
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom(access.entity.table)
      .select(selectedColumns(access))
      .where(allOf([inList('id', part), ...scopeConditions(access)]))
      .execute();
    for (const row of rows) found.set(String(row.id), toRecord(access, row));
  }
  return ids.map((id) => found.get(id)).filter((r): r is EngineRow => r !== undefined);
}

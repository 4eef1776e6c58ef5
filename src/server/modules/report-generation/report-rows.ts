// Reading the rows a report is made of, by field key with the texts of their dictionaries: the
// generator works on the schemas' field keys (table and column names come from the registry; values
// are bound), a handful of batched queries for any number of records, never one per row.
import type { DictMap } from '../../../shared/api-types';
import type { EngineDb } from '../../engine/engine-db';
import { chunks } from '../../engine/engine-db';
import type { EntityRegistry, ResolvedEntity } from '../../engine/registry';
import { allColumns, byKey } from '../../engine/records';
import { allOf, compare, inList } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';
import { storedPathsOf } from '../../../shared/uploads';

export type Row = Record<string, unknown>;

export interface RowReader {
  /** Rows of an entity whose `key` is one of `values` (in the tenant), with `<key>_dictText`. */
  rowsWhere(entityName: string, key: string, values: readonly string[], extra?: Condition[]): Promise<Row[]>;
  entity(name: string): ResolvedEntity;
}

const textOf = (dictionaries: DictMap, code: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  const items = dictionaries[code] ?? [];
  return String(value)
    .split(',')
    .map((part) => items.find((item) => item.value === part)?.text ?? part)
    .join('、');
};

export function createRowReader(
  db: EngineDb,
  registry: EntityRegistry,
  tenantId: number,
  dictionaries: DictMap,
): RowReader {
  const entity = (name: string) => {
    const found = registry.get(name);
    if (!found) throw new Error(`The report generator needs the entity "${name}"`);
    return found;
  };
  return {
    entity,
    async rowsWhere(entityName, key, values, extra = []) {
      const target = entity(entityName);
      const field = key === 'id' ? { column: 'id' } : target.field(key);
      if (!field) throw new Error(`Entity "${entityName}" has no field "${key}"`);
      const rows: Row[] = [];
      for (const part of chunks([...new Set(values)])) {
        const conditions = [inList(field.column, part), ...extra];
        if (target.tenantScoped) conditions.push(compare('tenant_id', '=', tenantId));
        const found = await db
          .selectFrom(target.table)
          .select(allColumns(target))
          .where(allOf(conditions))
          .execute();
        for (const raw of found) {
          const row = byKey(target, raw);
          for (const f of target.fields)
            if (f.dict?.kind === 'plain')
              row[`${f.key}_dictText`] = textOf(dictionaries, f.dict.code, row[f.key]);
          rows.push(row);
        }
      }
      return rows;
    },
  };
}

/** Rows grouped by the value of one key. */
export function groupBy(rows: readonly Row[], key: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const value = String(row[key] ?? '');
    const group = groups.get(value);
    if (group) group.push(row);
    else groups.set(value, [row]);
  }
  return groups;
}

/** The text of a value for a document: '' for nothing, the dictionary text where there is one. */
export function shown(row: Row | undefined, key: string): string {
  if (!row) return '';
  const text = row[`${key}_dictText`];
  if (typeof text === 'string' && text !== '') return text;
  const value = row[key];
  return value === null || value === undefined ? '' : String(value);
}

/** A date as a document shows it (yyyy-MM-dd). */
export const dateOf = (value: unknown) => (value ? String(value).slice(0, 10) : '');

/** An image of a report: the stored path of an uploaded file (read by the renderer). */
export interface ReportImage {
  storedPath: string;
}

/** The first picture of an image value, or null. */
export const image = (value: unknown): ReportImage | null => {
  const first = storedPathsOf(value)[0];
  return first ? { storedPath: first } : null;
};

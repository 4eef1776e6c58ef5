// What schema sync must do to bring the database to the schemas: tables to create, columns to add or
// widen, indexes to create or drop — and the destructive differences it refuses to apply, each named
// with entity, field, table.column and the migration to write. Pure: the input is the introspection.
import type { IndexSpec, ResolvedEntity, ResolvedField } from '../registry';
import { compareSqlTypes, renderSqlType } from '../sql-types';
import { ENGINE_INDEX_PREFIXES, isGramsColumn } from '../naming';
import type { ExistingTable } from './introspect';

export type SyncStep =
  | { kind: 'createTable'; entity: ResolvedEntity }
  | { kind: 'addColumn'; entity: ResolvedEntity; field: ResolvedField }
  /** A safe widening; PostgreSQL only (SQLite does not enforce declared lengths). */
  | { kind: 'widenColumn'; entity: ResolvedEntity; field: ResolvedField }
  /** A grams column (query.containsIndex), computed by PostgreSQL from its field's column. */
  | { kind: 'addGramsColumn'; entity: ResolvedEntity; field: ResolvedField }
  /** A grams column no field asks for any more: it holds nothing of its own. */
  | { kind: 'dropGramsColumn'; entity: ResolvedEntity; column: string }
  | { kind: 'createIndex'; entity: ResolvedEntity; index: IndexSpec; existingData: boolean }
  | { kind: 'dropIndex'; entity: ResolvedEntity; name: string };

export interface SyncPlan {
  steps: SyncStep[];
  problems: string[];
}

export const MIGRATIONS_DIR = 'src/server/db/migrations';

/** Every column of an entity's table in table order: id and audit columns first. */
export function tableColumns(entity: ResolvedEntity): ResolvedField[] {
  return [...entity.systemFields, ...entity.fields];
}

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A system table is the migrations' to change: every declared column must already be there with a
 * type that holds the field; anything else is a migration to write, never a step of the sync.
 */
function checkSystemTable(entity: ResolvedEntity, table: ExistingTable | undefined): string[] {
  if (!table)
    return [
      `entity "${entity.name}": system table ${entity.table} does not exist. System tables are created by ` +
        `the migrations in ${MIGRATIONS_DIR}; write one or correct the table name.`,
    ];
  const problems: string[] = [];
  for (const field of tableColumns(entity)) {
    const column = table.columns.get(field.column);
    // The column holds the field when it is the field's type or a widening of it.
    const holds =
      column && column.type.kind !== 'other' && compareSqlTypes(field.sqlType, column.type) !== 'destructive';
    if (holds) continue;
    const found = !column
      ? 'missing'
      : column.type.kind === 'other'
        ? column.type.text
        : renderSqlType(column.type);
    problems.push(
      `entity "${entity.name}" field "${field.key}": column ${entity.table}.${field.column} is ${found} in the ` +
        `database but the schema asks for ${renderSqlType(field.sqlType)}. System tables change only through ` +
        `a migration in ${MIGRATIONS_DIR}.`,
    );
  }
  return problems;
}

export interface SyncOptions {
  /** The database makes trigram indexes (PostgreSQL with pg_trgm); otherwise none is planned. */
  trigrams: boolean;
  /** The database keeps grams columns and their GIN indexes (PostgreSQL); otherwise none is planned. */
  grams: boolean;
}

const NEITHER: SyncOptions = { trigrams: false, grams: false };

/** A contains search's GIN index only where the database makes its kind; a b-tree everywhere. */
const planned = (index: IndexSpec, options: SyncOptions) =>
  index.method === 'trigram' ? options.trigrams : index.method === 'grams' ? options.grams : true;

export function planSync(
  entities: readonly ResolvedEntity[],
  existing: ReadonlyMap<string, ExistingTable>,
  options: SyncOptions = NEITHER,
): SyncPlan {
  const steps: SyncStep[] = [];
  const problems: string[] = [];
  for (const entity of entities) {
    const table = existing.get(entity.table);
    if (entity.definition.systemTable) {
      problems.push(...checkSystemTable(entity, table));
      continue;
    }
    const indexes = entity.indexes.filter((index) => planned(index, options));
    const gramsFields = options.grams ? entity.fields.filter((f) => f.gramsColumn) : [];
    if (!table) {
      steps.push({ kind: 'createTable', entity });
      gramsFields.forEach((field) => steps.push({ kind: 'addGramsColumn', entity, field }));
      indexes.forEach((index) => steps.push({ kind: 'createIndex', entity, index, existingData: false }));
      continue;
    }
    const added = new Set<string>();
    const wanted = tableColumns(entity);
    for (const field of wanted) {
      const column = table.columns.get(field.column);
      if (!column) {
        steps.push({ kind: 'addColumn', entity, field });
        added.add(field.column);
        continue;
      }
      const change = compareSqlTypes(column.type, field.sqlType);
      if (change === 'widen') steps.push({ kind: 'widenColumn', entity, field });
      if (change === 'destructive') {
        const had = column.type.kind === 'other' ? column.type.text : renderSqlType(column.type);
        problems.push(
          `entity "${entity.name}" field "${field.key}": column ${entity.table}.${field.column} is ${had} in ` +
            `the database but the schema asks for ${renderSqlType(field.sqlType)}, which may lose data. ` +
            `Write a migration in ${MIGRATIONS_DIR} that converts the column (and its values) first, ` +
            `or keep the old type in the schema.`,
        );
      }
    }
    const wantedColumns = new Set([...wanted.map((f) => f.column), ...gramsFields.map((f) => f.gramsColumn)]);
    const unwantedGrams: string[] = [];
    for (const column of table.columns.keys()) {
      if (wantedColumns.has(column)) continue;
      if (isGramsColumn(column)) {
        unwantedGrams.push(column);
        continue;
      }
      problems.push(
        `entity "${entity.name}" field "${camelCase(column)}": column ${entity.table}.${column} is in the ` +
          `database but no longer in the schema. Write a migration in ${MIGRATIONS_DIR} that drops it ` +
          `(alter table ${entity.table} drop column ${column}) or moves its data, or put the field back.`,
      );
    }
    // Before a grams column is added: that rewrites the table, and leaves a dropped column's values out.
    // The column's index goes with it (its dropIndex step finds nothing).
    unwantedGrams.forEach((column) => steps.push({ kind: 'dropGramsColumn', entity, column }));
    for (const field of gramsFields) {
      if (table.columns.has(field.gramsColumn!)) continue;
      steps.push({ kind: 'addGramsColumn', entity, field });
      added.add(field.gramsColumn!);
    }
    for (const index of indexes) {
      const present = table.indexes.get(index.name);
      if (present) continue;
      steps.push({
        kind: 'createIndex',
        entity,
        index,
        // A grams column is computed from the rows there as it is added: its index is on their data.
        existingData: index.method === 'grams' || !index.columns.some((c) => added.has(c)),
      });
    }
    const wantedIndexes = new Set(entity.indexes.map((i) => i.name));
    for (const name of table.indexes.keys()) {
      const owned =
        name.startsWith(ENGINE_INDEX_PREFIXES.plain) || name.startsWith(ENGINE_INDEX_PREFIXES.unique);
      if (owned && !wantedIndexes.has(name)) steps.push({ kind: 'dropIndex', entity, name });
    }
  }
  return { steps, problems };
}

// `fillFrom` on a sub-table (schema-language/sub-table-fill.ts): records added without rows of the
// sub-table get the matching template records as rows, in the adding transaction. One batch of new
// records costs one query per dotted match source (the referenced rows, e.g. the enterprises' sectors)
// and one for the templates of every match value at once — never a query per record. Templates are
// read within the record's tenant when their entity is tenant-scoped, whatever the user's permissions
// on them (they are a library the record draws on); the rows are then ordinary rows of the record.
import { sql } from 'kysely';
import { normalizeFieldValue } from '../../../shared/validation/field-values';
import type { StoredValue } from '../../../shared/validation/field-values';
import { defaultValueOf, tokenContext } from '../../../shared/value-tokens';
import { fillSource } from '../../../shared/schema-language/sub-table-fill';
import { newId } from '../../db/ids';
import type { EntityAccess } from '../access';
import type { Principal } from '../principal';
import type { EngineDb } from '../engine-db';
import { chunks } from '../engine-db';
import type { EntityRegistry, ResolvedEntity, ResolvedField, ResolvedSubTable } from '../registry';
import { allOf, compare, inList } from '../sql-conditions';
import type { Condition } from '../sql-conditions';
import type { Candidate } from './candidates';
import { insertCandidates } from './persist';

interface ResolvedMatch {
  /** The template's field that must equal the record's value. */
  template: ResolvedField;
  /** The record's field holding the value, or the reference leading to it. */
  record: ResolvedField;
  through: { entity: ResolvedEntity; value: ResolvedField; field: ResolvedField } | null;
}

interface ResolvedFill {
  sub: ResolvedSubTable;
  template: ResolvedEntity;
  match: ResolvedMatch[];
  where: { field: ResolvedField; values: string[] }[];
  map: { target: ResolvedField; source: ResolvedField }[];
}

// The definition checks (definitions/sub-table-fill-checks.ts) guarantee every name resolves.
const resolved = new WeakMap<ResolvedSubTable, ResolvedFill>();

function resolveFill(registry: EntityRegistry, sub: ResolvedSubTable): ResolvedFill {
  const known = resolved.get(sub);
  if (known) return known;
  const fill = sub.definition.fillFrom!;
  const template = registry.get(fill.entity)!;
  const main = registry.entities.find((e) => e.subTables.includes(sub))!;
  const match = Object.entries(fill.match).map(([key, source]): ResolvedMatch => {
    const { field, through } = fillSource(source);
    const record = main.field(field)!;
    const dictionary = through === null ? undefined : registry.tableDictionaryOf(record)!;
    return {
      template: template.field(key)!,
      record,
      through: dictionary
        ? { entity: dictionary.entity, value: dictionary.value, field: dictionary.entity.field(through!)! }
        : null,
    };
  });
  const result: ResolvedFill = {
    sub,
    template,
    match,
    where: Object.entries(fill.where ?? {}).map(([key, values]) => ({ field: template.field(key)!, values })),
    map: Object.entries(fill.map).map(([target, source]) => ({
      target: sub.entity.field(target)!,
      source: template.field(source)!,
    })),
  };
  resolved.set(sub, result);
  return result;
}

const present = (value: unknown): value is string | number =>
  value !== null && value !== undefined && value !== '';
const tupleKey = (values: readonly unknown[]) => JSON.stringify(values.map((v) => String(v)));

const tenantOf = (entity: ResolvedEntity, principal: Principal): Condition[] =>
  entity.tenantScoped ? [compare('tenant_id', '=', principal.tenantId)] : [];

/** Each record's match values (null when one is missing: no rows). */
async function matchValues(
  db: EngineDb,
  principal: Principal,
  fill: ResolvedFill,
  records: readonly Candidate[],
): Promise<(unknown[] | null)[]> {
  // One column of values per match entry, read one after the other in the caller's transaction.
  const columns: unknown[][] = [];
  for (const { record, through } of fill.match) {
    const own = records.map((r) => r.merged[record.key]);
    if (!through) {
      columns.push(own);
      continue;
    }
    const referenced = new Map<string, unknown>();
    const ids = [...new Set(own.filter(present).map(String))];
    for (const part of chunks(ids)) {
      const rows = await db
        .selectFrom(through.entity.table)
        .select([sql.ref(through.value.column).as('ref'), sql.ref(through.field.column).as('value')])
        .where(allOf([inList(through.value.column, part), ...tenantOf(through.entity, principal)]))
        .execute();
      for (const row of rows) referenced.set(String(row.ref), row.value);
    }
    columns.push(own.map((value) => (present(value) ? referenced.get(String(value)) : null)));
  }
  return records.map((_, i) => {
    const tuple = columns.map((column) => column[i]);
    return tuple.every(present) ? tuple : null;
  });
}

/** The templates of every wanted match tuple, by tuple, in the template entity's default order. */
async function templatesByTuple(
  db: EngineDb,
  principal: Principal,
  fill: ResolvedFill,
  tuples: readonly unknown[][],
): Promise<Map<string, Record<string, unknown>[]>> {
  const found = new Map<string, Record<string, unknown>[]>();
  const [first, ...rest] = fill.match;
  const distinct = (i: number) => [...new Set(tuples.map((t) => String(t[i])))];
  const order = sql.join([
    ...fill.template.defaultSort.map((k) => sql`${sql.ref(k.field.column)} ${sql.raw(k.order)}`),
    sql`${sql.ref('id')} asc`,
  ]);
  const matchColumns = fill.match.map((m) => m.template.column);
  const columns = [...new Set([...matchColumns, ...fill.map.map((m) => m.source.column)])];
  // Chunked on the first match field only: a tuple's templates all fall in one chunk, in order.
  for (const part of chunks(distinct(0))) {
    const conditions = [
      ...tenantOf(fill.template, principal),
      ...fill.where.map(({ field, values }) => inList(field.column, values)),
      inList(first!.template.column, part),
      ...rest.map((m, i) => inList(m.template.column, distinct(i + 1))),
    ];
    const rows = await db
      .selectFrom(fill.template.table)
      .select(columns)
      .where(allOf(conditions))
      .orderBy(order)
      .execute();
    for (const row of rows) {
      const key = tupleKey(matchColumns.map((c) => row[c]));
      const list = found.get(key) ?? [];
      list.push(row);
      found.set(key, list);
    }
  }
  return found;
}

/** The server writes these rows, as it writes a step's `set`: no request field is read. */
function rowAccess(access: EntityAccess, entity: ResolvedEntity): EntityAccess {
  return {
    entity,
    principal: access.principal,
    visibleFields: [],
    readable: new Map(),
    writable: new Set(),
    visibleDerived: [],
    restrictions: [],
    ruleConditions: [],
  };
}

/** The rows' values besides the copied ones: declared defaults and the initial state. */
function baseValues(entity: ResolvedEntity, principal: Principal): Record<string, StoredValue> {
  const tokens = tokenContext(principal.user);
  const values: Record<string, StoredValue> = {};
  for (const field of entity.fields) {
    const normalized = normalizeFieldValue(field.definition, defaultValueOf(field.definition, tokens));
    if ('value' in normalized && normalized.value !== null) values[field.key] = normalized.value;
  }
  if (entity.lifecycle) values[entity.lifecycle.field.key] = entity.lifecycle.initial;
  return values;
}

async function fillOne(
  registry: EntityRegistry,
  db: EngineDb,
  access: EntityAccess,
  sub: ResolvedSubTable,
  records: readonly Candidate[],
): Promise<void> {
  const fill = resolveFill(registry, sub);
  const { principal } = access;
  const tuples = await matchValues(db, principal, fill, records);
  const wanted = tuples.filter((t): t is unknown[] => t !== null);
  if (wanted.length === 0) return;
  const templates = await templatesByTuple(db, principal, fill, wanted);
  const base = baseValues(sub.entity, principal);
  const rows: Candidate[] = [];
  records.forEach((record, i) => {
    const tuple = tuples[i];
    const list = tuple ? (templates.get(tupleKey(tuple)) ?? []) : [];
    list.forEach((template, index) => {
      const values: Record<string, StoredValue> = { ...base, [sub.foreignKey.key]: record.id };
      for (const { target, source } of fill.map)
        values[target.key] = (template[source.column] ?? null) as StoredValue;
      if (sub.sortField) values[sub.sortField.key] = index + 1;
      const id = newId();
      rows.push({ index, id, isNew: true, values, merged: { ...values, id }, errors: {} });
    });
  });
  await insertCandidates(db, rowAccess(access, sub.entity), rows);
}

/**
 * Fills the sub-tables declaring `fillFrom` of new records, in the caller's transaction. `given`
 * names the sub-tables (list keys) the request already gave rows for: those are left alone.
 */
export async function fillSubTables(
  registry: EntityRegistry,
  db: EngineDb,
  access: EntityAccess,
  records: readonly Candidate[],
  given: ReadonlySet<string> = new Set(),
): Promise<void> {
  if (records.length === 0) return;
  for (const sub of access.entity.subTables)
    if (sub.definition.fillFrom && !given.has(sub.listKey)) await fillOne(registry, db, access, sub, records);
}

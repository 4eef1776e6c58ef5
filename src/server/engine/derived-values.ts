// Derived values: counts (or sums) over another entity, computed when records are read — one grouped
// query per derived field and page, on the counted entity's match columns (indexed by the registry),
// within the user's tenant. Always right after any write, import, delete or concurrent change, since
// nothing is stored.
import { sql } from 'kysely';
import { spanBounds } from '../../shared/calendar-spans';
import { FIELD_DEFAULTS } from '../../shared/validation/field-values';
import type { EngineDeps, EngineRow, EntityAccess } from './access';
import type { ResolvedDerived } from './behaviour';
import { chunks } from './engine-db';
import { addDictTexts } from './dict-texts';
import { allOf, compare, inList, notInList } from './sql-conditions';
import type { Condition } from './sql-conditions';

const tupleKey = (values: readonly unknown[]) => JSON.stringify(values.map((v) => String(v ?? '')));

/**
 * A count or sum as a number, a sum rounded to its field's scale (SQLite adds decimals as floats:
 * 1.1 + 2.2 is 3.3000000000000003 there); a max as the field holds it (a date stays text).
 */
function totalOf(derived: ResolvedDerived, total: unknown): unknown {
  if (derived.definition.aggregate === 'max') return total ?? null;
  const value = Number(total ?? 0);
  const field = derived.field.definition;
  return field.type === 'decimal' ? Number(value.toFixed(field.scale ?? FIELD_DEFAULTS.scale)) : value;
}

/** The conditions on the counted entity besides the match: its tenant, `where`, the state and the period. */
function sourceConditions(derived: ResolvedDerived, tenantId: number): Condition[] {
  const conditions: Condition[] = [];
  if (derived.source.tenantScoped) conditions.push(compare('tenant_id', '=', tenantId));
  for (const { field, values } of derived.where) conditions.push(inList(field.column, values));
  if (derived.period) {
    const { field, span } = derived.period;
    const { from, until } = spanBounds(span);
    conditions.push(compare(field.column, '>=', from), compare(field.column, '<', until));
  }
  const lifecycle = derived.source.lifecycle;
  if (derived.definition.state && lifecycle) {
    const closed = [...lifecycle.closed];
    conditions.push(
      derived.definition.state === 'closed'
        ? inList(lifecycle.field.column, closed)
        : notInList(lifecycle.field.column, closed),
    );
  }
  return conditions;
}

/**
 * The derived value of each row, in row order; `valueOf` reads a row's field by key (records are
 * objects, an export's rows arrays).
 */
export async function derivedValuesOf<Row>(
  deps: EngineDeps,
  access: EntityAccess,
  derived: ResolvedDerived,
  rows: readonly Row[],
  valueOf: (row: Row, key: string) => unknown,
): Promise<unknown[]> {
  const targets = derived.match.map((m) => m.target.key);
  const first = derived.match[0]!;
  const wanted = [
    ...new Set(rows.map((r) => valueOf(r, first.target.key)).filter((v) => v !== null && v !== undefined)),
  ];
  const totals = new Map<string, unknown>();
  const aggregate =
    derived.definition.aggregate === 'count'
      ? sql<number | string>`count(*)`
      : sql<
          number | string | null
        >`${sql.raw(derived.definition.aggregate)}(${sql.ref(derived.sum!.column)})`;
  for (const part of chunks(wanted.map(String))) {
    const conditions = [
      ...sourceConditions(derived, access.principal.tenantId),
      inList(first.source.column, part),
      ...derived.match
        .slice(1)
        .map((m) =>
          inList(m.source.column, [...new Set(rows.map((r) => String(valueOf(r, m.target.key) ?? '')))]),
        ),
    ];
    const columns = derived.match.map((m) => m.source.column);
    const found = await deps.db
      .selectFrom(derived.source.table)
      .select([...columns.map((c) => sql.ref(c).as(c)), aggregate.as('total')])
      .where(allOf(conditions))
      .groupBy(columns)
      .execute();
    for (const row of found)
      totals.set(
        tupleKey(columns.map((c) => row[c])),
        totalOf(derived, (row as Record<string, unknown>).total),
      );
  }
  const none = derived.definition.aggregate === 'max' ? null : 0;
  return rows.map((row) => totals.get(tupleKey(targets.map((t) => valueOf(row, t)))) ?? none);
}

/**
 * The derived values the user sees, one array per derived field in record order. The fields' queries
 * are sent together: on PostgreSQL they run side by side on the pool's connections (the service list
 * has five), on SQLite one after the other as ever.
 */
function visibleDerivedValues(deps: EngineDeps, access: EntityAccess, records: EngineRow[]) {
  return Promise.all(
    access.visibleDerived.map((derived) =>
      derivedValuesOf(deps, access, derived, records, (r, key) => r[key]),
    ),
  );
}

function assignDerived(access: EntityAccess, records: EngineRow[], values: readonly unknown[][]): void {
  access.visibleDerived.forEach((derived, f) =>
    records.forEach((record, i) => (record[derived.field.key] = values[f]![i])),
  );
}

/** Adds the derived values the user sees to the records, in place. */
export async function addDerivedValues(
  deps: EngineDeps,
  access: EntityAccess,
  records: EngineRow[],
): Promise<void> {
  if (records.length === 0) return;
  assignDerived(access, records, await visibleDerivedValues(deps, access, records));
}

/** Records as the API answers them: dictionary texts and derived values added, read at the same time. */
export async function completeRecords(
  deps: EngineDeps,
  access: EntityAccess,
  records: EngineRow[],
): Promise<void> {
  if (records.length === 0) return;
  const [, derived] = await Promise.all([
    addDictTexts(deps, access, records),
    visibleDerivedValues(deps, access, records),
  ]);
  assignDerived(access, records, derived);
}

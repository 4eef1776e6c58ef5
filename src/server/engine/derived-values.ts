// Derived values: counts (or sums) over another entity, computed when records are read — one grouped
// query per page for the derived fields over the same entity and match, on the counted entity's match
// columns (indexed by the registry), within the user's tenant; ratios from the counts of the same read.
// Always right after any write, import, delete or concurrent change, since nothing is stored.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { spanBounds } from '../../shared/calendar-spans';
import { FIELD_DEFAULTS } from '../../shared/validation/field-values';
import type { EngineDeps, EngineRow, EntityAccess } from './access';
import { aggregatesOf, isRatio } from './behaviour';
import type { ResolvedAggregate, ResolvedDerived } from './behaviour';
import { percentage } from './derived-ratio';
import { chunks } from './engine-db';
import { addDictTexts } from './dict-texts';
import { maskRecords } from './personal-fields';
import { allOf, ALWAYS_FALSE, compare, inList, notInList } from './sql-conditions';
import type { Condition } from './sql-conditions';

const tupleKey = (values: readonly unknown[]) => JSON.stringify(values.map((v) => String(v ?? '')));

/**
 * A count or sum as a number, a sum rounded to its field's scale (SQLite adds decimals as floats:
 * 1.1 + 2.2 is 3.3000000000000003 there); a max as the field holds it (a date stays text).
 */
function totalOf(derived: ResolvedAggregate, total: unknown): unknown {
  if (derived.definition.aggregate === 'max') return total ?? null;
  const value = Number(total ?? 0);
  const field = derived.field.definition;
  return field.type === 'decimal' ? Number(value.toFixed(field.scale ?? FIELD_DEFAULTS.scale)) : value;
}

/** The conditions a counted record must meet besides the match and tenant: `where`, the state, the period. */
function recordConditions(derived: ResolvedAggregate): Condition[] {
  const conditions: Condition[] = [];
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
 * The aggregate of one derived value: alone in its statement its conditions are the WHERE clause's;
 * sharing a statement with others over the same rows, they pick its rows within the aggregate.
 */
function aggregateOf(derived: ResolvedAggregate, own: Condition[]) {
  const counted = own.length > 0 ? allOf(own) : null;
  if (derived.definition.aggregate === 'count')
    return counted ? sql<number | string>`sum(case when ${counted} then 1 else 0 end)` : sql`count(*)`;
  const column = sql.ref(derived.sum!.column);
  const value = counted ? sql`case when ${counted} then ${column} end` : column;
  return sql<number | string | null>`${sql.raw(derived.definition.aggregate)}(${value})`;
}

/** Derived values read by one statement: the same counted entity and the same match. */
const statementKey = (derived: ResolvedAggregate) =>
  JSON.stringify([
    derived.source.table,
    derived.match.map((m) => [m.source.column, m.target.key]),
    derived.matchYear ? [derived.matchYear.source.column, derived.matchYear.target.key] : null,
  ]);

/** The alias of a counted record's year (matchYear) in a derived value's statement. */
const YEAR_ALIAS = 'anze_match_year';
/** The year of a date/time column: dates are GMT+8 text, so its first 4 characters. */
const yearOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 4)`;

/**
 * The values of derived fields over the same counted entity and match, one array per field in row
 * order, from one grouped statement per chunk of rows; `valueOf` reads a row's field by key (records
 * are objects, an export's rows arrays).
 */
async function sharedDerivedValues<Row>(
  deps: EngineDeps,
  access: EntityAccess,
  group: readonly ResolvedAggregate[],
  rows: readonly Row[],
  valueOf: (row: Row, key: string) => unknown,
): Promise<unknown[][]> {
  const [lead] = group as [ResolvedAggregate];
  const { matchYear } = lead;
  const targets = [...lead.match.map((m) => m.target.key), ...(matchYear ? [matchYear.target.key] : [])];
  const first = lead.match[0]!;
  const wanted = [
    ...new Set(rows.map((r) => valueOf(r, first.target.key)).filter((v) => v !== null && v !== undefined)),
  ];
  const alone = group.length === 1;
  const aggregates = group.map((derived, i) =>
    aggregateOf(derived, alone ? [] : recordConditions(derived)).as(`total${i}`),
  );
  const totals = group.map(() => new Map<string, unknown>());
  const columns = lead.match.map((m) => m.source.column);
  const year = matchYear ? yearOf(matchYear.source.column) : null;
  const years = matchYear
    ? [
        ...new Set(
          rows.map((r) => valueOf(r, matchYear.target.key)).filter((v) => v !== null && v !== undefined),
        ),
      ]
    : [];
  for (const part of chunks(wanted.map(String))) {
    const conditions = [
      ...(lead.source.tenantScoped ? [compare('tenant_id', '=', access.principal.tenantId)] : []),
      ...(alone ? recordConditions(lead) : []),
      inList(first.source.column, part),
      ...lead.match
        .slice(1)
        .map((m) =>
          inList(m.source.column, [...new Set(rows.map((r) => String(valueOf(r, m.target.key) ?? '')))]),
        ),
      ...(year
        ? [years.length > 0 ? sql<SqlBool>`${year} in (${sql.join(years.map(String))})` : ALWAYS_FALSE]
        : []),
    ];
    const found = await deps.db
      .selectFrom(lead.source.table)
      .select([
        ...columns.map((c) => sql.ref(c).as(c)),
        ...(year ? [year.as(YEAR_ALIAS)] : []),
        ...aggregates,
      ])
      .where(allOf(conditions))
      .groupBy([...columns, ...(year ? [year] : [])])
      .execute();
    for (const row of found) {
      const key = tupleKey([...columns, ...(year ? [YEAR_ALIAS] : [])].map((c) => row[c]));
      group.forEach((derived, i) =>
        totals[i]!.set(key, totalOf(derived, (row as Record<string, unknown>)[`total${i}`])),
      );
    }
  }
  return group.map((derived, i) => {
    const none = derived.definition.aggregate === 'max' ? null : 0;
    return rows.map((row) => totals[i]!.get(tupleKey(targets.map((t) => valueOf(row, t)))) ?? none);
  });
}

/**
 * The values of derived fields, one array per field in row order. The aggregates they need (a ratio's
 * two, whether the user sees them or not) over the same entity and match share a statement (the
 * enterprise's two drill counts); the statements are sent together: on PostgreSQL they run side by
 * side on the pool's connections, on SQLite one after the other as ever.
 */
async function derivedValues<Row>(
  deps: EngineDeps,
  access: EntityAccess,
  derived: readonly ResolvedDerived[],
  rows: readonly Row[],
  valueOf: (row: Row, key: string) => unknown,
): Promise<unknown[][]> {
  const groups = new Map<string, ResolvedAggregate[]>();
  for (const aggregate of new Set(derived.flatMap(aggregatesOf))) {
    const key = statementKey(aggregate);
    groups.set(key, [...(groups.get(key) ?? []), aggregate]);
  }
  const values = new Map<ResolvedAggregate, unknown[]>();
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const arrays = await sharedDerivedValues(deps, access, group, rows, valueOf);
      group.forEach((aggregate, i) => values.set(aggregate, arrays[i]!));
    }),
  );
  return derived.map((d) => {
    if (!isRatio(d)) return values.get(d)!;
    const [numerators, denominators] = [values.get(d.numerator)!, values.get(d.denominator)!];
    const scale = d.field.definition.scale ?? FIELD_DEFAULTS.scale;
    return numerators.map((n, i) => percentage(Number(n), Number(denominators[i]), scale));
  });
}

/** The derived value of each row, in row order (see derivedValues). */
export async function derivedValuesOf<Row>(
  deps: EngineDeps,
  access: EntityAccess,
  derived: ResolvedDerived,
  rows: readonly Row[],
  valueOf: (row: Row, key: string) => unknown,
): Promise<unknown[]> {
  return (await derivedValues(deps, access, [derived], rows, valueOf))[0]!;
}

/** The derived values the user sees, one array per derived field in record order. */
const visibleDerivedValues = (deps: EngineDeps, access: EntityAccess, records: EngineRow[]) =>
  derivedValues(deps, access, access.visibleDerived, records, (record, key) => record[key]);

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

/**
 * Records as the API answers them: dictionary texts and derived values added, read at the same time,
 * then personal data masked for a user who may not edit it — last, since derived values may match on
 * it (a staff member's training hours, by ID number). Every read the engine answers passes here.
 */
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
  maskRecords(access, records);
}

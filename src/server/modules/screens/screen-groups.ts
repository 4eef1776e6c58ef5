// Grouped counts for the public screens' charts: one GROUP BY over a dictionary column within a
// tenant's scope, answered as the dictionary's code and text — never a record's own values, so a
// chart cannot carry a name, a phone or an id.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { ScreenGroup } from '../../../shared/screens';
import { SCREEN_TEXTS } from '../../../shared/screens';
import type { Engine } from '../../engine';
import type { ResolvedEntity } from '../../engine/registry';
import { allOf } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';
import type { KpiScope } from '../dashboards/kpi-scope';
import { num } from '../dashboards/kpi-sql';

/**
 * A grouping expression and named per-row values summed per group (1 or 0 for a count). The rows
 * are grouped in an outer query over a derived table, so the grouping may be a correlated subquery
 * (a hazard's enterprise's sector) on both engines.
 */
export interface GroupQuery {
  by: GroupBy;
  where?: Condition;
  values: Record<string, RawBuilder<unknown>>;
}

/**
 * What rows are grouped by: an expression over the row, or a field of the row a reference of it
 * names (a hazard's enterprise's sector), read once per referenced row, not once per row.
 */
export type GroupBy = RawBuilder<unknown> | ReferencedField;

export interface ReferencedField {
  /** The scope's reference field (a table dictionary on `entity`'s ids). */
  through: string;
  entity: ResolvedEntity;
  field: string;
}

const isReferenced = (by: GroupBy): by is ReferencedField => 'through' in by;

export type GroupRow = { code: string } & Record<string, number>;

/** A per-row value counting the rows meeting the condition. */
export const oneWhen = (condition: Condition) => sql<unknown>`case when ${condition} then 1 else 0 end`;

export async function groupRows(engine: Engine, scope: KpiScope, query: GroupQuery): Promise<GroupRow[]> {
  const names = Object.keys(query.values);
  const where = allOf(query.where ? [scope.where, query.where] : [scope.where]);
  const grouped = isReferenced(query.by)
    ? await groupedThrough(engine, scope, query.by, where, query.values)
    : await engine.deps.db
        .selectFrom(
          engine.deps.db
            .selectFrom(scope.entity.table)
            .select([query.by.as('code'), ...names.map((name) => query.values[name]!.as(name))])
            .where(where)
            .as('g'),
        )
        .select([
          sql<unknown>`g.code`.as('code'),
          ...names.map((n) => sql<unknown>`sum(${sql.ref(`g.${n}`)})`.as(n)),
        ])
        .groupBy(sql`g.code`)
        .execute();
  return grouped.map((row) => {
    const out: Record<string, unknown> = { code: row.code === null ? '' : String(row.code) };
    for (const name of names) out[name] = num((row as Record<string, unknown>)[name]);
    return out as GroupRow;
  });
}

/**
 * Rows summed per referenced row first (a grouped scan of the scope's table), then per the
 * referenced row's field (a join of those sums, at most one per referenced row, in its tenant):
 * 940,000 hazards read their enterprise's sector by a subquery each in 4.5 s (docs/perf.md).
 */
async function groupedThrough(
  engine: Engine,
  scope: KpiScope,
  by: ReferencedField,
  where: Condition,
  values: GroupQuery['values'],
): Promise<Record<string, unknown>[]> {
  const names = Object.keys(values);
  const reference = scope.column(by.through);
  const tenant = by.entity.tenantScoped && scope.entity.tenantScoped;
  const sums = engine.deps.db
    .selectFrom(scope.entity.table)
    .select([
      sql<unknown>`${sql.ref(reference)}`.as('ref'),
      ...(tenant ? [sql<unknown>`${sql.ref('tenant_id')}`.as('ref_tenant')] : []),
      ...names.map((name) => sql<unknown>`sum(${values[name]!})`.as(name)),
    ])
    .where(where)
    .groupBy([reference, ...(tenant ? ['tenant_id'] : [])]);
  const field = sql.ref(`t.${by.entity.field(by.field)!.column}`);
  const sameTenant = tenant ? sql` and ${sql.ref('t.tenant_id')} = ${sql.ref('g.ref_tenant')}` : sql``;
  const totals = sql.join(names.map((n) => sql`sum(${sql.ref(`g.${n}`)}) as ${sql.ref(n)}`));
  const result = await sql<Record<string, unknown>>`select ${field} as ${sql.ref('code')}, ${totals}
    from (${sums}) g left join ${sql.table(by.entity.table)} t on ${sql.ref('t.id')} = ${sql.ref('g.ref')}${sameTenant}
    group by ${field}`.execute(engine.deps.db);
  return result.rows;
}

/** The column as the grouping expression (from the registry, never from a request). */
export const byColumn = (scope: KpiScope, key: string) => sql<unknown>`${sql.ref(scope.column(key))}`;

/**
 * ` and <alias>.tenant_id = <the scope's table>.tenant_id` when both are tenant-scoped: a value read
 * beside a row (its enterprise's sector or name, its investigation's leader) stays in the row's tenant.
 */
export function inTenantOf(entity: ResolvedEntity, alias: string, scope: KpiScope) {
  return entity.tenantScoped && scope.entity.tenantScoped
    ? sql` and ${sql.ref(`${alias}.tenant_id`)} = ${sql.ref(`${scope.entity.table}.tenant_id`)}`
    : sql``;
}

/** The hazard's enterprise's sector (the hazard has no sector of its own). */
export function sectorOfEnterprise(engine: Engine): ReferencedField {
  return { through: 'enterpriseId', entity: engine.registry.get('enterprise')!, field: 'highRiskSector' };
}

/**
 * Labels groups by the dictionary's texts, in the dictionary's order (values it does not list and
 * the empty value last, the empty one as 未填写).
 */
export async function labelled<T extends { code: string }>(
  engine: Engine,
  dictCode: string,
  rows: T[],
): Promise<(T & { label: string })[]> {
  const items = await engine.deps.dictionaries.items(dictCode);
  const order = new Map(items.map((item, index) => [item.value, index]));
  const text = new Map(items.map((item) => [item.value, item.text]));
  return rows
    .map((row) => ({ ...row, label: text.get(row.code) ?? (row.code || SCREEN_TEXTS.unknown) }))
    .sort((a, b) => (order.get(a.code) ?? items.length) - (order.get(b.code) ?? items.length));
}

/** One count per group as the charts take it. */
export async function countGroups(
  engine: Engine,
  scope: KpiScope,
  dictCode: string,
  by: GroupBy,
  where?: Condition,
): Promise<ScreenGroup[]> {
  const rows = await groupRows(engine, scope, { by, where, values: { value: sql`1` } });
  return (await labelled(engine, dictCode, rows)).map(({ code, label, value }) => ({
    code,
    label,
    value: value ?? 0,
  }));
}

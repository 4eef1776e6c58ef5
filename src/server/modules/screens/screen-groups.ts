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
  by: RawBuilder<unknown>;
  where?: Condition;
  values: Record<string, RawBuilder<unknown>>;
}

export type GroupRow = { code: string } & Record<string, number>;

/** A per-row value counting the rows meeting the condition. */
export const oneWhen = (condition: Condition) => sql<unknown>`case when ${condition} then 1 else 0 end`;

export async function groupRows(engine: Engine, scope: KpiScope, query: GroupQuery): Promise<GroupRow[]> {
  const names = Object.keys(query.values);
  const rows = engine.deps.db
    .selectFrom(scope.entity.table)
    .select([query.by.as('code'), ...names.map((name) => query.values[name]!.as(name))])
    .where(allOf(query.where ? [scope.where, query.where] : [scope.where]));
  const grouped = await engine.deps.db
    .selectFrom(rows.as('g'))
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

/** The hazard's enterprise's sector, read beside the hazard (the hazard has no sector of its own). */
export function sectorOfEnterprise(engine: Engine, hazards: KpiScope) {
  const enterprise = engine.registry.get('enterprise')!;
  const sector = enterprise.field('highRiskSector')!.column;
  return sql<unknown>`(select e.${sql.ref(sector)} from ${sql.table(enterprise.table)} e where e.id = ${sql.ref(
    hazards.qualified('enterpriseId'),
  )}${inTenantOf(enterprise, 'e', hazards)})`;
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
  by: RawBuilder<unknown>,
  where?: Condition,
): Promise<ScreenGroup[]> {
  const rows = await groupRows(engine, scope, { by, where, values: { value: sql`1` } });
  return (await labelled(engine, dictCode, rows)).map(({ code, label, value }) => ({
    code,
    label,
    value: value ?? 0,
  }));
}

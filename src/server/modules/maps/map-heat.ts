// The data map's hazard heat layer: the open hazards of the enterprises on the map (scope, filters,
// viewport), each weighing by its level (HAZARD_HEAT_WEIGHTS), summed per grid cell at its
// enterprise's place — the answer's size depends on the viewport, not on the number of hazards.
// Hazards are first summed per enterprise (through the status index), then joined to the placed
// enterprises: the enterprise conditions stay unqualified, as the derived table's names are its own.
import { sql } from 'kysely';
import type { MapCell } from '../../../shared/maps';
import { DEFAULT_HAZARD_HEAT_WEIGHT, HAZARD_HEAT_WEIGHTS, HAZARD_OPEN_STATUSES } from '../../../shared/maps';
import type { EntityAccess } from '../../engine';
import { allOf } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';
import type { OverviewContext } from './map-overview';
import { cellCentre, cellIndex, columnOf } from './map-sql';

export async function hazardHeat(
  context: OverviewContext,
  access: EntityAccess,
  placed: Condition[],
  size: number,
): Promise<MapCell[]> {
  const hazards = context.engine.registry.get('hiddenDanger')!;
  const column = (key: string) => sql.ref(hazards.field(key)!.column);
  const weights = Object.entries(HAZARD_HEAT_WEIGHTS).map(
    ([level, weight]) => sql`when ${sql.lit(level)} then ${sql.lit(weight)}`,
  );
  const weight = sql`case ${column('hazardLevel')} ${sql.join(weights, sql` `)} else ${sql.lit(DEFAULT_HAZARD_HEAT_WEIGHT)} end`;
  const perEnterprise = context.db
    .selectFrom(hazards.table)
    .select([
      sql<string>`${column('enterpriseId')}`.as('heat_enterprise'),
      sql<number>`sum(${weight})`.as('heat_weight'),
    ])
    .where(column('status'), 'in', HAZARD_OPEN_STATUSES)
    .where(sql.ref('tenant_id'), '=', access.principal.tenantId)
    .groupBy(column('enterpriseId'));
  const table = access.entity.table;
  const x = cellIndex(columnOf(access, 'longitude'), size, context.dialect);
  const y = cellIndex(columnOf(access, 'latitude'), size, context.dialect);
  const query = context.db
    .selectFrom(table)
    .innerJoin(perEnterprise.as('heat'), 'heat.heat_enterprise', `${table}.id`)
    .select([x.as('x'), y.as('y'), sql<number>`sum(heat_weight)`.as('w')])
    .where(allOf(placed))
    .groupBy([x, y]);
  const compiled = query.compile();
  return context.heat.get(
    JSON.stringify([compiled.sql, compiled.parameters]),
    async () => (await query.execute()).map((r) => [...cellCentre(r.x, r.y, size), Number(r.w)] as MapCell),
    [table, hazards.table],
  );
}

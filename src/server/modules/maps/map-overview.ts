// The data map's answer (domain §5.4): per district the enterprises and their open hazards, and the
// enterprises of the viewport (the whole scope without one) as points — or, above the point limit,
// as grid cells counted by the database, smaller the closer the view — and on request the open
// hazards' heat, all within the user's scope of the enterprise entity (tenant, data rules, menu
// data rules).
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { MapCell, MapDistrictFigure, MapOverview, MapPoint } from '../../../shared/maps';
import { HAZARD_OPEN_STATUSES } from '../../../shared/maps';
import type { Dialect } from '../../db/database';
import type { Engine, EntityAccess } from '../../engine';
import type { EngineDb } from '../../engine/engine-db';
import { allOf } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';
import type { FigureCache } from '../../figures/figure-cache';
import { hazardHeat } from './map-heat';
import type { OverviewRequest } from './map-request';
import { cellCentre, cellDegreesFor, cellIndex, columnOf, enterpriseConditions, located } from './map-sql';

export interface OverviewContext {
  engine: Engine;
  db: EngineDb;
  dialect: Dialect;
  pointLimit: number;
  figures: FigureCache<MapDistrictFigure[]>;
  heat: FigureCache<MapCell[]>;
}

async function districtFigures(
  context: OverviewContext,
  access: EntityAccess,
  conditions: Condition[],
): Promise<MapDistrictFigure[]> {
  const table = access.entity.table;
  const district = columnOf(access, 'districtCode');
  const counts = context.db
    .selectFrom(table)
    .select([sql<string>`${sql.ref(district)}`.as('code'), sql<number>`count(*)`.as('n')])
    .where(allOf(conditions))
    .groupBy(sql.ref(district));
  // Open hazards of those enterprises, by the hazard's district (filled from its enterprise): driven
  // by the status index, each hazard's enterprise checked by its primary key (the unqualified
  // conditions inside the subquery name the enterprise's columns).
  const hazards = context.engine.registry.get('hiddenDanger')!;
  const hazardEnterprise = sql.ref(`h.${hazards.field('enterpriseId')!.column}`);
  const hazardDistrict = sql.ref(`h.${hazards.field('districtCode')!.column}`);
  const open = context.db
    .selectFrom(`${hazards.table} as h`)
    .select([sql<string>`${hazardDistrict}`.as('code'), sql<number>`count(*)`.as('n')])
    .where(sql.ref(`h.${hazards.field('status')!.column}`), 'in', HAZARD_OPEN_STATUSES)
    .where(sql.ref('h.tenant_id'), '=', access.principal.tenantId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom(table)
          .select(sql`1`.as('one'))
          .where(sql<SqlBool>`id = ${hazardEnterprise}`)
          .where(allOf(conditions)),
      ),
    )
    .groupBy(hazardDistrict);
  const compiled = [counts.compile(), open.compile()].map((q) => [q.sql, q.parameters]);
  return context.figures.get(
    JSON.stringify(compiled),
    async () => {
      const openBy = new Map((await open.execute()).map((r) => [String(r.code), Number(r.n)]));
      return (await counts.execute())
        .filter((r) => r.code !== null && r.code !== '')
        .map((r) => ({
          code: String(r.code),
          enterprises: Number(r.n),
          openHazards: openBy.get(String(r.code)) ?? 0,
        }));
    },
    [access.entity.table, hazards.table],
  );
}

export async function mapOverview(
  context: OverviewContext,
  access: EntityAccess,
  request: OverviewRequest,
): Promise<MapOverview> {
  const table = access.entity.table;
  const conditions = enterpriseConditions(access, request);
  const districts = await districtFigures(context, access, conditions);
  const total = districts.reduce((sum, d) => sum + d.enterprises, 0);
  const withPlace = [...conditions, ...located(access, request.bbox)];
  const lng = columnOf(access, 'longitude');
  const lat = columnOf(access, 'latitude');
  const size = cellDegreesFor(request.bbox);
  const [placed, heat] = await Promise.all([
    context.db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .where(allOf(withPlace))
      .executeTakeFirst(),
    request.heatmap ? hazardHeat(context, access, withPlace, size) : null,
  ]);
  const limit = context.pointLimit;
  const base = {
    districts,
    total,
    colourBy: request.colourBy,
    bbox: request.bbox,
    cellDegrees: size,
    limit,
    heat,
  };
  if (Number(placed?.n ?? 0) <= limit) {
    const colour = columnOf(access, request.colourBy);
    const rows = await context.db
      .selectFrom(table)
      .select([
        sql<string>`id`.as('id'),
        sql<number>`${sql.ref(lng)}`.as('lng'),
        sql<number>`${sql.ref(lat)}`.as('lat'),
        sql<string | null>`${sql.ref(colour)}`.as('colour'),
      ])
      .where(allOf(withPlace))
      .orderBy('id')
      .limit(limit)
      .execute();
    const points: MapPoint[] = rows.map((r) => [r.id, Number(r.lng), Number(r.lat), r.colour ?? null]);
    return { ...base, points, cells: null };
  }
  const x = cellIndex(lng, size, context.dialect);
  const y = cellIndex(lat, size, context.dialect);
  const rows = await context.db
    .selectFrom(table)
    .select([x.as('x'), y.as('y'), sql<number>`count(*)`.as('n')])
    .where(allOf(withPlace))
    .groupBy([x, y])
    .execute();
  const cells: MapCell[] = rows.map((r) => [...cellCentre(r.x, r.y, size), Number(r.n)]);
  return { ...base, points: null, cells };
}

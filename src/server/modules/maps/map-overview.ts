// The data map's answer (domain §5.4): per district the enterprises and their open hazards, and the
// enterprises as points — or, above the point limit, as grid cells counted by the database — all
// within the user's scope of the enterprise entity (tenant, data rules, menu data rules).
import { sql } from 'kysely';
import type { RawBuilder, SqlBool } from 'kysely';
import type {
  MapCell,
  MapColourKey,
  MapDistrictFigure,
  MapFilterKey,
  MapOverview,
  MapPoint,
} from '../../../shared/maps';
import { HAZARD_OPEN_STATUSES, MAP_GRID_CELL_DEGREES } from '../../../shared/maps';
import type { Dialect } from '../../db/database';
import type { Engine, EntityAccess } from '../../engine';
import { scopeConditions } from '../../engine/access';
import type { EngineDb } from '../../engine/engine-db';
import { allOf, compare, inList } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';
import type { FigureCache } from './figure-cache';

export interface OverviewRequest {
  filters: Partial<Record<MapFilterKey, string[]>>;
  colourBy: MapColourKey;
  /** Optional viewport [minLng, minLat, maxLng, maxLat]: points only inside it. */
  bbox: [number, number, number, number] | null;
}

export interface OverviewContext {
  engine: Engine;
  db: EngineDb;
  dialect: Dialect;
  pointLimit: number;
  figures: FigureCache<MapDistrictFigure[]>;
}

/** Column of a field the user may read (filters on fields hidden from them are refused). */
function columnOf(access: EntityAccess, key: string): string {
  const field = access.readable.get(key);
  if (!field) throw new Error(`enterprise field ${key} is not readable`);
  return field.column;
}

/** Scope and filters of the enterprises, with coordinates when asked. */
function enterpriseConditions(access: EntityAccess, request: OverviewRequest): Condition[] {
  const conditions = scopeConditions(access);
  for (const [key, values] of Object.entries(request.filters))
    if (values && values.length) conditions.push(inList(columnOf(access, key), values));
  return conditions;
}

function located(access: EntityAccess, bbox: OverviewRequest['bbox']): Condition[] {
  const lng = columnOf(access, 'longitude');
  const lat = columnOf(access, 'latitude');
  const conditions: Condition[] = [
    sql<SqlBool>`${sql.ref(lng)} is not null`,
    sql<SqlBool>`${sql.ref(lat)} is not null`,
  ];
  if (bbox)
    conditions.push(
      compare(lng, '>=', bbox[0]),
      compare(lat, '>=', bbox[1]),
      compare(lng, '<=', bbox[2]),
      compare(lat, '<=', bbox[3]),
    );
  return conditions;
}

/**
 * floor(column / size) on both engines (SQLite has no floor() without its math extension). The size is
 * the server's constant written as a literal: PostgreSQL matches a GROUP BY expression to the selected
 * one only when both are the same text, which bound parameters ($1, $3) are not.
 */
function cellIndex(column: string, size: number, dialect: Dialect): RawBuilder<number> {
  const scaled = sql`(${sql.ref(column)} / ${sql.lit(size)})`;
  return dialect === 'postgres'
    ? sql<number>`cast(floor(${scaled}) as integer)`
    : sql<number>`(cast(${scaled} as integer) - (${scaled} < cast(${scaled} as integer)))`;
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
  return context.figures.get(JSON.stringify(compiled), async () => {
    const openBy = new Map((await open.execute()).map((r) => [String(r.code), Number(r.n)]));
    return (await counts.execute())
      .filter((r) => r.code !== null && r.code !== '')
      .map((r) => ({
        code: String(r.code),
        enterprises: Number(r.n),
        openHazards: openBy.get(String(r.code)) ?? 0,
      }));
  });
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
  const placed = await context.db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .where(allOf(withPlace))
    .executeTakeFirst();
  const base = { districts, total, colourBy: request.colourBy, cellDegrees: MAP_GRID_CELL_DEGREES };
  const limit = context.pointLimit;
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
    return { ...base, points, cells: null, limit };
  }
  const size = MAP_GRID_CELL_DEGREES;
  const x = cellIndex(lng, size, context.dialect);
  const y = cellIndex(lat, size, context.dialect);
  const rows = await context.db
    .selectFrom(table)
    .select([x.as('x'), y.as('y'), sql<number>`count(*)`.as('n')])
    .where(allOf(withPlace))
    .groupBy([x, y])
    .execute();
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  const cells: MapCell[] = rows.map((r) => [
    round((Number(r.x) + 0.5) * size),
    round((Number(r.y) + 0.5) * size),
    Number(r.n),
  ]);
  return { ...base, points: null, cells, limit };
}

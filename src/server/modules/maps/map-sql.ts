// SQL pieces of the data map: a readable field's column, the enterprises of the scope and filters,
// the placed ones within a viewport, and grid cells on both engines.
import { sql } from 'kysely';
import type { RawBuilder, SqlBool } from 'kysely';
import { MAP_GRID_CELL_DEGREES, MAP_GRID_CELLS_ACROSS, MAP_MIN_CELL_DEGREES } from '../../../shared/maps';
import type { Dialect } from '../../db/database';
import type { EntityAccess } from '../../engine';
import { scopeConditions } from '../../engine/access';
import { compare, inList } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';
import type { Bbox, OverviewRequest } from './map-request';

/** Column of a field the user may read (filters on fields hidden from them are refused). */
export function columnOf(access: EntityAccess, key: string): string {
  const field = access.readable.get(key);
  if (!field) throw new Error(`enterprise field ${key} is not readable`);
  return field.column;
}

/** Scope and filters of the enterprises. */
export function enterpriseConditions(access: EntityAccess, request: OverviewRequest): Condition[] {
  const conditions = scopeConditions(access);
  for (const [key, values] of Object.entries(request.filters))
    if (values && values.length) conditions.push(inList(columnOf(access, key), values));
  return conditions;
}

/** Enterprises with coordinates, inside the viewport when there is one. */
export function located(access: EntityAccess, bbox: Bbox | null): Condition[] {
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
 * The cell side for a viewport: about MAP_GRID_CELLS_ACROSS cells across its wider side, between the
 * smallest cell and the whole city's; rounded so that it is written as a short literal.
 */
export function cellDegreesFor(bbox: Bbox | null): number {
  if (!bbox) return MAP_GRID_CELL_DEGREES;
  const span = Math.max(bbox[2] - bbox[0], bbox[3] - bbox[1]) / MAP_GRID_CELLS_ACROSS;
  const size = Math.min(MAP_GRID_CELL_DEGREES, Math.max(MAP_MIN_CELL_DEGREES, span));
  return Math.round(size * 1e4) / 1e4;
}

/**
 * floor(column / size) on both engines (SQLite has no floor() without its math extension). The size is
 * written as a literal: PostgreSQL matches a GROUP BY expression to the selected one only when both
 * are the same text, which bound parameters ($1, $3) are not.
 */
export function cellIndex(column: string, size: number, dialect: Dialect): RawBuilder<number> {
  const scaled = sql`(${sql.ref(column)} / ${sql.lit(size)})`;
  return dialect === 'postgres'
    ? sql<number>`cast(floor(${scaled}) as integer)`
    : sql<number>`(cast(${scaled} as integer) - (${scaled} < cast(${scaled} as integer)))`;
}

/** A cell's centre from its indexes, rounded for the answer. */
export function cellCentre(x: unknown, y: unknown, size: number): [number, number] {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return [round((Number(x) + 0.5) * size), round((Number(y) + 0.5) * size)];
}

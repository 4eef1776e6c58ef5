// An on-site investigation is checked in at its enterprise (domain §2.7, §4.2: GPS within the
// geofence, 500 m): the position the step sends is judged by its great-circle distance from the
// enterprise's own. A remote service, a check-in without a position (a browser that may not locate)
// and an enterprise without coordinates are not judged: the rule refuses only what it can measure.
import type { OperationGuard } from '../engine/hooks';
import { allOf, compare } from '../engine/sql-conditions';
import { BUSINESS_MESSAGES, CHECK_IN_RADIUS_METRES } from './messages';
import { columnOf, entityOf } from './records';

/** nl_service_mode 现场服务. */
const ON_SITE = '1';
/** The mean Earth radius of the haversine formula, in metres. */
const EARTH_RADIUS_METRES = 6_371_000;

interface Position {
  longitude: number;
  latitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two positions along the Earth's surface (haversine). */
export function distanceMetres(a: Position, b: Position): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Both coordinates as numbers, or null when one is missing. */
function positionOf(longitude: unknown, latitude: unknown): Position | null {
  if (longitude === null || longitude === undefined || latitude === null || latitude === undefined)
    return null;
  const position = { longitude: Number(longitude), latitude: Number(latitude) };
  return Number.isFinite(position.longitude) && Number.isFinite(position.latitude) ? position : null;
}

export const checkInNearEnterprise: OperationGuard = async ({ db, registry, access, before, changes }) => {
  if (String(before.serviceMode ?? '') !== ON_SITE) return null;
  const checkIn = positionOf(changes.checkInLng, changes.checkInLat);
  if (!checkIn || !before.enterpriseId) return null;
  const enterprise = entityOf(registry, 'enterprise');
  const conditions = [compare('id', '=', String(before.enterpriseId))];
  if (enterprise.tenantScoped) conditions.push(compare('tenant_id', '=', access.principal.tenantId));
  const row = await db
    .selectFrom(enterprise.table)
    .select([
      `${columnOf(enterprise, 'longitude')} as longitude`,
      `${columnOf(enterprise, 'latitude')} as latitude`,
    ])
    .where(allOf(conditions))
    .executeTakeFirst();
  const site = row ? positionOf(row.longitude, row.latitude) : null;
  if (!site) return null;
  const metres = distanceMetres(checkIn, site);
  return metres > CHECK_IN_RADIUS_METRES
    ? BUSINESS_MESSAGES.checkInTooFar(Math.round(metres), CHECK_IN_RADIUS_METRES)
    : null;
};

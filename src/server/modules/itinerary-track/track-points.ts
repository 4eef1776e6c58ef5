// The points of an upload checked before anything is read or written: a bad point refuses the whole
// request with its position and reason (TRACK_TEXTS), so the phone can drop or fix it and send again.
// Points repeated within the request (same time) are kept once.
import type { TrackPointInput, TrackUpload } from '../../../shared/itinerary-track';
import { TRACK_LIMITS, TRACK_TEXTS } from '../../../shared/itinerary-track';
import { MAP_BOUNDS } from '../../../shared/maps';
import { normalizeFieldValue } from '../../../shared/validation/field-values';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { Errors } from '../../errors';

/** A point as it is stored, by field key. */
export interface StoredPoint {
  longitude: number;
  latitude: number;
  gpsTime: string;
  speed: number | null;
  accuracy: number | null;
}

const refuse = (message: string) => Errors.operationRefused(message);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** Speed and accuracy fit their columns (decimal(7,2), decimal(8,1)) below this. */
const MEASURE_CEILING = 100_000;
const optionalNumber = (value: unknown) =>
  value === undefined || value === null || (isNumber(value) && value < MEASURE_CEILING);

/** The instant of a 'YYYY-MM-DD HH:mm:ss' text in China time (date-format.ts). */
const instantOf = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

function checkPoint(raw: unknown, index: number, gpsTime: FieldDefinition, now: number): StoredPoint {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw refuse(TRACK_TEXTS.format(index));
  const { longitude, latitude, speed, accuracy } = raw as Partial<Record<keyof TrackPointInput, unknown>>;
  if (!isNumber(longitude) || !isNumber(latitude) || !optionalNumber(speed) || !optionalNumber(accuracy))
    throw refuse(TRACK_TEXTS.format(index));
  if (
    longitude < MAP_BOUNDS.minLng ||
    longitude > MAP_BOUNDS.maxLng ||
    latitude < MAP_BOUNDS.minLat ||
    latitude > MAP_BOUNDS.maxLat
  )
    throw refuse(TRACK_TEXTS.coordinates(index));
  // The field's own normalization: the stored 'YYYY-MM-DD HH:mm:ss' of a real calendar time.
  const time = normalizeFieldValue(gpsTime, (raw as { gpsTime?: unknown }).gpsTime);
  if (!('value' in time) || typeof time.value !== 'string') throw refuse(TRACK_TEXTS.gpsTime(index));
  if (instantOf(time.value) > now + TRACK_LIMITS.futureToleranceMs)
    throw refuse(TRACK_TEXTS.futureTime(index));
  if (isNumber(speed) && speed < 0) throw refuse(TRACK_TEXTS.negative(index, '速度'));
  if (isNumber(accuracy) && accuracy < 0) throw refuse(TRACK_TEXTS.negative(index, '精度'));
  return {
    longitude: Math.round(longitude * 1e6) / 1e6,
    latitude: Math.round(latitude * 1e6) / 1e6,
    gpsTime: time.value,
    speed: isNumber(speed) ? Math.round(speed * 100) / 100 : null,
    accuracy: isNumber(accuracy) ? Math.round(accuracy * 10) / 10 : null,
  };
}

/** The itinerary and its points, checked; `gpsTime` is the track entity's field of that name. */
export function checkedUpload(
  body: unknown,
  gpsTime: FieldDefinition,
  now = Date.now(),
): { itineraryId: string; points: StoredPoint[] } {
  const { itineraryId, points } = (body && typeof body === 'object' ? body : {}) as Partial<
    Record<keyof TrackUpload, unknown>
  >;
  if (typeof itineraryId !== 'string' || !itineraryId.trim()) throw refuse(TRACK_TEXTS.itineraryId);
  if (!Array.isArray(points) || points.length === 0) throw refuse(TRACK_TEXTS.noPoints);
  if (points.length > TRACK_LIMITS.pointsPerRequest) throw refuse(TRACK_TEXTS.tooManyPoints);
  const byTime = new Map<string, StoredPoint>();
  points.forEach((raw, index) => {
    const point = checkPoint(raw, index, gpsTime, now);
    if (!byTime.has(point.gpsTime)) byTime.set(point.gpsTime, point);
  });
  return { itineraryId: itineraryId.trim(), points: [...byTime.values()] };
}

// What the data map's overview request asks, checked before anything is read: filters (comma lists
// of the filterable fields), the colour field, the viewport `bbox=minLng,minLat,maxLng,maxLat`
// (within China, min below max) and `heatmap=0|1`. A bad value is refused with the reason.
import { RESULT_CODES } from '../../../shared/api-types';
import type { MapColourKey, MapFilterKey } from '../../../shared/maps';
import { MAP_BOUNDS, MAP_COLOUR_KEYS, MAP_FILTER_KEYS, MAP_REQUEST_TEXTS } from '../../../shared/maps';
import { AppError } from '../../errors';

export type Bbox = [number, number, number, number];

export interface OverviewRequest {
  filters: Partial<Record<MapFilterKey, string[]>>;
  colourBy: MapColourKey;
  /** Optional viewport [minLng, minLat, maxLng, maxLat]: points, cells and heat only inside it. */
  bbox: Bbox | null;
  /** Whether to add the open hazards' heat. */
  heatmap: boolean;
}

export type MapQuery = Record<string, string | undefined>;

const refuse = (reason: keyof typeof MAP_REQUEST_TEXTS) =>
  new AppError(RESULT_CODES.error, MAP_REQUEST_TEXTS[reason]);

export const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

const NUMBER = /^-?\d+(\.\d+)?$/;

export function parseBbox(text: string | undefined): Bbox | null {
  if (text === undefined || text === '') return null;
  const parts = text.split(',').map((v) => v.trim());
  if (parts.length !== 4 || parts.some((p) => !NUMBER.test(p))) throw refuse('bboxFormat');
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as Bbox;
  if (minLng >= maxLng || minLat >= maxLat) throw refuse('bboxOrder');
  if (minLng < MAP_BOUNDS.minLng || maxLng > MAP_BOUNDS.maxLng) throw refuse('bboxBounds');
  if (minLat < MAP_BOUNDS.minLat || maxLat > MAP_BOUNDS.maxLat) throw refuse('bboxBounds');
  return [minLng, minLat, maxLng, maxLat];
}

export function overviewRequest(query: MapQuery): OverviewRequest {
  const filters: OverviewRequest['filters'] = {};
  for (const key of MAP_FILTER_KEYS) {
    const values = listOf(query[key]);
    if (values.length) filters[key] = values;
  }
  const colourBy = (query.colourBy || 'riskLevel') as MapColourKey;
  if (!MAP_COLOUR_KEYS.includes(colourBy)) throw refuse('colourBy');
  const heat = query.heatmap ?? '0';
  if (heat !== '0' && heat !== '1') throw refuse('heatmap');
  return { filters, colourBy, bbox: parseBbox(query.bbox), heatmap: heat === '1' };
}

// From where the data map looks to what it asks the server: the visible box (bbox), clamped to the
// bounds the server accepts and rounded, only once the user has zoomed in — the whole city is the
// answer without one (and the server's cached district figures).
import { MAP_BOUNDS } from '../../../shared/maps';
import type { MapView } from './mapTypes';

/** Below this zoom the whole city shows: no viewport is asked. */
export const VIEWPORT_MIN_ZOOM = 1.2;
/** Zooming and panning fire many events: the map asks once the view has rested this long. */
export const VIEWPORT_SETTLE_MS = 300;
const DECIMALS = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const fixed = (value: number) => value.toFixed(DECIMALS);

/** The `bbox` parameter of a view, or undefined for the whole city. */
export function viewportBbox(view: MapView | null): string | undefined {
  if (!view || view.zoom < VIEWPORT_MIN_ZOOM) return undefined;
  const [minLng, minLat, maxLng, maxLat] = view.bbox;
  const box = [
    clamp(minLng, MAP_BOUNDS.minLng, MAP_BOUNDS.maxLng),
    clamp(minLat, MAP_BOUNDS.minLat, MAP_BOUNDS.maxLat),
    clamp(maxLng, MAP_BOUNDS.minLng, MAP_BOUNDS.maxLng),
    clamp(maxLat, MAP_BOUNDS.minLat, MAP_BOUNDS.maxLat),
  ];
  // A box squeezed to a line by the bounds is not a view of anything the map shows.
  if (box[0]! >= box[2]! || box[1]! >= box[3]!) return undefined;
  return box.map(fixed).join(',');
}

// What the data map asks for a view: nothing while the whole city shows, else the visible box,
// clamped to the bounds the server accepts and rounded.
import { describe, expect, it } from 'vitest';
import { MAP_BOUNDS } from '../../../shared/maps';
import { VIEWPORT_MIN_ZOOM, viewportBbox } from './mapViewport';

const view = (bbox: [number, number, number, number], zoom = 3) => ({
  bbox,
  center: [0, 0] as [number, number],
  zoom,
});

describe('the viewport asked of the server', () => {
  it('is none for the whole city', () => {
    expect(viewportBbox(null)).toBeUndefined();
    expect(viewportBbox(view([108, 22, 109, 23], VIEWPORT_MIN_ZOOM - 0.1))).toBeUndefined();
  });

  it('is the visible box, rounded', () => {
    expect(viewportBbox(view([108.123456, 22.5, 108.2, 22.654321]))).toBe(
      '108.1235,22.5000,108.2000,22.6543',
    );
  });

  it('is clamped to the bounds the server accepts, or none when nothing of them shows', () => {
    expect(viewportBbox(view([60, 0, 80, 10]))).toBe(
      `${MAP_BOUNDS.minLng.toFixed(4)},${MAP_BOUNDS.minLat.toFixed(4)},80.0000,10.0000`,
    );
    expect(viewportBbox(view([140, 22, 150, 23]))).toBeUndefined();
  });
});

// The district-figure memo: reused within its time-to-live, loaded again after it, per key, and a
// failed load is not remembered.
import { describe, expect, it, vi } from 'vitest';
import { createFigureCache } from '../../../src/server/modules/maps/figure-cache';

describe('figure cache', () => {
  it('reuses a value within the time-to-live and per key only', async () => {
    let clock = 0;
    const cache = createFigureCache<number>(1_000, () => clock);
    const load = vi.fn(async () => clock);
    expect(await cache.get('a', load)).toBe(0);
    clock = 999;
    expect(await cache.get('a', load)).toBe(0);
    expect(await cache.get('b', load)).toBe(999);
    clock = 1_000;
    expect(await cache.get('a', load)).toBe(1_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed load', async () => {
    const cache = createFigureCache<number>(1_000, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});

// The figure cache (src/server/figures): reused while fresh (longer when expensive) and while no table it read was written,
// computed again before answering when that is cheap, answered stale and renewed in the background
// when it is expensive, one computation per key at a time; a failed computation is not remembered.
import { describe, expect, it, vi } from 'vitest';
import { createFigureCache } from '../../src/server/figures/figure-cache';
import { createTableVersions } from '../../src/server/figures/table-versions';

/** A computation the test finishes by hand, costing `costMs` of the test clock. */
function controlled(clock: { now: number }) {
  const pending: ((value: number) => void)[] = [];
  const load = vi.fn(
    () =>
      new Promise<number>((resolve) => {
        pending.push(resolve);
      }),
  );
  const finish = async (value: number, costMs: number) => {
    clock.now += costMs;
    pending.shift()!(value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { load, finish };
}

describe('figure cache', () => {
  it('reuses a value while it is fresh, per key only', async () => {
    let clock = 0;
    const cache = createFigureCache<number>({ freshMs: 1_000, now: () => clock });
    const load = vi.fn(async () => clock);
    expect(await cache.get('a', load)).toBe(0);
    clock = 999;
    expect(await cache.get('a', load)).toBe(0);
    expect(await cache.get('b', load)).toBe(999);
    clock = 1_000;
    expect(await cache.get('a', load)).toBe(1_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('computes a cheap figure again as soon as a table it read is written', async () => {
    const versions = createTableVersions();
    const cache = createFigureCache<number>({ freshMs: 60_000, versions, now: () => 0 });
    let count = 1;
    const load = async () => count;
    expect(await cache.get('k', load, ['hazards'])).toBe(1);
    count = 2;
    versions.written('tasks');
    expect(await cache.get('k', load, ['hazards'])).toBe(1);
    versions.written('hazards');
    expect(await cache.get('k', load, ['hazards'])).toBe(2);
  });

  it('answers an expensive figure stale and renews it in the background, once', async () => {
    const clock = { now: 0 };
    const versions = createTableVersions();
    const cache = createFigureCache<number>({
      freshMs: 1_000,
      staleMs: 60_000,
      cheapMs: 300,
      versions,
      now: () => clock.now,
    });
    const { load, finish } = controlled(clock);
    const first = cache.get('k', load, ['hazards']);
    await finish(1, 5_000);
    expect(await first).toBe(1);
    versions.written('hazards');
    // Out of date, expensive: the old figures answer at once, one renewal runs.
    expect(await cache.get('k', load, ['hazards'])).toBe(1);
    expect(await cache.get('k', load, ['hazards'])).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    await finish(2, 5_000);
    expect(await cache.get('k', load, ['hazards'])).toBe(2);
    // Past the stale time the figure is computed before answering.
    clock.now += 60_000;
    const late = cache.get('k', load, ['hazards']);
    await finish(3, 100);
    expect(await late).toBe(3);
  });

  it('keeps an expensive figure no write touched for its longer fresh time', async () => {
    const clock = { now: 0 };
    const cache = createFigureCache<number>({
      freshMs: 1_000,
      expensiveFreshMs: 10_000,
      staleMs: 60_000,
      cheapMs: 300,
      now: () => clock.now,
    });
    const { load, finish } = controlled(clock);
    const first = cache.get('k', load);
    await finish(1, 5_000);
    expect(await first).toBe(1);
    clock.now += 9_000;
    expect(await cache.get('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    clock.now += 2_000;
    expect(await cache.get('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares a computation in progress and forgets a failed one', async () => {
    const cache = createFigureCache<number>({ freshMs: 1_000, now: () => 0 });
    const load = vi.fn(() => Promise.reject(new Error('down')));
    await expect(Promise.all([cache.get('a', load), cache.get('a', load)])).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});

import { describe, expect, it } from 'vitest';
import { valueScale } from './chartScale';

describe('valueScale', () => {
  it('counts in whole steps of 1, 2 or 5 × a power of ten up to the largest value', () => {
    expect(valueScale(5)).toEqual({ ticks: [0, 1, 2, 3, 4, 5], max: 5 });
    expect(valueScale(12)).toEqual({ ticks: [0, 5, 10, 15], max: 15 });
    expect(valueScale(37)).toEqual({ ticks: [0, 10, 20, 30, 40], max: 40 });
    expect(valueScale(980)).toEqual({ ticks: [0, 200, 400, 600, 800, 1000], max: 1000 });
  });

  it('keeps whole numbers for small counts and an axis for no data', () => {
    expect(valueScale(2)).toEqual({ ticks: [0, 1, 2], max: 2 });
    expect(valueScale(0)).toEqual({ ticks: [0, 1], max: 1 });
  });
});

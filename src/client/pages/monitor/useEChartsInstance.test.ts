import { describe, expect, it } from 'vitest';
import { drawnOption } from './useEChartsInstance';

describe('drawnOption', () => {
  const option = { animationDuration: 1000, series: [{ type: 'bar', data: [1, 2] }] };

  it('draws the charts without animations when the user asks for reduced motion', () => {
    expect(drawnOption(option, true)).toEqual({ ...option, animation: false });
  });

  it('keeps the option as given otherwise', () => {
    expect(drawnOption(option, false)).toBe(option);
  });
});

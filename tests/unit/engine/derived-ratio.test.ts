// The value of a ratio derived field: a percentage rounded to the field's decimals, none (null) when
// the denominator is 0.
import { describe, expect, it } from 'vitest';
import { percentage } from '../../../src/server/engine/derived-ratio';

describe('a derived ratio', () => {
  it('is the percentage rounded to the decimals of its field', () => {
    expect(percentage(7, 8, 1)).toBe(87.5);
    expect(percentage(2, 3, 1)).toBe(66.7);
    expect(percentage(1, 3, 2)).toBe(33.33);
    expect(percentage(53, 54, 0)).toBe(98);
    expect(percentage(8, 8, 1)).toBe(100);
    expect(percentage(0, 5, 1)).toBe(0);
  });

  it('has no value when the denominator is 0', () => {
    expect(percentage(0, 0, 1)).toBeNull();
    expect(percentage(3, 0, 1)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { nextTreeSegment } from '../../src/server/engine/serials/tree-code';

describe('tree code segments', () => {
  it('starts at A01 and follows the highest segment taken, whatever else is there', () => {
    expect(nextTreeSegment([])).toBe('A01');
    expect(nextTreeSegment(['A01', 'A07', 'A03'])).toBe('A08');
    expect(nextTreeSegment(['A99'])).toBe('B01');
    expect(nextTreeSegment(['B05', 'X', 'a02', 'A100'])).toBe('B06');
  });

  it('has nothing after Z99', () => {
    expect(nextTreeSegment(['Z98'])).toBe('Z99');
    expect(nextTreeSegment(['Z99'])).toBeNull();
  });
});

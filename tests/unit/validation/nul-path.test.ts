// Where a request carries the NUL character PostgreSQL cannot store (http/nul-guard.ts).
import { describe, expect, it } from 'vitest';
import { nulPath } from '../../../src/server/http/nul-guard';

describe('nulPath', () => {
  it('names the first value or key holding a NUL, nested in objects and arrays', () => {
    expect(nulPath({ enterpriseName: '*\u0000*' })).toBe('enterpriseName');
    expect(nulPath({ staffList: [{ name: '甲' }, { name: '乙\u0000' }] })).toBe('staffList.1.name');
    expect(nulPath({ ['a\u0000']: 1 })).toBe('a\u0000');
    expect(nulPath('\u0000')).toBe('');
  });

  it('finds none in clean values, numbers, null, and never enters buffers', () => {
    expect(nulPath({ a: '企业', b: [1, null, true], c: { d: '' } })).toBeNull();
    expect(nulPath(undefined)).toBeNull();
    expect(nulPath({ file: Buffer.from([0, 0, 0]) })).toBeNull();
  });
});

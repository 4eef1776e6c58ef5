import { describe, expect, it } from 'vitest';
import {
  creditCode,
  idCardNumber,
  legacyIdCardNumber,
  mobileNumber,
  orgCodeCheckChar,
} from '../../../src/server/demo/codes';
import { deriveSeed, Random } from '../../../src/server/demo/random';
import { isValidCreditCode, isValidIdCard, sexFromIdCard } from '../../../src/shared/validation/check-digits';
import { RULES } from '../../../src/shared/validation/rules';

describe('seeded random source', () => {
  it('gives the same numbers for the same seed, on every machine (golden values)', () => {
    const random = new Random(1);
    const values = Array.from({ length: 4 }, () => random.next());
    // mulberry32(1): integer arithmetic only, so these digits never change.
    expect(values).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522, 0.9810509674716741,
    ]);
    expect(deriveSeed(1, 'enterprise', 0)).toBe(deriveSeed(1, 'enterprise', 0));
    expect(deriveSeed(1, 'enterprise', 0)).not.toBe(deriveSeed(1, 'enterprise', 1));
    expect(deriveSeed(1, 'enterprise', 0)).not.toBe(deriveSeed(2, 'enterprise', 0));
    expect(deriveSeed(1, 'enterprise', 0)).not.toBe(deriveSeed(1, 'staff', 0));
  });

  it('draws ints in range, by weight, and roughly normal deviates', () => {
    const random = new Random(42);
    const ints = Array.from({ length: 10_000 }, () => random.int(3, 8));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(8);
    const picks = Array.from({ length: 10_000 }, () =>
      random.weighted([
        ['a', 1],
        ['b', 3],
      ] as const),
    );
    expect(picks.filter((p) => p === 'b').length / picks.length).toBeCloseTo(0.75, 1);
    const normals = Array.from({ length: 20_000 }, () => random.gaussian());
    const mean = normals.reduce((a, b) => a + b, 0) / normals.length;
    const sd = Math.sqrt(normals.reduce((a, b) => a + (b - mean) ** 2, 0) / normals.length);
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(sd).toBeCloseTo(1, 1);
    expect(random.sample([1, 2, 3, 4, 5], 3)).toHaveLength(3);
  });
});

describe('codes', () => {
  it('computes the organisation-code check character of GB 11714', () => {
    // The inner code of the sample 91350100M000100Y43 is M000100Y4 (check 4).
    expect(orgCodeCheckChar('M000100Y')).toBe('4');
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
  });

  it('makes credit codes valid under both check characters, old style and MA style', () => {
    const random = new Random(5);
    for (let i = 0; i < 2000; i++) {
      const code = creditCode(random, '450103', i % 2 === 0);
      expect(isValidCreditCode(code), code).toBe(true);
      expect(code.slice(0, 8)).toBe('91450103');
      expect(orgCodeCheckChar(code.slice(8, 16))).toBe(code[16]);
      if (i % 2 === 0) expect(code.slice(8, 10)).toBe('MA');
    }
  });

  it('makes ID numbers whose check digit, birth date and sex digit agree', () => {
    const random = new Random(9);
    for (let i = 0; i < 2000; i++) {
      const sex = i % 3 === 0 ? '2' : '1';
      const id = idCardNumber(random, '450107', '1984-02-29', sex);
      expect(isValidIdCard(id), id).toBe(true);
      expect(id.slice(6, 14)).toBe('19840229');
      expect(sexFromIdCard(id)).toBe(sex);
    }
    const legacy = legacyIdCardNumber(random, '450102', '1970-05-01', '2');
    expect(legacy).toMatch(/^450102700501\d{3}$/);
    expect(isValidIdCard(legacy)).toBe(true);
    expect(sexFromIdCard(legacy)).toBe('2');
    expect(() => legacyIdCardNumber(random, '450102', '2001-05-01', '2')).toThrow();
  });

  it('makes mobiles that pass the form rule and the grid rule', () => {
    const random = new Random(11);
    for (let i = 0; i < 1000; i++) {
      const mobile = mobileNumber(random);
      expect(RULES.mobile(mobile)).toBeNull();
      expect(RULES.m(mobile)).toBeNull();
      expect(mobile).toMatch(/^1[3578]/);
    }
  });
});

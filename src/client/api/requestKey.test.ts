import { describe, expect, it } from 'vitest';
import { REQUEST_KEY_PATTERN } from '../../shared/engine-api';
import { newRequestKey } from './requestKey';

describe('newRequestKey', () => {
  it('gives keys the server accepts, a new one each time', () => {
    const keys = Array.from({ length: 50 }, newRequestKey);
    expect(keys.every((key) => REQUEST_KEY_PATTERN.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });
});

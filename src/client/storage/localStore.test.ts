import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_TTL_MS } from '../../shared/limits';
import { getItem, removeItem, setItem } from './localStore';

afterEach(() => vi.useRealTimers());

describe('localStore', () => {
  it('wraps values as {value, expire} under the pro__ namespace', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    setItem('Access-Token', 'abc', STORAGE_TTL_MS);
    setItem('LAYOUT_SETTINGS', { theme: 'dark' });
    expect(JSON.parse(window.localStorage.getItem('pro__Access-Token')!)).toEqual({
      value: 'abc',
      expire: 1_000_000 + 604_800_000,
    });
    expect(JSON.parse(window.localStorage.getItem('pro__LAYOUT_SETTINGS')!)).toEqual({
      value: { theme: 'dark' },
      expire: null,
    });
  });

  it('reads a value until it expires, then forgets it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    setItem('Access-Token', 'abc', STORAGE_TTL_MS);
    vi.setSystemTime(STORAGE_TTL_MS - 1);
    expect(getItem('Access-Token')).toBe('abc');
    vi.setSystemTime(STORAGE_TTL_MS);
    expect(getItem('Access-Token')).toBeNull();
    expect(window.localStorage.getItem('pro__Access-Token')).toBeNull();
  });

  it('gives the fallback for missing, malformed and removed entries', () => {
    expect(getItem('missing', 'x')).toBe('x');
    window.localStorage.setItem('pro__broken', '{not json');
    expect(getItem('broken', 1)).toBe(1);
    window.localStorage.setItem('pro__raw', '"plain"');
    expect(getItem('raw')).toBeNull();
    setItem('k', 5);
    removeItem('k');
    expect(getItem('k')).toBeNull();
  });
});

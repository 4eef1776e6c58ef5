import { describe, expect, it } from 'vitest';
import { REDACTED, redactHeaders, redactUrl, redactValue } from '../../../src/server/modules/monitor/redact';
import { createRingBuffer } from '../../../src/server/modules/monitor/ring-buffer';
import { operateTypeOf } from '../../../src/server/modules/monitor/operation-log';

describe('redaction', () => {
  it('replaces secret values at any depth and keeps the rest', () => {
    expect(
      redactValue({
        username: 'a',
        password: 'p',
        nested: { oldpassword: 'o', list: [{ accessToken: 't', name: 'n' }] },
        captcha: 'c',
        checkKey: 'k',
      }),
    ).toEqual({
      username: 'a',
      password: REDACTED,
      nested: { oldpassword: REDACTED, list: [{ accessToken: REDACTED, name: 'n' }] },
      captcha: REDACTED,
      checkKey: REDACTED,
    });
  });

  it('names binary values instead of copying them, and caps long lists', () => {
    expect(redactValue({ file: Buffer.from('abc'), when: new Date(0) })).toEqual({
      file: '[Buffer]',
      when: '[Date]',
    });
    const query = Object.create(Object.create(null) as object) as Record<string, string>;
    Object.assign(query, { token: 't', ids: 'a' });
    expect(redactValue(query)).toEqual({ token: REDACTED, ids: 'a' });
    expect((redactValue(Array.from({ length: 500 }, (_, i) => i)) as number[]).length).toBe(100);
  });

  it('redacts query parameters and headers by name', () => {
    expect(redactUrl('/api/x?token=abc&name=n&Password=p')).toBe(
      `/api/x?token=${encodeURIComponent(REDACTED)}&name=n&Password=${encodeURIComponent(REDACTED)}`,
    );
    expect(redactUrl('/api/x')).toBe('/api/x');
    expect(
      redactHeaders({ 'x-access-token': 't', cookie: 'c', accept: ['a', 'b'], none: undefined }),
    ).toEqual({
      'x-access-token': REDACTED,
      cookie: REDACTED,
      accept: 'a, b',
    });
  });
});

describe('ring buffer', () => {
  it('keeps the newest entries up to its capacity, newest first', () => {
    const buffer = createRingBuffer<number>(3);
    [1, 2].forEach((n) => buffer.push(n));
    expect(buffer.newestFirst()).toEqual([2, 1]);
    [3, 4, 5].forEach((n) => buffer.push(n));
    expect(buffer.newestFirst()).toEqual([5, 4, 3]);
  });
});

describe('operate type', () => {
  it('follows the action, else the method', () => {
    expect(operateTypeOf('POST', '/sys/position/add')).toBe(2);
    expect(operateTypeOf('DELETE', '/sys/position/deleteBatch')).toBe(4);
    expect(operateTypeOf('POST', '/sys/position/importExcel')).toBe(5);
    expect(operateTypeOf('PUT', '/sys/user/updatePassword')).toBe(3);
  });
});

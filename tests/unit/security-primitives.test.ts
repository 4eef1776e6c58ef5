import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { CAPTCHA_ALPHABET, CAPTCHA_SIZE, renderCaptchaPng } from '../../src/server/auth/captcha-image';
import { createCaptchaService, randomCaptchaText } from '../../src/server/auth/captcha';
import { createLoginThrottle, LOGIN_THROTTLE } from '../../src/server/auth/login-throttle';
import { hashPassword, verifyPassword } from '../../src/server/auth/password-hash';
import { newId } from '../../src/server/db/ids';
import { createMemoryStore } from '../../src/server/kv/memory-store';

describe('captcha image', () => {
  it('is a valid RGB PNG of the contract size whose pixels vary', () => {
    const png = renderCaptchaPng('AB23');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(CAPTCHA_SIZE.width);
    expect(png.readUInt32BE(20)).toBe(CAPTCHA_SIZE.height);
    const idatStart = png.indexOf('IDAT') + 4;
    const idatLength = png.readUInt32BE(idatStart - 8);
    const raw = inflateSync(png.subarray(idatStart, idatStart + idatLength));
    expect(raw.length).toBe((CAPTCHA_SIZE.width * 3 + 1) * CAPTCHA_SIZE.height);
    const dark = [...raw].filter((v, i) => i % (CAPTCHA_SIZE.width * 3 + 1) !== 0 && v < 110).length;
    expect(dark).toBeGreaterThan(100);
  });

  it('draws every character of the alphabet and refuses others', () => {
    for (const char of CAPTCHA_ALPHABET) expect(() => renderCaptchaPng(char.repeat(4))).not.toThrow();
    expect(() => renderCaptchaPng('O0I1')).toThrow('No captcha glyph');
  });

  it('makes random codes from the alphabet', () => {
    const codes = new Set(Array.from({ length: 50 }, randomCaptchaText));
    expect(codes.size).toBeGreaterThan(45);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
  });
});

describe('captcha service', () => {
  it('checks once, case-insensitively, and expires after 60 s', async () => {
    let now = 1_000_000;
    const store = createMemoryStore(() => now);
    const captcha = createCaptchaService(store, { enabled: true, generateText: () => 'AB23' });
    await captcha.issue('k1');
    expect(await captcha.check('k1', 'ab23')).toBe('ok');
    expect(await captcha.check('k1', 'ab23')).toBe('expired');
    await captcha.issue('k2');
    now += 60_001;
    expect(await captcha.check('k2', 'AB23')).toBe('expired');
    expect(await captcha.check('k2', '')).toBe('missing');
    expect(await captcha.check(undefined, 'AB23')).toBe('missing');
    await store.close();
  });

  it('always passes when turned off', async () => {
    const captcha = createCaptchaService(createMemoryStore(), { enabled: false });
    expect(await captcha.check(undefined, undefined)).toBe('ok');
  });
});

describe('login throttle', () => {
  const from = (username: string, address = '10.0.0.1') => ({ username, address });

  it('locks an account from an address after the fifth failure for ten minutes and unlocks afterwards', async () => {
    let now = 0;
    const throttle = createLoginThrottle(createMemoryStore(() => now));
    const left: number[] = [];
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++)
      left.push(await throttle.recordFailure(from('Alice')));
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(await throttle.lockedMinutes(from('alice'))).toBe(10);
    now += 9 * 60_000 + 1;
    expect(await throttle.lockedMinutes(from('alice'))).toBe(1);
    now += 60_000;
    expect(await throttle.lockedMinutes(from('alice'))).toBeNull();
    expect(await throttle.recordFailure(from('alice'))).toBe(4);
  });

  it("leaves the account open from another address: a stranger's failures do not lock its owner out", async () => {
    const throttle = createLoginThrottle(createMemoryStore());
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++)
      await throttle.recordFailure(from('admin', '203.0.113.9'));
    expect(await throttle.lockedMinutes(from('admin', '203.0.113.9'))).toBe(10);
    expect(await throttle.lockedMinutes(from('admin', '10.0.0.1'))).toBeNull();
  });

  it('locks an address that fails on many accounts, for every account', async () => {
    const throttle = createLoginThrottle(createMemoryStore());
    const left: number[] = [];
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i++)
      left.push(await throttle.recordFailure(from(`user${i}`)));
    expect(left.at(-2)).toBe(1);
    expect(left.at(-1)).toBe(0);
    expect(await throttle.lockedMinutes(from('someone-else'))).toBe(10);
    expect(await throttle.lockedMinutes(from('someone-else', '10.0.0.2'))).toBeNull();
  });

  it('forgets failures after a successful login', async () => {
    const throttle = createLoginThrottle(createMemoryStore());
    await throttle.recordFailure(from('bob'));
    await throttle.recordFailure(from('bob'));
    await throttle.reset(from('bob'));
    expect(await throttle.recordFailure(from('bob'))).toBe(4);
  });
});

describe('password hashing', () => {
  it('verifies the right password only and salts every hash', async () => {
    const a = await hashPassword('Secret-123');
    const b = await hashPassword('Secret-123');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Secret-123', a)).toBe(true);
    expect(await verifyPassword('secret-123', a)).toBe(false);
    expect(await verifyPassword('Secret-123', 'plain-text')).toBe(false);
  });
});

describe('row ids', () => {
  it('are 32 hex characters that sort by creation time', () => {
    const ids = [newId(1_700_000_000_000), newId(1_700_000_000_000), newId(1_700_000_000_001)];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
  });
});

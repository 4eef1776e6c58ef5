// Image captcha: issued per client-chosen key, valid 60 s, single use (contract §5.1).
// The store keeps only a hash of the lower-cased code under the key. Any login attempt consumes
// the entry, so a code cannot be retried or replayed.
import { createHash, randomInt } from 'node:crypto';
import type { KeyValueStore } from '../kv/key-value-store';
import { CAPTCHA_ALPHABET, renderCaptchaPng } from './captcha-image';

export const CAPTCHA_TTL_MS = 60_000;
export const CAPTCHA_LENGTH = 4;
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type CaptchaCheck = 'ok' | 'missing' | 'expired' | 'wrong';

export interface CaptchaService {
  /** Whether login requires a captcha (CAPTCHA=off turns it off). */
  readonly enabled: boolean;
  isValidKey(key: string): boolean;
  /** A data:image/png URL of a fresh code stored under the key. */
  issue(key: string): Promise<string>;
  check(key: string | undefined, code: string | undefined): Promise<CaptchaCheck>;
}

export function randomCaptchaText(): string {
  return Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
  ).join('');
}

const digest = (code: string) => createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
const storeKey = (key: string) => `captcha:${key}`;

export function createCaptchaService(
  store: KeyValueStore,
  options: { enabled: boolean; generateText?: () => string },
): CaptchaService {
  const generateText = options.generateText ?? randomCaptchaText;
  return {
    enabled: options.enabled,
    isValidKey: (key) => KEY_PATTERN.test(key),
    async issue(key) {
      const text = generateText();
      await store.set(storeKey(key), digest(text), CAPTCHA_TTL_MS);
      return `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}`;
    },
    async check(key, code) {
      if (!options.enabled) return 'ok';
      if (!code?.trim() || !key || !KEY_PATTERN.test(key)) return 'missing';
      const expected = await store.take(storeKey(key));
      if (expected === null) return 'expired';
      return expected === digest(code) ? 'ok' : 'wrong';
    },
  };
}

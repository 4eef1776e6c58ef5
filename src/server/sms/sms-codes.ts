// SMS codes in the shared store (so they hold across instances): one code per phone and purpose,
// kept only as a hash, valid for codeTtlMs, consumed by the first correct use and dropped after
// maxWrongAttempts wrong guesses. The code's end of life is kept with it and checked against the
// injected clock; the store's own expiry only clears what nobody asks for again.
import { createHash, randomInt } from 'node:crypto';
import type { SmsMode } from '../../shared/account/account-api';
import type { KeyValueStore } from '../kv/key-value-store';
import type { SmsLimits } from './sms-limits';

export type SmsCodeCheck = 'ok' | 'missing' | 'expired' | 'wrong';

const digest = (code: string) => createHash('sha256').update(code.trim()).digest('hex');
const codeKey = (mode: SmsMode, phone: string) => `sms:code:${mode}:${phone}`;
const wrongKey = (mode: SmsMode, phone: string) => `sms:wrong:${mode}:${phone}`;

export function randomSmsCode(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

export function createSmsCodeStore(store: KeyValueStore, limits: SmsLimits, now = Date.now) {
  return {
    async save(mode: SmsMode, phone: string, code: string): Promise<void> {
      await store.delete(wrongKey(mode, phone));
      const entry = `${now() + limits.codeTtlMs}:${digest(code)}`;
      await store.set(codeKey(mode, phone), entry, limits.codeTtlMs);
    },
    async discard(mode: SmsMode, phone: string): Promise<void> {
      await store.delete(codeKey(mode, phone));
    },
    /** Checks and, when right, consumes the code: a code works once. */
    async verify(mode: SmsMode, phone: string, code: string | undefined): Promise<SmsCodeCheck> {
      if (!code?.trim()) return 'missing';
      const expected = await store.get(codeKey(mode, phone));
      if (expected === null) return 'expired';
      const [expiresAt, hash] = expected.split(':');
      if (now() > Number(expiresAt)) return 'expired';
      if (hash !== digest(code)) {
        const wrong = await store.increment(wrongKey(mode, phone), limits.codeTtlMs);
        if (wrong >= limits.maxWrongAttempts) await store.delete(codeKey(mode, phone));
        return 'wrong';
      }
      // take() is atomic: of two requests racing with the same code only one gets it.
      return (await store.take(codeKey(mode, phone))) === expected ? 'ok' : 'expired';
    },
  };
}

export type SmsCodeStore = ReturnType<typeof createSmsCodeStore>;

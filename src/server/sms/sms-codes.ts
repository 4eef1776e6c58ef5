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
  async function countRefusal(mode: SmsMode, phone: string): Promise<void> {
    const wrong = await store.increment(wrongKey(mode, phone), limits.codeTtlMs);
    if (wrong >= limits.maxWrongAttempts) await store.delete(codeKey(mode, phone));
  }

  /** The check of a code, with the stored entry it matched. */
  async function matched(mode: SmsMode, phone: string, code: string | undefined) {
    if (!code?.trim()) return { check: 'missing' as const, entry: null };
    const entry = await store.get(codeKey(mode, phone));
    if (entry === null) return { check: 'expired' as const, entry };
    const [expiresAt, hash] = entry.split(':');
    if (now() > Number(expiresAt)) return { check: 'expired' as const, entry };
    if (hash !== digest(code)) {
      await countRefusal(mode, phone);
      return { check: 'wrong' as const, entry };
    }
    return { check: 'ok' as const, entry };
  }

  return {
    async save(mode: SmsMode, phone: string, code: string): Promise<void> {
      await store.delete(wrongKey(mode, phone));
      const entry = `${now() + limits.codeTtlMs}:${digest(code)}`;
      await store.set(codeKey(mode, phone), entry, limits.codeTtlMs);
    },
    async discard(mode: SmsMode, phone: string): Promise<void> {
      await store.delete(codeKey(mode, phone));
    },
    /** Checks the code without consuming it (a wrong guess counts as one). */
    async check(mode: SmsMode, phone: string, code: string | undefined): Promise<SmsCodeCheck> {
      return (await matched(mode, phone, code)).check;
    },
    /** Counts a refusal the code's holder was told of as a wrong guess: a code answers a few only. */
    countRefusal,
    /** Checks and, when right, consumes the code: a code works once. */
    async verify(mode: SmsMode, phone: string, code: string | undefined): Promise<SmsCodeCheck> {
      const { check, entry } = await matched(mode, phone, code);
      if (check !== 'ok') return check;
      // take() is atomic: of two requests racing with the same code only one gets it.
      return (await store.take(codeKey(mode, phone))) === entry ? 'ok' : 'expired';
    },
  };
}

export type SmsCodeStore = ReturnType<typeof createSmsCodeStore>;

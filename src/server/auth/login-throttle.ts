// Login throttling per username: after MAX_FAILURES failed passwords within the window the
// account is locked for LOCK_MS, whatever password is tried next (state in the shared store).
import type { KeyValueStore } from '../kv/key-value-store';

export const LOGIN_THROTTLE = { maxFailures: 5, lockMs: 10 * 60 * 1000 } as const;

const failuresKey = (username: string) => `login-failures:${username.toLowerCase()}`;
const lockKey = (username: string) => `login-lock:${username.toLowerCase()}`;

export interface LoginThrottle {
  /** Minutes until the lock ends (rounded up), or null when not locked. */
  lockedMinutes(username: string): Promise<number | null>;
  /** Records a failure; returns the attempts left before the lock (0 means now locked). */
  recordFailure(username: string): Promise<number>;
  reset(username: string): Promise<void>;
}

export function createLoginThrottle(store: KeyValueStore): LoginThrottle {
  return {
    async lockedMinutes(username) {
      const ms = await store.ttl(lockKey(username));
      return ms === null ? null : Math.max(1, Math.ceil(ms / 60_000));
    },
    async recordFailure(username) {
      const failures = await store.increment(failuresKey(username), LOGIN_THROTTLE.lockMs);
      const left = LOGIN_THROTTLE.maxFailures - failures;
      if (left <= 0) {
        await store.set(lockKey(username), '1', LOGIN_THROTTLE.lockMs);
        await store.delete(failuresKey(username));
        return 0;
      }
      return left;
    },
    async reset(username) {
      await store.delete(failuresKey(username));
    },
  };
}

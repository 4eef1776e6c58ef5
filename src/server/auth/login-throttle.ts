// Login throttling (state in the shared store, so every instance counts together):
// - per username and client address: after maxFailures failed passwords within the window, that
//   account is locked for lockMs from that address, whatever password is tried next. A lock per
//   account alone let anyone keep any account (the administrator's too) locked from afar with five
//   wrong passwords every ten minutes; the account's owner, from another address, now still signs in.
// - per client address: after maxFailuresPerAddress failures across all usernames, the address is
//   locked for lockMs, so one address cannot try a few passwords on every account in turn.
import type { KeyValueStore } from '../kv/key-value-store';

export const LOGIN_THROTTLE = { maxFailures: 5, maxFailuresPerAddress: 30, lockMs: 10 * 60 * 1000 } as const;

/** Who is trying: the username (case-insensitive) and the client address (request.ip). */
export interface LoginAttempt {
  username: string;
  address: string;
}

const accountKey = ({ username, address }: LoginAttempt) => `${username.toLowerCase()}@${address}`;
const failuresKey = (attempt: LoginAttempt) => `login-failures:${accountKey(attempt)}`;
const lockKey = (attempt: LoginAttempt) => `login-lock:${accountKey(attempt)}`;
const addressFailuresKey = (address: string) => `login-failures-from:${address}`;
const addressLockKey = (address: string) => `login-lock-from:${address}`;

export interface LoginThrottle {
  /** Minutes until the lock ends (rounded up), or null when not locked. */
  lockedMinutes(attempt: LoginAttempt): Promise<number | null>;
  /** Records a failure; returns the attempts left before the lock (0 means now locked). */
  recordFailure(attempt: LoginAttempt): Promise<number>;
  reset(attempt: LoginAttempt): Promise<void>;
}

export function createLoginThrottle(store: KeyValueStore): LoginThrottle {
  /** Counts a failure under the key; true when that reached the limit (and the lock is set). */
  const count = async (failures: string, lock: string, limit: number): Promise<number> => {
    const left = limit - (await store.increment(failures, LOGIN_THROTTLE.lockMs));
    if (left > 0) return left;
    await store.set(lock, '1', LOGIN_THROTTLE.lockMs);
    await store.delete(failures);
    return 0;
  };
  return {
    async lockedMinutes(attempt) {
      const [account, address] = await Promise.all([
        store.ttl(lockKey(attempt)),
        store.ttl(addressLockKey(attempt.address)),
      ]);
      const ms = Math.max(account ?? 0, address ?? 0);
      return ms === 0 ? null : Math.max(1, Math.ceil(ms / 60_000));
    },
    async recordFailure(attempt) {
      const fromAddress = await count(
        addressFailuresKey(attempt.address),
        addressLockKey(attempt.address),
        LOGIN_THROTTLE.maxFailuresPerAddress,
      );
      const forAccount = await count(failuresKey(attempt), lockKey(attempt), LOGIN_THROTTLE.maxFailures);
      return Math.min(fromAddress, forAccount);
    },
    async reset(attempt) {
      await store.delete(failuresKey(attempt));
    },
  };
}

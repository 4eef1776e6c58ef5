// Local storage in the pro__ namespace (spec §9, contract §2): every value is wrapped as
// {"value": …, "expire": <epoch ms> | null} and an expired value reads as absent (and is removed).
import { STORAGE_NAMESPACE } from '../../shared/limits';

interface Wrapped<T> {
  value: T;
  expire: number | null;
}

const fullKey = (key: string) => `${STORAGE_NAMESPACE}${key}`;

/** Store a value; `ttlMs` null keeps it until removed. */
export function setItem<T>(key: string, value: T, ttlMs: number | null = null): void {
  const wrapped: Wrapped<T> = { value, expire: ttlMs === null ? null : Date.now() + ttlMs };
  try {
    window.localStorage.setItem(fullKey(key), JSON.stringify(wrapped));
  } catch {
    // Storage full or disabled (private mode): the app keeps working without persistence.
  }
}

/** Read a value; missing, malformed or expired entries give `fallback`. */
export function getItem<T>(key: string, fallback: T | null = null): T | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(fullKey(key));
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  try {
    const parsed = JSON.parse(raw) as Partial<Wrapped<T>> | null;
    if (parsed === null || typeof parsed !== 'object' || !('value' in parsed)) return fallback;
    if (typeof parsed.expire === 'number' && parsed.expire <= Date.now()) {
      removeItem(key);
      return fallback;
    }
    return parsed.value as T;
  } catch {
    return fallback;
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(fullKey(key));
  } catch {
    // ignore
  }
}

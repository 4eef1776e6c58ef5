// Short-lived shared state (captcha codes, login throttling, caches). In-process by default;
// Redis when REDIS_URL is set, so several instances share it (DESIGN.md §3).

export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Read and delete in one step (single-use values). */
  take(key: string): Promise<string | null>;
  /** Add one and return the new count; a new counter lives for ttlMs. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Remaining lifetime in ms, or null when the key does not exist. */
  ttl(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /**
   * Resolves when the shared server (Redis) answers, whatever this store falls back to meanwhile;
   * absent for the in-process store (readiness).
   */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

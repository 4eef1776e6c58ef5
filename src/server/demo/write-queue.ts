// Slices written side by side. On PostgreSQL a slice's statements keep one server process busy
// while Node generates the next slice; with two slices in flight (each a transaction on its own
// pooled connection) the second core works too. Order between slices does not matter: each holds
// whole enterprises, parents before children.

export interface WriteQueue {
  /** Starts a write once fewer than `width` are running; throws the first failure of an earlier one. */
  push(write: () => Promise<void>): Promise<void>;
  /** Waits for every write started; throws the first failure. */
  drain(): Promise<void>;
}

export function writeQueue(width: number): WriteQueue {
  const running = new Set<Promise<void>>();
  const failures: unknown[] = [];
  const rethrow = () => {
    if (failures.length > 0) throw failures[0];
  };
  return {
    async push(write) {
      while (running.size >= width) await Promise.race(running);
      rethrow();
      const started: Promise<void> = write()
        .catch((error: unknown) => void failures.push(error))
        .finally(() => running.delete(started));
      running.add(started);
    },
    async drain() {
      await Promise.all(running);
      rethrow();
    },
  };
}

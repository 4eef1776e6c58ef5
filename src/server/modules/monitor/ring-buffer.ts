// A fixed-size buffer of the most recent entries (HTTP traces, slow queries): memory stays bounded
// however long the process runs.

export interface RingBuffer<T> {
  push(entry: T): void;
  /** Newest first. */
  newestFirst(): T[];
}

export function createRingBuffer<T>(capacity: number): RingBuffer<T> {
  const entries: T[] = [];
  let next = 0;
  return {
    push(entry) {
      if (entries.length < capacity) entries.push(entry);
      else entries[next] = entry;
      next = (next + 1) % capacity;
    },
    newestFirst() {
      const ordered =
        entries.length < capacity ? entries : [...entries.slice(next), ...entries.slice(0, next)];
      return [...ordered].reverse();
    },
  };
}

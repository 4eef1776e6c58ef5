// An in-process memo of figures (dashboards, big screens, map districts), per key — the key names
// the rows counted (compiled scope SQL and parameters), so users with different scopes never share
// an entry. An entry is fresh for `freshMs` (`expensiveFreshMs` when it is expensive) and while no
// table it reads was written since it was computed (table-versions.ts). A figure that is out of date is computed again before answering when
// computing it is cheap (it took under `cheapMs` last time: small data sets, tests — always exact);
// an expensive one (a whole city's hazards) is answered from the entry while it is younger than
// `staleMs` and computed again in the background, one computation per key at a time.
import type { TableVersions } from './table-versions';

export interface FigureCacheOptions {
  freshMs: number;
  /** How long an expensive entry stays fresh while no table it read was written (default: freshMs). */
  expensiveFreshMs?: number;
  /** How long an expensive entry may still answer while it is computed again (default: freshMs). */
  staleMs?: number;
  /** A computation this fast is repeated rather than answered stale. */
  cheapMs?: number;
  /** Writes to these tables make an entry out of date (none: only time does). */
  versions?: TableVersions;
  maxEntries?: number;
  now?: () => number;
  /** Hears why a background computation failed (the entry keeps answering until staleMs). */
  onError?: (error: unknown) => void;
}

export interface FigureCache<T> {
  /** The figures of `key`; `tables` are the tables `load` reads (for out-of-date entries). */
  get(key: string, load: () => Promise<T>, tables?: readonly string[]): Promise<T>;
}

interface Entry<T> {
  value: Promise<T>;
  /** When `value` was computed (while computing: when it started). */
  at: number;
  /** How long it took; null while it runs. */
  costMs: number | null;
  version: string;
  refreshing: boolean;
}

export const FIGURE_TIMES = {
  /** A figure is reused this long while no table it reads was written. */
  freshMs: 30_000,
  /** An expensive figure still answers this long while it is computed again. */
  staleMs: 15 * 60_000,
  /** Figures computed faster than this are never answered stale (the dashboards' goal for an answer). */
  cheapMs: 300,
  /** An expensive figure no write touched is computed again after this long (dates move on). */
  expensiveFreshMs: 5 * 60_000,
} as const;
const MAX_ENTRIES = 500;

export function createFigureCache<T>(options: FigureCacheOptions): FigureCache<T> {
  const { freshMs, versions } = options;
  const staleMs = Math.max(freshMs, options.staleMs ?? freshMs);
  const cheapMs = options.cheapMs ?? FIGURE_TIMES.cheapMs;
  const expensiveFreshMs = Math.max(freshMs, options.expensiveFreshMs ?? freshMs);
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();

  function compute(key: string, load: () => Promise<T>, version: string): Entry<T> {
    const at = now();
    const entry: Entry<T> = { value: load(), at, costMs: null, version, refreshing: false };
    entry.value.then(
      () => {
        entry.at = now();
        entry.costMs = entry.at - at;
      },
      // A failed computation is not remembered.
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry;
  }

  function remember(key: string, entry: Entry<T>): void {
    entries.delete(key);
    if (entries.size >= (options.maxEntries ?? MAX_ENTRIES)) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  return {
    get(key, load, tables = []) {
      const version = versions?.of(tables) ?? '';
      const hit = entries.get(key);
      if (hit) {
        const age = now() - hit.at;
        const current = hit.version === version;
        const expensive = hit.costMs !== null && hit.costMs >= cheapMs;
        if (current && age < (expensive ? expensiveFreshMs : freshMs)) return hit.value;
        if (expensive && age < staleMs) {
          if (!hit.refreshing) {
            hit.refreshing = true;
            const next = compute(key, load, version);
            next.value.then(
              () => remember(key, next),
              (error: unknown) => {
                hit.refreshing = false;
                options.onError?.(error);
              },
            );
          }
          return hit.value;
        }
        // Still being computed: share it rather than start another.
        if (hit.costMs === null && current) return hit.value;
      }
      const entry = compute(key, load, version);
      remember(key, entry);
      return entry.value;
    },
  };
}

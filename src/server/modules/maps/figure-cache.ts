// A short-lived, in-process memo of the district figures. Counting the open hazards of a whole
// tenant reads every open hazard (about 1 s at 200k enterprises / 1.9M hazards on SQLite), while the
// figures of a choropleth need not be newer than a few seconds: changing the colouring, clicking a
// point or coming back to the page within the time-to-live reuses them. The key is the compiled SQL
// with its parameters, so users with different scopes or filters never share an entry.

/** How long district figures are reused. */
export const FIGURES_TTL_MS = 30_000;
const MAX_ENTRIES = 200;

export interface FigureCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
}

export function createFigureCache<T>(ttlMs = FIGURES_TTL_MS, now = () => Date.now()): FigureCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { at: now(), value });
      // A failed load is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}

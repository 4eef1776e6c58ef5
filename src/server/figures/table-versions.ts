// Write counters per table, told by the engine (its onTableWritten) of every table a write reached:
// a figure remembers the counters of the tables it read, and is out of date once one has moved.
// Counted in this process only: another instance's writes reach its figures by their time-to-live.

export interface TableVersions {
  written(table: string): void;
  /** The counters of these tables, as one comparable string. */
  of(tables: readonly string[]): string;
}

export function createTableVersions(): TableVersions {
  const counters = new Map<string, number>();
  return {
    written(table) {
      counters.set(table, (counters.get(table) ?? 0) + 1);
    },
    of(tables) {
      return tables.map((table) => counters.get(table) ?? 0).join(',');
    },
  };
}

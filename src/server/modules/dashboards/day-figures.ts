// Figures counted once per scope and day, so that every period — 本月, 本季度, 本年, 近12个月, any date
// range — is a sum over days in memory rather than another pass over the records: a list filter
// `<date>_begin/_end` keeps exactly the records whose date's day (its first 10 characters) lies in
// the range, so a period's count is the sum of its days' counts. One grouped read per figure family,
// kept by the figure cache per scope (dashboard-routes.ts) and renewed when a table it read is written.
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import type { Engine } from '../../engine';
import { allOf } from '../../engine/sql-conditions';
import type { KpiScope } from './kpi-scope';
import { dayOf, num } from './kpi-sql';

export type Period = Pick<KpiPeriod, 'start' | 'end'>;

/** Grouped counts: the day, the grouping values (as text, null kept) and the sums, as numbers. */
export interface DayRow {
  day: string | null;
  keys: Record<string, string | null>;
  sums: Record<string, number>;
}

/** Whether a record of that day belongs to the period (no period: every record, undated ones too). */
export function inPeriod(day: string | null, period?: Period): boolean {
  if (!period) return true;
  return day !== null && day >= period.start && day <= period.end;
}

/**
 * `select day(date), <keys>, count(*) as count, <sums> … where scope and <where> group by day, keys`
 * over the scope's table.
 */
export async function groupByDay(
  engine: Engine,
  scope: KpiScope,
  date: string,
  where: Expression<SqlBool> | null,
  keys: Record<string, string> = {},
  sums: Record<string, Expression<unknown>> = {},
): Promise<DayRow[]> {
  const day = dayOf(scope.column(date));
  const keyRefs = Object.entries(keys).map(([alias, key]) => [alias, sql.ref(scope.column(key))] as const);
  const rows = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select([
      day.as('day'),
      ...keyRefs.map(([alias, ref]) => ref.as(alias)),
      sql<unknown>`count(*)`.as('count'),
      ...Object.entries(sums).map(([alias, value]) => sql<unknown>`sum(${value})`.as(alias)),
    ])
    .where(allOf(where ? [scope.where, where] : [scope.where]))
    .groupBy([day, ...keyRefs.map(([, ref]) => ref)])
    .execute();
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return rows.map((row: Record<string, unknown>) => ({
    day: text(row.day),
    keys: Object.fromEntries(Object.keys(keys).map((alias) => [alias, text(row[alias])])),
    sums: Object.fromEntries(['count', ...Object.keys(sums)].map((alias) => [alias, num(row[alias])])),
  }));
}

/** The sum of one figure over the rows of the period that pass `keep`. */
export function sumOf(
  rows: readonly DayRow[],
  period: Period | undefined,
  figure = 'count',
  keep: (row: DayRow) => boolean = () => true,
): number {
  let total = 0;
  for (const row of rows) if (inPeriod(row.day, period) && keep(row)) total += row.sums[figure] ?? 0;
  return total;
}

/** The sums per month (`YYYY-MM`) of the rows of the period. */
export function sumPerMonth(rows: readonly DayRow[], period: Period): Map<string, number> {
  const months = new Map<string, number>();
  for (const row of rows)
    if (inPeriod(row.day, period)) {
      const month = row.day!.slice(0, 7);
      months.set(month, (months.get(month) ?? 0) + (row.sums.count ?? 0));
    }
  return months;
}

/**
 * The days on which each of a set of records (enterprises) had a counted record, for distinct
 * counts over any period: offsets into one array of days per record, sorted.
 */
export interface DaysPerRecord {
  starts: Int32Array;
  days: string[];
}

/** From (record, day) pairs sorted by record. */
export function daysPerRecord(pairs: readonly { record: string; day: string | null }[]): DaysPerRecord {
  const starts: number[] = [];
  const days: string[] = [];
  let last: string | null = null;
  for (const { record, day } of pairs) {
    if (record !== last) {
      starts.push(days.length);
      last = record;
    }
    days.push(day ?? '');
  }
  return { starts: Int32Array.from(starts), days };
}

/** How many records had at least one counted record within the period. */
export function recordsWithin(figures: DaysPerRecord, period?: Period): number {
  const { starts, days } = figures;
  let count = 0;
  for (let i = 0; i < starts.length; i++) {
    const end = i + 1 < starts.length ? starts[i + 1]! : days.length;
    for (let j = starts[i]!; j < end; j++)
      if (inPeriod(days[j] || null, period)) {
        count++;
        break;
      }
  }
  return count;
}

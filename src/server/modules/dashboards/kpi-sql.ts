// SQL pieces the KPIs share, written once for both engines: dates are GMT+8 text
// (`YYYY-MM-DD HH:mm:ss`), so days and months are text prefixes and ranges text comparisons.
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import { formatDate } from '../../../shared/date-format';
import type { Dialect } from '../../db/database';

const DAY_MS = 86_400_000;

export const today = () => formatDate();
export const daysFromToday = (days: number) => formatDate(Date.now() + days * DAY_MS);

/** An aggregate's value as a number (PostgreSQL answers counts and sums as text). */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A share in percent with one decimal, or null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

export const oneDecimal = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/** `sum(case when … then 1 else 0 end)` of a condition. */
export const countWhen = (condition: Expression<SqlBool>) =>
  sql<unknown>`sum(case when ${condition} then 1 else 0 end)`;

/** The first 7 (month) or 10 (day) characters of a date/time column, literal lengths so both
 * engines see the same expression in SELECT and GROUP BY. */
export const monthOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;
export const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** Days from one date/time column to another (fractional). */
export function daysBetween(dialect: Dialect, from: string, to: string) {
  return dialect === 'postgres'
    ? sql<number>`extract(epoch from (cast(${sql.ref(to)} as timestamp) - cast(${sql.ref(from)} as timestamp))) / 86400`
    : sql<number>`julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})`;
}

/** The last `count` months as `YYYY-MM` (GMT+8), oldest first. */
export function lastMonths(count: number, now = Date.now()): string[] {
  const [year, month] = formatDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

// The home dashboard's period: a named one (本月, 本季度, 本年, 近12个月) or a date range, resolved to
// its first and last day (GMT+8 dates) and the months its trends have a point for. The server
// resolves and validates what the page asks; the page only offers the choices.
import { firstDay, monthIndex, monthText, spanStart } from '../calendar-spans';
import { formatDate } from '../date-format';

export const KPI_PERIOD_KEYS = ['month', 'quarter', 'year', 'last12'] as const;
export type KpiPeriodKey = (typeof KPI_PERIOD_KEYS)[number];
/** A period given by its first and last day (`start`, `end`). */
export const RANGE_PERIOD = 'range';
export const DEFAULT_KPI_PERIOD: KpiPeriodKey = 'last12';
/** The longest date range accepted: its trends have a point per month. */
export const MAX_PERIOD_MONTHS = 60;

export interface KpiPeriod {
  key: KpiPeriodKey | typeof RANGE_PERIOD;
  /** First and last day, `YYYY-MM-DD`. */
  start: string;
  end: string;
}

export interface PeriodQuery {
  period?: string;
  start?: string;
  end?: string;
}

export type PeriodProblem = 'unknownPeriod' | 'badDate' | 'startAfterEnd' | 'tooLong';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Whether text is a real calendar date `YYYY-MM-DD`. */
function isDate(text: string | undefined): text is string {
  const match = DATE.exec(text ?? '');
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function lastDay(index: number): string {
  const days = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${monthText(index)}-${pad(days)}`;
}

/** A named period as of a day: whole calendar months, the current one included. */
function namedPeriod(key: KpiPeriodKey, today: string): KpiPeriod {
  const now = monthIndex(today);
  const first = key === 'last12' ? now - 11 : spanStart(key, now);
  const last = key === 'quarter' ? first + 2 : key === 'year' ? first + 11 : now;
  return { key, start: firstDay(first), end: lastDay(last) };
}

/** The period a request asks for, or what is wrong with it. */
export function resolvePeriod(
  query: PeriodQuery,
  today = formatDate(),
): { period: KpiPeriod } | { problem: PeriodProblem } {
  const key = query.period || (query.start || query.end ? RANGE_PERIOD : DEFAULT_KPI_PERIOD);
  if (key !== RANGE_PERIOD) {
    if (!(KPI_PERIOD_KEYS as readonly string[]).includes(key)) return { problem: 'unknownPeriod' };
    return { period: namedPeriod(key as KpiPeriodKey, today) };
  }
  if (!isDate(query.start) || !isDate(query.end)) return { problem: 'badDate' };
  if (query.start > query.end) return { problem: 'startAfterEnd' };
  if (monthIndex(query.end) - monthIndex(query.start) >= MAX_PERIOD_MONTHS) return { problem: 'tooLong' };
  return { period: { key: RANGE_PERIOD, start: query.start, end: query.end } };
}

/** The months a period touches, `YYYY-MM`, oldest first. */
export function periodMonths(period: Pick<KpiPeriod, 'start' | 'end'>): string[] {
  const from = monthIndex(period.start);
  return Array.from({ length: monthIndex(period.end) - from + 1 }, (_, i) => monthText(from + i));
}

/** The days of a month within the period: the range its trend point counts. */
export function monthWithin(month: string, period: Pick<KpiPeriod, 'start' | 'end'>) {
  const index = monthIndex(`${month}-01`);
  const start = firstDay(index) < period.start ? period.start : firstDay(index);
  const end = lastDay(index) > period.end ? period.end : lastDay(index);
  return { start, end };
}

/** A period spanning whole months (the trends' default: the last `count` months). */
export function lastMonthsPeriod(count: number, today = formatDate()): KpiPeriod {
  const now = monthIndex(today);
  return { key: RANGE_PERIOD, start: firstDay(now - count + 1), end: lastDay(now) };
}

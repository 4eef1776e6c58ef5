// Calendar months and the spans made of them (month, quarter, half-year, year), as 'YYYY-MM-DD'
// dates in China Standard Time like every date of the contract: the home dashboard's named periods
// and the derived values counted "本年度" or "本半年" both take their bounds from here.
import { todayInChina } from './date-format';

export const CALENDAR_SPANS = ['year', 'halfYear', 'quarter', 'month'] as const;
export type CalendarSpan = (typeof CALENDAR_SPANS)[number];

export const SPAN_MONTHS: Record<CalendarSpan, number> = { year: 12, halfYear: 6, quarter: 3, month: 1 };

const pad = (n: number) => String(n).padStart(2, '0');

/** A date's month as one number: year × 12 + month − 1. */
export const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
/** A month index as `YYYY-MM`. */
export const monthText = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
/** The first day of a month index, `YYYY-MM-DD`. */
export const firstDay = (index: number) => `${monthText(index)}-01`;

/** The month index the span holding month `index` starts with. */
export const spanStart = (span: CalendarSpan, index: number) => index - ((index % 12) % SPAN_MONTHS[span]);

/**
 * The first day of the span holding `today` and the first day of the next one: a date lies in the
 * span when `from <= date < until` (a datetime too, compared as text or as a timestamp).
 */
export function spanBounds(span: CalendarSpan, today = todayInChina()): { from: string; until: string } {
  const first = spanStart(span, monthIndex(today));
  return { from: firstDay(first), until: firstDay(first + SPAN_MONTHS[span]) };
}

// Days of an enterprise's recurring safety work (drills, trainings): per calendar year a number of
// events, each in its own range of months (a half-year, the whole year), its month drawn by weights
// (peaks such as June's 安全生产月, few around 春节), always a weekday; only those inside the window
// the enterprise was on the platform (and a little ahead of the reference day, for what is planned
// already) exist.
import { firstDayOfYear, workdayNear, yearOf } from './calendar';
import type { Random } from './random';

/** Months 1–12 an event may fall in, both included. */
export type MonthRange = readonly [first: number, last: number];

export interface YearlyEvents {
  /** Weight of each month, January first (twelve numbers). */
  monthWeights: readonly number[];
  /** The month ranges of the events of one year (one range per event). */
  eventsOf: (random: Random, year: number) => readonly MonthRange[];
}

/** Days of the months before each month of a common year. */
const DAYS_BEFORE = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Day number of the first day of a month (1–12, 13 the next January) of a year. */
export function firstDayOfMonth(year: number, month: number): number {
  if (month > 12) return firstDayOfYear(year + 1);
  return firstDayOfYear(year) + DAYS_BEFORE[month - 1]! + (month > 2 && isLeap(year) ? 1 : 0);
}

/**
 * The event days within [first, last] (day numbers), in order: each year's events by `plan`, each on
 * a weekday of a month of its range drawn by the month weights; those falling outside the window
 * (before the enterprise joined, after what is planned yet) do not exist.
 */
export function eventDays(random: Random, plan: YearlyEvents, first: number, last: number): number[] {
  const days: number[] = [];
  for (let year = yearOf(first); year <= yearOf(last); year++) {
    for (const [from, to] of plan.eventsOf(random, year)) {
      const months: (readonly [number, number])[] = [];
      for (let month = from; month <= to; month++) months.push([month, plan.monthWeights[month - 1]!]);
      const month = random.weighted(months);
      const start = firstDayOfMonth(year, month);
      const end = firstDayOfMonth(year, month + 1) - 1;
      const day = workdayNear(random.int(start, end), start, end);
      if (day >= first && day <= last) days.push(day);
    }
  }
  return days.sort((a, b) => a - b);
}

export interface PlannedEvent {
  day: number;
  /** Called off before its day; the replacement follows as an event of its own. */
  cancelled: boolean;
  /** Held again after the event before it was called off. */
  replacement: boolean;
}

/** A cancelled event is held again two to six weeks later. */
const REPLACEMENT_AFTER_DAYS: readonly [number, number] = [14, 42];

/**
 * The events with some called off (`share`), each then held again two to six weeks later — only
 * where that still falls in its year and before `last`, so a year keeps the events it had.
 */
export function withCancellations(
  random: Random,
  days: readonly number[],
  share: number,
  last: number,
): PlannedEvent[] {
  const events: PlannedEvent[] = [];
  for (const day of days) {
    const yearEnd = firstDayOfYear(yearOf(day) + 1) - 1;
    const end = Math.min(last, yearEnd);
    const later = day + random.int(...REPLACEMENT_AFTER_DAYS);
    if (random.chance(share) && later <= end - 2) {
      events.push(
        { day, cancelled: true, replacement: false },
        { day: workdayNear(later, day + 1, end), cancelled: false, replacement: true },
      );
    } else events.push({ day, cancelled: false, replacement: false });
  }
  return events;
}

/**
 * Plays the events in order; `play` answers whether the event was called off by the reference day.
 * A replacement is held only after its event was: one still to be called off has none yet.
 */
export function playEvents(
  events: readonly PlannedEvent[],
  play: (day: number, cancelled: boolean) => boolean,
): void {
  let calledOff = false;
  for (const event of events) {
    if (event.replacement && !calledOff) continue;
    calledOff = play(event.day, event.cancelled);
  }
}

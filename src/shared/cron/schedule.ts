// Next fire times of a parsed cron expression, read in the platform's time zone (China Standard
// Time, GMT+8 all year, no daylight saving) whatever the zone of the machine. Works on the wall
// clock's fields and converts back to an instant; each step skips a whole unit that cannot match.
import { CRON_YEAR_BOUNDS } from './fields';
import type { CronSchedule, DayOfMonthRule, DayOfWeekRule } from './parse';
import { parseCron } from './parse';

export const CRON_TIME_ZONE_OFFSET_MS = 8 * 60 * 60 * 1000;

interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const toInstant = (c: WallClock) =>
  Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - CRON_TIME_ZONE_OFFSET_MS;

/** Date.UTC carries overflowing fields over (hour 24 → next day), so this also normalises. */
function wallClockOf(instant: number): WallClock {
  const d = new Date(instant + CRON_TIME_ZONE_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const normalise = (c: WallClock) => wallClockOf(toInstant(c));

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 1 = Sunday … 7 = Saturday, as Quartz numbers them. */
const weekday = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;

const isWorkday = (year: number, month: number, day: number) => {
  const w = weekday(year, month, day);
  return w !== 1 && w !== 7;
};

function lastWeekdayOf(year: number, month: number): number {
  let day = daysInMonth(year, month);
  while (!isWorkday(year, month, day)) day -= 1;
  return day;
}

/** Quartz's `nW`: a Saturday moves to Friday, a Sunday to Monday, never out of the month. */
function nearestWeekdayTo(year: number, month: number, target: number): number | null {
  const last = daysInMonth(year, month);
  if (target > last) return null;
  const w = weekday(year, month, target);
  if (w === 7) return target === 1 ? 3 : target - 1;
  if (w === 1) return target === last ? target - 2 : target + 1;
  return target;
}

function domMatches(rule: DayOfMonthRule, year: number, month: number, day: number): boolean {
  switch (rule.kind) {
    case 'any':
      return true;
    case 'values':
      return rule.values.includes(day);
    case 'last':
      return day === daysInMonth(year, month) - rule.offset;
    case 'lastWeekday':
      return day === lastWeekdayOf(year, month);
    case 'nearestWeekday':
      return day === nearestWeekdayTo(year, month, rule.day);
  }
}

function dowMatches(rule: DayOfWeekRule, year: number, month: number, day: number): boolean {
  const w = weekday(year, month, day);
  switch (rule.kind) {
    case 'any':
      return true;
    case 'values':
      return rule.values.includes(w);
    case 'last':
      return w === rule.day && day + 7 > daysInMonth(year, month);
    case 'nth':
      return w === rule.day && Math.ceil(day / 7) === rule.nth;
  }
}

/** The smallest value of the sorted set that is ≥ from, or undefined. */
const nextIn = (values: readonly number[], from: number) => values.find((v) => v >= from);

// Enough for the sparsest valid expression (e.g. 29 February on a Monday) over the year range.
const MAX_STEPS = 200_000;

/** The first fire time strictly after `after` (epoch ms), or null when the expression is exhausted. */
export function nextFireTime(schedule: CronSchedule, after: number): number | null {
  let c = wallClockOf(Math.floor(after / 1000) * 1000 + 1000);
  const lastYear = schedule.years ? Math.max(...schedule.years) : CRON_YEAR_BOUNDS.max;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (c.year > lastYear) return null;
    if (schedule.years && !schedule.years.includes(c.year)) {
      const year = nextIn(schedule.years, c.year);
      if (year === undefined) return null;
      c = { year, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
      continue;
    }
    const month = nextIn(schedule.months, c.month);
    if (month === undefined) {
      c = { year: c.year + 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
      continue;
    }
    if (month !== c.month) {
      c = { ...c, month, day: 1, hour: 0, minute: 0, second: 0 };
      continue;
    }
    if (
      !domMatches(schedule.dayOfMonth, c.year, c.month, c.day) ||
      !dowMatches(schedule.dayOfWeek, c.year, c.month, c.day)
    ) {
      c = normalise({ ...c, day: c.day + 1, hour: 0, minute: 0, second: 0 });
      continue;
    }
    const hour = nextIn(schedule.hours, c.hour);
    if (hour === undefined) {
      c = normalise({ ...c, day: c.day + 1, hour: 0, minute: 0, second: 0 });
      continue;
    }
    if (hour !== c.hour) c = { ...c, hour, minute: 0, second: 0 };
    const minute = nextIn(schedule.minutes, c.minute);
    if (minute === undefined) {
      c = normalise({ ...c, hour: c.hour + 1, minute: 0, second: 0 });
      continue;
    }
    if (minute !== c.minute) c = { ...c, minute, second: 0 };
    const second = nextIn(schedule.seconds, c.second);
    if (second === undefined) {
      c = normalise({ ...c, minute: c.minute + 1, second: 0 });
      continue;
    }
    return toInstant({ ...c, second });
  }
  return null;
}

/** Up to `count` fire times after `after`. */
export function nextFireTimes(schedule: CronSchedule, after: number, count: number): number[] {
  const times: number[] = [];
  let from = after;
  while (times.length < count) {
    const next = nextFireTime(schedule, from);
    if (next === null) break;
    times.push(next);
    from = next;
  }
  return times;
}

/** Parses and computes in one step; null when the expression is invalid. */
export function nextFireTimesOf(expression: string, after: number, count: number): number[] | null {
  const parsed = parseCron(expression);
  return parsed.ok ? nextFireTimes(parsed.schedule, after, count) : null;
}

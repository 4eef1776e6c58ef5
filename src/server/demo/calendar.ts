// Calendar arithmetic of the demo data in whole days of the platform's calendar (GMT+8). Every date
// is computed from the reference day `asOf` with UTC arithmetic only, never from the machine's time
// zone, so the same seed and reference day give the same dates everywhere.
import { formatDate } from '../../shared/date-format';

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`not a YYYY-MM-DD date: "${date}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    throw new Error(`not a real date: "${date}"`);
  }
  return ms / DAY_MS;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * 'YYYY-MM-DD' of a day number, by integer arithmetic (H. Hinnant's civil_from_days): called for
 * every birthday, entry and expiry date, it is several times faster than Date and toISOString.
 */
export function dateOf(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** Day number of 1 January of a year. */
export function firstDayOfYear(year: number): number {
  return Date.UTC(year, 0, 1) / DAY_MS;
}

/**
 * The day itself when it is a weekday, else the nearest weekday within [first, last]: the Friday
 * before a Saturday or the Monday after a Sunday, the other way round at the edges.
 */
export function workdayNear(day: number, first = -Infinity, last = Infinity): number {
  // 1970-01-01 (day 0) was a Thursday: (day + 4) % 7 is 0 on Sundays, 6 on Saturdays.
  const weekday = (((day + 4) % 7) + 7) % 7;
  if (weekday === 6) return day - 1 >= first ? day - 1 : day + 2;
  if (weekday === 0) return day + 1 <= last ? day + 1 : day - 2;
  return day;
}

/** The same calendar day `years` later (29 February falls back to 28). */
export function addYears(day: number, years: number): number {
  const date = new Date(day * DAY_MS);
  const target = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()));
  if (target.getUTCDate() !== date.getUTCDate()) target.setUTCDate(0);
  return target.getTime() / DAY_MS;
}

/** The instant of a time of day (seconds after midnight, GMT+8) on a day. */
export function instantOf(day: number, secondOfDay: number): number {
  return day * DAY_MS - CHINA_OFFSET_MS + secondOfDay * 1000;
}

/** Day number (GMT+8) of an instant. */
export function dayOfInstant(instant: number): number {
  return Math.floor((instant + CHINA_OFFSET_MS) / DAY_MS);
}

/** 'YYYY-MM-DD HH:mm:ss' in GMT+8 of an instant, by integer arithmetic like dateOf (no Date). */
export function dateTimeOf(instant: number): string {
  const day = dayOfInstant(instant);
  const second = Math.floor((instant + CHINA_OFFSET_MS - day * DAY_MS) / 1000);
  const minute = Math.floor(second / 60);
  return `${dateOf(day)} ${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}:${pad2(second % 60)}`;
}

/** Today's day number in GMT+8. */
export function today(): number {
  return dayNumber(formatDate(Date.now()));
}

/** The instant of a 'YYYY-MM-DD HH:mm:ss' (GMT+8) written by dateTimeOf. */
export function instantOfDateTime(text: string): number {
  const clock = text.slice(11);
  const [hours, minutes, seconds] = [clock.slice(0, 2), clock.slice(3, 5), clock.slice(6, 8)].map(Number);
  return instantOf(dayNumber(text.slice(0, 10)), hours! * 3600 + minutes! * 60 + seconds!);
}

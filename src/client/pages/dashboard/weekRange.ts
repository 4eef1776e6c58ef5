// This week, Monday to Sunday, as GMT+8 dates (the wire format): the task board's appointments.
import { formatDate } from '../../../shared/date-format';

const DAY_MS = 86_400_000;

export function weekRange(now: number = Date.now()): { begin: string; end: string } {
  const today = formatDate(now);
  // The weekday of the GMT+8 date, read from that date at UTC midnight (no local time zone involved).
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = now - ((weekday + 6) % 7) * DAY_MS;
  return { begin: formatDate(monday), end: formatDate(monday + 6 * DAY_MS) };
}

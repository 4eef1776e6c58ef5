// Greeting by hour of the day (spec §9): before 9 早上好, until 11 上午好, until 13 中午好,
// before 20 下午好, else 晚上好. The hour is China time, where the platform's users are.
import { chinaHour } from '../../shared/date-format';
import { GREETING_HOURS } from '../../shared/limits';
import { GREETINGS } from '../../shared/texts';

export function greetingForHour(hour: number): string {
  if (hour < GREETING_HOURS.morningBefore) return GREETINGS.morning;
  if (hour <= GREETING_HOURS.forenoonUntil) return GREETINGS.forenoon;
  if (hour <= GREETING_HOURS.noonUntil) return GREETINGS.noon;
  if (hour < GREETING_HOURS.afternoonBefore) return GREETINGS.afternoon;
  return GREETINGS.evening;
}

export function greetingNow(now: number = Date.now()): string {
  return greetingForHour(chinaHour(now));
}

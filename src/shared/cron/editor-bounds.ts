// The cron editor's input bounds (spec §5 "Cron bounds") and choices (spec §9: year base 2019 with
// 100 choices). These bound what the editor lets a user type; the parser still checks the
// expression the inputs produce against Quartz's own bounds.

export interface NumberBounds {
  min: number;
  max: number;
}

const b = (min: number, max: number): NumberBounds => ({ min, max });

export const CRON_YEAR_BASE = 2019;
export const CRON_YEAR_CHOICES = 100;

export const CRON_EDITOR_BOUNDS = {
  second: {
    increment: b(1, 59),
    start: b(0, 59),
    rangeStart: b(1, 59),
    rangeEnd: b(0, 59),
    specific: b(0, 59),
  },
  minute: {
    increment: b(1, 60),
    start: b(0, 59),
    rangeStart: b(1, 60),
    rangeEnd: b(0, 59),
    specific: b(0, 59),
  },
  hour: {
    increment: b(0, 23),
    start: b(0, 23),
    rangeStart: b(0, 23),
    rangeEnd: b(0, 23),
    specific: b(0, 23),
  },
  day: { increment: b(1, 31), start: b(1, 31), rangeStart: b(1, 31), rangeEnd: b(1, 31), specific: b(1, 31) },
  month: {
    increment: b(0, 12),
    start: b(1, 12),
    rangeStart: b(1, 12),
    rangeEnd: b(1, 12),
    specific: b(1, 12),
  },
  year: {
    increment: b(1, 99),
    start: b(CRON_YEAR_BASE, CRON_YEAR_BASE + CRON_YEAR_CHOICES),
    rangeStart: b(CRON_YEAR_BASE, CRON_YEAR_BASE + CRON_YEAR_CHOICES),
    rangeEnd: b(CRON_YEAR_BASE, CRON_YEAR_BASE + CRON_YEAR_CHOICES),
    specific: b(CRON_YEAR_BASE, CRON_YEAR_BASE + CRON_YEAR_CHOICES - 1),
  },
  /** Day-of-week inputs of the day tab: interval 1-7, days 1 (Sunday) - 7 (Saturday). */
  week: { increment: b(1, 7), start: b(1, 7), specific: b(1, 7) },
  /** `L-n`: days before the end of the month (Quartz allows at most 30). */
  daysBeforeEnd: b(1, 30),
  /** `nW`: the day whose nearest weekday fires. */
  nearestWeekday: b(1, 31),
  /** `d#n`: the n-th given weekday. */
  nth: b(1, 5),
} as const;

export type CronEditorTab = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** The tabs of the editor in order (spec §2: second, minute, hour, day, month, year). */
export const CRON_EDITOR_TABS: readonly { key: CronEditorTab; label: string; unit: string }[] = [
  { key: 'second', label: '秒', unit: '秒' },
  { key: 'minute', label: '分', unit: '分钟' },
  { key: 'hour', label: '时', unit: '小时' },
  { key: 'day', label: '日', unit: '天' },
  { key: 'month', label: '月', unit: '个月' },
  { key: 'year', label: '年', unit: '年' },
];

/** The values a "specific" list offers, inclusive. */
export function specificChoices(tab: CronEditorTab | 'week'): number[] {
  const { min, max } = CRON_EDITOR_BOUNDS[tab].specific;
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

export const clampTo = (bounds: NumberBounds, value: number) =>
  Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));

// The seven fields of a Quartz cron expression, their value bounds and their names in messages.
// Quartz numbers the days of the week 1 (Sunday) to 7 (Saturday); months and days may also be
// written with their English abbreviations.

export type CronFieldKey = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek' | 'year';

export interface CronFieldSpec {
  key: CronFieldKey;
  /** How messages name the field. */
  label: string;
  min: number;
  max: number;
  /** Upper-case aliases of values (JAN → 1, SUN → 1). */
  names?: readonly string[];
}

export const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;
export const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** The years Quartz accepts in the seventh field. */
export const CRON_YEAR_BOUNDS = { min: 1970, max: 2199 } as const;

export const CRON_FIELDS: readonly CronFieldSpec[] = [
  { key: 'second', label: '秒', min: 0, max: 59 },
  { key: 'minute', label: '分', min: 0, max: 59 },
  { key: 'hour', label: '时', min: 0, max: 23 },
  { key: 'dayOfMonth', label: '日', min: 1, max: 31 },
  { key: 'month', label: '月', min: 1, max: 12, names: MONTH_NAMES },
  { key: 'dayOfWeek', label: '周', min: 1, max: 7, names: DAY_NAMES },
  { key: 'year', label: '年', min: CRON_YEAR_BOUNDS.min, max: CRON_YEAR_BOUNDS.max },
];

export const CRON_FIELD_BY_KEY = Object.fromEntries(CRON_FIELDS.map((f) => [f.key, f])) as Record<
  CronFieldKey,
  CronFieldSpec
>;

/** Messages of a refused expression (shown under the editor and answered by the server). */
export const CRON_TEXTS = {
  empty: 'Cron表达式不能为空',
  fieldCount: 'Cron表达式应有6或7个字段（秒 分 时 日 月 周 [年]）',
  invalidToken: (label: string, token: string) => `${label}字段的值“${token}”不正确`,
  outOfRange: (label: string, value: number, min: number, max: number) =>
    `${label}字段的值${value}超出范围${min}-${max}`,
  rangeReversed: (label: string, token: string) => `${label}字段的范围“${token}”起始值不能大于结束值`,
  stepOutOfRange: (label: string, step: number, max: number) => `${label}字段的间隔${step}应在1-${max}之间`,
  questionMarkOnly: '只有日和周字段可以使用“?”',
  dayAndWeekBoth: '日和周字段必须有且只有一个为“?”',
  specialAlone: (label: string, token: string) => `${label}字段的“${token}”不能与其他值同时使用`,
  nthOutOfRange: '第几周应在1-5之间',
  lastOffsetOutOfRange: '月末前的天数应在0-30之间',
  neverFires: '该Cron表达式不会再触发',
} as const;

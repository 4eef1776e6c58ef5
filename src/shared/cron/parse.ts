// Parses a Quartz cron expression (`second minute hour day-of-month month day-of-week [year]`) into
// the sets and day rules the schedule works with, refusing anything Quartz would refuse with a
// message that names the field and the value.
import { CRON_FIELDS, CRON_FIELD_BY_KEY, CRON_TEXTS } from './fields';
import type { CronFieldKey, CronFieldSpec } from './fields';

export type DayOfMonthRule =
  | { kind: 'any' }
  | { kind: 'values'; values: readonly number[] }
  /** `L` (offset 0) or `L-n`: n days before the last day of the month. */
  | { kind: 'last'; offset: number }
  /** `LW`: the last weekday (Monday-Friday) of the month. */
  | { kind: 'lastWeekday' }
  /** `nW`: the weekday nearest to day n, within the month. */
  | { kind: 'nearestWeekday'; day: number };

export type DayOfWeekRule =
  | { kind: 'any' }
  | { kind: 'values'; values: readonly number[] }
  /** `nL`: the last day n (1 = Sunday) of the month. */
  | { kind: 'last'; day: number }
  /** `n#k`: the k-th day n of the month. */
  | { kind: 'nth'; day: number; nth: number };

export interface CronSchedule {
  seconds: readonly number[];
  minutes: readonly number[];
  hours: readonly number[];
  dayOfMonth: DayOfMonthRule;
  months: readonly number[];
  dayOfWeek: DayOfWeekRule;
  /** null: every year. */
  years: readonly number[] | null;
}

export type CronParseResult = { ok: true; schedule: CronSchedule } | { ok: false; message: string };

class CronError extends Error {}

const fail = (message: string): never => {
  throw new CronError(message);
};

/** A number or (month, day-of-week) name of the field, checked against its bounds. */
function valueOf(spec: CronFieldSpec, text: string, token: string): number {
  const upper = text.toUpperCase();
  const named = spec.names?.indexOf(upper) ?? -1;
  if (named >= 0) return named + 1;
  if (!/^\d{1,4}$/.test(text)) fail(CRON_TEXTS.invalidToken(spec.label, token));
  const value = Number(text);
  if (value < spec.min || value > spec.max)
    fail(CRON_TEXTS.outOfRange(spec.label, value, spec.min, spec.max));
  return value;
}

/** One comma-separated item: `*`, `a`, `a-b`, `a/n`, `*\/n`, `a-b/n`. */
function itemValues(spec: CronFieldSpec, item: string): number[] {
  const [base = '', stepText, extra] = item.split('/');
  if (extra !== undefined || base === '') fail(CRON_TEXTS.invalidToken(spec.label, item));
  let from = spec.min;
  let to = spec.max;
  if (base !== '*') {
    const [a = '', b, more] = base.split('-');
    if (more !== undefined) fail(CRON_TEXTS.invalidToken(spec.label, item));
    from = valueOf(spec, a, item);
    // `a/n` runs from a to the end of the field.
    to = b !== undefined ? valueOf(spec, b, item) : stepText !== undefined ? spec.max : from;
    if (from > to) fail(CRON_TEXTS.rangeReversed(spec.label, item));
  }
  let step = 1;
  if (stepText !== undefined) {
    if (!/^\d{1,4}$/.test(stepText)) fail(CRON_TEXTS.invalidToken(spec.label, item));
    step = Number(stepText);
    const maxStep = spec.max - spec.min + 1;
    if (step < 1 || step > maxStep) fail(CRON_TEXTS.stepOutOfRange(spec.label, step, maxStep));
  }
  const values: number[] = [];
  for (let v = from; v <= to; v += step) values.push(v);
  return values;
}

function valueSet(spec: CronFieldSpec, text: string): number[] {
  const set = new Set<number>();
  for (const item of text.split(',')) for (const v of itemValues(spec, item)) set.add(v);
  return [...set].sort((a, b) => a - b);
}

const isSpecial = (text: string) => /[LW#?]/i.test(text);

function simpleField(key: CronFieldKey, text: string): number[] {
  const spec = CRON_FIELD_BY_KEY[key];
  if (text.includes('?')) fail(CRON_TEXTS.questionMarkOnly);
  if (isSpecial(text)) fail(CRON_TEXTS.invalidToken(spec.label, text));
  return valueSet(spec, text);
}

function dayOfMonthRule(text: string): DayOfMonthRule {
  const spec = CRON_FIELD_BY_KEY.dayOfMonth;
  const upper = text.toUpperCase();
  if (upper === '?') return { kind: 'any' };
  if (!isSpecial(upper)) return { kind: 'values', values: valueSet(spec, upper) };
  if (upper.includes(',')) fail(CRON_TEXTS.specialAlone(spec.label, text));
  if (upper === 'L') return { kind: 'last', offset: 0 };
  if (upper === 'LW') return { kind: 'lastWeekday' };
  const beforeEnd = /^L-(\d{1,2})$/.exec(upper);
  if (beforeEnd) {
    const offset = Number(beforeEnd[1]);
    if (offset > 30) fail(CRON_TEXTS.lastOffsetOutOfRange);
    return { kind: 'last', offset };
  }
  const nearest = /^(\d{1,2})W$/.exec(upper);
  if (nearest) return { kind: 'nearestWeekday', day: valueOf(spec, nearest[1] ?? '', text) };
  return fail(CRON_TEXTS.invalidToken(spec.label, text));
}

function dayOfWeekRule(text: string): DayOfWeekRule {
  const spec = CRON_FIELD_BY_KEY.dayOfWeek;
  const upper = text.toUpperCase();
  if (upper === '?') return { kind: 'any' };
  if (!isSpecial(upper)) return { kind: 'values', values: valueSet(spec, upper) };
  if (upper.includes(',')) fail(CRON_TEXTS.specialAlone(spec.label, text));
  // `L` alone is the last day of the week: Saturday.
  if (upper === 'L') return { kind: 'values', values: [spec.max] };
  const last = /^(\w{1,3})L$/.exec(upper);
  if (last) return { kind: 'last', day: valueOf(spec, last[1] ?? '', text) };
  const nth = /^(\w{1,3})#(\d{1,2})$/.exec(upper);
  if (nth) {
    const k = Number(nth[2]);
    if (k < 1 || k > 5) fail(CRON_TEXTS.nthOutOfRange);
    return { kind: 'nth', day: valueOf(spec, nth[1] ?? '', text), nth: k };
  }
  return fail(CRON_TEXTS.invalidToken(spec.label, text));
}

/** Splits an expression into its fields; 6 fields get the year `*`. */
export function splitCron(expression: string): string[] | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length === 6) fields.push('*');
  return fields.length === CRON_FIELDS.length ? fields : null;
}

export function parseCron(expression: string | null | undefined): CronParseResult {
  if (!expression || expression.trim() === '') return { ok: false, message: CRON_TEXTS.empty };
  const fields = splitCron(expression);
  if (!fields) return { ok: false, message: CRON_TEXTS.fieldCount };
  const [second = '', minute = '', hour = '', dom = '', month = '', dow = '', year = ''] = fields;
  try {
    if ((dom === '?') === (dow === '?')) fail(CRON_TEXTS.dayAndWeekBoth);
    const schedule: CronSchedule = {
      seconds: simpleField('second', second),
      minutes: simpleField('minute', minute),
      hours: simpleField('hour', hour),
      dayOfMonth: dayOfMonthRule(dom),
      months: simpleField('month', month),
      dayOfWeek: dayOfWeekRule(dow),
      years: year === '*' ? null : simpleField('year', year),
    };
    return { ok: true, schedule };
  } catch (error) {
    if (error instanceof CronError) return { ok: false, message: error.message };
    throw error;
  }
}

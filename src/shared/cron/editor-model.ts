// The cron editor's state (spec §3: cronEvery, incrementStart, incrementIncrement, rangeStart,
// rangeEnd, specificSpecific, cronLastSpecificDomDay, cronDaysBeforeEomMinus, cronDaysNearestWeekday,
// cronNthDayDay, cronNthDayNth), the expression it stands for, and the way back: an existing
// expression is read into the tabs when the editor opens (spec §4).
import { CRON_EDITOR_BOUNDS, CRON_YEAR_BASE } from './editor-bounds';
import type { CronEditorTab } from './editor-bounds';
import { DAY_NAMES, MONTH_NAMES } from './fields';
import { splitCron } from './parse';

export type SimpleMode = 'every' | 'increment' | 'specific' | 'range';
/** The day tab covers day of month and day of week; a week-based mode puts `?` in day of month. */
export type DayMode =
  | SimpleMode
  | 'weekIncrement'
  | 'weekSpecific'
  | 'lastDay'
  | 'lastWeekday'
  | 'lastGivenWeekday'
  | 'daysBeforeEnd'
  | 'nearestWeekday'
  | 'nthWeekday';

export interface CronTabState<M extends string = SimpleMode> {
  cronEvery: M;
  incrementStart: number;
  incrementIncrement: number;
  rangeStart: number;
  rangeEnd: number;
  specificSpecific: number[];
}

export interface DayTabState extends CronTabState<DayMode> {
  cronLastSpecificDomDay: number;
  cronDaysBeforeEomMinus: number;
  cronDaysNearestWeekday: number;
}

/** Day-of-week parts of the day tab. */
export interface WeekState {
  incrementStart: number;
  incrementIncrement: number;
  specificSpecific: number[];
  cronNthDayDay: number;
  cronNthDayNth: number;
}

export interface CronEditorState {
  second: CronTabState;
  minute: CronTabState;
  hour: CronTabState;
  day: DayTabState;
  week: WeekState;
  month: CronTabState;
  year: CronTabState;
}

/** A tab at "every", its inputs at the lowest values its bounds allow (a step at least 1). */
function tab(key: CronEditorTab): CronTabState {
  const bounds = CRON_EDITOR_BOUNDS[key];
  return {
    cronEvery: 'every',
    incrementStart: bounds.start.min,
    incrementIncrement: Math.max(1, bounds.increment.min),
    rangeStart: bounds.rangeStart.min,
    rangeEnd: bounds.rangeStart.min + 1,
    specificSpecific: [],
  };
}

/** Every field `*` (day of week `?`): the state of a new expression. */
export function defaultCronState(): CronEditorState {
  return {
    second: tab('second'),
    minute: tab('minute'),
    hour: tab('hour'),
    day: {
      ...tab('day'),
      cronEvery: 'every',
      cronLastSpecificDomDay: 2,
      cronDaysBeforeEomMinus: 1,
      cronDaysNearestWeekday: 1,
    },
    week: {
      incrementStart: 1,
      incrementIncrement: 1,
      specificSpecific: [],
      cronNthDayDay: 2,
      cronNthDayNth: 1,
    },
    month: tab('month'),
    year: tab('year'),
  };
}

const list = (values: readonly number[]) =>
  values.length === 0 ? '*' : [...new Set(values)].sort((a, b) => a - b).join(',');

function simpleText(state: CronTabState<string>): string {
  switch (state.cronEvery) {
    case 'increment':
      return `${state.incrementStart}/${state.incrementIncrement}`;
    case 'specific':
      return list(state.specificSpecific);
    case 'range':
      return `${state.rangeStart}-${state.rangeEnd}`;
    default:
      return '*';
  }
}

/** [day of month, day of week] of the day tab. */
function dayTexts(day: DayTabState, week: WeekState): [string, string] {
  switch (day.cronEvery) {
    case 'weekIncrement':
      return ['?', `${week.incrementStart}/${week.incrementIncrement}`];
    case 'weekSpecific':
      return ['?', list(week.specificSpecific)];
    case 'lastDay':
      return ['L', '?'];
    case 'lastWeekday':
      return ['LW', '?'];
    case 'lastGivenWeekday':
      return ['?', `${day.cronLastSpecificDomDay}L`];
    case 'daysBeforeEnd':
      return [`L-${day.cronDaysBeforeEomMinus}`, '?'];
    case 'nearestWeekday':
      return [`${day.cronDaysNearestWeekday}W`, '?'];
    case 'nthWeekday':
      return ['?', `${week.cronNthDayDay}#${week.cronNthDayNth}`];
    default:
      return [simpleText(day), '?'];
  }
}

/** The seven-field expression the state stands for. */
export function formatCron(state: CronEditorState): string {
  const [dom, dow] = dayTexts(state.day, state.week);
  return [
    simpleText(state.second),
    simpleText(state.minute),
    simpleText(state.hour),
    dom,
    simpleText(state.month),
    dow,
    simpleText(state.year),
  ].join(' ');
}

const NUMBER = '(\\d{1,4})';
const re = (body: string) => new RegExp(`^${body}$`);

/** Month and day names as numbers, so the editor reads `MON-FRI` like `2-6`. */
function numbered(text: string, names: readonly string[]): string {
  return text.toUpperCase().replace(/[A-Z]{3}/g, (name) => {
    const index = names.indexOf(name);
    return index >= 0 ? String(index + 1) : name;
  });
}

/** Reads a plain field into a tab; false when the tab cannot show it. */
function readSimple(text: string, into: CronTabState<string>, min: number): boolean {
  let m: RegExpExecArray | null;
  if (text === '*') into.cronEvery = 'every';
  else if ((m = re(`(\\*|${NUMBER})/${NUMBER}`).exec(text))) {
    into.cronEvery = 'increment';
    into.incrementStart = m[1] === '*' ? min : Number(m[1]);
    into.incrementIncrement = Number(m[3]);
  } else if ((m = re(`${NUMBER}-${NUMBER}`).exec(text))) {
    into.cronEvery = 'range';
    into.rangeStart = Number(m[1]);
    into.rangeEnd = Number(m[2]);
  } else if (re(`${NUMBER}(,${NUMBER})*`).test(text)) {
    into.cronEvery = 'specific';
    into.specificSpecific = text.split(',').map(Number);
  } else return false;
  return true;
}

function readWeek(text: string, state: CronEditorState): boolean {
  const { day, week } = state;
  let m: RegExpExecArray | null;
  if (text === '*') day.cronEvery = 'every';
  else if ((m = /^(\d)\/(\d{1,2})$/.exec(text))) {
    day.cronEvery = 'weekIncrement';
    week.incrementStart = Number(m[1]);
    week.incrementIncrement = Number(m[2]);
  } else if (/^\d(-\d)?(,\d(-\d)?)*$/.test(text)) {
    // A list the inputs show as ticked days; a range such as MON-FRI becomes its days.
    day.cronEvery = 'weekSpecific';
    week.specificSpecific = text.split(',').flatMap((item) => {
      const [from = 0, to = from] = item.split('-').map(Number);
      return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
    });
  } else if ((m = /^(\d)L$/.exec(text))) {
    day.cronEvery = 'lastGivenWeekday';
    day.cronLastSpecificDomDay = Number(m[1]);
  } else if ((m = /^(\d)#(\d)$/.exec(text))) {
    day.cronEvery = 'nthWeekday';
    week.cronNthDayDay = Number(m[1]);
    week.cronNthDayNth = Number(m[2]);
  } else return false;
  return true;
}

function readDayOfMonth(text: string, state: CronEditorState): boolean {
  const { day } = state;
  let m: RegExpExecArray | null;
  if (text === 'L') day.cronEvery = 'lastDay';
  else if (text === 'LW') day.cronEvery = 'lastWeekday';
  else if ((m = /^L-(\d{1,2})$/.exec(text))) {
    day.cronEvery = 'daysBeforeEnd';
    day.cronDaysBeforeEomMinus = Number(m[1]);
  } else if ((m = /^(\d{1,2})W$/.exec(text))) {
    day.cronEvery = 'nearestWeekday';
    day.cronDaysNearestWeekday = Number(m[1]);
  } else return readSimple(text, day, CRON_EDITOR_BOUNDS.day.start.min);
  return true;
}

export interface ReadBack {
  state: CronEditorState;
  /** Tabs whose field the editor cannot show (left at "every"). */
  unreadable: CronEditorTab[];
}

/** Reads an existing expression into the tabs (spec §4: opening parses it back). */
export function readCron(expression: string | null | undefined): ReadBack {
  const state = defaultCronState();
  const fields = expression ? splitCron(expression) : null;
  if (!fields) return { state, unreadable: [] };
  const [second = '*', minute = '*', hour = '*', dom = '*', monthText = '*', dowText = '?', year = '*'] =
    fields;
  const unreadable: CronEditorTab[] = [];
  const read = (key: 'second' | 'minute' | 'hour' | 'month' | 'year', text: string, min: number) => {
    if (!readSimple(text, state[key], min)) unreadable.push(key);
  };
  read('second', second, 0);
  read('minute', minute, 0);
  read('hour', hour, 0);
  read('month', numbered(monthText, MONTH_NAMES), 1);
  read('year', year, CRON_YEAR_BASE);
  const dow = numbered(dowText, DAY_NAMES);
  const dayRead =
    dom.toUpperCase() === '?'
      ? readWeek(dow, state)
      : dow === '?' && readDayOfMonth(dom.toUpperCase(), state);
  if (!dayRead) {
    state.day.cronEvery = 'every';
    unreadable.push('day');
  }
  return { state, unreadable };
}

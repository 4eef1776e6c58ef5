import { describe, expect, it } from 'vitest';
import {
  CRON_EDITOR_BOUNDS,
  CRON_YEAR_BASE,
  clampTo,
  defaultCronState,
  formatCron,
  parseCron,
  readCron,
  specificChoices,
} from '../../../src/shared/cron';
import type { DayMode } from '../../../src/shared/cron';

describe('cron editor bounds (spec §5)', () => {
  it('are the spec figures', () => {
    expect(CRON_EDITOR_BOUNDS.second).toMatchObject({
      increment: { min: 1, max: 59 },
      start: { min: 0, max: 59 },
      rangeStart: { min: 1, max: 59 },
      rangeEnd: { min: 0, max: 59 },
    });
    expect(CRON_EDITOR_BOUNDS.minute).toMatchObject({
      increment: { min: 1, max: 60 },
      start: { min: 0, max: 59 },
      rangeStart: { min: 1, max: 60 },
      rangeEnd: { min: 0, max: 59 },
    });
    expect(CRON_EDITOR_BOUNDS.hour.start).toEqual({ min: 0, max: 23 });
    expect(CRON_EDITOR_BOUNDS.hour.rangeEnd).toEqual({ min: 0, max: 23 });
    expect(CRON_EDITOR_BOUNDS.day.specific).toEqual({ min: 1, max: 31 });
    expect(CRON_EDITOR_BOUNDS.week.increment).toEqual({ min: 1, max: 7 });
    expect(CRON_EDITOR_BOUNDS.nth).toEqual({ min: 1, max: 5 });
    expect(CRON_EDITOR_BOUNDS.month.increment).toEqual({ min: 0, max: 12 });
    expect(CRON_EDITOR_BOUNDS.month.rangeStart).toEqual({ min: 1, max: 12 });
    expect(CRON_EDITOR_BOUNDS.year.increment).toEqual({ min: 1, max: 99 });
    expect(CRON_EDITOR_BOUNDS.year.start).toEqual({ min: 2019, max: 2119 });
    expect(CRON_EDITOR_BOUNDS.year.rangeEnd).toEqual({ min: 2019, max: 2119 });
    expect(CRON_EDITOR_BOUNDS.year.specific).toEqual({ min: 2019, max: 2118 });
  });

  it('offer 100 years from 2019 and clamp typed values', () => {
    const years = specificChoices('year');
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(CRON_YEAR_BASE);
    expect(specificChoices('week')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(clampTo(CRON_EDITOR_BOUNDS.second.increment, 0)).toBe(1);
    expect(clampTo(CRON_EDITOR_BOUNDS.second.increment, 75)).toBe(59);
    expect(clampTo(CRON_EDITOR_BOUNDS.year.start, 2500)).toBe(2119);
  });
});

describe('formatCron', () => {
  it('a new state is every second, day of week ?', () => {
    expect(formatCron(defaultCronState())).toBe('* * * * * ? *');
  });

  it('every simple mode', () => {
    const s = defaultCronState();
    s.second = { ...s.second, cronEvery: 'increment', incrementStart: 0, incrementIncrement: 2 };
    s.minute = { ...s.minute, cronEvery: 'range', rangeStart: 10, rangeEnd: 20 };
    s.hour = { ...s.hour, cronEvery: 'specific', specificSpecific: [9, 1, 9] };
    s.month = { ...s.month, cronEvery: 'specific', specificSpecific: [] };
    s.year = { ...s.year, cronEvery: 'increment', incrementStart: 2026, incrementIncrement: 2 };
    expect(formatCron(s)).toBe('0/2 10-20 1,9 * * ? 2026/2');
  });

  const dayCases: [DayMode, string][] = [
    ['every', '* ?'],
    ['increment', '3/5 ?'],
    ['specific', '1,15 ?'],
    ['range', '10-12 ?'],
    ['weekIncrement', '? 2/3'],
    ['weekSpecific', '? 2,4,6'],
    ['lastDay', 'L ?'],
    ['lastWeekday', 'LW ?'],
    ['lastGivenWeekday', '? 6L'],
    ['daysBeforeEnd', 'L-4 ?'],
    ['nearestWeekday', '15W ?'],
    ['nthWeekday', '? 2#3'],
  ];

  it.each(dayCases)('day mode %s shows ? on the other side and round-trips', (mode, days) => {
    const s = defaultCronState();
    s.day = {
      ...s.day,
      cronEvery: mode,
      incrementStart: 3,
      incrementIncrement: 5,
      specificSpecific: [15, 1],
      rangeStart: 10,
      rangeEnd: 12,
      cronLastSpecificDomDay: 6,
      cronDaysBeforeEomMinus: 4,
      cronDaysNearestWeekday: 15,
    };
    s.week = {
      incrementStart: 2,
      incrementIncrement: 3,
      specificSpecific: [6, 2, 4],
      cronNthDayDay: 2,
      cronNthDayNth: 3,
    };
    const expression = formatCron(s);
    const [dom, , dow] = expression.split(' ').slice(3);
    expect(`${dom} ${dow}`).toBe(days);
    expect(parseCron(expression).ok).toBe(true);
    const back = readCron(expression);
    expect(back.unreadable).toEqual([]);
    expect(back.state.day.cronEvery).toBe(mode);
    expect(formatCron(back.state)).toBe(expression);
  });
});

describe('readCron', () => {
  it('reads an existing expression back into the tabs', () => {
    const { state, unreadable } = readCron('*/5 0 8-18 ? JAN,MAR MON-FRI 2026');
    expect(unreadable).toEqual([]);
    expect(state.second).toMatchObject({ cronEvery: 'increment', incrementStart: 0, incrementIncrement: 5 });
    expect(state.minute).toMatchObject({ cronEvery: 'specific', specificSpecific: [0] });
    expect(state.hour).toMatchObject({ cronEvery: 'range', rangeStart: 8, rangeEnd: 18 });
    expect(state.month).toMatchObject({ cronEvery: 'specific', specificSpecific: [1, 3] });
    expect(state.day.cronEvery).toBe('weekSpecific');
    expect(state.week.specificSpecific).toEqual([2, 3, 4, 5, 6]);
    expect(state.year).toMatchObject({ cronEvery: 'specific', specificSpecific: [2026] });
    expect(readCron('0 0 9 ? * MON,FRI').state.week.specificSpecific).toEqual([2, 6]);
  });

  it('six fields read the year as every year', () => {
    const { state } = readCron('0 0 12 * * ?');
    expect(state.year.cronEvery).toBe('every');
    expect(formatCron(state)).toBe('0 0 12 * * ? *');
  });

  it('names the tabs it cannot show and leaves them at every', () => {
    const { state, unreadable } = readCron('1-5/2 0 0 L,3 * ?');
    expect(unreadable).toEqual(['second', 'day']);
    expect(state.second.cronEvery).toBe('every');
  });

  it('an empty or malformed expression gives the default state', () => {
    expect(formatCron(readCron('').state)).toBe('* * * * * ? *');
    expect(formatCron(readCron('x y').state)).toBe('* * * * * ? *');
  });
});

describe('defaultCronState', () => {
  it('starts every input inside its bounds', () => {
    const s = defaultCronState();
    for (const key of ['second', 'minute', 'hour', 'day', 'month', 'year'] as const) {
      const b = CRON_EDITOR_BOUNDS[key];
      const t = s[key];
      expect(t.incrementStart).toBeGreaterThanOrEqual(b.start.min);
      expect(t.incrementIncrement).toBeGreaterThanOrEqual(Math.max(1, b.increment.min));
      expect(t.rangeStart).toBeGreaterThanOrEqual(b.rangeStart.min);
      expect(t.rangeEnd).toBeLessThanOrEqual(b.rangeEnd.max);
      expect(t.rangeEnd).toBeGreaterThan(t.rangeStart);
    }
    expect(s.year.rangeStart).toBe(CRON_YEAR_BASE);
  });
});

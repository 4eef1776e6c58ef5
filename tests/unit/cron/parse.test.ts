import { describe, expect, it } from 'vitest';
import { CRON_TEXTS, parseCron } from '../../../src/shared/cron';

const message = (expression: string) => {
  const result = parseCron(expression);
  return result.ok ? null : result.message;
};

describe('parseCron', () => {
  it('reads every field kind', () => {
    const result = parseCron('0/15 5-7 1,3,5 ? JAN-MAR MON-FRI 2030');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.schedule.seconds).toEqual([0, 15, 30, 45]);
    expect(result.schedule.minutes).toEqual([5, 6, 7]);
    expect(result.schedule.hours).toEqual([1, 3, 5]);
    expect(result.schedule.dayOfMonth).toEqual({ kind: 'any' });
    expect(result.schedule.months).toEqual([1, 2, 3]);
    expect(result.schedule.dayOfWeek).toEqual({ kind: 'values', values: [2, 3, 4, 5, 6] });
    expect(result.schedule.years).toEqual([2030]);
  });

  it('takes six fields as every year', () => {
    const result = parseCron('* * * * * ?');
    expect(result.ok && result.schedule.years).toBeNull();
    expect(result.ok && result.schedule.seconds.length).toBe(60);
  });

  it('reads the day specials', () => {
    const dom = (text: string) => {
      const r = parseCron(`0 0 0 ${text} * ?`);
      return r.ok ? r.schedule.dayOfMonth : r.message;
    };
    const dow = (text: string) => {
      const r = parseCron(`0 0 0 ? * ${text}`);
      return r.ok ? r.schedule.dayOfWeek : r.message;
    };
    expect(dom('L')).toEqual({ kind: 'last', offset: 0 });
    expect(dom('L-3')).toEqual({ kind: 'last', offset: 3 });
    expect(dom('LW')).toEqual({ kind: 'lastWeekday' });
    expect(dom('15W')).toEqual({ kind: 'nearestWeekday', day: 15 });
    expect(dom('1/5')).toEqual({ kind: 'values', values: [1, 6, 11, 16, 21, 26, 31] });
    expect(dow('6L')).toEqual({ kind: 'last', day: 6 });
    expect(dow('FRIL')).toEqual({ kind: 'last', day: 6 });
    expect(dow('2#3')).toEqual({ kind: 'nth', day: 2, nth: 3 });
    expect(dow('L')).toEqual({ kind: 'values', values: [7] });
    expect(dow('1/2')).toEqual({ kind: 'values', values: [1, 3, 5, 7] });
  });

  it('checks the bounds of every field with a message naming it', () => {
    expect(message('60 * * * * ?')).toBe(CRON_TEXTS.outOfRange('秒', 60, 0, 59));
    expect(message('0 60 * * * ?')).toBe(CRON_TEXTS.outOfRange('分', 60, 0, 59));
    expect(message('0 0 24 * * ?')).toBe(CRON_TEXTS.outOfRange('时', 24, 0, 23));
    expect(message('0 0 0 0 * ?')).toBe(CRON_TEXTS.outOfRange('日', 0, 1, 31));
    expect(message('0 0 0 32 * ?')).toBe(CRON_TEXTS.outOfRange('日', 32, 1, 31));
    expect(message('0 0 0 * 13 ?')).toBe(CRON_TEXTS.outOfRange('月', 13, 1, 12));
    expect(message('0 0 0 ? * 8')).toBe(CRON_TEXTS.outOfRange('周', 8, 1, 7));
    expect(message('0 0 0 ? * 0')).toBe(CRON_TEXTS.outOfRange('周', 0, 1, 7));
    expect(message('0 0 0 * * ? 1969')).toBe(CRON_TEXTS.outOfRange('年', 1969, 1970, 2199));
    expect(message('0 0 0 * * ? 2200')).toBe(CRON_TEXTS.outOfRange('年', 2200, 1970, 2199));
    expect(message('59 59 23 31 12 ? 2199')).toBeNull();
  });

  it('checks steps, ranges and the day pair', () => {
    expect(message('0/0 * * * * ?')).toBe(CRON_TEXTS.stepOutOfRange('秒', 0, 60));
    expect(message('0/61 * * * * ?')).toBe(CRON_TEXTS.stepOutOfRange('秒', 61, 60));
    expect(message('0/60 * * * * ?')).toBeNull();
    expect(message('0 0 0 * 1/13 ?')).toBe(CRON_TEXTS.stepOutOfRange('月', 13, 12));
    expect(message('0 30-10 * * * ?')).toBe(CRON_TEXTS.rangeReversed('分', '30-10'));
    expect(message('0 0 0 * * *')).toBe(CRON_TEXTS.dayAndWeekBoth);
    expect(message('0 0 0 ? * ?')).toBe(CRON_TEXTS.dayAndWeekBoth);
    expect(message('? 0 0 * * ?')).toBe(CRON_TEXTS.questionMarkOnly);
    expect(message('0 0 0 ? * 2#6')).toBe(CRON_TEXTS.nthOutOfRange);
    expect(message('0 0 0 L-31 * ?')).toBe(CRON_TEXTS.lastOffsetOutOfRange);
    expect(message('0 0 0 L,3 * ?')).toBe(CRON_TEXTS.specialAlone('日', 'L,3'));
    expect(message('0 0 0 32W * ?')).toBe(CRON_TEXTS.outOfRange('日', 32, 1, 31));
  });

  it('refuses malformed text', () => {
    expect(message('')).toBe(CRON_TEXTS.empty);
    expect(message('   ')).toBe(CRON_TEXTS.empty);
    expect(message('* * * *')).toBe(CRON_TEXTS.fieldCount);
    expect(message('* * * * * ? * *')).toBe(CRON_TEXTS.fieldCount);
    expect(message('a * * * * ?')).toBe(CRON_TEXTS.invalidToken('秒', 'a'));
    expect(message('1-2-3 * * * * ?')).toBe(CRON_TEXTS.invalidToken('秒', '1-2-3'));
    expect(message('1/2/3 * * * * ?')).toBe(CRON_TEXTS.invalidToken('秒', '1/2/3'));
    expect(message(', * * * * ?')).toBe(CRON_TEXTS.invalidToken('秒', ''));
    expect(message('0 0 0 ? * XYZ')).toBe(CRON_TEXTS.invalidToken('周', 'XYZ'));
    expect(message('0 0 L * * ?')).toBe(CRON_TEXTS.invalidToken('时', 'L'));
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/shared/date-format';
import { nextFireTimesOf } from '../../../src/shared/cron';

/** An instant given as wall-clock time in GMT+8. */
const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

const next = (expression: string, after: string, count = 3) =>
  (nextFireTimesOf(expression, at(after), count) ?? []).map((t) => formatDateTime(t));

describe('next fire times (GMT+8)', () => {
  it('every second and every two seconds, strictly after the instant', () => {
    expect(next('* * * * * ?', '2026-01-01 00:00:00')).toEqual([
      '2026-01-01 00:00:01',
      '2026-01-01 00:00:02',
      '2026-01-01 00:00:03',
    ]);
    expect(next('0/2 * * * * ?', '2026-01-01 00:00:59')).toEqual([
      '2026-01-01 00:01:00',
      '2026-01-01 00:01:02',
      '2026-01-01 00:01:04',
    ]);
    // A fractional instant goes to the next whole second.
    expect(formatDateTime(nextFireTimesOf('* * * * * ?', at('2026-01-01 00:00:00') + 400, 1)![0]!)).toBe(
      '2026-01-01 00:00:01',
    );
  });

  it('reads hours in GMT+8, not the machine zone', () => {
    expect(next('0 0 2 * * ?', '2026-03-01 23:00:00', 2)).toEqual([
      '2026-03-02 02:00:00',
      '2026-03-03 02:00:00',
    ]);
  });

  it('crosses month and year ends', () => {
    expect(next('0 0 0 31 * ?', '2026-01-31 00:00:00')).toEqual([
      '2026-03-31 00:00:00',
      '2026-05-31 00:00:00',
      '2026-07-31 00:00:00',
    ]);
    expect(next('0 30 23 L * ?', '2026-12-31 23:30:00', 2)).toEqual([
      '2027-01-31 23:30:00',
      '2027-02-28 23:30:00',
    ]);
  });

  it('leap years', () => {
    expect(next('0 0 12 29 2 ?', '2026-01-01 00:00:00', 2)).toEqual([
      '2028-02-29 12:00:00',
      '2032-02-29 12:00:00',
    ]);
    expect(next('0 0 0 L 2 ?', '2027-03-01 00:00:00', 2)).toEqual([
      '2028-02-29 00:00:00',
      '2029-02-28 00:00:00',
    ]);
    expect(next('0 0 0 29 2 ? 2100', '2026-01-01 00:00:00')).toEqual([]);
  });

  it('day specials', () => {
    // 2026-05-31 is a Sunday, so the last weekday of May is Friday the 29th.
    expect(next('0 0 9 LW * ?', '2026-05-01 00:00:00', 1)).toEqual(['2026-05-29 09:00:00']);
    expect(next('0 0 9 L-2 * ?', '2026-04-01 00:00:00', 1)).toEqual(['2026-04-28 09:00:00']);
    // 2026-08-01 is a Saturday: 1W is Monday the 3rd (never the previous month).
    expect(next('0 0 9 1W * ?', '2026-07-31 00:00:00', 1)).toEqual(['2026-08-03 09:00:00']);
    // 2026-02-15 and 2026-03-15 are Sundays: 15W is Monday the 16th.
    expect(next('0 0 9 15W * ?', '2026-02-01 00:00:00', 2)).toEqual([
      '2026-02-16 09:00:00',
      '2026-03-16 09:00:00',
    ]);
    // Last Friday (6L) and the second Monday (2#2).
    expect(next('0 0 9 ? * 6L', '2026-02-01 00:00:00', 2)).toEqual([
      '2026-02-27 09:00:00',
      '2026-03-27 09:00:00',
    ]);
    expect(next('0 0 9 ? * 2#2', '2026-02-01 00:00:00', 2)).toEqual([
      '2026-02-09 09:00:00',
      '2026-03-09 09:00:00',
    ]);
    expect(next('0 0 9 ? * MON-FRI', '2026-02-06 10:00:00', 2)).toEqual([
      '2026-02-09 09:00:00',
      '2026-02-10 09:00:00',
    ]);
  });

  it('ends with the last listed year', () => {
    expect(next('0 0 0 1 1 ? 2027-2028', '2026-06-01 00:00:00', 5)).toEqual([
      '2027-01-01 00:00:00',
      '2028-01-01 00:00:00',
    ]);
  });

  it('answers null for an invalid expression', () => {
    expect(nextFireTimesOf('bad', Date.now(), 1)).toBeNull();
  });
});

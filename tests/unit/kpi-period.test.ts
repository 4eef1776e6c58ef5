// The home dashboard's periods (src/shared/dashboard/kpi-period.ts): named ones as whole calendar
// months as of a day, date ranges checked, the months a period touches and each month's part of it.
import { describe, expect, it } from 'vitest';
import {
  lastMonthsPeriod,
  MAX_PERIOD_MONTHS,
  monthWithin,
  periodMonths,
  resolvePeriod,
} from '../../src/shared/dashboard/kpi-period';

const TODAY = '2026-11-26';
const resolved = (query: Record<string, string>) => resolvePeriod(query, TODAY);

describe('kpi periods', () => {
  it('resolves the named periods as of a day', () => {
    expect(resolved({ period: 'month' })).toEqual({
      period: { key: 'month', start: '2026-11-01', end: '2026-11-30' },
    });
    expect(resolved({ period: 'quarter' })).toEqual({
      period: { key: 'quarter', start: '2026-10-01', end: '2026-12-31' },
    });
    expect(resolvePeriod({ period: 'quarter' }, '2026-03-31')).toEqual({
      period: { key: 'quarter', start: '2026-01-01', end: '2026-03-31' },
    });
    expect(resolved({ period: 'year' })).toEqual({
      period: { key: 'year', start: '2026-01-01', end: '2026-12-31' },
    });
    expect(resolved({})).toEqual({ period: { key: 'last12', start: '2025-12-01', end: '2026-11-30' } });
    expect(resolvePeriod({ period: 'month' }, '2028-02-10')).toEqual({
      period: { key: 'month', start: '2028-02-01', end: '2028-02-29' },
    });
  });

  it('checks a date range', () => {
    expect(resolved({ start: '2026-01-15', end: '2026-03-02' })).toEqual({
      period: { key: 'range', start: '2026-01-15', end: '2026-03-02' },
    });
    expect(resolved({ period: 'week' })).toEqual({ problem: 'unknownPeriod' });
    expect(resolved({ start: '2026-02-29', end: '2026-03-01' })).toEqual({ problem: 'badDate' });
    expect(resolved({ start: '2026-1-1', end: '2026-03-01' })).toEqual({ problem: 'badDate' });
    expect(resolved({ end: '2026-03-01' })).toEqual({ problem: 'badDate' });
    expect(resolved({ start: '2026-03-02', end: '2026-03-01' })).toEqual({ problem: 'startAfterEnd' });
    expect(resolved({ start: '2021-01-01', end: '2025-12-31' })).toHaveProperty('period');
    expect(resolved({ start: '2021-01-01', end: '2026-01-01' })).toEqual({ problem: 'tooLong' });
    expect(MAX_PERIOD_MONTHS).toBe(60);
  });

  it('gives the months of a period and the days of each within it', () => {
    const period = { start: '2025-11-15', end: '2026-01-10' };
    expect(periodMonths(period)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(monthWithin('2025-11', period)).toEqual({ start: '2025-11-15', end: '2025-11-30' });
    expect(monthWithin('2025-12', period)).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(monthWithin('2026-01', period)).toEqual({ start: '2026-01-01', end: '2026-01-10' });
    expect(periodMonths(lastMonthsPeriod(12, TODAY))).toHaveLength(12);
  });
});

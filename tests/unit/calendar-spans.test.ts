// The calendar spans derived values count within (src/shared/calendar-spans.ts): the span holding
// a day, its first day and the next span's, across year ends.
import { describe, expect, it } from 'vitest';
import { spanBounds } from '../../src/shared/calendar-spans';

describe('calendar spans', () => {
  it('bound the span holding the day, the next span excluded', () => {
    expect(spanBounds('year', '2026-11-28')).toEqual({ from: '2026-01-01', until: '2027-01-01' });
    expect(spanBounds('halfYear', '2026-11-28')).toEqual({ from: '2026-07-01', until: '2027-01-01' });
    expect(spanBounds('halfYear', '2026-06-30')).toEqual({ from: '2026-01-01', until: '2026-07-01' });
    expect(spanBounds('quarter', '2026-03-31')).toEqual({ from: '2026-01-01', until: '2026-04-01' });
    expect(spanBounds('quarter', '2026-10-01')).toEqual({ from: '2026-10-01', until: '2027-01-01' });
    expect(spanBounds('month', '2026-12-31')).toEqual({ from: '2026-12-01', until: '2027-01-01' });
    expect(spanBounds('month', '2028-02-29')).toEqual({ from: '2028-02-01', until: '2028-03-01' });
  });

  it('take today in China Standard Time by default', () => {
    const { from, until } = spanBounds('month');
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(from <= today && today < until).toBe(true);
    expect(from.endsWith('-01')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDuration, formatDurationBrief } from './format';

const DAY = 86_400;

describe('durations', () => {
  it('gives every unit from hours down, and days when there are any', () => {
    expect(formatDuration(42)).toBe('0 小时 0 分 42 秒');
    expect(formatDuration(3 * 3_600 + 5 * 60 + 7.9)).toBe('3 小时 5 分 7 秒');
    expect(formatDuration(2 * DAY + 60)).toBe('2 天 0 小时 1 分 0 秒');
  });

  it('gives the two largest units from the first that is not zero, briefly', () => {
    expect(formatDurationBrief(0)).toBe('0 秒');
    expect(formatDurationBrief(42)).toBe('42 秒');
    expect(formatDurationBrief(5 * 60 + 42)).toBe('5 分 42 秒');
    expect(formatDurationBrief(3 * 3_600 + 7)).toBe('3 小时 0 分');
    expect(formatDurationBrief(2 * DAY + 3 * 3_600 + 59 * 60)).toBe('2 天 3 小时');
  });
});

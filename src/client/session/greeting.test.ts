import { describe, expect, it } from 'vitest';
import { GREETINGS } from '../../shared/texts';
import { greetingForHour, greetingNow } from './greeting';

describe('greeting by hour', () => {
  it.each([
    [0, GREETINGS.morning],
    [8, GREETINGS.morning],
    [9, GREETINGS.forenoon],
    [11, GREETINGS.forenoon],
    [12, GREETINGS.noon],
    [13, GREETINGS.noon],
    [14, GREETINGS.afternoon],
    [19, GREETINGS.afternoon],
    [20, GREETINGS.evening],
    [23, GREETINGS.evening],
  ])('%i h -> %s', (hour, text) => {
    expect(greetingForHour(hour)).toBe(text);
  });

  it('uses China time', () => {
    // 2024-05-01 01:30 UTC is 09:30 in Beijing.
    expect(greetingNow(Date.UTC(2024, 4, 1, 1, 30))).toBe(GREETINGS.forenoon);
  });
});

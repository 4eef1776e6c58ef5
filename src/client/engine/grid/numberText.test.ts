import { describe, expect, it } from 'vitest';
import { acceptsTyping, numberOnBlur } from './numberText';

describe('number cell text', () => {
  it('accepts an optional minus, digits and one decimal point while typing', () => {
    for (const text of ['', '-', '12', '-1.', '-1.5', '.5']) expect(acceptsTyping(text)).toBe(true);
    for (const text of ['1-', '1.2.3', 'a', '1e3', '--1', '1,5']) expect(acceptsTyping(text)).toBe(false);
  });

  it('keeps a number on blur and empties anything else', () => {
    expect(numberOnBlur('-1.50')).toBe(-1.5);
    expect(numberOnBlur('3.')).toBe(3);
    expect(numberOnBlur('.5')).toBe(0.5);
    expect(numberOnBlur('-')).toBeUndefined();
    expect(numberOnBlur('.')).toBeUndefined();
    expect(numberOnBlur('')).toBeUndefined();
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoHideHeader } from './useAutoHideHeader';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

describe('auto-hide header', () => {
  it('hides while scrolling down beyond 100 px and shows again when scrolling up', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const { result } = renderHook(() => useAutoHideHeader(true));
    scrollTo(80);
    expect(result.current).toBe(false);
    scrollTo(101);
    expect(result.current).toBe(true);
    scrollTo(60);
    expect(result.current).toBe(false);
  });

  it('never hides when the option is off', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const { result } = renderHook(() => useAutoHideHeader(false));
    scrollTo(500);
    expect(result.current).toBe(false);
  });
});

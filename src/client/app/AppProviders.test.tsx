import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY } from '../settings/useReducedMotion';
import { AppProviders } from './AppProviders';

/** A system preference that can change while the app runs, as the OS setting does. */
function fakePreference(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    media: REDUCED_MOTION_QUERY,
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    expect(query).toBe(REDUCED_MOTION_QUERY);
    return list as unknown as MediaQueryList;
  });
  return {
    change(next: boolean) {
      list.matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <output data-testid="motion">{token.motion ? 'on' : 'off'}</output>;
}

describe('AppProviders and the reduced-motion preference', () => {
  it('keeps antd motion on when the system does not ask for less', () => {
    fakePreference(false);
    render(<AppProviders children={<MotionProbe />} />);
    expect(screen.getByTestId('motion').textContent).toBe('on');
  });

  it('turns antd motion off when the system asks for reduced motion, and back on live', () => {
    const preference = fakePreference(true);
    render(<AppProviders children={<MotionProbe />} />);
    expect(screen.getByTestId('motion').textContent).toBe('off');
    preference.change(false);
    expect(screen.getByTestId('motion').textContent).toBe('on');
  });
});

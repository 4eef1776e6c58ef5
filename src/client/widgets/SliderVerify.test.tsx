import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_TEXTS } from '../../shared/texts';
import { SliderVerify } from './SliderVerify';

const TRACK = 300;
const HANDLE = 34;

function Harness({ onChange }: { onChange: (verified: boolean) => void }) {
  const [verified, setVerified] = useState(false);
  return (
    <SliderVerify
      value={verified}
      onChange={(next) => {
        setVerified(next);
        onChange(next);
      }}
    />
  );
}

beforeEach(() => {
  // happy-dom does no layout: give every element the track's width.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(TRACK);
});
afterEach(() => vi.restoreAllMocks());

function drag(to: number) {
  const handle = screen.getByRole('slider');
  fireEvent.mouseDown(handle, { clientX: 10 });
  fireEvent.mouseMove(document, { clientX: 10 + to });
  return handle;
}

describe('SliderVerify', () => {
  it('verifies when the handle reaches the end of the track', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByText(LOGIN_TEXTS.sliderIdle)).toBeTruthy();
    drag(TRACK - HANDLE);
    fireEvent.mouseUp(document);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByText(LOGIN_TEXTS.sliderVerified)).toBeTruthy();
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('100');
  });

  it('slides back when released early', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const handle = drag(120);
    expect(handle.style.left).toBe('120px');
    act(() => {
      fireEvent.mouseUp(document);
    });
    expect(handle.style.left).toBe('0px');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(LOGIN_TEXTS.sliderIdle)).toBeTruthy();
  });

  it('uses a 34 px handle', () => {
    render(<Harness onChange={() => undefined} />);
    expect(screen.getByRole('slider').style.width).toBe(`${HANDLE}px`);
  });
});

// Drag-slider verification (spec §2, §4): drag the 34 px handle to the end of the track to verify
// (验证通过); letting go earlier slides it back. Works as an antd form control (value / onChange).
import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent, TouchEvent as ReactTouchEvent } from 'react';
import { LAYOUT } from '../../shared/limits';
import { LOGIN_TEXTS } from '../../shared/texts';

export interface SliderVerifyProps {
  value?: boolean;
  onChange?: (verified: boolean) => void;
}

type PointerLike = { clientX: number };

export function SliderVerify({ value = false, onChange }: SliderVerifyProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const maxOffset = () => Math.max((trackRef.current?.offsetWidth ?? 0) - LAYOUT.sliderHandle, 0);

  const start = (startX: number) => {
    if (value) return;
    const max = maxOffset();
    setDragging(true);
    let done = false;
    const move = (point: PointerLike) => {
      if (done) return;
      const next = Math.min(Math.max(point.clientX - startX, 0), max);
      setOffset(next);
      if (max > 0 && next >= max) {
        done = true;
        finish();
        onChange?.(true);
      }
    };
    const onMouseMove = (event: MouseEvent) => move(event);
    const onTouchMove = (event: TouchEvent) => {
      if (event.touches[0]) move(event.touches[0]);
    };
    const release = () => {
      finish();
      if (!done) setOffset(0);
    };
    const finish = () => {
      setDragging(false);
      document.removeEventListener('mousemove', onMouseMove);
      document.removeEventListener('mouseup', release);
      document.removeEventListener('touchmove', onTouchMove);
      document.removeEventListener('touchend', release);
    };
    document.addEventListener('mousemove', onMouseMove);
    document.addEventListener('mouseup', release);
    document.addEventListener('touchmove', onTouchMove);
    document.addEventListener('touchend', release);
  };

  const onMouseDown = (event: ReactMouseEvent) => {
    event.preventDefault();
    start(event.clientX);
  };
  const onTouchStart = (event: ReactTouchEvent) => {
    if (event.touches[0]) start(event.touches[0].clientX);
  };

  const position = value ? undefined : offset;
  const text = value ? LOGIN_TEXTS.sliderVerified : LOGIN_TEXTS.sliderIdle;
  return (
    <div
      ref={trackRef}
      className={`anze-slider${value ? ' anze-slider-verified' : ''}${dragging ? ' anze-slider-dragging' : ''}`}
      style={{ height: LAYOUT.sliderHandle }}
    >
      <div
        className="anze-slider-progress"
        style={value ? { width: '100%' } : { width: offset + LAYOUT.sliderHandle / 2 }}
      />
      <span className="anze-slider-text">{text}</span>
      <div
        className="anze-slider-handle"
        role="slider"
        aria-label={LOGIN_TEXTS.sliderIdle}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value ? 100 : 0}
        aria-valuetext={text}
        style={{
          width: LAYOUT.sliderHandle,
          height: LAYOUT.sliderHandle,
          ...(value ? { right: 0 } : { left: position }),
        }}
        onMouseDown={onMouseDown}
        onTouchStart={onTouchStart}
      >
        {value ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}

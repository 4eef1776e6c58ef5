// Drawing on a canvas with finger, pen or mouse through Pointer Events (the canvas sets
// touch-action: none, so a finger draws instead of scrolling the page). Points are taken in the
// canvas's own pixels — its bitmap is sized to its box at the device pixel ratio when it mounts —
// so strokes stay under the finger however the box is scaled later.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { SIGNATURE_PAD } from '../../../shared/signature';

type Point = { x: number; y: number };

function pointOf(canvas: HTMLCanvasElement, event: ReactPointerEvent<HTMLCanvasElement>): Point {
  const box = canvas.getBoundingClientRect();
  const scaleX = box.width > 0 ? canvas.width / box.width : 1;
  const scaleY = box.height > 0 ? canvas.height / box.height : 1;
  return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
}

export function useSignatureDrawing() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<Point | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.getBoundingClientRect().width || SIGNATURE_PAD.maxWidthPx;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(SIGNATURE_PAD.heightPx * ratio);
  }, []);

  const line = (from: Point, to: Point) => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.strokeStyle = SIGNATURE_PAD.strokeColor;
    context.lineWidth = SIGNATURE_PAD.lineWidthPx * (window.devicePixelRatio || 1);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  };

  const handlers = {
    onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
      const canvas = event.currentTarget;
      canvas.setPointerCapture?.(event.pointerId);
      const point = pointOf(canvas, event);
      // A tap leaves a dot.
      line(point, point);
      last.current = point;
      setEmpty(false);
    },
    onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
      if (!last.current) return;
      const point = pointOf(event.currentTarget, event);
      line(last.current, point);
      last.current = point;
    },
    onPointerUp() {
      last.current = null;
    },
    onPointerCancel() {
      last.current = null;
    },
  };

  const clear = useCallback(() => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setEmpty(true);
  }, []);

  /** The drawing as a PNG file of that name. */
  const toPng = useCallback((name: string): File => {
    const url = canvasRef.current!.toDataURL('image/png');
    const bytes = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
    return new File([bytes], name, { type: 'image/png' });
  }, []);

  return { canvasRef, empty, handlers, clear, toPng };
}

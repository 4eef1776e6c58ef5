// The rendered width of an element, followed as its container changes (sidebar toggles, window
// resizes). `fallback` stands in until the element is measured, and where nothing is laid out
// (component tests).
import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

export function useElementWidth(element: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    const measure = () => {
      const measured = node.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

// A callback whose identity never changes but which always runs the latest render's function, so
// memoised cells (shouldCellUpdate) can hold it without going stale.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

// The system's "reduce motion" preference (prefers-reduced-motion), followed live. With it antd's
// zooms and slides are off: for people whom motion troubles, and for scripted browsers, whose click
// would otherwise land on a dialog's button mid-zoom and be lost as the button moves under it.
import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const preference = (): MediaQueryList | undefined => window.matchMedia?.(REDUCED_MOTION_QUERY);

function subscribe(onChange: () => void): () => void {
  const list = preference();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => preference()?.matches ?? false);
}

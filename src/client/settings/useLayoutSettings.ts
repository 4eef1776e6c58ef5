// React view of the layout settings.
import { useSyncExternalStore } from 'react';
import { getSettings, subscribeSettings } from './layoutSettings';
import type { LayoutSettings } from './layoutSettings';

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(subscribeSettings, getSettings);
}

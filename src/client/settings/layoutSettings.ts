// Layout settings (spec §2, §3): defaults, the rules that tie options together, persistence in
// the pro__ namespace and a tiny subscribable store.
import { STORAGE_KEYS, THEME } from '../../shared/limits';
import { getItem, setItem } from '../storage/localStore';

export type MenuTheme = 'dark' | 'light';
export type NavigationMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export interface LayoutSettings {
  theme: MenuTheme;
  primaryColor: string;
  layout: NavigationMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  multipage: boolean;
}

/** Spec §3: primary #1890FF, light theme, side menu, fixed width, multi-page on. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: 'light',
  primaryColor: THEME.defaultPrimary,
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: false,
  colorWeak: false,
  multipage: true,
};

/** Apply the dependencies between options (Fluid only in top menu, auto-hide needs a fixed header...). */
export function normalizeSettings(settings: LayoutSettings): LayoutSettings {
  const next = { ...settings };
  if (next.layout === 'sidemenu') next.contentWidth = 'Fixed';
  if (next.layout === 'topmenu') next.fixSiderbar = false;
  if (!next.fixedHeader) next.autoHideHeader = false;
  return next;
}

function readStored(): LayoutSettings {
  const stored = getItem<Partial<LayoutSettings>>(STORAGE_KEYS.layoutSettings);
  return normalizeSettings({ ...DEFAULT_SETTINGS, ...(stored ?? {}) });
}

let current: LayoutSettings = readStored();
const listeners = new Set<() => void>();

export function getSettings(): LayoutSettings {
  return current;
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateSettings(patch: Partial<LayoutSettings>): LayoutSettings {
  current = normalizeSettings({ ...current, ...patch });
  setItem(STORAGE_KEYS.layoutSettings, current);
  listeners.forEach((listener) => listener());
  return current;
}

/** Re-read storage (tests, another tab). */
export function reloadSettings(): void {
  current = readStored();
  listeners.forEach((listener) => listener());
}

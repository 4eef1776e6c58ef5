import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, THEME } from '../../shared/limits';
import { getItem } from '../storage/localStore';
import {
  DEFAULT_SETTINGS,
  getSettings,
  normalizeSettings,
  reloadSettings,
  updateSettings,
} from './layoutSettings';

describe('layout settings', () => {
  it('defaults to the spec: #1890FF, light, side menu, fixed width, multi-page', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      primaryColor: THEME.defaultPrimary,
      theme: 'light',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      multipage: true,
    });
  });

  it('allows Fluid only in top menu, auto-hide only with a fixed header, fixed sider only in side menu', () => {
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    expect(
      normalizeSettings({ ...DEFAULT_SETTINGS, layout: 'topmenu', contentWidth: 'Fluid' }).contentWidth,
    ).toBe('Fluid');
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(
      normalizeSettings({ ...DEFAULT_SETTINGS, fixedHeader: true, autoHideHeader: true }).autoHideHeader,
    ).toBe(true);
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, layout: 'topmenu', fixSiderbar: true }).fixSiderbar).toBe(
      false,
    );
  });

  it('persists changes in the pro__ namespace and reads them back', () => {
    updateSettings({ theme: 'dark', colorWeak: true });
    expect(getItem(STORAGE_KEYS.layoutSettings)).toMatchObject({ theme: 'dark', colorWeak: true });
    reloadSettings();
    expect(getSettings()).toMatchObject({ theme: 'dark', colorWeak: true });
  });
});

// The permission list (contract §6.1), loaded once per session: the menu builds the dynamic routes,
// auth/allAuth go to sessionStorage for button checks.
import type { PermissionResult } from '../../shared/api-types';
import { API_PATHS } from '../../shared/api-paths';
import { getAction } from '../api/http';
import { getPermissions, savePermissions } from './sessionState';
import type { PermissionState } from './sessionState';

export const MENU_NOT_ARRAY = 'getPermissionList: permissions must be a non-null array !';

let pending: Promise<PermissionState> | null = null;

async function fetchPermissions(): Promise<PermissionState> {
  const response = await getAction<PermissionResult | null>(API_PATHS.userPermissions);
  if (!response?.success) throw new Error(response?.message || MENU_NOT_ARRAY);
  const menu = response.result?.menu;
  if (!Array.isArray(menu) || menu.length === 0) throw new Error(MENU_NOT_ARRAY);
  const state: PermissionState = {
    menu,
    auth: Array.isArray(response.result?.auth) ? response.result.auth : [],
    allAuth: Array.isArray(response.result?.allAuth) ? response.result.allAuth : [],
  };
  savePermissions(state);
  return state;
}

/** The session's permissions; the first caller triggers the one request, later callers share it. */
export function loadPermissions(): Promise<PermissionState> {
  const loaded = getPermissions();
  if (loaded) return Promise.resolve(loaded);
  pending ??= fetchPermissions().finally(() => {
    pending = null;
  });
  return pending;
}

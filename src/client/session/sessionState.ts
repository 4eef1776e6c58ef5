// The signed-in session: token, user, tenant and dictionaries persisted in local storage for 7 days
// (spec §9), button permissions in sessionStorage (contract §2) and the menu in memory.
// Components subscribe through useSession; every change bumps a version number.
import type { AllAuthItem, AuthItem, DictMap, MenuItem, UserInfo } from '../../shared/api-types';
import { SESSION_KEYS, STORAGE_KEYS, STORAGE_TTL_MS } from '../../shared/limits';
import { getItem, removeItem, setItem } from '../storage/localStore';
import { removeSessionValue, setSessionValue } from '../storage/sessionStore';

export interface PermissionState {
  menu: MenuItem[];
  auth: AuthItem[];
  allAuth: AllAuthItem[];
}

let permissions: PermissionState | null = null;
let version = 0;
const listeners = new Set<() => void>();

function notify(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionVersion(): number {
  return version;
}

export function getToken(): string | null {
  const token = getItem<string>(STORAGE_KEYS.accessToken);
  return typeof token === 'string' && token !== '' ? token : null;
}

export function getUserInfo(): UserInfo | null {
  return getItem<UserInfo>(STORAGE_KEYS.userInfo);
}

/** The selected tenant id, 0 when none (contract §2). */
export function getTenantId(): string {
  const id = getItem<string | number>(STORAGE_KEYS.tenantId);
  return id === null || id === '' ? '0' : String(id);
}

export function getPermissions(): PermissionState | null {
  return permissions;
}

export function saveToken(token: string): void {
  setItem(STORAGE_KEYS.accessToken, token, STORAGE_TTL_MS);
  notify();
}

export function saveUserInfo(userInfo: UserInfo): void {
  setItem(STORAGE_KEYS.userInfo, userInfo, STORAGE_TTL_MS);
  setItem(STORAGE_KEYS.username, userInfo.username, STORAGE_TTL_MS);
  notify();
}

export function saveDictionaries(dicts: DictMap): void {
  setItem(STORAGE_KEYS.dictCache, dicts, STORAGE_TTL_MS);
}

export function getDictionaries(): DictMap | null {
  return getItem<DictMap>(STORAGE_KEYS.dictCache);
}

export function saveTenantId(id: number | string): void {
  setItem(STORAGE_KEYS.tenantId, id, STORAGE_TTL_MS);
}

export function savePermissions(next: PermissionState): void {
  permissions = next;
  setSessionValue(SESSION_KEYS.userAuth, next.auth);
  setSessionValue(SESSION_KEYS.allAuth, next.allAuth);
  notify();
}

/** Forget everything about the signed-in user (logout, expired session). Layout settings stay. */
export function clearSession(): void {
  removeItem(STORAGE_KEYS.accessToken);
  removeItem(STORAGE_KEYS.userInfo);
  removeItem(STORAGE_KEYS.username);
  removeItem(STORAGE_KEYS.dictCache);
  removeItem(STORAGE_KEYS.tenantId);
  removeSessionValue(SESSION_KEYS.userAuth);
  removeSessionValue(SESSION_KEYS.allAuth);
  permissions = null;
  notify();
}

// Another browser tab logged in or out: re-read storage.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.includes(STORAGE_KEYS.accessToken)) notify();
  });
}

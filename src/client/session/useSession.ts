// React view of the session: re-renders when the token, user or permissions change.
import { useSyncExternalStore } from 'react';
import type { UserInfo } from '../../shared/api-types';
import { getPermissions, getToken, getUserInfo, sessionVersion, subscribeSession } from './sessionState';
import type { PermissionState } from './sessionState';

export interface SessionView {
  token: string | null;
  userInfo: UserInfo | null;
  permissions: PermissionState | null;
}

export function useSession(): SessionView {
  useSyncExternalStore(subscribeSession, sessionVersion);
  return { token: getToken(), userInfo: getUserInfo(), permissions: getPermissions() };
}

// Button permission of every page (spec §6): a button shows when the user's list holds its code or
// the session's default list switches the rule off; otherwise it is removed. The server applies the
// same rule (requireCode), so a removed button's endpoint answers 510.
import { useMemo } from 'react';
import type { AllAuthItem, AuthItem } from '../../shared/api-types';
import { SESSION_KEYS } from '../../shared/limits';
import { heldCodes, isAllowed, switchedOffCodes } from '../../shared/permission-rules';
import { getSessionValue } from '../storage/sessionStore';
import { useSession } from './useSession';

/** The session's user list and default list (from the session, or sessionStorage after a reload). */
export function usePermissionLists(): { auth: readonly AuthItem[]; allAuth: readonly AllAuthItem[] } {
  const { permissions } = useSession();
  return useMemo(
    () => ({
      auth: permissions?.auth ?? getSessionValue<AuthItem[]>(SESSION_KEYS.userAuth, []),
      allAuth: permissions?.allAuth ?? getSessionValue<AllAuthItem[]>(SESSION_KEYS.allAuth, []),
    }),
    [permissions],
  );
}

/** Whether the user may use the button guarded by a code. */
export function useButtonAccess(): (code: string) => boolean {
  const { auth, allAuth } = usePermissionLists();
  return useMemo(() => {
    const held = heldCodes(auth);
    const off = switchedOffCodes(allAuth);
    return (code: string) => isAllowed(code, held, off);
  }, [auth, allAuth]);
}

/** A page's named button codes mapped to whether the user may use each. */
export function useButtonCodes<K extends string>(codes: Record<K, string>): Record<K, boolean> {
  const can = useButtonAccess();
  return useMemo(() => {
    const entries = (Object.entries(codes) as [K, string][]).map(([key, code]) => [key, can(code)]);
    return Object.fromEntries(entries) as Record<K, boolean>;
  }, [codes, can]);
}

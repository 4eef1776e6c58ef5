// Button permission of hand-written pages (spec §6): a button shows when the user's list holds its
// code or the session's default list switches the rule off; otherwise it is removed.
import { useMemo } from 'react';
import type { AllAuthItem, AuthItem } from '../../../shared/api-types';
import { SESSION_KEYS } from '../../../shared/limits';
import { heldCodes, isAllowed, switchedOffCodes } from '../../../shared/permission-rules';
import { useSession } from '../../session/useSession';
import { getSessionValue } from '../../storage/sessionStore';

export function useButtonAccess(): (code: string) => boolean {
  const { permissions } = useSession();
  return useMemo(() => {
    const auth = permissions?.auth ?? getSessionValue<AuthItem[]>(SESSION_KEYS.userAuth, []);
    const allAuth = permissions?.allAuth ?? getSessionValue<AllAuthItem[]>(SESSION_KEYS.allAuth, []);
    const held = heldCodes(auth);
    const off = switchedOffCodes(allAuth);
    return (code: string) => isAllowed(code, held, off);
  }, [permissions]);
}

// Button codes the signed-in user may use (spec §6): held through roles, or switched off globally.
import { useMemo } from 'react';
import type { AllAuthItem, AuthItem } from '../../../shared/api-types';
import { SESSION_KEYS } from '../../../shared/limits';
import { heldCodes, isAllowed, switchedOffCodes } from '../../../shared/permission-rules';
import { useSession } from '../../session/useSession';
import { getSessionValue } from '../../storage/sessionStore';

export function useButtonCodes(): (code: string) => boolean {
  const { permissions } = useSession();
  return useMemo(() => {
    const held = heldCodes(permissions?.auth ?? getSessionValue<AuthItem[]>(SESSION_KEYS.userAuth, []));
    const off = switchedOffCodes(
      permissions?.allAuth ?? getSessionValue<AllAuthItem[]>(SESSION_KEYS.allAuth, []),
    );
    return (code: string) => isAllowed(code, held, off);
  }, [permissions]);
}

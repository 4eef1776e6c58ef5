// Which of a page's button codes the signed-in user may use (spec §6, the same rule the server
// applies with requireCode): held through a role, or switched off globally.
import { useMemo } from 'react';
import type { AllAuthItem, AuthItem } from '../../../shared/api-types';
import { SESSION_KEYS } from '../../../shared/limits';
import { heldCodes, isAllowed, switchedOffCodes } from '../../../shared/permission-rules';
import { useSession } from '../../session/useSession';
import { getSessionValue } from '../../storage/sessionStore';

export function useButtonCodes<K extends string>(codes: Record<K, string>): Record<K, boolean> {
  const { permissions } = useSession();
  return useMemo(() => {
    const auth = permissions?.auth ?? getSessionValue<AuthItem[]>(SESSION_KEYS.userAuth, []);
    const allAuth = permissions?.allAuth ?? getSessionValue<AllAuthItem[]>(SESSION_KEYS.allAuth, []);
    const held = heldCodes(auth);
    const off = switchedOffCodes(allAuth);
    const entries = Object.entries(codes) as [K, string][];
    return Object.fromEntries(entries.map(([key, code]) => [key, isAllowed(code, held, off)])) as Record<
      K,
      boolean
    >;
  }, [codes, permissions]);
}

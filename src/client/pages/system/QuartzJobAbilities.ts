// Which job buttons the user sees: the button codes of /sys/quartzJob/* held or switched off (spec §6).
import { useMemo } from 'react';
import type { AllAuthItem, AuthItem } from '../../../shared/api-types';
import { QUARTZ_CODES } from '../../../shared/jobs/jobs-api';
import { SESSION_KEYS } from '../../../shared/limits';
import { heldCodes, isAllowed, switchedOffCodes } from '../../../shared/permission-rules';
import { useSession } from '../../session/useSession';
import { getSessionValue } from '../../storage/sessionStore';

export type QuartzAbilities = Record<keyof typeof QUARTZ_CODES, boolean>;

export function useQuartzAbilities(): QuartzAbilities {
  const { permissions } = useSession();
  return useMemo(() => {
    const held = heldCodes(permissions?.auth ?? getSessionValue<AuthItem[]>(SESSION_KEYS.userAuth, []));
    const off = switchedOffCodes(
      permissions?.allAuth ?? getSessionValue<AllAuthItem[]>(SESSION_KEYS.allAuth, []),
    );
    const entries = Object.entries(QUARTZ_CODES).map(([key, code]) => [key, isAllowed(code, held, off)]);
    return Object.fromEntries(entries) as QuartzAbilities;
  }, [permissions]);
}

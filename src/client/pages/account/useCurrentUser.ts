// The signed-in user's profile for the account pages: the stored user at once, then the server's.
import { useCallback, useEffect, useState } from 'react';
import type { UserInfo } from '../../../shared/api-types';
import { saveUserInfo } from '../../session/sessionState';
import { useSession } from '../../session/useSession';
import { fetchCurrentUser } from '../user/accountFlowApi';

export function useCurrentUser(): { user: UserInfo | null; reload: () => void } {
  const { userInfo } = useSession();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let active = true;
    fetchCurrentUser()
      .then((response) => {
        if (active && response?.success && response.result) saveUserInfo(response.result);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { user: userInfo, reload };
}

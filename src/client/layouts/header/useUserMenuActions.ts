// What the header's user menu does (spec §2, §8): navigation, the password and department dialogs,
// clearing the dictionary cache, and logout after confirmation.
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PASSWORD_TEXTS, SESSION_TEXTS } from '../../../shared/texts';
import { PATHS } from '../../router/paths';
import { fetchCurrentDeparts, refreshDictionaryCache } from '../../session/accountActions';
import { logout } from '../../session/logout';
import { useButtonAccess } from '../../session/useButtonCodes';
import { DICT_CACHE_CODE } from '../../../shared/api-paths';
import { useSession } from '../../session/useSession';
import type { DepartChoice } from './DepartSwitchModal';

export type UserMenuKey = 'center' | 'settings' | 'system' | 'password' | 'depart' | 'cache' | 'logout';

export function useUserMenuActions() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { userInfo } = useSession();
  const can = useButtonAccess();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departChoice, setDepartChoice] = useState<DepartChoice | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const switchDepart = async () => {
    const response = await fetchCurrentDeparts().catch(() => null);
    if (!response) return;
    if (!response.success) {
      void message.warning(response.message);
      return;
    }
    const list = response.result?.list ?? [];
    if (list.length === 0) {
      void message.warning(SESSION_TEXTS.noDepartments);
      return;
    }
    setDepartChoice({ list, orgCode: response.result?.orgCode ?? null });
  };

  const clearCache = async () => {
    if (await refreshDictionaryCache(can(DICT_CACHE_CODE)))
      void message.success(SESSION_TEXTS.clearCacheSuccess);
    else void message.error(SESSION_TEXTS.clearCacheFailure);
  };

  const confirmLogout = () => {
    modal.confirm({
      title: SESSION_TEXTS.logoutConfirmTitle,
      content: SESSION_TEXTS.logoutConfirm,
      onOk: async () => {
        const pending = logout();
        void navigate(PATHS.login, { replace: true });
        void mutate(() => true, undefined, { revalidate: false });
        const outcome = await pending;
        if (!outcome.ok && outcome.message) void message.error(outcome.message);
      },
    });
  };

  const run = (key: UserMenuKey) => {
    switch (key) {
      case 'center':
        void navigate(PATHS.accountCenter);
        break;
      case 'settings':
        void navigate(PATHS.accountSettings);
        break;
      case 'system':
        setSettingsOpen(true);
        break;
      case 'password':
        if (!userInfo?.username) void message.warning(PASSWORD_TEXTS.noLoggedInUser);
        else setPasswordOpen(true);
        break;
      case 'depart':
        void switchDepart();
        break;
      case 'cache':
        void clearCache();
        break;
      case 'logout':
        confirmLogout();
        break;
    }
  };

  return {
    userInfo,
    run,
    passwordOpen,
    closePassword: () => setPasswordOpen(false),
    departChoice,
    closeDepart: () => setDepartChoice(null),
    settingsOpen,
    closeSettings: () => setSettingsOpen(false),
  };
}

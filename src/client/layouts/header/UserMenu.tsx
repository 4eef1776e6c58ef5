// The header's user menu (spec §2): 个人中心, 账户设置, 系统设置 (development builds), 修改密码,
// 切换部门, 清理缓存, 退出登录.
import {
  ApartmentOutlined,
  ClearOutlined,
  LockOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
  ControlOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { Suspense, lazy } from 'react';
import { LAYOUT_TEXTS } from '../../../shared/texts';
import { staticFileUrl } from '../../api/staticUrl';
import { ChangePasswordModal } from './ChangePasswordModal';
import { DepartSwitchModal } from './DepartSwitchModal';
import { useUserMenuActions } from './useUserMenuActions';
import type { UserMenuKey } from './useUserMenuActions';

const SettingsDrawer = import.meta.env.DEV ? lazy(() => import('../../settings/SettingsDrawer')) : null;

const ITEMS: MenuProps['items'] = [
  { key: 'center', icon: <UserOutlined />, label: LAYOUT_TEXTS.personalCenter },
  { key: 'settings', icon: <SettingOutlined />, label: LAYOUT_TEXTS.accountSettings },
  ...(SettingsDrawer
    ? [{ key: 'system', icon: <ControlOutlined />, label: LAYOUT_TEXTS.systemSettings }]
    : []),
  { key: 'password', icon: <LockOutlined />, label: LAYOUT_TEXTS.changePassword },
  { key: 'depart', icon: <ApartmentOutlined />, label: LAYOUT_TEXTS.switchDepartment },
  { key: 'cache', icon: <ClearOutlined />, label: LAYOUT_TEXTS.clearCache },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: LAYOUT_TEXTS.logout },
];

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const actions = useUserMenuActions();
  const user = actions.userInfo;
  const username = user?.username ?? '';
  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items: ITEMS, onClick: ({ key }) => actions.run(key as UserMenuKey) }}
      >
        <button type="button" className="anze-header-action anze-user-trigger">
          <Avatar size="small" src={staticFileUrl(user?.avatar)} icon={<UserOutlined />} />
          {!compact && <span className="anze-user-name">{user?.realname || username}</span>}
        </button>
      </Dropdown>
      <ChangePasswordModal open={actions.passwordOpen} username={username} onClose={actions.closePassword} />
      <DepartSwitchModal choice={actions.departChoice} username={username} onClose={actions.closeDepart} />
      {SettingsDrawer && actions.settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDrawer open onClose={actions.closeSettings} />
        </Suspense>
      )}
    </>
  );
}

// The global header (spec §2): in side-menu mode the collapse toggle, in top-menu mode the brand
// and the horizontal menu; on the right the menu search, the notice bell and the user menu.
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { platformTitleForHost } from '../../../shared/platform';
import { HEADER_TEXTS } from '../../../shared/texts';
import type { MenuEntry } from '../../router/menuModel';
import type { LayoutSettings } from '../../settings/layoutSettings';
import type { Device } from '../../settings/useDevice';
import { AppLogo } from '../../widgets/AppLogo';
import { NavMenu } from '../NavMenu';
import { MenuSearch } from './MenuSearch';
import { NoticeBell } from './NoticeBell';
import { UserMenu } from './UserMenu';

interface Props {
  settings: LayoutSettings;
  device: Device;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  entries: MenuEntry[];
  hidden: boolean;
}

export function GlobalHeader({ settings, device, sidebarOpen, onToggleSidebar, entries, hidden }: Props) {
  const topMenu = settings.layout === 'topmenu' && device === 'desktop';
  const mobile = device === 'mobile';
  const dark = topMenu && settings.theme === 'dark';
  const classes = [
    'anze-header',
    settings.fixedHeader ? 'anze-header-fixed' : '',
    hidden ? 'anze-header-hidden' : '',
    dark ? 'anze-header-dark' : '',
  ].join(' ');
  return (
    <Layout.Header className={classes}>
      {topMenu ? (
        <div className="anze-top-brand">
          <AppLogo size={28} />
          <span className="anze-top-title">{platformTitleForHost(window.location.hostname)}</span>
        </div>
      ) : (
        <Button
          type="text"
          className="anze-header-action"
          aria-label={sidebarOpen ? HEADER_TEXTS.collapseMenu : HEADER_TEXTS.expandMenu}
          icon={sidebarOpen && !mobile ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={onToggleSidebar}
        />
      )}
      <div className="anze-header-center">
        {topMenu && <NavMenu entries={entries} mode="horizontal" theme={settings.theme} />}
      </div>
      <div className="anze-header-right">
        {!mobile && <MenuSearch entries={entries} />}
        <NoticeBell />
        <UserMenu compact={mobile} />
      </div>
    </Layout.Header>
  );
}

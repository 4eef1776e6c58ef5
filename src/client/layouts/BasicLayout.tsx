// The basic layout (spec §2, §9): sidebar (inline on desktop, drawer on mobile, 200 / 80 px), header
// in side- or top-menu mode, multi-tab bar, breadcrumb, the routed page and the footer.
import { Drawer, Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FIXED_CONTENT_WIDTH, LAYOUT } from '../../shared/limits';
import { platformTitleForHost } from '../../shared/platform';
import { HEADER_TEXTS } from '../../shared/texts';
import { PageLoading } from '../app/PageLoading';
import { PageErrorBoundary } from '../router/PageErrorBoundary';
import { PATHS } from '../router/paths';
import { useDevice } from '../settings/useDevice';
import { useLayoutSettings } from '../settings/useLayoutSettings';
import { AppLogo } from '../widgets/AppLogo';
import { GlobalFooter } from './GlobalFooter';
import { GlobalHeader } from './header/GlobalHeader';
import { NavMenu } from './NavMenu';
import { PageBreadcrumb } from './PageBreadcrumb';
import { TabBar } from './tabs/TabBar';
import { useTabs } from './tabs/useTabs';
import { useAutoHideHeader } from './useAutoHideHeader';
import { useDocumentTitle } from './useDocumentTitle';
import { useMenuModel } from './useMenuModel';
import { useSidebar } from './useSidebar';

function SiderBrand({ collapsed }: { collapsed: boolean }) {
  return (
    <div className="anze-sider-brand">
      <AppLogo size={30} />
      {!collapsed && (
        <span className="anze-sider-title">{platformTitleForHost(window.location.hostname)}</span>
      )}
    </div>
  );
}

export default function BasicLayout() {
  const settings = useLayoutSettings();
  const device = useDevice();
  const mobile = device === 'mobile';
  const model = useMenuModel();
  const [sidebarOpen, setSidebarOpen] = useSidebar(device);
  const headerHidden = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader);
  const tabs = useTabs({
    current: { key: model.pageKey, path: model.fullPath, title: model.title },
    home: { key: PATHS.home, path: PATHS.home, title: HEADER_TEXTS.home },
    multipage: settings.multipage,
  });
  useDocumentTitle(model.title, model.isHome);

  const sideMenu = settings.layout === 'sidemenu' || mobile;
  const fixedWidth = settings.layout === 'topmenu' && settings.contentWidth === 'Fixed' && !mobile;
  const menu = (collapsed: boolean, onNavigate?: () => void) => (
    <>
      <SiderBrand collapsed={collapsed} />
      <NavMenu
        entries={model.entries}
        mode="inline"
        theme={settings.theme}
        collapsed={collapsed}
        onNavigate={onNavigate}
      />
    </>
  );

  return (
    <Layout className={`anze-basic-layout anze-theme-${settings.theme}`}>
      {sideMenu && mobile && (
        <Drawer
          placement="left"
          open={sidebarOpen}
          onClose={() => setSidebarOpen(false)}
          width={LAYOUT.siderWidth}
          closable={false}
          className={`anze-menu-drawer anze-theme-${settings.theme}`}
          styles={{ body: { padding: 0 } }}
        >
          {menu(false, () => setSidebarOpen(false))}
        </Drawer>
      )}
      {sideMenu && !mobile && (
        <Layout.Sider
          className={settings.fixSiderbar ? 'anze-sider anze-sider-fixed' : 'anze-sider'}
          theme={settings.theme}
          width={LAYOUT.siderWidth}
          collapsedWidth={LAYOUT.siderCollapsedWidth}
          collapsed={!sidebarOpen}
          trigger={null}
          collapsible
        >
          {menu(!sidebarOpen)}
        </Layout.Sider>
      )}
      <Layout className="anze-main">
        <GlobalHeader
          settings={settings}
          device={device}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
          entries={model.entries}
          hidden={headerHidden}
        />
        {settings.multipage && !mobile && <TabBar tabs={tabs} />}
        <Layout.Content
          className="anze-content"
          style={fixedWidth ? { maxWidth: FIXED_CONTENT_WIDTH } : undefined}
        >
          <PageBreadcrumb trail={model.trail} isHome={model.isHome} />
          <PageErrorBoundary key={model.pageKey}>
            <Suspense fallback={<PageLoading />}>
              <div key={tabs.refreshKey} className="anze-page">
                <Outlet />
              </div>
            </Suspense>
          </PageErrorBoundary>
        </Layout.Content>
        <GlobalFooter />
      </Layout>
    </Layout>
  );
}

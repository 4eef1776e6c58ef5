// The page registry: every `component` string of the server menu (schemas/menus.json) maps to a
// page here. Components 'entity/<name>' are not listed: every one is the schema engine's list page of that entity. JeecgBoot's
// names of the same pages (shared/jeecg-components.ts) open them too.
import { entityNameOf } from '../../shared/engine-api';
import { canonicalComponent } from '../../shared/jeecg-components';
import { lazyWithTimeout } from '../router/lazyWithTimeout';
import type { ComponentType } from 'react';
import type { PageProps } from './pageTypes';
import RouteView from './RouteView';

type PageModule = { default: ComponentType<PageProps> };

export type PageEntry =
  | { kind: 'layout'; component: ComponentType<PageProps> }
  | { kind: 'page'; load: () => Promise<PageModule> }
  | { kind: 'entity'; name: string };

const page = (load: () => Promise<PageModule>): PageEntry => ({ kind: 'page', load });

export const PAGE_REGISTRY: Record<string, PageEntry> = {
  'layouts/RouteView': { kind: 'layout', component: RouteView },
  'layouts/PageView': { kind: 'layout', component: RouteView },
  'layouts/IframePageView': page(() => import('./IframePage')),
  'dashboard/Analysis': page(() => import('./dashboard/AnalysisPage')),
  'dashboard/Workplace': page(() => import('./dashboard/WorkplacePage')),
  'dashboard/TaskIndex': page(() => import('./dashboard/TaskIndexPage')),
  'dashboard/Monitor': page(() => import('./dashboard/MonitorPage')),
  'demo/YhMap': page(() => import('./maps/AppointmentMapPage')),
  'nanlicustomdetail/CustomyhMap': page(() => import('./maps/DataMapPage')),
  'reportmanage/GenerateReport': page(() => import('./reports/GenerateReportPage')),
  'dataanalysis/BigScreen': page(() => import('./screens/BigScreenPage')),
  'dataanalysis/IndexScreen': page(() => import('./screens/IndexScreenPage')),
  'dataanalysis/SecondScreen': page(() => import('./screens/SecondScreenPage')),
  'system/UserList': page(() => import('./system/UserListPage')),
  'system/RoleList': page(() => import('./system/RoleListPage')),
  'system/EntRoleList': page(() => import('./system/EntRoleListPage')),
  'system/PermissionList': page(() => import('./system/PermissionListPage')),
  'system/DepartList': page(() => import('./system/DepartListPage')),
  'system/AnnouncementList': page(() => import('./system/AnnouncementList')),
  'system/TenantList': page(() => import('./system/TenantList')),
  'system/GatewayRouteList': page(() => import('./system/GatewayRouteList')),
  'system/QuartzJobList': page(() => import('./system/QuartzJobList')),
  'monitor/SystemInfo': page(() => import('./monitor/SystemInfoPage')),
  'monitor/RuntimeInfo': page(() => import('./monitor/RuntimeInfoPage')),
  'monitor/DatabaseInfo': page(() => import('./monitor/DatabaseInfoPage')),
  'monitor/RedisInfo': page(() => import('./monitor/RedisInfoPage')),
  'monitor/DiskInfo': page(() => import('./monitor/DiskInfoPage')),
  'monitor/HttpTrace': page(() => import('./monitor/HttpTracePage')),
  'account/Center': page(() => import('./account/AccountCenterPage')),
  'account/Settings': page(() => import('./account/AccountSettingsPage')),
  'account/Messages': page(() => import('./system/AnnouncementListMyMessages')),
};

/** The registered entry of a component string, the entity list page for 'entity/<name>'. */
export function pageEntry(component: string): PageEntry | undefined {
  const registered = PAGE_REGISTRY[canonicalComponent(component)];
  if (registered) return registered;
  const name = entityNameOf(component);
  return name ? { kind: 'entity', name } : undefined;
}

const EntityListPage = lazyWithTimeout(() => import('../engine/list/EntityListPage'));
const NotFoundPage = lazyWithTimeout(() => import('./exception/NotFoundPage'));
const resolved = new Map<string, ComponentType<PageProps>>();

function createPage(entry: PageEntry | undefined): ComponentType<PageProps> {
  if (!entry) return NotFoundPage;
  switch (entry.kind) {
    case 'layout':
      return entry.component;
    case 'page':
      return lazyWithTimeout(entry.load);
    case 'entity': {
      const EntityPage = (props: PageProps) => <EntityListPage {...props} entityName={entry.name} />;
      return EntityPage;
    }
  }
}

/** The page for a component string (the same component every time); unknown strings give the 404 page. */
export function resolvePage(component: string): ComponentType<PageProps> {
  let found = resolved.get(component);
  if (!found) {
    found = createPage(pageEntry(component));
    resolved.set(component, found);
  }
  return found;
}

// The page registry: every `component` string of the server menu (schemas/menus.json) maps to a
// page here. Pages not built yet are 建设中 placeholders that name the capability to come; replace
// an entry's `capability` with `load: () => import(...)` when its real page lands. Components
// 'entity/<name>' are not listed: every one is the schema engine's list page of that entity. JeecgBoot's
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
  | { kind: 'placeholder'; capability: string }
  | { kind: 'entity'; name: string };

const page = (load: () => Promise<PageModule>): PageEntry => ({ kind: 'page', load });
const planned = (capability: string): PageEntry => ({ kind: 'placeholder', capability });

export const PAGE_REGISTRY: Record<string, PageEntry> = {
  'layouts/RouteView': { kind: 'layout', component: RouteView },
  'layouts/PageView': { kind: 'layout', component: RouteView },
  'layouts/IframePageView': page(() => import('./IframePage')),
  'dashboard/Analysis': page(() => import('./dashboard/AnalysisPage')),
  'dashboard/Workplace': page(() => import('./dashboard/WorkplacePage')),
  'dashboard/TaskIndex': page(() => import('./dashboard/TaskIndexPage')),
  'dashboard/Monitor': page(() => import('./dashboard/MonitorPage')),
  'nanlicustom/NanliCustomList': planned('投保企业及其人员的列表、新增、编辑、导入导出。'),
  'nanlicustom/NanliCustomDetailList': planned('为每家投保企业登记的服务项目清单，支持查询、编辑与导出。'),
  'nanlicustom/ServiceOrgList': planned('承担风险排查服务的第三方机构及其人员的维护。'),
  'demo/YhMap': page(() => import('./maps/AppointmentMapPage')),
  'nanliinvestigation/NanliInvestigationList': planned('企业隐患排查记录的登记、查询、详情查看与整改跟踪。'),
  'nanliinvestigation/NanliDeepServiceList': planned('向重点企业派遣专家开展深度服务的派单与进度管理。'),
  'safetyinfo/HiddenDangerList': planned('排查发现的隐患明细，按企业、等级与整改状态查询统计。'),
  'safetyinfo/RiskTypeList': planned('风险类型与分级标准的维护，供排查与报告引用。'),
  'safetyinfo/RectifySuggestionList': planned('按风险类型整理的标准整改建议，排查时可直接选用。'),
  'nanlicustomdetail/CustomyhMap': page(() => import('./maps/DataMapPage')),
  'nanlitask/Appointment': planned('企业与服务人员之间排查任务的预约、改期与确认。'),
  'nanlitask/NanliTaskList': planned('排查任务的创建、派发给工程师以及执行进度跟踪。'),
  'reportmanage/NanliReportList': planned('隐患排查报告的查询、预览、下载与审核。'),
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

const UnderConstructionPage = lazyWithTimeout(() => import('./UnderConstructionPage'));
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
    case 'placeholder': {
      const Placeholder = (props: PageProps) => (
        <UnderConstructionPage title={props.title} capability={entry.capability} />
      );
      return Placeholder;
    }
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

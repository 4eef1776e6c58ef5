// Validation of a menu/button body (SysPermission, contract §6.1 fields) into column values.
import { ROLE_LIMITS, ROLE_MESSAGES } from '../../../shared/roles/roles-texts';
import { Errors } from '../../errors';
import { optionalText, requiredText } from './common';

const CODE_PATTERN = /^[a-zA-Z][a-zA-Z0-9_:.-]*$/;
const ICON_PATTERN = /^[a-zA-Z][a-zA-Z0-9-]*$/;
const URL_PATTERN = /^(\/|https?:\/\/|\{\{)/;
const COMPONENT_PATTERN = /^[a-zA-Z0-9_/.-]+$/;

/** true/false, 1/0 or '1'/'0' as 1 or 0; absent as the fallback. */
function flag(value: unknown, fallback: 0 | 1): 0 | 1 {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 1 || value === '1' || value === 'true') return 1;
  if (value === false || value === 0 || value === '0' || value === 'false') return 0;
  throw Errors.badRequest('开关字段 格式不正确');
}

export interface PermissionFields {
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: number;
  perms: string | null;
  permsType: string;
  sortNo: number;
  alwaysShow: number;
  icon: string | null;
  isRoute: number;
  keepAlive: number;
  hidden: number;
  description: string | null;
  status: string;
  internalOrExternal: number;
}

export function permissionFields(body: Record<string, unknown>): PermissionFields {
  const menuType = Number(body.menuType ?? 0);
  if (![0, 1, 2].includes(menuType)) throw Errors.badRequest('menuType 格式不正确');
  const name = requiredText(body.name, '菜单名称', ROLE_LIMITS.permissionName);
  const parentId = menuType === 0 ? null : optionalText(body.parentId, '上级菜单', 32);
  if (menuType !== 0 && !parentId) throw Errors.roleRefused(ROLE_MESSAGES.required('上级菜单'));
  const perms = optionalText(body.perms, '授权标识', ROLE_LIMITS.perms);
  if (perms && !perms.split(',').every((code) => CODE_PATTERN.test(code.trim())))
    throw Errors.badRequest('授权标识 格式不正确');
  if (menuType === 2 && !perms) throw Errors.roleRefused(ROLE_MESSAGES.required('授权标识'));
  const url = menuType === 2 ? null : requiredText(body.url, '菜单路径', ROLE_LIMITS.url);
  if (url && !URL_PATTERN.test(url)) throw Errors.badRequest('菜单路径 格式不正确');
  const hasComponent = menuType !== 2;
  const component = hasComponent ? optionalText(body.component, '前端组件', ROLE_LIMITS.component) : null;
  if (component && !COMPONENT_PATTERN.test(component)) throw Errors.badRequest('前端组件 格式不正确');
  const icon = optionalText(body.icon, '菜单图标', ROLE_LIMITS.icon);
  if (icon && !ICON_PATTERN.test(icon)) throw Errors.badRequest('菜单图标 格式不正确');
  const sortNo = Number(body.sortNo ?? 0);
  if (!Number.isFinite(sortNo)) throw Errors.badRequest('排序 格式不正确');
  const permsType = String(body.permsType ?? '1');
  if (permsType !== '1' && permsType !== '2') throw Errors.badRequest('授权策略 格式不正确');
  const status = String(body.status ?? '1');
  if (status !== '1' && status !== '0') throw Errors.badRequest('状态 格式不正确');
  return {
    parentId,
    name,
    url,
    component: hasComponent ? (component ?? 'layouts/RouteView') : null,
    componentName: hasComponent
      ? optionalText(body.componentName, '组件名称', ROLE_LIMITS.permissionName)
      : null,
    redirect: hasComponent ? optionalText(body.redirect, '默认跳转地址', ROLE_LIMITS.url) : null,
    menuType,
    perms,
    permsType,
    sortNo,
    alwaysShow: flag(body.alwaysShow, 0),
    icon: menuType === 2 ? null : icon,
    isRoute: menuType === 2 ? 0 : flag(body.route, 1),
    keepAlive: flag(body.keepAlive, 0),
    hidden: flag(body.hidden, 0),
    description: optionalText(body.description, '描述', ROLE_LIMITS.description),
    status,
    internalOrExternal: flag(body.internalOrExternal, 0),
  };
}

// Builds the permission result of getUserPermissionByToken (contract §6.1) from permission rows:
// the menu tree, the permissions the user holds (auth) and every declared button (allAuth).
import { createHash } from 'node:crypto';
import type { AllAuthItem, AuthItem, MenuItem, MenuMeta } from '../../../shared/api-types';
import type { PermissionRow } from '../../db/tables';

export const HOME_MENU_NAME = '首页';

export const isExternalUrl = (url: string) => /^(https?:\/\/|\{\{)/.test(url);

/** Route name from the url: '/isystem/user' -> 'isystem-user' (contract §6.1). */
export function routeNameOf(url: string): string {
  return url
    .replace(/^\//, '')
    .replace(/[/?=&]/g, '-')
    .replace(/:/g, '@');
}

const componentNameOf = (row: PermissionRow) =>
  row.componentName || (row.component ? row.component.split('/').pop() : undefined) || undefined;

function toMenuItem(row: PermissionRow, children: MenuItem[] | undefined): MenuItem {
  const url = row.url ?? '';
  const external = isExternalUrl(url);
  const path = external ? createHash('md5').update(url).digest('hex') : url;
  const meta: MenuMeta = {
    title: row.name,
    keepAlive: row.keepAlive === 1,
    internalOrExternal: row.internalOrExternal === 1,
  };
  if (row.icon) meta.icon = row.icon;
  const componentName = componentNameOf(row);
  if (componentName) meta.componentName = componentName;
  if (external) meta.url = url;
  if (row.perms) meta.permission = row.perms.split(',').filter(Boolean);
  const item: MenuItem = {
    id: row.id,
    path,
    name: row.componentName || routeNameOf(path),
    component: row.component ?? '',
    route: row.isRoute === 1 ? '1' : '0',
    meta,
  };
  if (!row.parentId) item.redirect = row.redirect;
  if (row.hidden === 1) item.hidden = true;
  if (row.alwaysShow === 1) item.alwaysShow = true;
  if (children && children.length > 0) item.children = children;
  return item;
}

const bySortNo = (a: PermissionRow, b: PermissionRow) => a.sortNo - b.sortNo || a.id.localeCompare(b.id);

/** Menu tree of the granted menu rows; a row whose parent is not granted is unreachable and left out. */
export function buildMenuTree(granted: PermissionRow[], homeRow: PermissionRow | undefined): MenuItem[] {
  const menus = granted.filter((row) => row.menuType !== 2 && row.delFlag === 0).sort(bySortNo);
  const childrenOf = new Map<string | null, PermissionRow[]>();
  for (const row of menus) {
    const key = row.parentId ?? null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), row]);
  }
  const build = (parentId: string | null): MenuItem[] =>
    (childrenOf.get(parentId) ?? []).map((row) => toMenuItem(row, build(row.id)));
  const tree = build(null);
  if (homeRow && !tree.some((item) => item.meta.title === HOME_MENU_NAME))
    tree.unshift(toMenuItem(homeRow, undefined));
  return tree;
}

/** Permissions the user holds: enabled buttons and the route tags of granted menus. */
export function buildAuth(granted: PermissionRow[]): AuthItem[] {
  const seen = new Set<string>();
  const auth: AuthItem[] = [];
  for (const row of [...granted].sort(bySortNo)) {
    if (!row.perms || row.delFlag !== 0) continue;
    if (row.menuType === 2 && row.status !== '1') continue;
    const type = row.menuType === 2 && row.permsType === '2' ? '2' : '1';
    const key = `${type}|${row.perms}`;
    if (seen.has(key)) continue;
    seen.add(key);
    auth.push({ action: row.perms, type, describe: row.name });
  }
  return auth;
}

/** Every declared button permission with its global status. */
export function buildAllAuth(buttons: PermissionRow[]): AllAuthItem[] {
  return [...buttons]
    .filter((row) => row.menuType === 2 && row.delFlag === 0 && row.perms)
    .sort(bySortNo)
    .map((row) => ({
      action: row.perms ?? '',
      type: row.permsType === '2' ? '2' : '1',
      describe: row.name,
      status: row.status === '0' ? '0' : '1',
    }));
}

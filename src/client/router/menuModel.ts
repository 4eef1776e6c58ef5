// Pure conversion of the server menu (contract §6.1, spec §2 and §6) into
//  - the visible menu tree (hidden items, items the user may not see and parents whose children are
//    all hidden drop out; alwaysShow parents become leaves), and
//  - the route tree (route '0' and external items create no route; hidden items still route;
//    layout parents nest the children under their path and redirect to their first child).
import type { AuthItem, MenuItem } from '../../shared/api-types';

/** Component strings that render only a nested outlet. */
export const LAYOUT_COMPONENTS = ['layouts/RouteView', 'layouts/PageView'];
export const IFRAME_COMPONENT = 'layouts/IframePageView';

export interface MenuEntry {
  key: string;
  title: string;
  icon?: string;
  /** Where a click goes; may carry a query (route '0' items). */
  path: string;
  /** Opens `url` in a new window instead of routing. */
  external: boolean;
  /** An iframe page (layouts/IframePageView); menu search opens it in a new window. */
  iframe: boolean;
  url: string;
  children?: MenuEntry[];
}

export interface RouteEntry {
  /** Absolute path without query. */
  path: string;
  component: string;
  title: string;
  /** Layout parents: where the parent path itself leads. */
  redirect?: string;
  children: RouteEntry[];
  item: MenuItem;
}

export function stripQuery(path: string): string {
  const index = path.indexOf('?');
  return index < 0 ? path : path.slice(0, index);
}

/** Route tags the user holds: the (comma separated) actions of `auth`. */
export function heldTags(auth: AuthItem[]): Set<string> {
  const tags = new Set<string>();
  auth.forEach((entry) =>
    (entry.action ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
      .forEach((tag) => tags.add(tag)),
  );
  return tags;
}

export function isPermitted(item: MenuItem, tags: Set<string>): boolean {
  const required = item.meta?.permission;
  if (!Array.isArray(required) || required.length === 0) return true;
  return required.some((tag) => tags.has(tag));
}

export function isExternal(item: MenuItem): boolean {
  return item.meta?.internalOrExternal === true;
}

export function isLayoutComponent(component: string | undefined): boolean {
  return !component || LAYOUT_COMPONENTS.includes(component);
}

function toMenuEntry(item: MenuItem, children: MenuEntry[]): MenuEntry {
  return {
    key: item.id || item.path,
    title: item.meta?.title ?? item.name,
    icon: item.meta?.icon,
    path: item.path,
    external: isExternal(item),
    iframe: item.component === IFRAME_COMPONENT,
    url: item.meta?.url ?? item.path,
    ...(children.length > 0 ? { children } : {}),
  };
}

/** The menu the user sees (sidebar, top menu, search, home shortcuts). */
export function buildMenu(menu: MenuItem[], tags: Set<string>): MenuEntry[] {
  const entries: MenuEntry[] = [];
  menu.forEach((item) => {
    if (item.hidden || !isPermitted(item, tags)) return;
    const declared = item.alwaysShow ? [] : (item.children ?? []);
    const children = buildMenu(declared, tags);
    if (declared.length > 0 && children.length === 0) return;
    entries.push(toMenuEntry(item, children));
  });
  return entries;
}

function isUnder(path: string, parent: string): boolean {
  return parent !== '/' && path.startsWith(`${parent}/`);
}

function firstPath(routes: RouteEntry[]): string | undefined {
  for (const route of routes) {
    if (!isLayoutComponent(route.component) || route.children.length === 0) return route.path;
    const nested = firstPath(route.children);
    if (nested) return nested;
  }
  return undefined;
}

/** The routes the menu creates (flattened where a child's path is not under its parent's). */
export function buildRoutes(menu: MenuItem[], tags: Set<string>): RouteEntry[] {
  const routes: RouteEntry[] = [];
  menu.forEach((item) => {
    if (!isPermitted(item, tags)) return;
    const childRoutes = buildRoutes(item.children ?? [], tags);
    if (item.route === '0' || isExternal(item)) {
      routes.push(...childRoutes);
      return;
    }
    const path = stripQuery(item.path);
    const hasChildren = (item.children?.length ?? 0) > 0;
    const component = item.component || (hasChildren ? LAYOUT_COMPONENTS[0]! : '');
    const nests = isLayoutComponent(component) && hasChildren;
    const nested = nests ? childRoutes.filter((route) => isUnder(route.path, path)) : [];
    const hoisted = childRoutes.filter((route) => !nested.includes(route));
    const redirect = item.alwaysShow
      ? item.path
      : item.redirect || (nests ? firstPath(childRoutes) : undefined);
    routes.push({
      path,
      component,
      title: item.meta?.title ?? item.name,
      ...(redirect ? { redirect } : {}),
      children: nested,
      item,
    });
    routes.push(...hoisted);
  });
  return routes;
}

/** Menu items from the root to the one at `pathname` (+`search`), hidden ones included. */
export function findMenuTrail(menu: MenuItem[], pathname: string, search = ''): MenuItem[] {
  const fullPath = `${pathname}${search}`;
  const walk = (
    items: MenuItem[],
    trail: MenuItem[],
    match: (item: MenuItem) => boolean,
  ): MenuItem[] | null => {
    for (const item of items) {
      const next = [...trail, item];
      if (match(item)) return next;
      const found = walk(item.children ?? [], next, match);
      if (found) return found;
    }
    return null;
  };
  return (
    (search ? walk(menu, [], (item) => item.path === fullPath) : null) ??
    walk(menu, [], (item) => item.route !== '0' && !isExternal(item) && stripQuery(item.path) === pathname) ??
    []
  );
}

/** Leaf entries of the visible menu with their ancestors' titles (menu search). */
export function menuLeaves(
  entries: MenuEntry[],
  parents: string[] = [],
): { entry: MenuEntry; trail: string[] }[] {
  return entries.flatMap((entry) =>
    entry.children
      ? menuLeaves(entry.children, [...parents, entry.title])
      : [{ entry, trail: [...parents, entry.title] }],
  );
}

/** Where clicking a (possibly parent) entry leads: itself if a leaf, else its first leaf. */
export function entryTarget(entry: MenuEntry): MenuEntry {
  return entry.children?.[0] ? entryTarget(entry.children[0]) : entry;
}

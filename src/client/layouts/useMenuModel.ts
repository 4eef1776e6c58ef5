// What the basic layout derives from the session and the location: the visible menu, the trail of
// the current page (breadcrumb, title) and the tab title.
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../../shared/api-types';
import { HEADER_TEXTS } from '../../shared/texts';
import { PATHS } from '../router/paths';
import { buildMenu, findMenuTrail, heldTags } from '../router/menuModel';
import type { MenuEntry } from '../router/menuModel';
import { useSession } from '../session/useSession';
import { storedTabTitle } from './tabs/tabsModel';

export interface MenuModel {
  entries: MenuEntry[];
  trail: MenuItem[];
  fullPath: string;
  /** Identity of the page for tabs and remounting: the pathname, or the matched entry's path-with-query. */
  pageKey: string;
  isHome: boolean;
  title: string;
}

export function useMenuModel(): MenuModel {
  const { permissions } = useSession();
  const location = useLocation();
  const menu = useMemo(() => permissions?.menu ?? [], [permissions]);
  const entries = useMemo(() => buildMenu(menu, heldTags(permissions?.auth ?? [])), [menu, permissions]);
  const trail = useMemo(
    () => findMenuTrail(menu, location.pathname, location.search),
    [menu, location.pathname, location.search],
  );
  const fullPath = `${location.pathname}${location.search}`;
  const isHome = location.pathname === PATHS.home;
  const matched = trail[trail.length - 1];
  const menuTitle = matched?.meta?.title;
  const title = storedTabTitle(fullPath) ?? menuTitle ?? (isHome ? HEADER_TEXTS.home : location.pathname);
  // A menu entry with its own query (route '0', e.g. 排查任务) is a page of its own; any other query
  // (a list's filters, sort, page) belongs to the page of the path.
  const pageKey = matched?.path.includes('?') && matched.path === fullPath ? fullPath : location.pathname;
  return { entries, trail, fullPath, pageKey, isHome, title };
}

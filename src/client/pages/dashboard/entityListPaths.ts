// Where the user's menu shows each entity's list (a menu item whose component is
// 'entity/<name>'), so a dashboard figure can open the list it counts. An entity the menu does not
// route to has no path: its figure is shown but does not link.
import { useMemo } from 'react';
import type { MenuItem } from '../../../shared/api-types';
import { buildRoutes, heldTags } from '../../router/menuModel';
import type { RouteEntry } from '../../router/menuModel';
import { useSession } from '../../session/useSession';

const ENTITY_COMPONENT = 'entity/';

export function entityListPaths(menu: MenuItem[], tags: Set<string>): Map<string, string> {
  const paths = new Map<string, string>();
  const visit = (routes: RouteEntry[]) => {
    for (const route of routes) {
      const name = route.component.startsWith(ENTITY_COMPONENT)
        ? route.component.slice(ENTITY_COMPONENT.length)
        : '';
      // The first menu entry of an entity wins (the task list has two).
      if (name && !paths.has(name)) paths.set(name, route.path);
      visit(route.children);
    }
  };
  visit(buildRoutes(menu, tags));
  return paths;
}

/** The list path with the figure's filter as the list's URL query (read by the list page). */
export function listLink(path: string, filter: Record<string, string>): string {
  const query = new URLSearchParams(filter).toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

export function useEntityListPaths(): Map<string, string> {
  const { permissions } = useSession();
  return useMemo(
    () => entityListPaths(permissions?.menu ?? [], heldTags(permissions?.auth ?? [])),
    [permissions],
  );
}

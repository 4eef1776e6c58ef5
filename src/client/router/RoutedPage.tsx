// A menu route's page, titled by the menu entry that matches the current URL: a route '0' entry
// with a query (排查任务 -> /nanlitask/nanlitasklist?taskType=...) names the page it opens.
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { PageProps } from '../pages/pageTypes';
import { useSession } from '../session/useSession';
import { findMenuTrail } from './menuModel';
import type { RouteEntry } from './menuModel';

export function RoutedPage({ entry, page: Page }: { entry: RouteEntry; page: ComponentType<PageProps> }) {
  const { permissions } = useSession();
  const { pathname, search } = useLocation();
  const title = useMemo(() => {
    const trail = findMenuTrail(permissions?.menu ?? [], pathname, search);
    return trail[trail.length - 1]?.meta?.title ?? entry.title;
  }, [permissions, pathname, search, entry.title]);
  return <Page title={title} url={entry.item.meta?.url} />;
}

// The menu's routes under the basic layout: '/' redirects home, every menu route renders its page
// from the registry, layout parents nest their children, unknown paths go to /404.
import { useMemo } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { lazyWithTimeout } from './lazyWithTimeout';
import { PAGE_REGISTRY, resolvePage } from '../pages/pageRegistry';
import type { PermissionState } from '../session/sessionState';
import { buildRoutes, heldTags } from './menuModel';
import type { RouteEntry } from './menuModel';
import { PATHS } from './paths';
import { RoutedPage } from './RoutedPage';

const BasicLayout = lazyWithTimeout(() => import('../layouts/BasicLayout'));

function toRouteObject(entry: RouteEntry): RouteObject {
  const registered = PAGE_REGISTRY[entry.component];
  if (registered?.kind === 'layout') {
    const Layout = registered.component;
    const index: RouteObject[] =
      entry.redirect && entry.redirect !== entry.path
        ? [{ index: true, element: <Navigate to={entry.redirect} replace /> }]
        : [];
    return {
      path: entry.path,
      element: <Layout title={entry.title} />,
      children: [...index, ...entry.children.map(toRouteObject)],
    };
  }
  return { path: entry.path, element: <RoutedPage entry={entry} page={resolvePage(entry.component)} /> };
}

export function routeObjects(permissions: PermissionState): RouteObject[] {
  const routes = buildRoutes(permissions.menu, heldTags(permissions.auth));
  return [
    {
      path: '/',
      element: <BasicLayout />,
      children: [
        { index: true, element: <Navigate to={PATHS.home} replace /> },
        ...routes.map(toRouteObject),
        { path: '*', element: <Navigate to={PATHS.notFound} replace /> },
      ],
    },
  ];
}

export function DynamicRoutes({ permissions }: { permissions: PermissionState }) {
  const routes = useMemo(() => routeObjects(permissions), [permissions]);
  return useRoutes(routes);
}

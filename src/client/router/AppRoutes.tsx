// The route table (spec §2): public pages, the user layout for login pages, exception pages, and
// behind the guard everything else (the permission-driven app, loaded as its own chunk).
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PUBLIC_PAGE_TEXTS } from '../../shared/texts';
import { PageLoading } from '../app/PageLoading';
import { lazyWithTimeout } from './lazyWithTimeout';
import { PATHS } from './paths';
import { GuestOnly, RequireAuth } from './RequireAuth';

const UserLayout = lazyWithTimeout(() => import('../layouts/UserLayout'));
const LoginPage = lazyWithTimeout(() => import('../pages/user/LoginPage'));
const RegisterPage = lazyWithTimeout(() => import('../pages/user/RegisterPage'));
const RegisterResultPage = lazyWithTimeout(() => import('../pages/user/RegisterResultPage'));
const AlterationPage = lazyWithTimeout(() => import('../pages/user/AlterationPage'));
const PublicPlaceholderPage = lazyWithTimeout(() => import('../pages/PublicPlaceholderPage'));
const ForbiddenPage = lazyWithTimeout(() => import('../pages/exception/ForbiddenPage'));
const NotFoundPage = lazyWithTimeout(() => import('../pages/exception/NotFoundPage'));
const ServerErrorPage = lazyWithTimeout(() => import('../pages/exception/ServerErrorPage'));
const PrivateApp = lazyWithTimeout(() => import('./PrivateApp'));
const InsuredScreenPage = lazyWithTimeout(() => import('../pages/screens/InsuredScreenPage'));
const DangerScreenPage = lazyWithTimeout(() => import('../pages/screens/DangerScreenPage'));
const CompanyCheckPage = lazyWithTimeout(() => import('../pages/companylist/CompanyCheckPage'));

const PUBLIC_SCREENS = [{ path: PATHS.testHome, ...PUBLIC_PAGE_TEXTS.testHome }];

/** Public pages outside the user layout (the big screens: aggregates only; the insurance check). */
const PUBLIC_PAGES = [
  { path: PATHS.insuredScreen, Page: InsuredScreenPage },
  { path: PATHS.dangerScreen, Page: DangerScreenPage },
  { path: PATHS.companyList, Page: CompanyCheckPage },
];

/** Public account pages of the user layout. */
const USER_PAGES = [
  { path: 'register', Page: RegisterPage },
  { path: 'register-result', Page: RegisterResultPage },
  { path: 'alteration', Page: AlterationPage },
];

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading fullPage />}>
      <Routes>
        <Route path="/user" element={<UserLayout />}>
          <Route index element={<Navigate to={PATHS.login} replace />} />
          <Route
            path="login"
            element={
              <GuestOnly>
                <LoginPage />
              </GuestOnly>
            }
          />
          {USER_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        {PUBLIC_SCREENS.map((screen) => (
          <Route
            key={screen.path}
            path={screen.path}
            element={<PublicPlaceholderPage title={screen.title} capability={screen.capability} />}
          />
        ))}
        {PUBLIC_PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path={PATHS.forbidden} element={<ForbiddenPage />} />
        <Route path={PATHS.notFound} element={<NotFoundPage />} />
        <Route path={PATHS.serverError} element={<ServerErrorPage />} />
        <Route
          path="*"
          element={
            <RequireAuth>
              <PrivateApp />
            </RequireAuth>
          }
        />
      </Routes>
    </Suspense>
  );
}

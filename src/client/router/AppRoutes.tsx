// The route table (spec §2): public pages, the user layout for login pages, exception pages, and
// behind the guard everything else (the permission-driven app, loaded as its own chunk).
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../app/PageLoading';
import { lazyWithTimeout } from './lazyWithTimeout';
import { PATHS } from './paths';
import { GuestOnly, RequireAuth } from './RequireAuth';

const UserLayout = lazyWithTimeout(() => import('../layouts/UserLayout'));
const LoginPage = lazyWithTimeout(() => import('../pages/user/LoginPage'));
const RegisterPage = lazyWithTimeout(() => import('../pages/user/RegisterPage'));
const RegisterResultPage = lazyWithTimeout(() => import('../pages/user/RegisterResultPage'));
const AlterationPage = lazyWithTimeout(() => import('../pages/user/AlterationPage'));
const TestHomePage = lazyWithTimeout(() => import('../pages/landing/TestHomePage'));
const ForbiddenPage = lazyWithTimeout(() => import('../pages/exception/ForbiddenPage'));
const NotFoundPage = lazyWithTimeout(() => import('../pages/exception/NotFoundPage'));
const ServerErrorPage = lazyWithTimeout(() => import('../pages/exception/ServerErrorPage'));
const PrivateApp = lazyWithTimeout(() => import('./PrivateApp'));
const InsuredScreenPage = lazyWithTimeout(() => import('../pages/screens/InsuredScreenPage'));
const DangerScreenPage = lazyWithTimeout(() => import('../pages/screens/DangerScreenPage'));
const CompanyCheckPage = lazyWithTimeout(() => import('../pages/companylist/CompanyCheckPage'));

/**
 * Public pages outside the user layout (the landing page; the big screens: aggregates only; the
 * insurance check).
 */
const PUBLIC_PAGES = [
  { path: PATHS.testHome, Page: TestHomePage },
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

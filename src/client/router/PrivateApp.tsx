// Behind the guard: load the permission list once, then route by the menu. If loading fails the
// user is logged out, which sends the guard back to /user/login with the redirect (spec §2).
import { useEffect } from 'react';
import { HEADER_TEXTS, PERMISSION_TEXTS } from '../../shared/texts';
import { feedback } from '../api/feedback';
import { HttpError } from '../api/httpErrors';
import { PageLoading } from '../app/PageLoading';
import { logout } from '../session/logout';
import { loadPermissions } from '../session/permissions';
import { useSession } from '../session/useSession';
import { DynamicRoutes } from './DynamicRoutes';

/** What went wrong, in words for the user: a network failure's own text is the browser's. */
function detailOf(error: unknown): string {
  if (error instanceof HttpError) return error.kind === 'network' ? HEADER_TEXTS.networkError : error.message;
  return error instanceof Error ? error.message : String(error);
}

export default function PrivateApp() {
  const { permissions } = useSession();

  useEffect(() => {
    if (permissions) return;
    let active = true;
    loadPermissions().catch((error: unknown) => {
      if (!active) return;
      // The logout closes the session's notices (the http client's toast among them) before it
      // first waits, so the reason is told after the call. A 401 has logged out already and its
      // 未授权 toast stays: that is the reason.
      void logout();
      if (error instanceof HttpError && error.status === 401) return;
      feedback.notification.error({ message: PERMISSION_TEXTS.loadFailed, description: detailOf(error) });
    });
    return () => {
      active = false;
    };
  }, [permissions]);

  if (!permissions) return <PageLoading fullPage />;
  return <DynamicRoutes permissions={permissions} />;
}

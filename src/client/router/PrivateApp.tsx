// Behind the guard: load the permission list once, then route by the menu. If loading fails the
// user is logged out, which sends the guard back to /user/login with the redirect (spec §2).
import { useEffect } from 'react';
import { PERMISSION_TEXTS } from '../../shared/texts';
import { feedback } from '../api/feedback';
import { HttpError } from '../api/httpErrors';
import { PageLoading } from '../app/PageLoading';
import { logout } from '../session/logout';
import { loadPermissions } from '../session/permissions';
import { useSession } from '../session/useSession';
import { DynamicRoutes } from './DynamicRoutes';

export default function PrivateApp() {
  const { permissions } = useSession();

  useEffect(() => {
    if (permissions) return;
    let active = true;
    loadPermissions().catch((error: unknown) => {
      if (!active) return;
      // The http client has already told the user about transport and status errors.
      if (!(error instanceof HttpError)) {
        feedback.notification.error({
          message: PERMISSION_TEXTS.loadFailed,
          description: error instanceof Error ? error.message : String(error),
        });
      }
      void logout();
    });
    return () => {
      active = false;
    };
  }, [permissions]);

  if (!permissions) return <PageLoading fullPage />;
  return <DynamicRoutes permissions={permissions} />;
}

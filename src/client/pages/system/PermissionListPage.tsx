// system/PermissionList: the system realm's menus and buttons.
import PermissionPage from './PermissionPage';

export default function PermissionListPage() {
  return <PermissionPage realm="sys" />;
}

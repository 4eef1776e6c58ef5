// system/RoleList: the system realm's roles.
import RolePage from './RolePage';

export default function RoleListPage() {
  return <RolePage realm="sys" />;
}

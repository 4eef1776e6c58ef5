// system/EntRoleList: the enterprise realm's roles and its own menus and buttons, one tab each.
import { Tabs } from 'antd';
import { ROLE_PAGE_TEXTS as T } from '../../../shared/roles/roles-texts';
import PermissionPage from './PermissionPage';
import RolePage from './RolePage';

export default function EntRoleListPage() {
  return (
    <Tabs
      items={[
        { key: 'roles', label: T.entRoles, children: <RolePage realm="ent" /> },
        { key: 'permissions', label: T.entPermissions, children: <PermissionPage realm="ent" /> },
      ]}
    />
  );
}

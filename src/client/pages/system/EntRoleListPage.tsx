// system/EntRoleList: the enterprise realm's roles and its own menus and buttons, one tab each, in the
// page card every list has.
import { Card, Tabs } from 'antd';
import { ROLE_PAGE_TEXTS as T } from '../../../shared/roles/roles-texts';
import type { PageProps } from '../pageTypes';
import PermissionPage from './PermissionPage';
import RolePage from './RolePage';

export default function EntRoleListPage({ title }: PageProps) {
  return (
    <Card title={title} bordered={false}>
      <Tabs
        items={[
          { key: 'roles', label: T.entRoles, children: <RolePage realm="ent" /> },
          { key: 'permissions', label: T.entPermissions, children: <PermissionPage realm="ent" /> },
        ]}
      />
    </Card>
  );
}

// system/PermissionList: the system realm's menus and buttons, in the page card every list has.
import { Card } from 'antd';
import type { PageProps } from '../pageTypes';
import PermissionPage from './PermissionPage';

export default function PermissionListPage({ title }: PageProps) {
  return (
    <Card title={title} bordered={false}>
      <PermissionPage realm="sys" />
    </Card>
  );
}

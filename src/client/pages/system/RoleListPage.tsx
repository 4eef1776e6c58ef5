// system/RoleList: the system realm's roles, in the page card every list has.
import { Card } from 'antd';
import type { PageProps } from '../pageTypes';
import RolePage from './RolePage';

export default function RoleListPage({ title }: PageProps) {
  return (
    <Card title={title} bordered={false}>
      <RolePage realm="sys" />
    </Card>
  );
}

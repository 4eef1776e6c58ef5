// 账户设置 (account/Settings): 基本设置 (own base information, avatar) and 安全设置 (password, phone).
import { Card, Tabs } from 'antd';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import type { PageProps } from '../pageTypes';
import { BaseSettingsForm } from './BaseSettingsForm';
import { SecuritySettings } from './SecuritySettings';
import { useCurrentUser } from './useCurrentUser';

export default function AccountSettingsPage({ title }: PageProps) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Card title={title || ACCOUNT_TEXTS.settingsTitle}>
      <Tabs
        tabPosition="left"
        items={[
          { key: 'base', label: ACCOUNT_TEXTS.baseSettings, children: <BaseSettingsForm user={user} /> },
          {
            key: 'security',
            label: ACCOUNT_TEXTS.securitySettings,
            children: <SecuritySettings user={user} />,
          },
        ]}
      />
    </Card>
  );
}

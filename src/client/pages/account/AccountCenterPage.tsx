// 个人中心 (account/Center): the signed-in user's profile at a glance, with a link to the settings.
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { maskPhone } from '../../../shared/personal-data';
import { staticFileUrl } from '../../api/staticUrl';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../pageTypes';
import { useCurrentUser } from './useCurrentUser';

const orDash = (value: string | null | undefined) => value || ACCOUNT_TEXTS.notSet;
const SEX_TEXT: Record<number, string> = { 1: ACCOUNT_TEXTS.sexMale, 2: ACCOUNT_TEXTS.sexFemale };
const AVATAR_SIZE = 96;

export default function AccountCenterPage({ title }: PageProps) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Card
      title={title || ACCOUNT_TEXTS.centerTitle}
      extra={
        <Button onClick={() => void navigate(PATHS.accountSettings)}>{ACCOUNT_TEXTS.settingsTitle}</Button>
      }
    >
      <div style={{ textAlign: 'center', marginBottom: 24 }}>
        <Avatar size={AVATAR_SIZE} src={staticFileUrl(user.avatar)} icon={<UserOutlined />} />
        <Typography.Title level={4} style={{ marginTop: 12 }}>
          {user.realname || user.username}
        </Typography.Title>
      </div>
      <Descriptions column={2} bordered size="small">
        <Descriptions.Item label={ACCOUNT_TEXTS.usernameLabel}>{user.username}</Descriptions.Item>
        <Descriptions.Item label={ACCOUNT_TEXTS.realnameLabel}>{orDash(user.realname)}</Descriptions.Item>
        <Descriptions.Item label={ACCOUNT_TEXTS.sexLabel}>
          {orDash(user.sex ? SEX_TEXT[user.sex] : null)}
        </Descriptions.Item>
        <Descriptions.Item label={ACCOUNT_TEXTS.birthdayLabel}>{orDash(user.birthday)}</Descriptions.Item>
        <Descriptions.Item label={ACCOUNT_TEXTS.phoneLabel}>
          {orDash(user.phone && maskPhone(user.phone))}
        </Descriptions.Item>
        <Descriptions.Item label={ACCOUNT_TEXTS.emailFieldLabel}>{orDash(user.email)}</Descriptions.Item>
        <Descriptions.Item label={ACCOUNT_TEXTS.telephoneLabel}>{orDash(user.telephone)}</Descriptions.Item>
        <Descriptions.Item label={ACCOUNT_TEXTS.departLabel}>{orDash(user.orgCodeTxt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

// Menu icon names (menus.json, antd v3 style 'file-text') -> the few icons the menu uses.
import {
  AlertOutlined,
  AppstoreOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FundOutlined,
  HomeOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  alert: AlertOutlined,
  appstore: AppstoreOutlined,
  dashboard: DashboardOutlined,
  environment: EnvironmentOutlined,
  'file-text': FileTextOutlined,
  fund: FundOutlined,
  home: HomeOutlined,
  profile: ProfileOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  team: TeamOutlined,
  user: UserOutlined,
};

export function menuIcon(name: string | undefined) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon /> : undefined;
}

/** Icon names the menu can draw: the choices of the menu editor's icon picker. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

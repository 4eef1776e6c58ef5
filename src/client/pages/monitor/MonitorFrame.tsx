// The frame of every monitor page: title, last update time, the auto-refresh note and 刷新; an
// error of the last load shows above the content (the previous data stays visible).
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { MONITOR_REFRESH_MS, MONITOR_TEXTS } from '../../../shared/monitor/monitor-texts';
import type { MonitorData } from './useMonitorData';

export interface MonitorFrameProps {
  title: string;
  state: Pick<MonitorData<unknown, unknown>, 'error' | 'loading' | 'updatedAt' | 'reload'>;
  children: ReactNode;
}

export function MonitorFrame({ title, state, children }: MonitorFrameProps) {
  return (
    <Card
      variant="borderless"
      title={title}
      extra={
        <Space>
          <Typography.Text type="secondary">
            {state.updatedAt ? MONITOR_TEXTS.lastUpdated(state.updatedAt) : ''}{' '}
            {MONITOR_TEXTS.autoRefresh(MONITOR_REFRESH_MS / 1000)}
          </Typography.Text>
          <Button icon={<ReloadOutlined />} onClick={state.reload}>
            {MONITOR_TEXTS.refresh}
          </Button>
        </Space>
      }
    >
      {state.error && (
        <Alert type="error" showIcon message={state.error.message} style={{ marginBottom: 16 }} />
      )}
      <Spin spinning={state.loading}>{children}</Spin>
    </Card>
  );
}

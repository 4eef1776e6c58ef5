// 监控看板 (dashboard/Monitor): the business counters of the user's scope, re-read every
// LIVE_REFRESH_MS, each opening the list it counts, beside the platform's runtime figures.
import { Card, Space, Typography } from 'antd';
import { DASHBOARD_TEXTS as T } from '../../../shared/dashboard/kpi-texts';
import type { PageProps } from '../pageTypes';
import { KpiTiles } from './KpiTiles';
import { RuntimeFigures } from './RuntimeFigures';
import { useLiveCounters } from './kpiData';

export default function MonitorPage({ title }: PageProps) {
  const { data, error } = useLiveCounters();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} aria-label={title}>
      <Card
        variant="borderless"
        title={T.liveTitle}
        extra={data && <Typography.Text type="secondary">{T.liveUpdatedAt(data.at)}</Typography.Text>}
      >
        {error ? (
          <Typography.Text type="danger">{error.message}</Typography.Text>
        ) : (
          <KpiTiles kpis={data?.kpis ?? []} />
        )}
      </Card>
      <RuntimeFigures />
    </Space>
  );
}

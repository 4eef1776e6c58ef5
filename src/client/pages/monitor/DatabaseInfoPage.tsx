// 数据库监控 (monitor/DatabaseInfo): engine, version, size and connections, a query-rate line over
// the last refreshes, and the recent slow queries (statement text only).
import { Descriptions, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { MONITOR_PATHS } from '../../../shared/monitor/monitor-api';
import type { DatabaseInfo, SlowQuery } from '../../../shared/monitor/monitor-api';
import { MONITOR_TEXTS as T } from '../../../shared/monitor/monitor-texts';
import type { PageProps } from '../pageTypes';
import { EChart } from './EChart';
import { MonitorFrame } from './MonitorFrame';
import { lineOption } from './chartOptions';
import { clockOf, formatBytes } from './format';
import { useMonitorData } from './useMonitorData';

const CHART_HEIGHT = 220;
const ENGINE_NAMES: Record<DatabaseInfo['engine'], string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

interface Point {
  time: string;
  queries: number;
}

const toPoint = (info: DatabaseInfo, time: string): Point => ({
  time: clockOf(time),
  queries: info.queryCount,
});

export default function DatabaseInfoPage({ title }: PageProps) {
  const state = useMonitorData<DatabaseInfo, Point>(MONITOR_PATHS.database, toPoint);
  const { data, history } = state;
  // Queries between two refreshes: the differences of the running count.
  const rateChart = useMemo(
    () =>
      lineOption(
        history.slice(1).map((p) => p.time),
        [{ name: T.queryRate, data: history.slice(1).map((p, i) => p.queries - history[i]!.queries) }],
      ),
    [history],
  );
  const connections = data?.connections;

  return (
    <MonitorFrame title={title} state={state}>
      {data && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={T.engine}>{ENGINE_NAMES[data.engine]}</Descriptions.Item>
          <Descriptions.Item label={T.version}>{data.version}</Descriptions.Item>
          <Descriptions.Item label={T.size}>{formatBytes(data.sizeBytes)}</Descriptions.Item>
          <Descriptions.Item label={T.connections}>
            {connections
              ? `${connections.total} / ${connections.idle} / ${connections.waiting} / ${connections.max}`
              : T.embedded}
          </Descriptions.Item>
          <Descriptions.Item label={T.queryCount}>{data.queryCount}</Descriptions.Item>
        </Descriptions>
      )}
      <h4>{T.queryRate}</h4>
      <EChart option={rateChart} height={CHART_HEIGHT} />
      <h4>{T.slowThreshold(data?.slowQueryThresholdMs ?? 0)}</h4>
      <Table<SlowQuery>
        size="small"
        rowKey={(row) => `${row.time}-${row.durationMs}-${row.sql.slice(0, 40)}`}
        pagination={false}
        locale={{ emptyText: T.noSlowQueries }}
        dataSource={data?.slowQueries ?? []}
        columns={[
          { title: T.slowTime, dataIndex: 'time', width: 180 },
          { title: T.slowDuration, dataIndex: 'durationMs', width: 120, align: 'right' },
          {
            title: T.slowSql,
            dataIndex: 'sql',
            render: (text: string) => (
              <Typography.Text code ellipsis={{ tooltip: text }} style={{ maxWidth: 720 }}>
                {text}
              </Typography.Text>
            ),
          },
        ]}
      />
    </MonitorFrame>
  );
}

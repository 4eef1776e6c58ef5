// Redis监控 (monitor/RedisInfo): key count and memory with a memory line over the last refreshes,
// and every INFO entry with its description; without REDIS_URL a clear notice instead.
import { Alert, Col, Row, Statistic, Table } from 'antd';
import { useMemo } from 'react';
import { MONITOR_PATHS } from '../../../shared/monitor/monitor-api';
import type { RedisInfoResult } from '../../../shared/monitor/monitor-api';
import { MONITOR_TEXTS as T, REDIS_TEXTS } from '../../../shared/monitor/monitor-texts';
import type { PageProps } from '../pageTypes';
import { EChart } from './EChart';
import { MonitorFrame } from './MonitorFrame';
import { lineOption } from './chartOptions';
import { clockOf, formatBytes } from './format';
import { useMonitorData } from './useMonitorData';

const CHART_HEIGHT = 240;

interface Point {
  time: string;
  memoryKb: number;
}

const toPoint = (info: RedisInfoResult, time: string): Point => ({
  time: clockOf(time),
  memoryKb: Math.round(info.usedMemory / 1024),
});

export default function RedisInfoPage({ title }: PageProps) {
  const state = useMonitorData<RedisInfoResult, Point>(MONITOR_PATHS.redisInfo, toPoint);
  const { data, history } = state;
  const memoryChart = useMemo(
    () =>
      lineOption(
        history.map((p) => p.time),
        [{ name: T.redisChart, data: history.map((p) => p.memoryKb) }],
      ),
    [history],
  );

  return (
    <MonitorFrame title={title} state={state}>
      {data && !data.configured ? (
        <Alert type="info" showIcon message={REDIS_TEXTS.notConfigured} />
      ) : (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col xs={12} xl={4}>
              <Statistic title={T.redisKeys} value={data?.keys ?? 0} />
            </Col>
            <Col xs={12} xl={4}>
              <Statistic title={T.redisMemory} value={formatBytes(data?.usedMemory ?? 0)} />
            </Col>
            <Col xs={24} xl={16}>
              <EChart option={memoryChart} height={CHART_HEIGHT} />
            </Col>
          </Row>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={data?.items ?? []}
            columns={[
              { title: T.redisKey, dataIndex: 'key', width: 260 },
              { title: T.redisValue, dataIndex: 'value', width: 320, ellipsis: true },
              { title: T.redisDescription, dataIndex: 'description' },
            ]}
          />
        </>
      )}
    </MonitorFrame>
  );
}

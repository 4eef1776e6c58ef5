// 运行时信息 (monitor/RuntimeInfo): the Node process in place of JeecgBoot's JVM page — versions,
// uptime, memory, a heap and an event-loop delay chart over the last refreshes, GC counts.
import { Col, Descriptions, Row, Table } from 'antd';
import { useMemo } from 'react';
import { MONITOR_PATHS } from '../../../shared/monitor/monitor-api';
import type { RuntimeInfo } from '../../../shared/monitor/monitor-api';
import { MONITOR_TEXTS as T } from '../../../shared/monitor/monitor-texts';
import type { PageProps } from '../pageTypes';
import { EChart } from './EChart';
import { MonitorFrame } from './MonitorFrame';
import { lineOption } from './chartOptions';
import { clockOf, formatBytes, formatDuration, toMegabytes } from './format';
import { useMonitorData } from './useMonitorData';

const CHART_HEIGHT = 260;

interface Point {
  time: string;
  heapUsed: number;
  heapTotal: number;
  mean: number;
  p99: number;
}

const toPoint = (info: RuntimeInfo, time: string): Point => ({
  time: clockOf(time),
  heapUsed: toMegabytes(info.memory.heapUsed),
  heapTotal: toMegabytes(info.memory.heapTotal),
  mean: info.eventLoop.mean,
  p99: info.eventLoop.p99,
});

export default function RuntimeInfoPage({ title }: PageProps) {
  const state = useMonitorData<RuntimeInfo, Point>(MONITOR_PATHS.runtime, toPoint);
  const { data, history } = state;
  const heapChart = useMemo(
    () =>
      lineOption(
        history.map((p) => p.time),
        [
          { name: T.heapUsed, data: history.map((p) => p.heapUsed) },
          { name: T.heapTotal, data: history.map((p) => p.heapTotal) },
        ],
      ),
    [history],
  );
  const loopChart = useMemo(
    () =>
      lineOption(
        history.map((p) => p.time),
        [
          { name: T.eventLoopMean, data: history.map((p) => p.mean) },
          { name: T.eventLoopP99, data: history.map((p) => p.p99) },
        ],
      ),
    [history],
  );

  return (
    <MonitorFrame title={title} state={state}>
      {data && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={T.nodeVersion}>{data.nodeVersion}</Descriptions.Item>
          <Descriptions.Item label={T.v8Version}>{data.v8Version}</Descriptions.Item>
          <Descriptions.Item label={T.pid}>{data.pid}</Descriptions.Item>
          <Descriptions.Item label={T.startTime}>{data.startTime}</Descriptions.Item>
          <Descriptions.Item label={T.uptime}>{formatDuration(data.uptimeSeconds)}</Descriptions.Item>
          <Descriptions.Item label={T.cpuTime}>
            {data.cpu.userMs} / {data.cpu.systemMs}
          </Descriptions.Item>
          <Descriptions.Item label={T.rss}>{formatBytes(data.memory.rss)}</Descriptions.Item>
          <Descriptions.Item label={T.heapUsed}>{formatBytes(data.memory.heapUsed)}</Descriptions.Item>
          <Descriptions.Item label={T.heapTotal}>{formatBytes(data.memory.heapTotal)}</Descriptions.Item>
          <Descriptions.Item label={T.heapLimit}>{formatBytes(data.memory.heapLimit)}</Descriptions.Item>
          <Descriptions.Item label={T.external}>{formatBytes(data.memory.external)}</Descriptions.Item>
          <Descriptions.Item label={`${T.eventLoop} ${T.eventLoopMax}`}>
            {data.eventLoop.max}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <h4>{T.heapChart}</h4>
          <EChart option={heapChart} height={CHART_HEIGHT} />
        </Col>
        <Col xs={24} xl={12}>
          <h4>{T.eventLoop}</h4>
          <EChart option={loopChart} height={CHART_HEIGHT} />
        </Col>
      </Row>
      <h4>{T.gc}</h4>
      <Table
        size="small"
        rowKey="kind"
        pagination={false}
        dataSource={data?.gc ?? []}
        columns={[
          { title: T.gcKind, dataIndex: 'kind' },
          { title: T.gcCount, dataIndex: 'count', align: 'right' },
          { title: T.gcTotal, dataIndex: 'totalMs', align: 'right' },
        ]}
      />
    </MonitorFrame>
  );
}

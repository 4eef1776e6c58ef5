// 系统信息 (monitor/SystemInfo): operating system, CPU and memory facts, gauges of the current CPU
// and memory usage and a usage line over the last refreshes.
import { Col, Descriptions, Row } from 'antd';
import { useMemo } from 'react';
import { MONITOR_PATHS } from '../../../shared/monitor/monitor-api';
import type { SystemInfo } from '../../../shared/monitor/monitor-api';
import { MONITOR_TEXTS as T } from '../../../shared/monitor/monitor-texts';
import type { PageProps } from '../pageTypes';
import { EChart } from './EChart';
import { MonitorFrame } from './MonitorFrame';
import { gaugeOption, lineOption } from './chartOptions';
import { clockOf, formatBytes, formatDuration } from './format';
import { useMonitorData } from './useMonitorData';

const GAUGE_HEIGHT = 240;
const CHART_HEIGHT = 260;

interface Point {
  time: string;
  cpu: number;
  memory: number;
}

const toPoint = (info: SystemInfo, time: string): Point => ({
  time: clockOf(time),
  cpu: info.cpu.usagePercent,
  memory: info.memory.usagePercent,
});

export default function SystemInfoPage({ title }: PageProps) {
  const state = useMonitorData<SystemInfo, Point>(MONITOR_PATHS.system, toPoint);
  const { data, history } = state;
  const cpuGauge = useMemo(() => gaugeOption(T.cpuUsage, data?.cpu.usagePercent ?? 0), [data]);
  const memoryGauge = useMemo(() => gaugeOption(T.memUsage, data?.memory.usagePercent ?? 0), [data]);
  const usageChart = useMemo(
    () =>
      lineOption(
        history.map((p) => p.time),
        [
          { name: T.cpuUsage, data: history.map((p) => p.cpu) },
          { name: T.memUsage, data: history.map((p) => p.memory) },
        ],
      ),
    [history],
  );

  return (
    <MonitorFrame title={title} state={state}>
      {data && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={T.hostname}>{data.hostname}</Descriptions.Item>
          <Descriptions.Item label={T.os}>
            {data.platform} {data.release}
          </Descriptions.Item>
          <Descriptions.Item label={T.arch}>{data.arch}</Descriptions.Item>
          <Descriptions.Item label={T.cpuModel}>{data.cpu.model}</Descriptions.Item>
          <Descriptions.Item label={T.cpuCount}>{data.cpu.count}</Descriptions.Item>
          <Descriptions.Item label={T.loadAverage}>{data.cpu.loadAverage.join(' / ')}</Descriptions.Item>
          <Descriptions.Item label={T.memTotal}>{formatBytes(data.memory.total)}</Descriptions.Item>
          <Descriptions.Item label={T.memUsed}>{formatBytes(data.memory.used)}</Descriptions.Item>
          <Descriptions.Item label={T.memFree}>{formatBytes(data.memory.free)}</Descriptions.Item>
          <Descriptions.Item label={T.uptime}>{formatDuration(data.uptimeSeconds)}</Descriptions.Item>
        </Descriptions>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12} xl={6}>
          <EChart option={cpuGauge} height={GAUGE_HEIGHT} />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <EChart option={memoryGauge} height={GAUGE_HEIGHT} />
        </Col>
        <Col xs={24} xl={12}>
          <h4>{T.usageChart}</h4>
          <EChart option={usageChart} height={CHART_HEIGHT} />
        </Col>
      </Row>
    </MonitorFrame>
  );
}

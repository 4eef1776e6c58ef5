// The monitoring board's runtime figures, from the endpoints the monitor pages already read (and
// refreshed as they refresh them): shown only to a user holding their monitor codes — for anyone else
// no card at all — so the board asks no endpoint that would refuse.
import { Card, Col, Row, Statistic } from 'antd';
import { MONITOR_CODES, MONITOR_PATHS } from '../../../shared/monitor/monitor-api';
import type { RuntimeInfo, SystemInfo } from '../../../shared/monitor/monitor-api';
import { DASHBOARD_TEXTS as T } from '../../../shared/dashboard/kpi-texts';
import { useButtonAccess } from '../../session/useButtonCodes';
import { formatBytes, formatDurationBrief } from '../monitor/format';
import { useMonitorData } from '../monitor/useMonitorData';

const SPAN = { xs: 12, sm: 8, md: 6, xl: 4 } as const;

function RuntimeStats() {
  const { data } = useMonitorData<RuntimeInfo>(MONITOR_PATHS.runtime);
  if (!data) return null;
  return (
    <>
      <Col {...SPAN}>
        <Statistic title={T.heapUsed} value={formatBytes(data.memory.heapUsed)} />
      </Col>
      <Col {...SPAN}>
        <Statistic title={T.rss} value={formatBytes(data.memory.rss)} />
      </Col>
      <Col {...SPAN}>
        <Statistic title={T.eventLoopP99} value={data.eventLoop.p99} suffix="ms" />
      </Col>
      <Col {...SPAN}>
        <Statistic title={T.uptime} value={formatDurationBrief(data.uptimeSeconds)} />
      </Col>
    </>
  );
}

function SystemStats() {
  const { data } = useMonitorData<SystemInfo>(MONITOR_PATHS.system);
  if (!data) return null;
  return (
    <>
      <Col {...SPAN}>
        <Statistic title={T.cpuUsage} value={data.cpu.usagePercent} suffix="%" />
      </Col>
      <Col {...SPAN}>
        <Statistic title={T.memUsage} value={data.memory.usagePercent} suffix="%" />
      </Col>
    </>
  );
}

export function RuntimeFigures() {
  const can = useButtonAccess();
  const runtime = can(MONITOR_CODES.runtime);
  const system = can(MONITOR_CODES.system);
  // Without either code there is nothing to show: no card (a card saying so is a dead end).
  if (!runtime && !system) return null;
  return (
    <Card variant="borderless" title={T.runtimeTitle}>
      <Row gutter={[16, 16]}>
        {runtime && <RuntimeStats />}
        {system && <SystemStats />}
      </Row>
    </Card>
  );
}

// The analysis dashboard's visit card: today's visits and IPs, the total, and a bar/line chart of the
// last 7 days (JeecgBoot's /sys/loginfo and /sys/visitInfo). A lazy chunk of its own, so the home
// page's first paint does not wait for it or for ECharts.
import { Card, Col, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import useSWR from 'swr';
import { MONITOR_PATHS } from '../../../shared/monitor/monitor-api';
import type { LoginInfo, VisitDay } from '../../../shared/monitor/monitor-api';
import { MONITOR_TEXTS as T } from '../../../shared/monitor/monitor-texts';
import { getAction } from '../../api/http';
import { EChart } from './EChart';

const CHART_HEIGHT = 260;

async function fetchResult<R>(path: string): Promise<R | null> {
  const response = await getAction<R>(path);
  return response?.success ? response.result : null;
}

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export default function VisitCard() {
  const { data: info } = useSWR(MONITOR_PATHS.loginInfo, fetchResult<LoginInfo>, SWR_OPTIONS);
  const { data: days } = useSWR(MONITOR_PATHS.visitInfo, fetchResult<VisitDay[]>, SWR_OPTIONS);
  const option = useMemo(() => {
    const list = days ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { data: [T.visitSeries, T.ipSeries] },
      grid: { left: 40, right: 24, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: list.map((d) => d.tian) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'bar', name: T.visitSeries, data: list.map((d) => d.visit), barMaxWidth: 32 },
        { type: 'line', name: T.ipSeries, data: list.map((d) => d.ip), smooth: true },
      ],
    };
  }, [days]);

  return (
    <Card variant="borderless" title={T.visitTitle}>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Statistic title={T.todayVisits} value={info?.todayVisitCount ?? 0} />
          <Statistic title={T.todayIp} value={info?.todayIp ?? 0} style={{ marginTop: 16 }} />
          <Statistic title={T.totalVisits} value={info?.totalVisitCount ?? 0} style={{ marginTop: 16 }} />
        </Col>
        <Col xs={24} md={18}>
          <EChart option={option} height={CHART_HEIGHT} />
        </Col>
      </Row>
    </Card>
  );
}

// The analysis dashboard's visit card: today's visits and IPs, the total, and a bar/line chart of the
// last 7 days (JeecgBoot's /sys/loginfo and /sys/visitInfo). A lazy chunk of its own, so the home
// page's first paint does not wait for it; drawn with the light SVG chart (no ECharts).
import { Card, Col, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import useSWR from 'swr';
import { MONITOR_PATHS } from '../../../shared/monitor/monitor-api';
import type { LoginInfo, VisitDay } from '../../../shared/monitor/monitor-api';
import { MONITOR_TEXTS as T } from '../../../shared/monitor/monitor-texts';
import { getAction } from '../../api/http';
import { TrendChart } from '../../widgets/charts/TrendChart';
import type { ChartSeries } from '../../widgets/charts/chartSeries';

const CHART_HEIGHT = 260;

async function fetchResult<R>(path: string): Promise<R | null> {
  const response = await getAction<R>(path);
  return response?.success ? response.result : null;
}

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export default function VisitCard() {
  const { data: info } = useSWR(MONITOR_PATHS.loginInfo, fetchResult<LoginInfo>, SWR_OPTIONS);
  const { data: days } = useSWR(MONITOR_PATHS.visitInfo, fetchResult<VisitDay[]>, SWR_OPTIONS);
  const chart = useMemo(() => {
    const list = days ?? [];
    const series: ChartSeries[] = [
      { name: T.visitSeries, kind: 'bar', values: list.map((d) => d.visit) },
      { name: T.ipSeries, kind: 'line', values: list.map((d) => d.ip) },
    ];
    return { categories: list.map((d) => d.tian), series };
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
          <TrendChart categories={chart.categories} series={chart.series} height={CHART_HEIGHT} />
        </Col>
      </Row>
    </Card>
  );
}

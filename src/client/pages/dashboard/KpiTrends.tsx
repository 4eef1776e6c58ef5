// The home page's two trend charts over the period: hazards found vs closed per month, and
// investigations per month. Clicking a bar or point opens the list of the records it counts (that
// month within the period, as the server filters it). ECharts arrives with the first chart, as the
// monitor pages' lazy chunk.
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { KpiOverview, TrendKey, TrendSeries } from '../../../shared/dashboard/kpi-api';
import { DASHBOARD_TEXTS, TREND_LABELS } from '../../../shared/dashboard/kpi-texts';
import { EChart } from '../monitor/EChart';
import { listLink, useEntityListPaths } from './entityListPaths';

const CHART_HEIGHT = 280;
const HAZARD_SERIES: TrendKey[] = ['hazardsFound', 'hazardsClosed'];
const INVESTIGATION_SERIES: TrendKey[] = ['investigations'];

type Trends = Pick<KpiOverview, 'months' | 'trends'>;

function trendOption(months: string[], series: TrendSeries[], type: 'bar' | 'line', linked: boolean) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => TREND_LABELS[s.key]) },
    grid: { left: 40, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: months },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      type,
      name: TREND_LABELS[s.key],
      data: s.values,
      cursor: linked ? 'pointer' : 'default',
      ...(type === 'bar' ? { barMaxWidth: 24 } : { smooth: true, smoothMonotone: 'x', symbolSize: 8 }),
    })),
  };
}

function TrendCard({
  title,
  trends,
  series,
  type,
}: {
  title: string;
  trends: Trends;
  series: TrendSeries[];
  type: 'bar' | 'line';
}) {
  const navigate = useNavigate();
  const paths = useEntityListPaths();
  const linked = series.some((s) => paths.has(s.entity));
  const option = useMemo(
    () => trendOption(trends.months, series, type, linked),
    [trends, series, type, linked],
  );
  const open = (seriesIndex: number, dataIndex: number) => {
    const trend = series[seriesIndex];
    const path = trend && paths.get(trend.entity);
    const filter = trend?.filters[dataIndex];
    if (path && filter) void navigate(listLink(path, filter));
  };
  return (
    <Card variant="borderless" title={title}>
      <EChart option={option} height={CHART_HEIGHT} onPick={open} />
    </Card>
  );
}

const seriesOf = (trends: TrendSeries[], keys: TrendKey[]) => trends.filter((t) => keys.includes(t.key));

export function KpiTrends({ overview }: { overview: Trends }) {
  const hazards = useMemo(() => seriesOf(overview.trends, HAZARD_SERIES), [overview.trends]);
  const investigations = useMemo(() => seriesOf(overview.trends, INVESTIGATION_SERIES), [overview.trends]);
  return (
    <Row gutter={16}>
      {hazards.length > 0 && (
        <Col xs={24} lg={12}>
          <TrendCard title={DASHBOARD_TEXTS.hazardTrend} trends={overview} series={hazards} type="bar" />
        </Col>
      )}
      {investigations.length > 0 && (
        <Col xs={24} lg={12}>
          <TrendCard
            title={DASHBOARD_TEXTS.investigationTrend}
            trends={overview}
            series={investigations}
            type="line"
          />
        </Col>
      )}
    </Row>
  );
}

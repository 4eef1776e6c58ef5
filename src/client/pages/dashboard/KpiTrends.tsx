// The home page's two trend charts over the period: hazards found vs closed per month, and
// investigations per month. Clicking a bar or point opens the list of the records it counts (that
// month within the period, as the server filters it). Drawn with the light SVG chart, so the home
// page does not load ECharts.
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { KpiOverview, TrendKey, TrendSeries } from '../../../shared/dashboard/kpi-api';
import { DASHBOARD_TEXTS, TREND_LABELS } from '../../../shared/dashboard/kpi-texts';
import { TrendChart } from '../../widgets/charts/TrendChart';
import { listLink, useEntityListPaths } from './entityListPaths';

const CHART_HEIGHT = 280;
const HAZARD_SERIES: TrendKey[] = ['hazardsFound', 'hazardsClosed'];
const INVESTIGATION_SERIES: TrendKey[] = ['investigations'];

type Trends = Pick<KpiOverview, 'months' | 'trends'>;

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
  const chartSeries = useMemo(
    () => series.map((s) => ({ name: TREND_LABELS[s.key], kind: type, values: s.values })),
    [series, type],
  );
  const open = (seriesIndex: number, dataIndex: number) => {
    const trend = series[seriesIndex];
    const path = trend && paths.get(trend.entity);
    const filter = trend?.filters[dataIndex];
    if (path && filter) void navigate(listLink(path, filter));
  };
  return (
    <Card variant="borderless" title={title}>
      <TrendChart
        categories={trends.months}
        series={chartSeries}
        height={CHART_HEIGHT}
        onPick={linked ? open : undefined}
      />
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

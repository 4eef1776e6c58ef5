// The home page's two trend charts: hazards found vs closed per month, and investigations per
// month. ECharts itself arrives with the first chart, as the monitor pages' lazy chunk.
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import type { KpiOverview, TrendKey } from '../../../shared/dashboard/kpi-api';
import { DASHBOARD_TEXTS, TREND_LABELS } from '../../../shared/dashboard/kpi-texts';
import { EChart } from '../monitor/EChart';

const CHART_HEIGHT = 280;
const HAZARD_SERIES: TrendKey[] = ['hazardsFound', 'hazardsClosed'];
const INVESTIGATION_SERIES: TrendKey[] = ['investigations'];

function trendOption(
  overview: Pick<KpiOverview, 'months' | 'trends'>,
  keys: TrendKey[],
  type: 'bar' | 'line',
) {
  const series = overview.trends.filter((t) => keys.includes(t.key));
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => TREND_LABELS[s.key]) },
    grid: { left: 40, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: overview.months },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      type,
      name: TREND_LABELS[s.key],
      data: s.values,
      ...(type === 'bar' ? { barMaxWidth: 24 } : { smooth: true, smoothMonotone: 'x' }),
    })),
  };
}

export function KpiTrends({ overview }: { overview: Pick<KpiOverview, 'months' | 'trends'> }) {
  const has = (keys: TrendKey[]) => overview.trends.some((t) => keys.includes(t.key));
  const hazards = useMemo(() => trendOption(overview, HAZARD_SERIES, 'bar'), [overview]);
  const investigations = useMemo(() => trendOption(overview, INVESTIGATION_SERIES, 'line'), [overview]);
  return (
    <Row gutter={16}>
      {has(HAZARD_SERIES) && (
        <Col xs={24} lg={12}>
          <Card variant="borderless" title={DASHBOARD_TEXTS.hazardTrend}>
            <EChart option={hazards} height={CHART_HEIGHT} />
          </Card>
        </Col>
      )}
      {has(INVESTIGATION_SERIES) && (
        <Col xs={24} lg={12}>
          <Card variant="borderless" title={DASHBOARD_TEXTS.investigationTrend}>
            <EChart option={investigations} height={CHART_HEIGHT} />
          </Card>
        </Col>
      )}
    </Row>
  );
}

// The home page's business figures over a chosen period: the KPI tiles of the user's scope and the
// monthly trends. A user who may list none of the counted entities (the server answers 510) sees
// nothing here; a period the server refuses shows its reason above the figures of the last one.
import { Card, Typography } from 'antd';
import { useState } from 'react';
import type { PeriodQuery } from '../../../shared/dashboard/kpi-period';
import { DASHBOARD_TEXTS } from '../../../shared/dashboard/kpi-texts';
import { KpiTiles } from './KpiTiles';
import { KpiTrends } from './KpiTrends';
import { PeriodPicker } from './PeriodPicker';
import { useKpiOverview } from './kpiData';

export function KpiOverviewSection() {
  const [period, setPeriod] = useState<PeriodQuery>({});
  const { data, error } = useKpiOverview(period);
  if (!data || data.kpis.length === 0) return null;
  return (
    <>
      <Card
        variant="borderless"
        title={DASHBOARD_TEXTS.kpiTitle}
        extra={<PeriodPicker value={period} resolved={data.period.key} onChange={setPeriod} />}
      >
        {error && (
          // Plain text rather than an Alert: the home page's shell stays free of one more antd chunk.
          <Typography.Paragraph type="danger" role="alert">
            {(error as Error).message}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
          {DASHBOARD_TEXTS.periodNote(data.period.start, data.period.end)}
        </Typography.Paragraph>
        <KpiTiles kpis={data.kpis} />
      </Card>
      {data.trends.length > 0 && <KpiTrends overview={data} />}
    </>
  );
}

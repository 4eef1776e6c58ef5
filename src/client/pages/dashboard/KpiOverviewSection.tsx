// The home page's business figures: the KPI tiles of the user's scope and the monthly trends. A
// user who may list none of the counted entities (the server answers 510) sees nothing here.
import { Card } from 'antd';
import { DASHBOARD_TEXTS } from '../../../shared/dashboard/kpi-texts';
import { KpiTiles } from './KpiTiles';
import { KpiTrends } from './KpiTrends';
import { useKpiOverview } from './kpiData';

export function KpiOverviewSection() {
  const { data } = useKpiOverview();
  if (!data || data.kpis.length === 0) return null;
  return (
    <>
      <Card variant="borderless" title={DASHBOARD_TEXTS.kpiTitle}>
        <KpiTiles kpis={data.kpis} />
      </Card>
      {data.trends.length > 0 && <KpiTrends overview={data} />}
    </>
  );
}

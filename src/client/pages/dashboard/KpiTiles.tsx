// A tile per figure: its label and value with the unit; clicking a tile opens the list of the
// records it counts, filtered as the server said (when the user's menu routes to that list).
import { Card, Col, Row, Statistic } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import { DASHBOARD_TEXTS, KPI_LABELS, KPI_UNITS } from '../../../shared/dashboard/kpi-texts';
import { listLink, useEntityListPaths } from './entityListPaths';

export function KpiTiles({ kpis }: { kpis: readonly Kpi[] }) {
  const navigate = useNavigate();
  const paths = useEntityListPaths();
  return (
    <Row gutter={[16, 16]}>
      {kpis.map((kpi) => {
        const label = KPI_LABELS[kpi.key];
        const path = paths.get(kpi.entity);
        const open = path ? () => void navigate(listLink(path, kpi.filter)) : undefined;
        return (
          <Col key={kpi.key} xs={12} sm={8} md={6} xl={4}>
            <Card
              size="small"
              hoverable={Boolean(open)}
              onClick={open}
              role={open ? 'link' : undefined}
              aria-label={open ? DASHBOARD_TEXTS.openList(label) : undefined}
              data-kpi={kpi.key}
            >
              <Statistic
                title={label}
                value={kpi.value ?? DASHBOARD_TEXTS.noValue}
                suffix={kpi.value === null ? undefined : KPI_UNITS[kpi.unit]}
              />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

// The info window of an enterprise picked on a map (domain §5.4): identity, policy, services and
// hazards, with 详情 / 派发任务 / 预约.
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space } from 'antd';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { MapEnterpriseInfo } from '../../../shared/maps';
import { entityAbilities } from '../../engine/schema/useEntityAbilities';
import { useEntitySchema } from '../../engine/schema/useEntitySchema';
import { usePermissionLists } from '../../session/useButtonCodes';
import { fetchEnterpriseInfo } from './mapApi';
import { INFO_PANEL_WIDTH, MAP_TEXTS } from './mapTexts';

export type EnterpriseAction = 'detail' | 'dispatch' | 'appoint';

export interface EnterpriseInfoPanelProps {
  enterpriseId: string | null;
  onAction(action: EnterpriseAction, info: MapEnterpriseInfo): void;
}

/**
 * Whether the user may take the button's action, as the entity's list page decides its buttons (a
 * user without 新增 of tasks sees no 派发任务).
 */
function useMay(entity: string, action: 'add' | 'detail'): boolean {
  const { schema } = useEntitySchema(entity);
  const { auth, allAuth } = usePermissionLists();
  return useMemo(() => {
    if (!schema) return false;
    const abilities = entityAbilities(schema, auth, allAuth);
    return action === 'add' ? abilities.toolbar.has('add') : abilities.row.includes('detail');
  }, [schema, auth, allAuth, action]);
}

function Figures({ info }: { info: MapEnterpriseInfo }) {
  const items = [
    [MAP_TEXTS.address, info.address],
    [MAP_TEXTS.contact, [info.contactName, info.contactPhone].filter(Boolean).join(' ')],
    [MAP_TEXTS.sector, info.highRiskSector_dictText],
    [MAP_TEXTS.riskLevel, info.riskLevel_dictText],
    [MAP_TEXTS.insureStatus, info.insureStatus_dictText],
    [MAP_TEXTS.policyEnd, info.policyEndDate],
    [MAP_TEXTS.servicesThisYear, info.servicesThisYear],
    [MAP_TEXTS.servicesTotal, info.servicesTotal],
    [MAP_TEXTS.hazardsTotal, info.hazardsTotal],
    [MAP_TEXTS.hazardsClosed, info.hazardsClosed],
    [MAP_TEXTS.hazardsOpen, info.hazardsOpen],
    [MAP_TEXTS.lastService, info.lastServiceDate],
  ] as const;
  return (
    <Descriptions
      size="small"
      column={1}
      items={items.map(([label, value]) => ({ key: label, label, children: value ?? '-' }))}
    />
  );
}

export function EnterpriseInfoPanel({ enterpriseId, onAction }: EnterpriseInfoPanelProps) {
  const may = {
    detail: useMay('enterprise', 'detail'),
    dispatch: useMay('task', 'add'),
    appoint: useMay('appointment', 'add'),
  };
  const { data, error, isLoading } = useSWR(enterpriseId ? ['map-enterprise', enterpriseId] : null, () =>
    fetchEnterpriseInfo(enterpriseId!),
  );
  let body;
  if (!enterpriseId) body = <Empty description={MAP_TEXTS.pickHint} />;
  else if (error) body = <Alert type="error" message={(error as Error).message} />;
  else if (isLoading || !data) body = <Skeleton active />;
  else
    body = (
      <>
        <Figures info={data} />
        <Space wrap>
          {may.detail && <Button onClick={() => onAction('detail', data)}>{MAP_TEXTS.detail}</Button>}
          {may.dispatch && (
            <Button type="primary" onClick={() => onAction('dispatch', data)}>
              {MAP_TEXTS.dispatch}
            </Button>
          )}
          {may.appoint && <Button onClick={() => onAction('appoint', data)}>{MAP_TEXTS.appoint}</Button>}
        </Space>
      </>
    );
  return (
    <Card
      size="small"
      title={data && enterpriseId ? data.enterpriseName : MAP_TEXTS.infoTitle}
      style={{ width: INFO_PANEL_WIDTH, flex: 'none' }}
    >
      {body}
    </Card>
  );
}

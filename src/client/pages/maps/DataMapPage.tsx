// 数据地图 (/map → nanlicustomdetail/CustomyhMap, domain §5.4): the districts coloured by their
// enterprises, the enterprises as points coloured by risk level or insure status (grid cells above
// the server's point limit), filters, and an info window with 详情 / 派发任务 / 预约.
import { Alert, Card, Form, Radio, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { MapColourKey } from '../../../shared/maps';
import { DictSelect } from '../../engine/controls/DictSelect';
import { useDictItems } from '../../engine/dict/useDictItems';
import type { PageProps } from '../pageTypes';
import { MapWithEnterprisePanel } from './MapWithEnterprisePanel';
import { fetchOverview } from './mapApi';
import { overviewLayers } from './mapLayers';
import { DICT_CODES, MAP_TEXTS } from './mapTexts';

interface Filters {
  districtCode?: string;
  highRiskSector?: string;
  riskLevel?: string;
  insureStatus?: string;
}

const FILTERS = [
  ['districtCode', MAP_TEXTS.district, DICT_CODES.district],
  ['highRiskSector', MAP_TEXTS.sector, DICT_CODES.sector],
  ['riskLevel', MAP_TEXTS.riskLevel, DICT_CODES.riskLevel],
  ['insureStatus', MAP_TEXTS.insureStatus, DICT_CODES.insureStatus],
] as const;

export default function DataMapPage(_props: PageProps) {
  const [filters, setFilters] = useState<Filters>({});
  const [colourBy, setColourBy] = useState<MapColourKey>('riskLevel');
  const { data, error } = useSWR(['map-overview', filters, colourBy], () =>
    fetchOverview({ ...filters, colourBy }),
  );
  const { items: colourItems } = useDictItems(DICT_CODES[colourBy]);
  const view = useMemo(() => (data ? overviewLayers(data, colourItems) : null), [data, colourItems]);

  return (
    <Card>
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        {FILTERS.map(([key, label, dictCode]) => (
          <Form.Item key={key} label={label}>
            <DictSelect
              dictCode={dictCode}
              multiple
              style={{ minWidth: 160 }}
              aria-label={label}
              value={filters[key] ?? null}
              onChange={(value) => setFilters((current) => ({ ...current, [key]: value }))}
            />
          </Form.Item>
        ))}
        <Form.Item label={MAP_TEXTS.colourBy}>
          <Radio.Group
            value={colourBy}
            onChange={(event) => setColourBy(event.target.value as MapColourKey)}
            options={[
              { value: 'riskLevel', label: MAP_TEXTS.riskLevel },
              { value: 'insureStatus', label: MAP_TEXTS.insureStatus },
            ]}
          />
        </Form.Item>
      </Form>
      {error && (
        <Alert type="error" showIcon message={(error as Error).message} style={{ marginBottom: 12 }} />
      )}
      {data && (
        <Space style={{ marginBottom: 8 }} wrap>
          <Typography.Text strong>{MAP_TEXTS.total(data.total)}</Typography.Text>
          {data.cells && <Typography.Text type="warning">{MAP_TEXTS.gridNote(data.limit)}</Typography.Text>}
          <Typography.Text type="secondary">{MAP_TEXTS.noPlace}</Typography.Text>
        </Space>
      )}
      <MapWithEnterprisePanel view={view} regionCaption={MAP_TEXTS.enterprises} />
    </Card>
  );
}

// 数据地图 (/map → nanlicustomdetail/CustomyhMap, domain §5.4): the districts coloured by their
// enterprises, the enterprises as points coloured by risk level or insure status (grid cells above
// the server's point limit), an optional heat layer of the open hazards, filters, and an info window
// with 详情 / 派发任务 / 预约. Once the user zooms in, the server is asked for the visible box only,
// so a district shows its single enterprises.
import { Alert, Card, Form, Radio, Space, Switch, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { MapColourKey } from '../../../shared/maps';
import { DictSelect } from '../../engine/controls/DictSelect';
import { useDictItems } from '../../engine/dict/useDictItems';
import type { PageProps } from '../pageTypes';
import { MapWithEnterprisePanel } from './MapWithEnterprisePanel';
import { fetchOverview } from './mapApi';
import { overviewLayers } from './mapLayers';
import { DICT_CODES, MAP_TEXTS } from './mapTexts';
import type { MapView } from './mapTypes';
import { VIEWPORT_SETTLE_MS, viewportBbox } from './mapViewport';

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

/** The view once it has rested (zooming fires an event per wheel step). */
function useSettledView(): [MapView | null, (view: MapView) => void] {
  const [moving, setMoving] = useState<MapView | null>(null);
  const [settled, setSettled] = useState<MapView | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(moving), VIEWPORT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [moving]);
  return [settled, setMoving];
}

export default function DataMapPage(_props: PageProps) {
  const [filters, setFilters] = useState<Filters>({});
  const [colourBy, setColourBy] = useState<MapColourKey>('riskLevel');
  const [heatmap, setHeatmap] = useState(false);
  const [view, setView] = useSettledView();
  const bbox = viewportBbox(view);
  const { data, error, isValidating } = useSWR(
    ['map-overview', filters, colourBy, bbox, heatmap],
    () => fetchOverview({ ...filters, colourBy, bbox, heatmap: heatmap ? '1' : undefined }),
    { keepPreviousData: true },
  );
  const { items: colourItems } = useDictItems(DICT_CODES[colourBy]);
  const layers = useMemo(() => (data ? overviewLayers(data, colourItems) : null), [data, colourItems]);
  const mapView = useMemo(() => (view ? { center: view.center, zoom: view.zoom } : null), [view]);

  // Busy while a changed filter or view is asked for: assistive technology (and the e2e) wait for it.
  return (
    <Card aria-busy={isValidating}>
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
        <Form.Item label={MAP_TEXTS.heatmap}>
          <Switch checked={heatmap} onChange={setHeatmap} aria-label={MAP_TEXTS.heatmapSwitch} />
        </Form.Item>
      </Form>
      {error && (
        <Alert type="error" showIcon message={(error as Error).message} style={{ marginBottom: 12 }} />
      )}
      {data && (
        <Space style={{ marginBottom: 8 }} wrap>
          <Typography.Text strong>{MAP_TEXTS.total(data.total)}</Typography.Text>
          {data.cells && <Typography.Text type="warning">{MAP_TEXTS.gridNote(data.limit)}</Typography.Text>}
          {data.bbox && <Typography.Text type="secondary">{MAP_TEXTS.viewportNote}</Typography.Text>}
          {data.heat && <Typography.Text type="secondary">{MAP_TEXTS.heatmapSwitch}</Typography.Text>}
          <Typography.Text type="secondary">{MAP_TEXTS.noPlace}</Typography.Text>
        </Space>
      )}
      <MapWithEnterprisePanel
        view={layers}
        regionCaption={MAP_TEXTS.enterprises}
        heat={data?.heat}
        mapView={mapView}
        onView={setView}
      />
    </Card>
  );
}

// The city map beside the enterprise panel, as both map pages show them: a click on a point picks its
// enterprise for the panel, whose 详情 / 派发任务 / 预约 open the matching form dialog.
import { Col, Row } from 'antd';
import { useState } from 'react';
import { CityMap } from './CityMap';
import { EnterpriseInfoPanel } from './EnterpriseInfoPanel';
import { MapEntityDialog, dialogFor } from './MapEntityDialog';
import type { MapDialogRequest } from './MapEntityDialog';
import type { MapLayers } from './mapLayers';
import { MAP_HEIGHT } from './mapTexts';
import type { CityMapProps, MapLayer, MapRegion } from './mapTypes';

// Stable empties while the first answer is on its way (a new array would set the chart again).
const NO_REGIONS: MapRegion[] = [];
const NO_LAYERS: MapLayer[] = [];

export interface MapWithEnterprisePanelProps extends Pick<CityMapProps, 'heat' | 'onView'> {
  /** The layers to draw; null while the first answer is on its way. */
  view: MapLayers | null;
  regionCaption: string;
  /** The zoom and centre to keep (the data map follows the user's view). */
  mapView?: CityMapProps['view'];
}

export function MapWithEnterprisePanel({
  view,
  regionCaption,
  heat,
  mapView,
  onView,
}: MapWithEnterprisePanelProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const [dialog, setDialog] = useState<MapDialogRequest | null>(null);
  return (
    <>
      <Row gutter={12} wrap={false}>
        <Col flex="auto">
          <CityMap
            regions={view?.regions ?? NO_REGIONS}
            regionCaption={regionCaption}
            layers={view?.layers ?? NO_LAYERS}
            routes={view?.routes}
            height={MAP_HEIGHT}
            heat={heat}
            view={mapView}
            onView={onView}
            onPick={(layerId, index) => {
              const id = view?.enterpriseAt(layerId, index);
              if (id) setPicked(id);
            }}
          />
        </Col>
        <Col flex="none">
          <EnterpriseInfoPanel
            enterpriseId={picked}
            onAction={(action, info) => setDialog(dialogFor(action, info.id))}
          />
        </Col>
      </Row>
      {dialog && <MapEntityDialog request={dialog} onClose={() => setDialog(null)} />}
    </>
  );
}

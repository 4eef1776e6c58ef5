// The one ECharts map of the app (data map and appointment map): the city's districts as a
// choropleth under markers drawn in large mode. Loaded lazily through CityMap.tsx with its
// boundaries, never by the login route.
import { MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { registerMap, use as registerParts } from 'echarts/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useEChartsInstance } from '../monitor/useEChartsInstance';
import { CITY_MAP_NAME, registerCityMap } from './cityGeo';
import type { CityMapProps, MapLayer } from './mapTypes';

registerParts([
  MapChart,
  ScatterChart,
  GeoComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

/** Layers with more points than this are drawn in ECharts' large mode (one path, no per-point hover). */
const LARGE_LAYER = 2_000;
const POINT_SIZE = 8;
/** A pin (an appointment) is drawn larger than a dot: at dot size it is hardly visible. */
const PIN_SIZE = 20;
const MIN_CELL_SIZE = 8;
const MAX_CELL_SIZE = 36;

function cellSize(count: number, max: number): number {
  return MIN_CELL_SIZE + (MAX_CELL_SIZE - MIN_CELL_SIZE) * Math.sqrt(count / Math.max(max, 1));
}

function layerSeries(layer: MapLayer) {
  const max = Math.max(0, ...(layer.counts ?? []));
  return {
    id: layer.id,
    name: layer.name,
    type: 'scatter',
    coordinateSystem: 'geo',
    geoIndex: 0,
    symbol: layer.symbol ?? 'circle',
    large: layer.points.length > LARGE_LAYER,
    itemStyle: { color: layer.colour, opacity: layer.counts ? 0.7 : 0.9 },
    data: layer.points.map((point, i) => (layer.counts ? [...point, layer.counts[i]] : point)) as unknown[],
    symbolSize: layer.counts
      ? (value: number[]) => cellSize(value[2] ?? 0, max)
      : layer.symbol === 'pin'
        ? PIN_SIZE
        : POINT_SIZE,
  };
}

export function cityMapOption({ regions, regionCaption, layers }: CityMapProps): EChartsCoreOption {
  const max = Math.max(1, ...regions.map((r) => r.value));
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params: { seriesType?: string; name?: string; value?: unknown; data?: unknown }) => {
        if (params.seriesType === 'map') {
          const region = regions.find((r) => r.name === params.name);
          return [params.name, `${regionCaption}：${region?.value ?? 0}`, ...(region?.details ?? [])].join(
            '<br/>',
          );
        }
        return '';
      },
    },
    legend: { data: layers.map((l) => l.name), bottom: 8, left: 8, orient: 'vertical' },
    // The colour scale of the districts, only when they are coloured (the appointment map's are not).
    ...(regions.length > 0 && {
      visualMap: {
        min: 0,
        max,
        seriesIndex: 0,
        left: 'right',
        bottom: 8,
        text: [String(max), regionCaption],
        calculable: true,
        inRange: { color: ['#E6F4FF', '#69B1FF', '#0958D9'] },
      },
    }),
    geo: {
      map: CITY_MAP_NAME,
      roam: true,
      label: { show: true, fontSize: 11 },
      itemStyle: { borderColor: '#fff' },
    },
    series: [
      {
        type: 'map',
        map: CITY_MAP_NAME,
        geoIndex: 0,
        data: regions.map((r) => ({ name: r.name, value: r.value })),
      },
      ...layers.map(layerSeries),
    ],
  };
}

export default function CityMapCore(props: CityMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const pick = useRef(props.onPick);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    pick.current = props.onPick;
  }, [props.onPick]);

  useEffect(() => {
    let alive = true;
    void registerCityMap(registerMap).then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, []);

  const listenForPicks = useCallback((chart: EChartsType) => {
    chart.on('click', (params) => {
      if (params.componentSubType === 'scatter' && typeof params.seriesId === 'string')
        pick.current?.(params.seriesId, params.dataIndex);
    });
  }, []);
  const option = useMemo(() => cityMapOption(props), [props]);
  useEChartsInstance(element, option, { ready, onCreate: listenForPicks });

  return <div ref={element} style={{ width: '100%', height: props.height }} />;
}

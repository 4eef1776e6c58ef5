// The one ECharts map of the app (data map and appointment map): the city's districts as a
// choropleth under lines (itineraries' tracks) and markers drawn in large mode, an optional heat
// layer, and the view (zoom, centre, visible box) reported as the user moves it and kept across new
// options. Loaded lazily through CityMap.tsx with its boundaries, never by the login route.
import { HeatmapChart, LinesChart, MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { registerMap, use as registerParts } from 'echarts/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useEChartsInstance } from '../monitor/useEChartsInstance';
import { escapeHtml } from '../../../shared/escape-html';
import { CITY_MAP_NAME, registerCityMap } from './cityGeo';
import type { CityMapProps, MapLayer, MapRoute, MapView } from './mapTypes';
import { HEAT_COLOURS, MAP_TEXTS } from './mapTexts';

registerParts([
  HeatmapChart,
  LinesChart,
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
const ROUTE_WIDTH = 3;
/** Pixel radius and blur of a heat cell. */
const HEAT_POINT_SIZE = 14;
const HEAT_BLUR_SIZE = 18;

function cellSize(count: number, max: number): number {
  return MIN_CELL_SIZE + (MAX_CELL_SIZE - MIN_CELL_SIZE) * Math.sqrt(count / Math.max(max, 1));
}

/** Tooltip lines come from records (addresses, names): shown as text, never as markup. */
const tooltipHtml = (lines: readonly string[]) => lines.map(escapeHtml).join('<br/>');

/** All routes as one `lines` series on the geo, each a polyline with its own colour and tooltip. */
function routeSeries(routes: readonly MapRoute[], caption: string) {
  return {
    id: 'routes',
    name: caption,
    type: 'lines',
    coordinateSystem: 'geo',
    geoIndex: 0,
    polyline: true,
    // The legend's mark takes the series colour: the first route's (each route has its own).
    lineStyle: { width: ROUTE_WIDTH, opacity: 1, color: routes[0]?.colour },
    data: routes.map((route) => ({
      coords: route.points,
      tooltip: route.tooltip,
      lineStyle: { color: route.colour },
    })),
  };
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

/** The heat layer over the districts and its colour scale (no legend of its own: the switch names it). */
function heatParts(heat: NonNullable<CityMapProps['heat']>, seriesIndex: number) {
  const max = Math.max(1, ...heat.map((cell) => cell[2]));
  return {
    series: {
      type: 'heatmap',
      name: MAP_TEXTS.heatmap,
      coordinateSystem: 'geo',
      geoIndex: 0,
      data: heat,
      pointSize: HEAT_POINT_SIZE,
      blurSize: HEAT_BLUR_SIZE,
    },
    visualMap: { show: false, min: 0, max, seriesIndex, inRange: { color: HEAT_COLOURS } },
  };
}

interface TooltipParams {
  seriesType?: string;
  seriesId?: string;
  dataIndex?: number;
  name?: string;
  data?: unknown;
}

export function cityMapOption({
  regions,
  regionCaption,
  layers,
  routes = [],
  routeCaption = MAP_TEXTS.itineraries,
  heat,
  view,
}: CityMapProps): EChartsCoreOption {
  const max = Math.max(1, ...regions.map((r) => r.value));
  const drawnRoutes = routes.length > 0 ? [routeSeries(routes, routeCaption)] : [];
  const heatLayer = heat && heat.length > 0 ? heatParts(heat, 1 + drawnRoutes.length + layers.length) : null;
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params: TooltipParams) => {
        if (params.seriesType === 'map') {
          const region = regions.find((r) => r.name === params.name);
          return tooltipHtml([
            params.name ?? '',
            `${regionCaption}：${region?.value ?? 0}`,
            ...(region?.details ?? []),
          ]);
        }
        if (params.seriesType === 'lines') return tooltipHtml((params.data as { tooltip: string[] }).tooltip);
        const lines = layers.find((l) => l.id === params.seriesId)?.tooltips?.[params.dataIndex ?? -1];
        return lines ? tooltipHtml(lines) : '';
      },
    },
    legend: {
      data: [...(drawnRoutes.length > 0 ? [routeCaption] : []), ...layers.map((l) => l.name)],
      bottom: 8,
      left: 8,
      orient: 'vertical',
    },
    visualMap: [
      // The colour scale of the districts, only when they are coloured (the appointment map's are not).
      ...(regions.length > 0
        ? [
            {
              min: 0,
              max,
              seriesIndex: 0,
              left: 'right',
              bottom: 8,
              text: [String(max), regionCaption],
              calculable: true,
              inRange: { color: ['#E6F4FF', '#69B1FF', '#0958D9'] },
            },
          ]
        : []),
      ...(heatLayer ? [heatLayer.visualMap] : []),
    ],
    geo: {
      map: CITY_MAP_NAME,
      roam: true,
      ...(view && { center: view.center, zoom: view.zoom }),
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
      ...drawnRoutes,
      ...layers.map(layerSeries),
      ...(heatLayer ? [heatLayer.series] : []),
    ],
  };
}

/** Where the chart's geo looks now: the box of its corners, its centre and zoom. */
function viewOf(chart: EChartsType): MapView | null {
  const corner = (x: number, y: number) => chart.convertFromPixel({ geoIndex: 0 }, [x, y]) as number[] | null;
  const [a, b] = [corner(0, 0), corner(chart.getWidth(), chart.getHeight())];
  const geo = (chart.getOption() as { geo?: { center?: [number, number]; zoom?: number }[] }).geo?.[0];
  if (!a || !b || !geo?.center || geo.zoom === undefined) return null;
  const bbox: MapView['bbox'] = [
    Math.min(a[0]!, b[0]!),
    Math.min(a[1]!, b[1]!),
    Math.max(a[0]!, b[0]!),
    Math.max(a[1]!, b[1]!),
  ];
  return { bbox, center: geo.center, zoom: geo.zoom };
}

export default function CityMapCore(props: CityMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const pick = useRef(props.onPick);
  const viewed = useRef(props.onView);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    pick.current = props.onPick;
    viewed.current = props.onView;
  }, [props.onPick, props.onView]);

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
    chart.on('georoam', () => {
      const view = viewOf(chart);
      if (view) viewed.current?.(view);
    });
  }, []);
  // From what is drawn only: a new props object on each render of the page (a pick, a roam) must not
  // set the option again, which would reset the user's zoom.
  const { regions, regionCaption, layers, routes, routeCaption, heat, view, height } = props;
  const option = useMemo(
    () => cityMapOption({ regions, regionCaption, layers, routes, routeCaption, heat, view, height }),
    [regions, regionCaption, layers, routes, routeCaption, heat, view, height],
  );
  useEChartsInstance(element, option, { ready, onCreate: listenForPicks });

  return <div ref={element} style={{ width: '100%', height: props.height }} />;
}

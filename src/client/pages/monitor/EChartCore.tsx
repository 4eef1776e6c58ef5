// The charts of the monitor pages, the dashboards and the visit card: only the chart types and
// components they use, drawn on canvas. Loaded lazily through EChart.tsx, never by the login route.
import { BarChart, GaugeChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useRef } from 'react';
import type { EChartProps } from './chartTypes';
import { useEChartsInstance } from './useEChartsInstance';

registerParts([
  LineChart,
  BarChart,
  GaugeChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export default function EChartCore({ option, height }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEChartsInstance(element, option);

  return <div ref={element} style={{ width: '100%', height }} />;
}

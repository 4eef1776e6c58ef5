// The charts of the monitor pages, the dashboards and the visit card: only the chart types and
// components they use, drawn on canvas. Loaded lazily through EChart.tsx, never by the login route.
import { BarChart, GaugeChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerParts } from 'echarts/core';
import type { EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback, useEffect, useRef } from 'react';
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

export default function EChartCore({ option, height, onPick }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  // The latest handler, read on each click (not a reason to recreate the instance).
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  const listenForPicks = useCallback((chart: EChartsType) => {
    chart.on('click', (params) => {
      if (typeof params.seriesIndex === 'number') pick.current?.(params.seriesIndex, params.dataIndex);
    });
  }, []);
  useEChartsInstance(element, option, { onCreate: listenForPicks });

  return <div ref={element} style={{ width: '100%', height }} />;
}

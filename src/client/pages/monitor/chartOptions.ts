// Option builders shared by the monitor charts: a time line of several series and a usage gauge.
import type { EChartsCoreOption } from 'echarts/core';

export function lineOption(times: string[], series: { name: string; data: number[] }[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => s.name) },
    grid: { left: 48, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: times },
    yAxis: { type: 'value' },
    // Small symbols: the first refresh has a single point, which a bare line would not show.
    series: series.map((s) => ({ type: 'line', name: s.name, data: s.data, smooth: true, symbolSize: 4 })),
  };
}

/** A usage ring: no ticks or pointer, the value in the middle and its name below it. */
export function gaugeOption(name: string, percent: number): EChartsCoreOption {
  return {
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        startAngle: 225,
        endAngle: -45,
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        axisLine: { lineStyle: { width: 14 } },
        progress: { show: true, width: 14 },
        title: { offsetCenter: [0, '35%'], fontSize: 14 },
        detail: { valueAnimation: true, formatter: '{value}%', fontSize: 24, offsetCenter: [0, '-5%'] },
        data: [{ value: percent, name }],
      },
    ],
  };
}

// Option builders shared by the monitor charts: a time line of several series and a usage gauge.
import type { EChartsCoreOption } from 'echarts/core';

export function lineOption(times: string[], series: { name: string; data: number[] }[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => s.name) },
    grid: { left: 48, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: times },
    yAxis: { type: 'value' },
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.data,
      smooth: true,
      showSymbol: false,
    })),
  };
}

export function gaugeOption(name: string, percent: number): EChartsCoreOption {
  return {
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        progress: { show: true },
        detail: { valueAnimation: true, formatter: '{value}%', fontSize: 20 },
        data: [{ value: percent, name }],
      },
    ],
  };
}

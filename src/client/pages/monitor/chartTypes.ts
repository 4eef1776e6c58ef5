// The chart wrapper's props, apart from ECharts so pages type their options without loading it.
import type { EChartsCoreOption } from 'echarts/core';

export interface EChartProps {
  option: EChartsCoreOption;
  height: number;
  /** A data item was clicked: its series and index (a bar or a line's point). */
  onPick?(seriesIndex: number, dataIndex: number): void;
}

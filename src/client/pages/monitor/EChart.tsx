// A chart that loads ECharts in its own lazy chunk on first use, with a placeholder of the same
// height meanwhile (no layout jump).
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { lazyWithTimeout } from '../../router/lazyWithTimeout';
import type { EChartProps } from './chartTypes';

const EChartCore = lazyWithTimeout(() => import('./EChartCore'));

export function EChart(props: EChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height }} />}>
      <EChartCore {...props} />
    </Suspense>
  );
}

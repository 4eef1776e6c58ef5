// The city map in its own lazy chunk (ECharts and the boundaries), with a placeholder of the same
// height meanwhile. One component for the data map and the appointment map.
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { lazyWithTimeout } from '../../router/lazyWithTimeout';
import type { CityMapProps } from './mapTypes';

const CityMapCore = lazyWithTimeout(() => import('./CityMapCore'));

export function CityMap(props: CityMapProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height }} />}>
      <CityMapCore {...props} />
    </Suspense>
  );
}

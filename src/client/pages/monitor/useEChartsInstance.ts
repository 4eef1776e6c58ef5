// One ECharts instance on a div, as every chart module of the app draws it: created once the element
// (and whatever the chart needs, such as a registered map) is ready, resized with its container
// (sidebar toggles, window resizes), given each new option whole, disposed on unmount. With the
// system's "reduce motion" preference the charts draw at once, without their grow-in animations.
import { init } from 'echarts/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef } from 'react';
import type { RefObject } from 'react';
import { useReducedMotion } from '../../settings/useReducedMotion';

/** The option as drawn: without animations when the user asks for reduced motion. */
export function drawnOption(option: EChartsCoreOption, reducedMotion: boolean): EChartsCoreOption {
  return reducedMotion ? { ...option, animation: false } : option;
}

export function useEChartsInstance(
  element: RefObject<HTMLDivElement | null>,
  givenOption: EChartsCoreOption,
  { ready = true, onCreate }: { ready?: boolean; onCreate?: (chart: EChartsType) => void } = {},
): void {
  const reducedMotion = useReducedMotion();
  const option = useMemo(() => drawnOption(givenOption, reducedMotion), [givenOption, reducedMotion]);
  const chart = useRef<EChartsType | null>(null);
  // The latest option and set-up, read when the instance is created (not reasons to recreate it).
  const latest = useRef({ option, onCreate });
  useEffect(() => {
    latest.current = { option, onCreate };
  }, [option, onCreate]);

  useEffect(() => {
    const node = element.current;
    if (!node || !ready) return undefined;
    const instance = init(node);
    chart.current = instance;
    latest.current.onCreate?.(instance);
    instance.setOption(latest.current.option, { notMerge: true });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [element, ready]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
}

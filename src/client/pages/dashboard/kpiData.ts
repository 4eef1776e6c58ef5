// The dashboards' figures from the server: the home page's KPIs and trends once per visit and
// period, the monitoring board's counters every LIVE_REFRESH_MS.
import useSWR from 'swr';
import { DASHBOARD_PATHS } from '../../../shared/dashboard/kpi-api';
import type { KpiOverview, LiveCounters } from '../../../shared/dashboard/kpi-api';
import type { PeriodQuery } from '../../../shared/dashboard/kpi-period';
import { DASHBOARD_TEXTS, LIVE_REFRESH_MS } from '../../../shared/dashboard/kpi-texts';
import { getAction } from '../../api/http';

async function fetchResult<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const response = await getAction<T>(path, query);
  if (!response?.success) throw new Error(response?.message || DASHBOARD_TEXTS.kpiLoadFailed);
  return response.result;
}

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** The KPIs of a period (the server's default without one); the previous answer stays meanwhile. */
export function useKpiOverview(period: PeriodQuery) {
  const query = Object.fromEntries(Object.entries(period).filter(([, v]) => v)) as Record<string, string>;
  return useSWR([DASHBOARD_PATHS.kpis, query] as const, ([path, q]) => fetchResult<KpiOverview>(path, q), {
    ...ONCE,
    keepPreviousData: true,
  });
}

export function useLiveCounters() {
  return useSWR(DASHBOARD_PATHS.live, (path: string) => fetchResult<LiveCounters>(path), {
    ...ONCE,
    refreshInterval: LIVE_REFRESH_MS,
  });
}

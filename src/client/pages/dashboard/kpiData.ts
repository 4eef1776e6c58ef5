// The dashboards' figures from the server: the home page's KPIs and trends once per visit, the
// monitoring board's counters every LIVE_REFRESH_MS.
import useSWR from 'swr';
import { DASHBOARD_PATHS } from '../../../shared/dashboard/kpi-api';
import type { KpiOverview, LiveCounters } from '../../../shared/dashboard/kpi-api';
import { DASHBOARD_TEXTS, LIVE_REFRESH_MS } from '../../../shared/dashboard/kpi-texts';
import { getAction } from '../../api/http';

async function fetchResult<T>(path: string): Promise<T> {
  const response = await getAction<T>(path);
  if (!response?.success) throw new Error(response?.message || DASHBOARD_TEXTS.kpiLoadFailed);
  return response.result;
}

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useKpiOverview() {
  return useSWR(DASHBOARD_PATHS.kpis, fetchResult<KpiOverview>, ONCE);
}

export function useLiveCounters() {
  return useSWR(DASHBOARD_PATHS.live, fetchResult<LiveCounters>, {
    ...ONCE,
    refreshInterval: LIVE_REFRESH_MS,
  });
}

// Loads one monitor endpoint and reloads it every MONITOR_REFRESH_MS (and on 刷新); a refused or
// failed answer becomes an error with the server's message. `history` keeps the last points of
// whatever the page wants to chart, one per successful load.
import { useState } from 'react';
import useSWR from 'swr';
import { formatDateTime } from '../../../shared/date-format';
import {
  MONITOR_CHART_POINTS,
  MONITOR_REFRESH_MS,
  MONITOR_TEXTS,
} from '../../../shared/monitor/monitor-texts';
import { getAction } from '../../api/http';

export interface MonitorData<T, P> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** GMT+8 time of the last successful load. */
  updatedAt: string | null;
  history: P[];
  reload: () => void;
}

async function fetchResult<T>(path: string): Promise<{ result: T; message: string }> {
  const response = await getAction<T>(path);
  if (!response?.success) throw new Error(response?.message || MONITOR_TEXTS.loadFailed);
  return { result: response.result, message: response.message };
}

export function useMonitorData<T, P = never>(
  path: string,
  point?: (data: T, time: string) => P,
): MonitorData<T, P> {
  const [history, setHistory] = useState<P[]>([]);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useSWR(path, fetchResult<T>, {
    refreshInterval: MONITOR_REFRESH_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onSuccess: (loaded) => {
      const time = formatDateTime();
      setUpdatedAt(time);
      // swr calls the latest render's handler, so `point` is current here.
      if (point)
        setHistory((previous) => [...previous, point(loaded.result, time)].slice(-MONITOR_CHART_POINTS));
    },
  });
  return {
    data: data?.result,
    error: error instanceof Error ? error : undefined,
    loading: isLoading,
    updatedAt,
    history,
    reload: () => void mutate(),
  };
}

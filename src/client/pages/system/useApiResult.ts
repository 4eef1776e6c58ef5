// The `result` of a GET through SWR (cached per url and parameters); a failed answer becomes an error.
import useSWR from 'swr';
import { getAction } from '../../api/http';

type Params = Record<string, string>;

async function fetchResult<T>([url, params]: readonly [string, Params]): Promise<T> {
  const reply = await getAction<T>(url, params);
  if (!reply.success) throw new Error(reply.message);
  return reply.result;
}

/** `url` null: nothing is fetched. */
export function useApiResult<T>(url: string | null, params: Params = {}) {
  const { data, error, isLoading, mutate } = useSWR<T, Error, readonly [string, Params] | null>(
    url ? ([url, params] as const) : null,
    fetchResult<T>,
  );
  return { data, error, loading: isLoading, reload: () => void mutate() };
}

// The `result` of a read through SWR (cached per method, url and parameters); a failed answer becomes
// an error. Reads are GETs with the parameters in the query, or POSTs with them as the body where
// the contract fixes POST.
import useSWR from 'swr';
import { getAction, postAction } from '../../api/http';

type Params = Record<string, string>;
type Method = 'get' | 'post';

async function fetchResult<T>([url, params, method]: readonly [string, Params, Method]): Promise<T> {
  const reply = method === 'post' ? await postAction<T>(url, params) : await getAction<T>(url, params);
  if (!reply.success) throw new Error(reply.message);
  return reply.result;
}

/** `url` null: nothing is fetched. */
export function useApiResult<T>(url: string | null, params: Params = {}, method: Method = 'get') {
  const { data, error, isLoading, mutate } = useSWR<T, Error, readonly [string, Params, Method] | null>(
    url ? ([url, params, method] as const) : null,
    fetchResult<T>,
  );
  return { data, error, loading: isLoading, reload: () => void mutate() };
}

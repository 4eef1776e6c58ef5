// One page of rows from `<api>/list` (contract §8.1). The previous page stays on screen while the
// next loads; a refusal (success:false, e.g. code 510) is shown as a warning with its message.
import useSWR from 'swr';
import type { QueryParams } from '../../api/apiBase';
import { feedback } from '../../api/feedback';
import { getAction } from '../../api/http';

export type ListRow = Record<string, unknown> & { id: string };

export interface ListPage {
  records: ListRow[];
  total: number;
}

const EMPTY_PAGE: ListPage = { records: [], total: 0 };

type ListResult = { records?: ListRow[]; total?: number } | ListRow[] | null;

export async function fetchListPage(url: string, params: QueryParams): Promise<ListPage> {
  const response = await getAction<ListResult>(url, params);
  if (!response?.success) {
    if (response?.message) void feedback.message.warning(response.message);
    return EMPTY_PAGE;
  }
  const result = response.result;
  // Since JeecgBoot 2.4.1 an unpaged list is accepted too: records = result.records || result.
  if (Array.isArray(result)) return { records: result, total: result.length };
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) };
}

export function useListData(url: string, params: QueryParams) {
  const { data, isLoading, isValidating, mutate } = useSWR(
    ['entity-list', url, params],
    () => fetchListPage(url, params),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    page: data ?? EMPTY_PAGE,
    loading: isLoading || isValidating,
    reload: () => mutate(),
  };
}

// The popup's calls to the online report API (contract §11.4). Answers are kept per group key for
// REPORT_CACHE_MS, as JeecgBoot's popup does, so several popups of one form ask once.
import type { ApiResult, DictItem } from '../../../shared/api-types';
import { REPORT_CACHE_MS } from '../../../shared/reports';
import { getAction } from '../../api/http';
import type { QueryParams } from '../../api/apiBase';

export const REPORT_API = '/online/cgreport/api';

export interface ReportColumn {
  title: string;
  dataIndex: string;
  sorter?: 'true';
  customRender?: string;
  fieldType?: string;
}

export interface ReportColumnsResult {
  columns: ReportColumn[];
  dictOptions: Record<string, DictItem[]>;
  cgRpConfigId: string;
  cgRpConfigName: string;
}

export interface ReportQueryItem {
  label: string;
  field: string;
  view: string;
  mode: 'single' | 'group';
  hidden?: '1';
}

export interface ReportPage {
  total: number | string;
  records: Record<string, unknown>[];
}

const cache = new Map<string, { at: number; answer: Promise<ApiResult<unknown>> }>();

/** A GET answered from the cache when the same group asked the same within REPORT_CACHE_MS. */
export function cachedGet<T>(
  path: string,
  params: QueryParams,
  groupKey: string,
  now = Date.now(),
): Promise<ApiResult<T>> {
  const key = `${groupKey}|${path}|${JSON.stringify(params)}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < REPORT_CACHE_MS) return hit.answer as Promise<ApiResult<T>>;
  const answer = getAction<T>(path, params);
  cache.set(key, { at: now, answer });
  // A failed answer is not worth keeping.
  answer.then(
    (r) => !r.success && cache.delete(key),
    () => cache.delete(key),
  );
  return answer;
}

export const reportColumns = (code: string, group: string) =>
  cachedGet<ReportColumnsResult>(`${REPORT_API}/getRpColumns/${encodeURIComponent(code)}`, {}, group);
export const reportQueryInfo = (id: string, group: string) =>
  cachedGet<ReportQueryItem[]>(`${REPORT_API}/getQueryInfo/${encodeURIComponent(id)}`, {}, group);
export const reportData = (id: string, params: QueryParams, group: string) =>
  cachedGet<ReportPage>(`${REPORT_API}/getData/${encodeURIComponent(id)}`, params, group);

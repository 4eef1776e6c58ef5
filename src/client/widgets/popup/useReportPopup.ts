// Headless state of the report popup: the report's columns, dictionary options and query form
// (loaded once per opening), and the page of rows for the current filters, page and sort.
import { useCallback, useEffect, useState } from 'react';
import type { DictItem } from '../../../shared/api-types';
import { REPORT_DEFAULT_PAGE_SIZE, REPORT_PARAM_PREFIX, REPORT_TEXTS } from '../../../shared/reports';
import { reportColumns, reportData, reportQueryInfo } from './reportApi';
import type { ReportColumn, ReportQueryItem } from './reportApi';

export interface ReportMeta {
  id: string;
  name: string;
  columns: ReportColumn[];
  dictOptions: Record<string, DictItem[]>;
  queryItems: ReportQueryItem[];
}

export interface ReportPaging {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
}

/** `param` values as JPopup sends them: `self_<name>`, surrounding single quotes removed. */
export function selfParams(param: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(param).map(([key, value]) => [
      `${REPORT_PARAM_PREFIX}${key}`,
      value.replace(/^'(.*)'$/, '$1'),
    ]),
  );
}

export function useReportPopup(code: string, open: boolean, param: Record<string, string>, group: string) {
  const [meta, setMeta] = useState<ReportMeta | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState<ReportPaging>({ pageNo: 1, pageSize: REPORT_DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ total: number; records: Record<string, unknown>[] }>({
    total: 0,
    records: [],
  });
  const paramKey = JSON.stringify(param);
  // Loading while the current request has no answer yet.
  const requestKey = open && meta ? JSON.stringify([meta.id, filters, paging, paramKey]) : null;
  const [answered, setAnswered] = useState<string | null>(null);
  const loading = requestKey !== null && answered !== requestKey;

  useEffect(() => {
    if (!open || meta) return;
    let live = true;
    void (async () => {
      const columns = await reportColumns(code, group);
      if (!columns.success) throw new Error(columns.message);
      const info = await reportQueryInfo(columns.result.cgRpConfigId, group);
      if (!info.success) throw new Error(info.message || REPORT_TEXTS.queryFailed);
      if (live)
        setMeta({
          id: columns.result.cgRpConfigId,
          name: columns.result.cgRpConfigName,
          columns: columns.result.columns,
          dictOptions: columns.result.dictOptions ?? {},
          queryItems: info.result,
        });
    })().catch((cause: unknown) => live && setError(cause instanceof Error ? cause.message : String(cause)));
    return () => {
      live = false;
    };
  }, [code, group, open, meta]);

  useEffect(() => {
    if (!open || !meta) return;
    let live = true;
    const params = { ...filters, ...selfParams(JSON.parse(paramKey) as Record<string, string>), ...paging };
    reportData(meta.id, params, group)
      .then((reply) => {
        if (!live) return;
        if (!reply.success) setError(reply.message);
        // The contract's total may arrive as a string; a null result is an empty table.
        else setPage({ total: Number(reply.result?.total ?? 0), records: reply.result?.records ?? [] });
      })
      .catch(() => undefined)
      .finally(() => live && setAnswered(requestKey));
    return () => {
      live = false;
    };
  }, [open, meta, filters, paging, paramKey, group, requestKey]);

  const search = useCallback((values: Record<string, string>) => {
    setFilters(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')));
    setPaging((p) => ({ ...p, pageNo: 1 }));
  }, []);

  return { meta, error, page, paging, setPaging, loading, search };
}

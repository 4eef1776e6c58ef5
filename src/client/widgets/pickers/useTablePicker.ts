// Headless state of a picker dialog's table: a page of rows from a list URL (page size 5, spec §9),
// a keyword and extra filters, and the chosen rows kept across pages.
import { useCallback, useEffect, useState } from 'react';
import type { PageResult } from '../../../shared/api-types';
import { PAGINATION } from '../../../shared/limits';
import { getAction } from '../../api/http';

export type PickerRow = Record<string, unknown> & { id: string };

export interface TablePickerSource {
  url: string;
  /** Request parameter the search box fills (e.g. username, roleName). */
  searchParam: string;
  /** Filters the dialog adds (e.g. the chosen department). */
  filters?: Record<string, string>;
  /** How the keyword is sent, e.g. `*x*` for lists where a plain value means equality (contract §8.2). */
  pattern?: (keyword: string) => string;
}

export function useTablePicker(source: TablePickerSource, open: boolean) {
  const { url, searchParam, pattern } = source;
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.pickerPageSize);
  const [page, setPage] = useState<{ rows: PickerRow[]; total: number; key: string | null }>({
    rows: [],
    total: 0,
    key: null,
  });
  const filterKey = JSON.stringify(source.filters ?? {});
  const requestKey = open ? JSON.stringify([url, keyword, pageNo, pageSize, filterKey]) : null;

  useEffect(() => {
    if (!requestKey) return;
    let live = true;
    const params = { ...(JSON.parse(filterKey) as Record<string, string>), pageNo, pageSize };
    if (keyword) Object.assign(params, { [searchParam]: pattern?.(keyword) ?? keyword });
    getAction<PageResult<PickerRow>>(url, params)
      .then((reply) => {
        if (!live) return;
        const result = reply.success ? reply.result : null;
        setPage({ rows: result?.records ?? [], total: Number(result?.total ?? 0), key: requestKey });
      })
      .catch(() => live && setPage({ rows: [], total: 0, key: requestKey }));
    return () => {
      live = false;
    };
  }, [requestKey, url, searchParam, pattern, keyword, pageNo, pageSize, filterKey]);

  const search = useCallback((text: string) => {
    setKeyword(text.trim());
    setPageNo(1);
  }, []);
  const turn = useCallback(
    (next: number, size: number) => {
      setPageNo(size === pageSize ? next : 1);
      setPageSize(size);
    },
    [pageSize],
  );

  return {
    rows: page.rows,
    total: page.total,
    loading: requestKey !== page.key,
    pageNo,
    pageSize,
    search,
    turn,
  };
}

// The headless controller of the list page: URL state -> request -> rows, selection, and the
// query, paging, sorting and advanced-query commands the views call.
import { useCallback, useMemo, useState } from 'react';
import type { Key } from 'react';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { entityEndpoints } from '../../../shared/engine-api';
import { queryFields } from '../schema/entityModel';
import { buildListParams } from './listQuery';
import { serializeListState } from './listState';
import type { ActiveSuperQuery, ListSort, ListState } from './listState';
import { useListData } from './useListData';
import { useListUrlState } from './useListUrlState';
import { useStableHandler } from './useStableHandler';

export function useListController(schema: EntitySchemaResult) {
  const { entity } = schema;
  const endpoints = useMemo(() => entityEndpoints(entity), [entity]);
  const searchFields = useMemo(() => queryFields(entity), [entity]);
  const { state, update } = useListUrlState(searchFields);
  const params = useMemo(() => buildListParams(state, searchFields), [state, searchFields]);
  const { page, loading, reload } = useListData(endpoints.list, params);
  const [selectedRowKeys, setSelectedRowKeys] = useState<Key[]>([]);
  const clearSelection = useCallback(() => setSelectedRowKeys([]), []);

  /** Change the state; when nothing changes (查询 twice) the rows are fetched again. */
  const apply = (changes: Partial<ListState>) => {
    clearSelection();
    const next = { ...state, ...changes };
    if (serializeListState(next).toString() === serializeListState(state).toString()) void reload();
    else update(changes);
  };

  // Stable, so the memoised query form does not render again when only the selection changes.
  const search = useStableHandler((filters: Record<string, string>) => apply({ filters, pageNo: 1 }));
  const reset = useStableHandler(() => apply({ filters: {}, pageNo: 1 }));

  return {
    schema,
    endpoints,
    searchFields,
    state,
    update,
    page,
    loading,
    reload,
    selectedRowKeys,
    setSelectedRowKeys,
    clearSelection,
    search,
    reset,
    changeTable: (pageNo: number, pageSize: number, sort: ListSort | null) =>
      // A new page size starts again at page 1, as the JeecgBoot lists did.
      update({ pageNo: pageSize === state.pageSize ? pageNo : 1, pageSize, sort }),
    applySuperQuery: (superQuery: ActiveSuperQuery | null) => apply({ superQuery, pageNo: 1 }),
  };
}

export type ListController = ReturnType<typeof useListController>;

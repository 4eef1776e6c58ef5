// The list table's row selection (a checkbox per row, select-all in the header): antd Table is
// given a selection that never changes — no keys, our checkboxes as cells and title, our row
// element — so a click re-renders only the rows and boxes whose state changed, through the store
// (selectionStore.ts), while the keys stay the controller's.
import { ConfigProvider, theme } from 'antd';
import type { TableProps } from 'antd';
import { createElement, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { Key } from 'react';
import { isLoadingPlaceholder } from '../../tree/treeRows';
import type { ListRow } from '../useListData';
import { useStableHandler } from '../useStableHandler';
import { RowCheckbox } from './RowCheckbox';
import { SelectableRow } from './SelectableRow';
import { SelectAllCheckbox } from './SelectAllCheckbox';
import { createSelectionStore } from './selectionStore';
import type { SelectionContextValue } from './selectionContext';

const NO_KEYS: Key[] = [];

export const ROW_SELECTION: NonNullable<TableProps<ListRow>['rowSelection']> = {
  selectedRowKeys: NO_KEYS,
  columnTitle: createElement(SelectAllCheckbox),
  renderCell: (_checked, row) =>
    createElement(RowCheckbox, { rowKey: row.id, disabled: isLoadingPlaceholder(row) }),
};

export const SELECTABLE_ROWS: NonNullable<TableProps<ListRow>['components']> = {
  body: { row: SelectableRow },
};

/** The keys the select-all box covers: every row shown, children included, but placeholders. */
function selectableKeys(rows: readonly ListRow[]): Key[] {
  return rows.flatMap((row) => [
    ...(isLoadingPlaceholder(row) ? [] : [row.id]),
    ...selectableKeys((row.children as ListRow[] | undefined) ?? []),
  ]);
}

export function useRowSelection(
  rows: readonly ListRow[],
  selectedRowKeys: Key[],
  onSelect: (keys: Key[]) => void,
): SelectionContextValue {
  const emit = useStableHandler(onSelect);
  const [store] = useState(() => createSelectionStore(emit));
  const pageKeys = useMemo(() => selectableKeys(rows), [rows]);
  useLayoutEffect(() => store.sync(selectedRowKeys, pageKeys), [store, selectedRowKeys, pageKeys]);
  const { hashId } = theme.useToken();
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls();
  return useMemo(() => ({ store, prefix, hashId }), [store, prefix, hashId]);
}

// antd Table columns from the entity's fields and the user's column settings. Cells re-render only
// when their row object changes (shouldCellUpdate), so toggling a row's checkbox or re-sorting does
// not repaint every cell; long text is cut with an ellipsis and the browser's title, never a
// tooltip component per cell.
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { ENGINE_LIST, GRID } from '../../../shared/limits';
import { dictTextKey } from '../schema/entityModel';
import { isLoadingPlaceholder } from '../tree/treeRows';
import { cellRenderer } from './cellValue';
import type { ColumnSetting } from './columnSettings';
import type { ListSort } from './listState';
import type { ListRow } from './useListData';

export const ACTIONS_COLUMN_KEY = '__actions';

const sameRow = (row: ListRow, previous: ListRow) => row !== previous;

const antdOrder = (sort: ListSort | null, key: string) =>
  sort?.column === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;

export interface ColumnOptions {
  fields: FieldDefinition[];
  settings: ColumnSetting[];
  sort: ListSort | null;
  /** Row actions cell, or null when the user may use none. */
  renderActions: ((row: ListRow) => ReactNode) | null;
  /** Width of the actions cell (default ENGINE_LIST.actionsColumnWidth). */
  actionsWidth?: number;
}

export function buildColumns({
  fields,
  settings,
  sort,
  renderActions,
  actionsWidth = ENGINE_LIST.actionsColumnWidth,
}: ColumnOptions): TableColumnsType<ListRow> {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const shown = settings
    .filter((setting) => setting.show && byKey.has(setting.key))
    .map((s) => byKey.get(s.key)!);
  const columns: TableColumnsType<ListRow> = shown.map((field, index) => {
    const render = cellRenderer(field);
    return {
      key: field.key,
      // Dictionary columns are indexed by their text, as the JeecgBoot tables were (contract §7.7).
      dataIndex: field.dict ? dictTextKey(field.key) : field.key,
      title: field.label,
      width: field.list?.width ?? GRID.columnWidth,
      fixed: field.list?.fixed,
      align: field.list?.align,
      ellipsis: field.list?.ellipsis,
      sorter: field.list?.sorter ? true : undefined,
      sortOrder: field.list?.sorter ? antdOrder(sort, field.key) : undefined,
      shouldCellUpdate: sameRow,
      render:
        index === 0
          ? (_: unknown, row: ListRow) =>
              isLoadingPlaceholder(row) ? ENGINE_LIST_TEXTS.loadingChildren : render(row)
          : (_: unknown, row: ListRow) => render(row),
    };
  });
  if (renderActions) {
    columns.push({
      key: ACTIONS_COLUMN_KEY,
      title: ENGINE_LIST_TEXTS.actions,
      width: actionsWidth,
      fixed: 'right',
      align: 'center',
      shouldCellUpdate: sameRow,
      render: (_: unknown, row: ListRow) => (isLoadingPlaceholder(row) ? null : renderActions(row)),
    });
  }
  return columns;
}

/** Width of all columns, for the horizontal scroll that fixed columns need. */
export const columnsWidth = (columns: TableColumnsType<ListRow>): number =>
  columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : GRID.columnWidth),
    0,
  ) + GRID.selectionWidth;

// The antd columns of the grid: row number (60 px), selection, drag handle, then one column per
// field (grid.width or the type's default width, a red * for required fields, the field's form
// tooltip behind an icon as the form shows it: a grid is where sub rows are edited). Field cells
// re-render only when their row object changes.
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { GRID } from '../../../shared/limits';
import { GRID_TEXTS } from '../../../shared/texts';
import { DragHandle } from './DragHandle';
import type { DragHandleProps } from './DragHandle';
import { GridCell } from './GridCell';
import type { GridColumnSpec } from './gridColumnSpec';
import type { GridRow } from './gridRows';
import type { GridStore } from './gridStore';

export interface GridColumnsInput {
  columns: readonly GridColumnSpec[];
  store: GridStore;
  readOnly: boolean;
  sortable: boolean;
  errorColor: string;
  dragHandle: (index: number) => DragHandleProps;
}

export function gridColumns({
  columns,
  store,
  readOnly,
  sortable,
  errorColor,
  dragHandle,
}: GridColumnsInput): TableColumnsType<GridRow> {
  const leading: TableColumnsType<GridRow> = [
    {
      key: '__rowNumber',
      title: GRID_TEXTS.rowNumber,
      width: GRID.rowNumberWidth,
      align: 'center',
      fixed: 'left',
      render: (_value, _row, index) => index + 1,
    },
  ];
  if (!readOnly) leading.push(Table.SELECTION_COLUMN);
  if (!readOnly && sortable) {
    leading.push({
      key: '__drag',
      width: GRID.selectionWidth,
      align: 'center',
      render: (_value, _row, index) => <DragHandle {...dragHandle(index)} />,
    });
  }
  const fieldColumns: TableColumnsType<GridRow> = columns.map((column) => ({
    key: column.field.key,
    width: column.width,
    title: (
      <>
        {column.field.required && !readOnly && <span style={{ color: errorColor, marginRight: 4 }}>*</span>}
        {column.field.label}
        {column.field.form?.tooltip && (
          <Tooltip title={column.field.form.tooltip}>
            <QuestionCircleOutlined aria-label={column.field.form.tooltip} style={{ marginLeft: 4 }} />
          </Tooltip>
        )}
      </>
    ),
    shouldCellUpdate: (row, previous) => row !== previous,
    render: (_value, row) => (
      <GridCell column={column} row={row} store={store} readOnly={readOnly} errorColor={errorColor} />
    ),
  }));
  return [...leading, ...fieldColumns];
}

/** Columns before the field columns, for the footer's label cell. */
export const leadingCount = (readOnly: boolean, sortable: boolean) =>
  1 + (readOnly ? 0 : 1) + (!readOnly && sortable ? 1 : 0);

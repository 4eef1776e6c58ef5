// The editable grid of a one-to-many sub-table (spec §3, §4, §5, §9): plain antd Table and controls,
// no Formily in cells. The form drives it through a ref: validate(), getRows(), setErrors().
import { Table, theme } from 'antd';
import { forwardRef, useImperativeHandle, useMemo, useState, useSyncExternalStore } from 'react';
import { GRID } from '../../../shared/limits';
import { GridSummary } from './GridSummary';
import { GridToolbar } from './GridToolbar';
import type { GridSetup } from './gridColumnSpec';
import { gridColumns, leadingCount } from './gridColumns';
import type { GridRow } from './gridRows';
import { statisticKinds } from './gridStatistics';
import { createGridStore } from './gridStore';
import type { GridFailure, GridSnapshot } from './gridStore';
import { useGridRowSync } from './useGridRowSync';
import { useRowDrag } from './useRowDrag';

export interface GridHandle {
  /** Judge every cell: the first failure (0-based row, field key, message) or null. */
  validate: () => GridFailure | null;
  getRows: () => GridSnapshot;
  /** Mark cells the server refused (rows as submitted). */
  setErrors: (failures: readonly GridFailure[]) => void;
}

export interface EditableGridProps {
  setup: GridSetup;
  /** Saved rows as loaded (edit/detail); read once when the grid mounts. */
  rows: readonly Readonly<Record<string, unknown>>[];
  readOnly?: boolean;
  /** Live row sync with other pages showing the same grid (gridSocketKey); none when absent. */
  socketKey?: string;
}

export const EditableGrid = forwardRef<GridHandle, EditableGridProps>(function EditableGrid(
  { setup, rows, readOnly = false, socketKey },
  ref,
) {
  const [store] = useState(() => createGridStore(setup.config, rows));
  const state = useSyncExternalStore(store.subscribe, store.getState);
  useGridRowSync(store, socketKey);
  useImperativeHandle(
    ref,
    () => ({ validate: store.validate, getRows: store.getRows, setErrors: store.setErrors }),
    [store],
  );
  const { token } = theme.useToken();
  const drag = useRowDrag(store.moveRow);
  const sortable = !!setup.config.sortField;
  const withStatistics = statisticKinds(setup.columns.map((column) => column.field)).length > 0;

  const columns = useMemo(
    () =>
      gridColumns({
        columns: setup.columns,
        store,
        readOnly,
        sortable,
        errorColor: token.colorError,
        dragHandle: drag.handleProps,
      }),
    [setup.columns, store, readOnly, sortable, token.colorError, drag.handleProps],
  );
  const width = setup.columns.reduce(
    (sum, column) => sum + column.width,
    GRID.rowNumberWidth + 2 * GRID.selectionWidth,
  );

  return (
    <div>
      {!readOnly && (
        <GridToolbar
          selectedCount={state.selectedKeys.length}
          onAdd={store.addRow}
          onRemove={store.removeSelected}
          onClearSelection={store.clearSelection}
        />
      )}
      <Table<GridRow>
        size="small"
        bordered
        rowKey="key"
        pagination={false}
        dataSource={state.rows as GridRow[]}
        rowClassName={(row) => (state.flashingKeys.includes(row.key) ? 'anze-grid-row-flash' : '')}
        columns={columns}
        scroll={{ x: width, y: GRID.maxHeight }}
        rowSelection={
          readOnly
            ? undefined
            : {
                selectedRowKeys: state.selectedKeys as string[],
                onChange: (keys) => store.setSelected(keys.map(String)),
                columnWidth: withStatistics ? GRID.selectionWidthWithStatistics : GRID.selectionWidth,
                fixed: true,
              }
        }
        onRow={sortable && !readOnly ? (_row, index) => drag.rowProps(index ?? 0) : undefined}
        summary={
          withStatistics
            ? () => (
                <GridSummary
                  rows={state.rows}
                  columns={setup.columns}
                  leading={leadingCount(readOnly, sortable)}
                />
              )
            : undefined
        }
      />
    </div>
  );
});

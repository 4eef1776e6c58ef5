// One grid cell: its editor (or text, read-only), and — only when the cell failed — a red outline and
// a tooltip with the message while the cell is hovered or focused (spec §5; no tooltip per cell).
// A cell its row's visibleWhen hides holds a muted dash and no control, so Tab passes it by.
import { Tooltip, Typography } from 'antd';
import { memo, useState } from 'react';
import type { CSSProperties } from 'react';
import { GRID_TEXTS } from '../../../shared/texts';
import { isWritableField } from '../../../shared/validation/validate-record';
import { DictText } from '../dict/DictText';
import { controlDisplay } from '../list/controlDisplay';
import { GridCellEditor } from './GridCellEditor';
import type { GridColumnSpec } from './gridColumnSpec';
import type { GridRow } from './gridRows';
import type { GridStore } from './gridStore';

export interface GridCellProps {
  column: GridColumnSpec;
  row: GridRow;
  store: GridStore;
  readOnly: boolean;
  errorColor: string;
}

const ANCHOR: CSSProperties = { position: 'absolute', top: 0, left: 0, right: 0, height: 0 };

export function CellText({ column, value }: { column: GridColumnSpec; value: unknown }) {
  if (column.dict) return <DictText dict={column.dict} value={value} />;
  const display = controlDisplay(column.field);
  if (display) return <>{display(value, 'cell')}</>;
  return <>{value === null || value === undefined ? '' : String(value)}</>;
}

/** The cell of a field hidden on this row. */
function HiddenCell() {
  return (
    <Typography.Text type="secondary" title={GRID_TEXTS.hiddenCellTitle} data-cell-hidden="">
      {GRID_TEXTS.hiddenCell}
    </Typography.Text>
  );
}

export const GridCell = memo(function GridCell({ column, row, store, readOnly, errorColor }: GridCellProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { field } = column;
  const value = row.values[field.key];
  if (!store.cellShown(row, field)) return <HiddenCell />;
  if (readOnly || !isWritableField(field)) return <CellText column={column} value={value} />;

  const error = row.errors?.[field.key];
  const onEdit = (next: unknown) => store.setCell(row.key, field.key, next);
  const onLeave = () => store.validateCell(row.key, field.key);
  const style: CSSProperties = error
    ? { position: 'relative', outline: `1px solid ${errorColor}`, borderRadius: 4 }
    : { position: 'relative' };
  return (
    <div
      style={style}
      data-cell-error={error ? error.message : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <GridCellEditor
        column={column}
        value={value}
        status={error ? 'error' : ''}
        onEdit={onEdit}
        onPick={(next) => {
          onEdit(next);
          onLeave();
        }}
        onLeave={onLeave}
      />
      {error && (
        <Tooltip open={hovered || focused} title={error.message} color={errorColor}>
          <span style={ANCHOR} />
        </Tooltip>
      )}
    </div>
  );
});

// The table's row element: adds antd's selected class itself, so a selection change re-renders the
// rows whose state changed instead of the whole table.
import type { HTMLAttributes, Key } from 'react';
import { classes, useIsSelected, useSelectionContext } from './selectionContext';

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: Key };

export function SelectableRow(props: RowProps) {
  const { prefix } = useSelectionContext();
  const selected = useIsSelected(props['data-row-key']);
  return (
    <tr {...props} className={classes(props.className ?? '', selected && `${prefix}-table-row-selected`)} />
  );
}

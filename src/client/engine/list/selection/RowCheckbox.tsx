// A row's selection checkbox: antd's checkbox markup and classes on a plain input, because antd's
// Checkbox registers its styles (and its click wave's) on every mount, a scan of <head> each time,
// and a new page mounts one per row (docs/perf.md). The select-all box is antd's own, so the styles
// are in the page.
import { memo } from 'react';
import type { ChangeEvent, Key, MouseEvent } from 'react';
import { classes, useIsSelected, useSelectionContext } from './selectionContext';

export interface RowCheckboxProps {
  rowKey: Key;
  disabled?: boolean;
}

// The row's own click handlers must not see a click on its checkbox, as with antd's.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

export const RowCheckbox = memo(function RowCheckbox({ rowKey, disabled = false }: RowCheckboxProps) {
  const { store, prefix, hashId } = useSelectionContext();
  const checked = useIsSelected(rowKey);
  const cls = `${prefix}-checkbox`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    store.toggle(rowKey, (event.nativeEvent as globalThis.MouseEvent).shiftKey === true);
  return (
    <label
      className={classes(
        `${cls}-wrapper`,
        checked && `${cls}-wrapper-checked`,
        disabled && `${cls}-wrapper-disabled`,
        hashId,
      )}
    >
      <span className={classes(cls, hashId, checked && `${cls}-checked`, disabled && `${cls}-disabled`)}>
        <input
          className={`${cls}-input`}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          onClick={stopPropagation}
        />
        <span className={`${cls}-inner`} />
      </span>
    </label>
  );
});

// The header's select-all box: checked when every selectable row of the page is, half when some are.
import { Checkbox } from 'antd';
import { useSyncExternalStore } from 'react';
import { useSelectionContext } from './selectionContext';

export function SelectAllCheckbox() {
  const { store, prefix } = useSelectionContext();
  const selection = useSyncExternalStore(store.subscribe, store.pageSelection);
  const selectable = useSyncExternalStore(store.subscribe, store.pageSelectable);
  return (
    <div className={`${prefix}-table-selection`}>
      <Checkbox
        aria-label="Select all"
        checked={selection === 'all'}
        indeterminate={selection === 'some'}
        disabled={!selectable}
        onChange={store.toggleAll}
      />
    </div>
  );
}

// The header's select-all box: checked when every selectable row of the page is, half when some are.
import { Checkbox } from 'antd';
import { useSyncExternalStore } from 'react';
import { ENGINE_LIST_TEXTS } from '../../../../shared/texts';
import { useSelectionContext } from './selectionContext';

export function SelectAllCheckbox() {
  const { store, prefix } = useSelectionContext();
  const selection = useSyncExternalStore(store.subscribe, store.pageSelection);
  const selectable = useSyncExternalStore(store.subscribe, store.pageSelectable);
  return (
    <div className={`${prefix}-table-selection`}>
      <Checkbox
        aria-label={ENGINE_LIST_TEXTS.selectAll}
        checked={selection === 'all'}
        indeterminate={selection === 'some'}
        disabled={!selectable}
        onChange={store.toggleAll}
      />
    </div>
  );
}

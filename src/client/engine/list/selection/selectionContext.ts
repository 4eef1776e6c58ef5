// What the selection's checkboxes and rows read: the store, and the class names antd's own
// checkbox and table would give them (the prefix and the theme's hash), so plain elements look the same.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Key } from 'react';
import { createSelectionStore } from './selectionStore';
import type { SelectionStore } from './selectionStore';

export interface SelectionContextValue {
  store: SelectionStore;
  /** antd's class prefix ('ant'). */
  prefix: string;
  /** The theme's style hash class, which antd's checkbox styles are scoped to. */
  hashId: string;
}

export const SelectionContext = createContext<SelectionContextValue>({
  store: createSelectionStore(() => undefined),
  prefix: 'ant',
  hashId: '',
});

export const useSelectionContext = () => useContext(SelectionContext);

/** Class names joined, those given as false left out. */
export const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/** Whether a row is selected; re-renders the caller only when that answer changes. */
export function useIsSelected(key: Key | undefined): boolean {
  const { store } = useSelectionContext();
  return useSyncExternalStore(store.subscribe, () => key !== undefined && store.isSelected(key));
}

// The list's row selection as a store the checkboxes and rows subscribe to one by one, so selecting
// a row re-renders that row and the select-all box, not the table (docs/perf.md). The keys stay
// owned by the list's controller: the store reads them back after each change and only turns
// clicks into the next keys, with the rules of antd's own row selection (checkStrictly): one click
// toggles one row, shift+click a range of the page from the last row checked, the header box all
// selectable rows of the page; keys of other pages are kept.
import type { Key } from 'react';

/** How much of the page's selectable rows is selected, for the select-all box. */
export type PageSelection = 'none' | 'some' | 'all';

export interface SelectionStore {
  subscribe: (listener: () => void) => () => void;
  isSelected: (key: Key) => boolean;
  pageSelection: () => PageSelection;
  /** Whether the page has a row that can be selected. */
  pageSelectable: () => boolean;
  /** Takes the controller's keys and the page's selectable keys (in their order), tells subscribers. */
  sync: (keys: readonly Key[], pageKeys: readonly Key[]) => void;
  toggle: (key: Key, range: boolean) => void;
  toggleAll: () => void;
}

export function createSelectionStore(emit: (keys: Key[]) => void): SelectionStore {
  let keys: readonly Key[] = [];
  let selected = new Set<Key>();
  let pageKeys: readonly Key[] = [];
  /** The page index of the row last checked by a click: where a shift+click range starts. */
  let anchor: number | null = null;
  const listeners = new Set<() => void>();

  const pageSelection = (): PageSelection => {
    const count = pageKeys.filter((key) => selected.has(key)).length;
    if (count === 0) return 'none';
    return count === pageKeys.length ? 'all' : 'some';
  };

  /** Checks or clears the rows from the anchor to `index`: checks them unless all already are. */
  const selectRange = (index: number) => {
    const from = Math.min(anchor ?? index, index);
    const to = Math.max(anchor ?? index, index);
    const range = pageKeys.slice(from, to + 1);
    const check = range.some((key) => !selected.has(key));
    anchor = check ? to : null;
    if (!check) return keys.filter((key) => !range.includes(key));
    return [...keys, ...range.filter((key) => !selected.has(key))];
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSelected: (key) => selected.has(key),
    pageSelection,
    pageSelectable: () => pageKeys.length > 0,
    sync: (nextKeys, nextPageKeys) => {
      if (nextPageKeys !== pageKeys) anchor = null;
      keys = nextKeys;
      selected = new Set(nextKeys);
      pageKeys = nextPageKeys;
      listeners.forEach((listener) => listener());
    },
    toggle: (key, range) => {
      const index = pageKeys.indexOf(key);
      const pageHasSelection = pageSelection() !== 'none';
      if (range && pageHasSelection && index >= 0) return emit(selectRange(index));
      const checked = selected.has(key);
      anchor = checked ? null : index;
      emit(checked ? keys.filter((other) => other !== key) : [...keys, key]);
    },
    toggleAll: () => {
      anchor = null;
      if (pageSelection() === 'all') emit(keys.filter((key) => !pageKeys.includes(key)));
      else emit([...keys, ...pageKeys.filter((key) => !selected.has(key))]);
    },
  };
}

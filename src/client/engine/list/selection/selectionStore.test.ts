import { describe, expect, it } from 'vitest';
import type { Key } from 'react';
import { createSelectionStore } from './selectionStore';

/** A store whose emitted keys are taken back at once, as the list's controller does. */
function storeWith(keys: Key[], pageKeys: Key[]) {
  const emitted: Key[][] = [];
  const store = createSelectionStore((next) => {
    emitted.push(next);
    store.sync(next, pageKeys);
  });
  store.sync(keys, pageKeys);
  return { store, last: () => emitted.at(-1) };
}

describe('the selection store', () => {
  it('toggles one row, keeping the keys of other pages', () => {
    const { store, last } = storeWith(['other'], ['a', 'b', 'c']);
    store.toggle('b', false);
    expect(last()).toEqual(['other', 'b']);
    expect(store.pageSelection()).toBe('some');
    store.toggle('b', false);
    expect(last()).toEqual(['other']);
    expect(store.pageSelection()).toBe('none');
  });

  it('selects the whole page, then clears only the page', () => {
    const { store, last } = storeWith(['other', 'b'], ['a', 'b', 'c']);
    store.toggleAll();
    expect(last()).toEqual(['other', 'b', 'a', 'c']);
    expect(store.pageSelection()).toBe('all');
    store.toggleAll();
    expect(last()).toEqual(['other']);
  });

  it('checks a range from the last checked row on shift+click, and clears it when all were checked', () => {
    const { store, last } = storeWith([], ['a', 'b', 'c', 'd']);
    store.toggle('a', false);
    store.toggle('c', true);
    expect(last()).toEqual(['a', 'b', 'c']);
    store.toggle('a', true);
    expect(last()).toEqual([]);
  });

  it('tells a subscriber on every change of the keys', () => {
    const { store } = storeWith([], ['a']);
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.toggle('a', false);
    unsubscribe();
    store.toggle('a', false);
    expect(calls).toBe(1);
    expect(store.isSelected('a')).toBe(false);
  });
});

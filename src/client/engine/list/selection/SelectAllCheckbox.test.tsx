import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Key } from 'react';
import { describe, expect, it } from 'vitest';
import { ENGINE_LIST_TEXTS } from '../../../../shared/texts';
import { SelectAllCheckbox } from './SelectAllCheckbox';
import { SelectionContext } from './selectionContext';
import { createSelectionStore } from './selectionStore';

function renderHeader(keys: Key[], pageKeys: Key[]) {
  const store = createSelectionStore((next) => store.sync(next, pageKeys));
  store.sync(keys, pageKeys);
  render(
    <SelectionContext.Provider value={{ store, prefix: 'ant', hashId: '' }}>
      <SelectAllCheckbox />
    </SelectionContext.Provider>,
  );
  const box = screen.getByRole('checkbox', { name: ENGINE_LIST_TEXTS.selectAll }) as HTMLInputElement;
  return { store, box, half: () => box.closest('.ant-checkbox')!.className.includes('indeterminate') };
}

describe('the select-all box', () => {
  it('is half checked for some rows of the page, checked for all, and clears the page', () => {
    const { store, box, half } = renderHeader(['other', 'a'], ['a', 'b']);
    expect(box.checked).toBe(false);
    expect(half()).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(half()).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(store.isSelected('other')).toBe(true);
  });

  it('is disabled on a page without selectable rows, and follows the page when it changes', () => {
    const { store, box } = renderHeader(['a'], []);
    expect(box.disabled).toBe(true);
    act(() => store.sync(['a'], ['a']));
    expect(box.disabled).toBe(false);
    expect(box.checked).toBe(true);
  });
});

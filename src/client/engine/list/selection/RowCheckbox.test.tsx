import { fireEvent, render, screen } from '@testing-library/react';
import type { Key } from 'react';
import { describe, expect, it } from 'vitest';
import { RowCheckbox } from './RowCheckbox';
import { SelectableRow } from './SelectableRow';
import { SelectionContext } from './selectionContext';
import { createSelectionStore } from './selectionStore';

/** One table row with its checkbox, on a store whose emitted keys are taken back at once. */
function renderRow(disabled = false) {
  const emitted: Key[][] = [];
  const store = createSelectionStore((keys) => {
    emitted.push(keys);
    store.sync(keys, ['r1']);
  });
  store.sync([], ['r1']);
  render(
    <SelectionContext.Provider value={{ store, prefix: 'ant', hashId: 'css-test' }}>
      <table>
        <tbody>
          <SelectableRow className="ant-table-row" data-row-key="r1">
            <td>
              <RowCheckbox rowKey="r1" disabled={disabled} />
            </td>
          </SelectableRow>
        </tbody>
      </table>
    </SelectionContext.Provider>,
  );
  return {
    emitted,
    checkbox: screen.getByRole('checkbox') as HTMLInputElement,
    row: screen.getByRole('row'),
  };
}

describe('a row checkbox', () => {
  it("checks its row with antd's classes and marks the row selected, and clears both", () => {
    const { emitted, checkbox, row } = renderRow();
    fireEvent.click(checkbox);
    expect(emitted).toEqual([['r1']]);
    expect(checkbox.checked).toBe(true);
    expect(checkbox.closest('label')!.className).toBe(
      'ant-checkbox-wrapper ant-checkbox-wrapper-checked css-test',
    );
    expect(row.className).toBe('ant-table-row ant-table-row-selected');
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(false);
    expect(row.className).toBe('ant-table-row');
  });

  it('cannot be checked when disabled (a tree row still loading)', () => {
    const { emitted, checkbox } = renderRow(true);
    expect(checkbox.disabled).toBe(true);
    expect(checkbox.closest('label')!.className).toContain('ant-checkbox-wrapper-disabled');
    fireEvent.click(checkbox);
    expect(emitted).toEqual([]);
  });
});

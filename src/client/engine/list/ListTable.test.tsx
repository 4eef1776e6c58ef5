import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Key } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { renderWithApp } from '../../test/render';
import { defaultColumnSettings } from './columnSettings';
import { buildColumns } from './listColumns';
import { ListTable } from './ListTable';
import type { ListRow } from './useListData';

const FIELDS: FieldDefinition[] = Array.from({ length: 20 }, (_, i) => ({
  key: `f${i}`,
  label: `列${i}`,
  type: 'string',
}));
const COLUMNS = buildColumns({
  fields: FIELDS,
  settings: defaultColumnSettings(FIELDS),
  sort: null,
  renderActions: null,
});

/** Rows whose values (and ids) count how often the table reads them. */
function countingRows(reads: { count: number }, count = 100, page = 'r'): ListRow[] {
  const counted = (value: string) => ({
    enumerable: true,
    get: () => {
      reads.count += 1;
      return value;
    },
  });
  return Array.from({ length: count }, (_, r) => {
    const row = {} as ListRow;
    Object.defineProperty(row, 'id', counted(`${page}${r}`));
    FIELDS.forEach((field, c) => Object.defineProperty(row, field.key, counted(`值${page}${r}-${c}`)));
    return row;
  });
}

/** The table with the controller's part: the selected keys, and a turn to the next of `pages`. */
function Harness({ pages }: { pages: ListRow[][] }) {
  const [selected, setSelected] = useState<Key[]>([]);
  const [pageIndex, setPageIndex] = useState(0);
  const rows = pages[pageIndex]!;
  return (
    <>
      <output data-testid="selected">{selected.join(',')}</output>
      <button type="button" onClick={() => setPageIndex((pageIndex + 1) % pages.length)}>
        next-page
      </button>
      <ListTable
        columns={COLUMNS}
        rows={rows}
        total={rows.length}
        loading={false}
        pageNo={1}
        pageSize={100}
        selectedRowKeys={selected}
        onSelect={setSelected}
        onChange={() => undefined}
      />
    </>
  );
}

const selected = () => screen.getByTestId('selected').textContent;
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const checkboxOf = (row: HTMLElement) => within(row).getByRole('checkbox') as HTMLInputElement;
const selectAll = () =>
  screen.getByRole('checkbox', { name: ENGINE_LIST_TEXTS.selectAll }) as HTMLInputElement;

describe('the list table', { timeout: 30_000 }, () => {
  it('re-renders no other row when one row is selected', async () => {
    const reads = { count: 0 };
    renderWithApp(<Harness pages={[countingRows(reads)]} />);
    const firstRow = await rowOf('值r0-0');
    expect(reads.count).toBeGreaterThanOrEqual(100 * 20);
    reads.count = 0;
    fireEvent.click(checkboxOf(firstRow));
    expect(checkboxOf(firstRow).checked).toBe(true);
    expect(firstRow.className).toContain('ant-table-row-selected');
    // A table that renders again reads every row's id (its key) and, unless memoised, its cells.
    expect(reads.count).toBe(0);
  });

  it('selects one row, the page and clears it, as the header box and the keys show', async () => {
    const rows = countingRows({ count: 0 }, 3);
    renderWithApp(<Harness pages={[rows]} />);
    const second = await rowOf('值r1-0');
    fireEvent.click(checkboxOf(second));
    expect(selected()).toBe('r1');
    expect(selectAll().checked).toBe(false);
    expect(selectAll().closest('.ant-checkbox')!.className).toContain('ant-checkbox-indeterminate');
    fireEvent.click(selectAll());
    expect(selected()).toBe('r1,r0,r2');
    expect(selectAll().checked).toBe(true);
    for (const text of ['值r0-0', '值r2-0']) expect(checkboxOf(await rowOf(text)).checked).toBe(true);
    fireEvent.click(selectAll());
    expect(selected()).toBe('');
    expect(checkboxOf(second).checked).toBe(false);
    expect(second.className).not.toContain('ant-table-row-selected');
  });

  it('keeps the keys of another page, and shows them checked again on return', async () => {
    const first = countingRows({ count: 0 }, 2, 'a');
    const second = countingRows({ count: 0 }, 2, 'b');
    renderWithApp(<Harness pages={[first, second]} />);
    fireEvent.click(checkboxOf(await rowOf('值a0-0')));
    fireEvent.click(screen.getByText('next-page'));
    await rowOf('值b0-0');
    expect(selectAll().checked).toBe(false);
    fireEvent.click(selectAll());
    expect(selected()).toBe('a0,b0,b1');
    fireEvent.click(screen.getByText('next-page'));
    expect(checkboxOf(await rowOf('值a0-0')).checked).toBe(true);
    expect(checkboxOf(await rowOf('值a1-0')).checked).toBe(false);
  });
});

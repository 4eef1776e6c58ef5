import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Key } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
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

/** 100 rows whose values count how often a cell reads them. */
function countingRows(reads: { count: number }): ListRow[] {
  return Array.from({ length: 100 }, (_, r) => {
    const row = { id: `r${r}` } as ListRow;
    FIELDS.forEach((field, c) =>
      Object.defineProperty(row, field.key, {
        enumerable: true,
        get: () => {
          reads.count += 1;
          return `值${r}-${c}`;
        },
      }),
    );
    return row;
  });
}

function Harness({ rows }: { rows: ListRow[] }) {
  const [selected, setSelected] = useState<Key[]>([]);
  return (
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
  );
}

describe('the list table', { timeout: 30_000 }, () => {
  it('does not repaint the cells of other rows when one row is selected', async () => {
    const reads = { count: 0 };
    renderWithApp(<Harness rows={countingRows(reads)} />);
    const firstRow = (await screen.findByText('值0-0')).closest('tr')!;
    expect(reads.count).toBeGreaterThanOrEqual(100 * 20);
    reads.count = 0;
    fireEvent.click(within(firstRow).getByRole('checkbox'));
    expect((within(firstRow).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    // 100 rows x 20 columns would be 2000 reads; memoised cells read nothing.
    expect(reads.count).toBe(0);
  });
});

// Exports fed as an ExportTable (the engine's rows of values, named by position) and rows far longer
// than the writer's chunk: the cells must be those of the same rows given as records.
import { describe, expect, it } from 'vitest';
import type { ExcelColumn, ExportTable } from '../../../src/server/excel';
import { EXCEL_MAX_CELL_CHARS } from '../../../src/server/excel/limits';
import { exportedCells } from './fixtures';

const columns: ExcelColumn[] = [
  { key: 'name', header: '企业名称', kind: 'text' },
  { key: 'industry', header: '行业类别', kind: 'text', dictionary: {} },
  { key: 'staff', header: '从业人数', kind: 'number' },
  { key: 'scope', header: '经营范围', kind: 'text' },
];

const cellsOf = (rows: Parameters<typeof exportedCells>[1]) => exportedCells(columns, rows);

async function* batches(...parts: unknown[][][]) {
  for (const part of parts) yield part;
}

describe('an export fed as a table of values', () => {
  it('writes the cells the same rows give as records, texts by position, across batches', async () => {
    // Positions the columns do not name (an id read for ordering) and a column with no position.
    const keys = ['', 'name', 'industry', 'staff', 'industry_dictText'];
    const table: ExportTable = {
      keys,
      batches: batches(
        [
          ['id1', '甲公司', 'C', 12, '制造业'],
          ['id2', '乙公司', 'Z', '7', undefined],
        ],
        [['id3', '丙公司', null, null, undefined]],
      ),
    };
    const records = [
      { name: '甲公司', industry: 'C', staff: 12, industry_dictText: '制造业' },
      { name: '乙公司', industry: 'Z', staff: '7' },
      { name: '丙公司', industry: null, staff: null },
    ];
    const fromTable = await cellsOf(table);
    expect(fromTable).toEqual(await cellsOf(records));
    expect(fromTable).toEqual([
      ['甲公司', '制造业', 12, null],
      ['乙公司', 'Z', 7, null],
      ['丙公司', null, null, null],
    ]);
  });

  it('keeps rows longer than the writer gathers before compressing', async () => {
    const scope = '安'.repeat(EXCEL_MAX_CELL_CHARS);
    const rows = Array.from({ length: 12 }, (_, i) => ({
      name: `企业${i}`,
      scope,
      industry: scope.slice(i),
    }));
    const cells = await cellsOf(rows);
    expect(cells).toHaveLength(12);
    expect(cells.map((row) => row[3])).toEqual(Array(12).fill(scope));
    expect(cells[11]![1]).toBe(scope.slice(11));
  }, 30_000);
});

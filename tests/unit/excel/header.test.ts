import { describe, expect, it } from 'vitest';
import type { ExcelColumn } from '../../../src/server/excel';
import { ExcelImportError, readWorkbook } from '../../../src/server/excel';
import { collect, rejectionOf, rezip, sheetBuffer, streamOf } from './fixtures';

const columns: ExcelColumn[] = [
  { key: 'enterpriseName', header: '企业名称', kind: 'text', required: true },
  { key: 'staffCount', header: '从业人数', kind: 'number' },
  { key: 'foundDate', header: '成立日期', kind: 'date' },
];

const titled = (header: unknown[], ...data: unknown[][]) => [['企业信息'], ['说明'], header, ...data];

async function read(rows: unknown[][], headerRowNumber?: number) {
  const buffer = await sheetBuffer(rows as never);
  return collect(
    readWorkbook(streamOf(buffer), { columns, ...(headerRowNumber ? { headerRowNumber } : {}) }),
  );
}

describe('header matching', () => {
  it('matches labels in any order and ignores columns it does not know', async () => {
    const rows = await read(
      titled(['序号', '成立日期', '企业名称', '从业人数'], [1, '2020-01-02', '甲公司', 5]),
    );
    expect(rows).toEqual([
      {
        rowNumber: 4,
        values: { foundDate: '2020-01-02', enterpriseName: '甲公司', staffCount: 5 },
        errors: {},
      },
    ]);
  });

  it('matches field keys (any case) and labels with required marks, spaces and line breaks', async () => {
    const rows = await read(titled(['*企业 名称', 'STAFFCOUNT', '成立\n日期'], ['乙公司', 7, '2021-05-06']));
    expect(rows[0]!.values).toEqual({ enterpriseName: '乙公司', staffCount: 7, foundDate: '2021-05-06' });
  });

  it('refuses a file without a required header, naming it', async () => {
    const error = await rejectionOf(read(titled(['从业人数', '成立日期'], [5, '2020-01-02'])));
    expect(error).toBeInstanceOf(ExcelImportError);
    expect(error.message).toBe('缺少必填列：企业名称');
  });

  it('refuses a header given twice', async () => {
    const error = await rejectionOf(read(titled(['企业名称', 'enterpriseName'], ['甲', '乙'])));
    expect(error.message).toBe('表头“企业名称”重复');
  });

  it('refuses a sheet whose header row is not where the layout puts it', async () => {
    // Header in row 1 (no title rows): row 3 is data, which matches no column.
    const error = await rejectionOf(
      read([
        ['企业名称', '从业人数'],
        ['甲公司', 1],
        ['乙公司', 2],
      ]),
    );
    expect(error.message).toBe('第3行应为表头，但没有找到可导入的列，请使用导入模板');
    const blank = await rejectionOf(read([['企业信息'], [], [], ['甲公司', 1]]));
    expect(blank.message).toBe('第3行应为表头，但没有找到可导入的列，请使用导入模板');
  });

  it('reads another header row when told to', async () => {
    const rows = await read(
      [
        ['企业名称', '从业人数'],
        ['甲公司', 1],
      ],
      1,
    );
    expect(rows).toEqual([{ rowNumber: 2, values: { enterpriseName: '甲公司', staffCount: 1 }, errors: {} }]);
  });
});

describe('which worksheet', () => {
  it('reads the first tab, wherever its worksheet is in the file', async () => {
    const tabOrder = await sheetBuffer([['企业信息'], [], ['企业名称'], ['甲公司']], (_, workbook) => {
      workbook.addWorksheet('说明').addRow(['这一页不是数据']);
    });
    // The first tab's worksheet stored as sheet2.xml and first in the zip, as after moving tabs
    // around in Excel.
    const sheet = (n: number) => `xl/worksheets/sheet${n}.xml`;
    const moved = rezip(tabOrder, {
      order: (names) => [sheet(1), ...names.filter((name) => name !== sheet(1))],
      rename: (name) => (name === sheet(1) ? sheet(2) : name === sheet(2) ? sheet(1) : name),
      edit: (name, text) =>
        name === 'xl/_rels/workbook.xml.rels'
          ? text.replace(
              /worksheets\/sheet([12])\.xml/g,
              (_, n: string) => `worksheets/sheet${3 - Number(n)}.xml`,
            )
          : text,
    });
    for (const input of [moved, streamOf(moved)]) {
      expect(await collect(readWorkbook(input, { columns }))).toEqual([
        { rowNumber: 4, values: { enterpriseName: '甲公司' }, errors: {} },
      ]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { ExcelColumn } from '../../../src/server/excel';
import { dictionaryTranslator, readWorkbook } from '../../../src/server/excel';
import { collect, dictionaries, sheetBuffer, streamOf } from './fixtures';

const columns: ExcelColumn[] = [
  { key: 'enterpriseName', header: '企业名称', kind: 'text' },
  { key: 'industry', header: '行业类别', kind: 'text', dictionary: {} },
  { key: 'tags', header: '企业标签', kind: 'text', dictionary: { multiple: true } },
  { key: 'staffCount', header: '从业人数', kind: 'number' },
  { key: 'foundDate', header: '成立日期', kind: 'date' },
  { key: 'checkTime', header: '检查时间', kind: 'datetime' },
];
const header = columns.map((column) => column.header);
const translate = dictionaryTranslator(dictionaries);

async function read(data: unknown[][], edit?: Parameters<typeof sheetBuffer>[1]) {
  const buffer = await sheetBuffer([['标题'], ['说明'], header, ...data] as never, edit);
  return collect(readWorkbook(streamOf(buffer), { columns, translate }));
}

describe('dictionary texts', () => {
  it('translates texts to values, several per cell with either comma', async () => {
    const rows = await read([
      ['甲', '危险化学品', '重点监管，新投保'],
      ['乙', '建筑施工', '规模以上,重点监管'],
    ]);
    expect(rows.map((row) => row.values)).toEqual([
      { enterpriseName: '甲', industry: 'chem', tags: 'a,c' },
      { enterpriseName: '乙', industry: 'build', tags: 'b,a' },
    ]);
  });

  it("reports an unknown text as that row's error and still reads the others", async () => {
    const rows = await read([
      ['甲', '烟花爆竹', '重点监管,不存在的标签'],
      ['乙', '非煤矿山'],
    ]);
    expect(rows[0]).toEqual({
      rowNumber: 4,
      values: { enterpriseName: '甲' },
      errors: { industry: '“烟花爆竹”不是可选的值', tags: '“不存在的标签”不是可选的值' },
    });
    expect(rows[1]!.errors).toEqual({});
    expect(rows[1]!.values.industry).toBe('mine');
  });

  it('accepts a stored value in place of its text', async () => {
    const rows = await read([['甲', 'chem']]);
    expect(rows[0]!.values.industry).toBe('chem');
  });

  // Two experts named 李波, told apart by a qualifier (a mobile) or, without one, by their value.
  const namesakes = dictionaryTranslator({
    industry: [
      { value: 'E1', text: '李波', qualifier: '13900000001' },
      { value: 'E2', text: '李波' },
      { value: 'E3', text: '黄伟', qualifier: '13900000003' },
    ],
  });
  async function readIndustries(cells: string[]) {
    const buffer = await sheetBuffer([['标题'], ['说明'], header, ...cells.map((c) => ['甲', c])] as never);
    const rows = await collect(readWorkbook(streamOf(buffer), { columns, translate: namesakes }));
    return rows.map((row) => row.values.industry ?? row.errors?.industry);
  }

  it('never guesses between items that share a text', async () => {
    expect(await readIndustries(['李波', '黄伟'])).toEqual([
      '“李波”对应多个可选项，无法确定是哪一个：请清空此格，导入后在页面上选择',
      'E3',
    ]);
  });

  it('takes a namesake written with its qualifier or value, and a unique name so written only when the value is its own', async () => {
    const read = await readIndustries([
      '李波（13900000001）',
      '李波（E2）',
      '黄伟（E3）',
      '黄伟（E1）',
      '李波（E3）',
    ]);
    expect(read.slice(0, 3)).toEqual(['E1', 'E2', 'E3']);
    expect(read.slice(3)).toEqual([
      expect.stringContaining('黄伟（E1）'),
      expect.stringContaining('李波（E3）'),
    ]);
  });
});

describe('cells', () => {
  it('turns rich text, formulas, hyperlinks and Excel dates into plain values', async () => {
    const rows = await read(
      [
        [
          { richText: [{ text: '富', font: { bold: true } }, { text: '文本公司' }] },
          { formula: '"危险"&"化学品"', result: '危险化学品' },
          null,
          { formula: '1+2', result: 3 },
          new Date(Date.UTC(2023, 11, 31)),
          new Date(Date.UTC(2024, 1, 29, 13, 45, 30)),
        ],
        [
          { text: '链接公司', hyperlink: 'https://example.com' },
          null,
          null,
          12.300000000000001,
          '2024/3/5',
          '2024年3月5日 8:05',
        ],
      ],
      (sheet) => {
        sheet.getCell('E4').numFmt = 'yyyy-mm-dd';
        sheet.getCell('F4').numFmt = 'yyyy-mm-dd hh:mm:ss';
      },
    );
    expect(rows.map((row) => row.values)).toEqual([
      {
        enterpriseName: '富文本公司',
        industry: 'chem',
        staffCount: 3,
        // Excel dates have no time zone: their wall-clock text, whatever the server's zone.
        foundDate: '2023-12-31',
        checkTime: '2024-02-29 13:45:30',
      },
      {
        enterpriseName: '链接公司',
        staffCount: 12.3,
        foundDate: '2024-03-05',
        checkTime: '2024-03-05 08:05:00',
      },
    ]);
  });

  it('reads a date formula result as a date', async () => {
    const rows = await read(
      [['甲', null, null, null, { formula: 'DATE(2024,1,15)', result: 45306 }]],
      (sheet) => {
        sheet.getCell('E4').numFmt = 'yyyy/m/d';
      },
    );
    expect(rows[0]!.values.foundDate).toBe('2024-01-15');
  });

  it('skips empty rows, blank strings and cells outside the known columns', async () => {
    const rows = await read([
      ['甲'],
      [],
      ['   ', null, null, null],
      ['乙', null, null, null, null, null, '备注'],
    ]);
    expect(rows.map((row) => [row.rowNumber, row.values])).toEqual([
      [4, { enterpriseName: '甲' }],
      [7, { enterpriseName: '乙' }],
    ]);
  });

  it('reports a cell showing an error value', async () => {
    const rows = await read([
      ['甲', null, null, { error: '#N/A' }],
      ['乙', null, null, { formula: '1/0', result: { error: '#DIV/0!' } }],
    ]);
    expect(rows.map((row) => row.errors)).toEqual([
      { staffCount: '单元格有错误值#N/A' },
      { staffCount: '单元格有错误值#DIV/0!' },
    ]);
  });
});

import { createReadStream, createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  columnsFromEntity,
  dictionaryTexts,
  dictionaryTranslator,
  exportNote,
  readWorkbook,
  writeWorkbook,
} from '../../../src/server/excel';
import { validateRecord } from '../../../src/shared/validation/validate-record';
import { collect, dictionaries, enterprise, rezip, sheetBuffer, tempDir } from './fixtures';

const exportColumns = columnsFromEntity(enterprise, { purpose: 'export' });
const importColumns = columnsFromEntity(enterprise, {
  purpose: 'import',
  dictionaryTexts: (field) => dictionaryTexts(dictionaries[field.key as keyof typeof dictionaries] ?? []),
});
const translate = dictionaryTranslator(dictionaries);

/** Rows as the list API answers them: stored values plus `_dictText` siblings. */
const listRows = [
  {
    enterpriseName: '北京国炬信息技术有限公司',
    creditCode: '91110108MA01ABCDE1',
    industry: 'chem',
    industry_dictText: '危险化学品',
    tags: 'a,c',
    tags_dictText: '重点监管,新投保',
    staffCount: 120,
    premium: '1234.50',
    foundDate: '2015-03-08',
    checkTime: '2024-06-01 09:30:00',
    status: '1',
    status_dictText: '正常',
    hazardTotal: 3,
  },
  {
    enterpriseName: '南京“安全”化工（集团）有限公司 & 子公司',
    creditCode: null,
    industry: 'mine',
    industry_dictText: '非煤矿山',
    staffCount: 0,
    premium: 99.9,
    foundDate: new Date(Date.UTC(2020, 0, 31, 16, 0, 0)),
    checkTime: null,
    status: '0',
    status_dictText: '停用',
    hazardTotal: 0,
  },
];

async function exportTo(file: string, rows: Record<string, unknown>[], note?: string) {
  return writeWorkbook({
    title: enterprise.title,
    ...(note ? { note } : {}),
    columns: exportColumns,
    rows,
    output: createWriteStream(file),
  });
}

describe('export', () => {
  it('writes 2 title rows, the header labels and the cells by kind', async () => {
    const file = path.join(tempDir(), 'out.xlsx');
    const note = exportNote(2, Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(await exportTo(file, listRows, note)).toEqual({ written: 2 });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('企业信息');
    expect(sheet.getCell('A1').value).toBe('企业信息');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('导出时间：2024-01-02 11:04:05  共2条');
    const last = exportColumns.length;
    expect(sheet.model.merges).toEqual(
      expect.arrayContaining([`A1:${sheet.getColumn(last).letter}1`, `A2:${sheet.getColumn(last).letter}2`]),
    );
    expect(sheet.getRow(3).values).toEqual([undefined, ...exportColumns.map((c) => c.header)]);
    // Derived fields are exported, hidden ones never.
    expect(exportColumns.map((c) => c.header)).toContain('隐患总数');
    expect(exportColumns.map((c) => c.header)).not.toContain('内部备注');

    const byHeader = (rowNumber: number, header: string) =>
      sheet.getRow(rowNumber).getCell(exportColumns.findIndex((c) => c.header === header) + 1).value;
    expect(byHeader(4, '企业名称')).toBe('北京国炬信息技术有限公司');
    expect(byHeader(4, '行业类别')).toBe('危险化学品');
    expect(byHeader(4, '企业标签')).toBe('重点监管,新投保');
    expect(byHeader(4, '从业人数')).toBe(120);
    expect(byHeader(4, '保费')).toBe(1234.5);
    expect(byHeader(4, '成立日期')).toBe('2015-03-08');
    expect(byHeader(4, '检查时间')).toBe('2024-06-01 09:30:00');
    expect(byHeader(5, '企业名称')).toBe('南京“安全”化工（集团）有限公司 & 子公司');
    expect(byHeader(5, '统一社会信用代码')).toBeNull();
    // A Date is a day in China time (16:00 UTC is the next morning in Beijing).
    expect(byHeader(5, '成立日期')).toBe('2020-02-01');
    expect(byHeader(5, '从业人数')).toBe(0);
  });

  it('reads back what it wrote: stored values again, via labels and dictionary texts', async () => {
    const file = path.join(tempDir(), 'out.xlsx');
    await exportTo(file, listRows);
    const rows = await collect(readWorkbook(createReadStream(file), { columns: importColumns, translate }));
    expect(rows.map((row) => row.rowNumber)).toEqual([4, 5]);
    expect(rows.every((row) => Object.keys(row.errors).length === 0)).toBe(true);
    const stored = rows.map((row) => validateRecord(enterprise, row.values));
    expect(stored.map((check) => check.errors)).toEqual([{}, {}]);
    expect(stored[0]!.values).toEqual({
      enterpriseName: '北京国炬信息技术有限公司',
      creditCode: '91110108MA01ABCDE1',
      industry: 'chem',
      tags: 'a,c',
      staffCount: 120,
      premium: 1234.5,
      foundDate: '2015-03-08',
      checkTime: '2024-06-01 09:30:00',
      status: '1',
      // validateRecord's own: a hidden field is writable, just never in a sheet.
      secret: null,
    });
    expect(stored[1]!.values).toMatchObject({
      enterpriseName: '南京“安全”化工（集团）有限公司 & 子公司',
      creditCode: null,
      industry: 'mine',
      tags: null,
      staffCount: 0,
      foundDate: '2020-02-01',
      checkTime: null,
      status: '0',
    });
  });

  // The worksheet is inflated chunk by chunk: a character split between two chunks must stay whole,
  // in inline and in shared strings, from an upload stream and from a zip with ZIP64 records.
  describe.each([
    ['a stream', (file: string) => createReadStream(file)],
    ['a ZIP64 zip', (file: string) => rezip(readFileSync(file), { zip64: true })],
  ])('keeps every Chinese character intact over thousands of rows, from %s', (_, open) => {
    it('in our exports (inline strings)', async () => {
      const file = path.join(tempDir(), 'many.xlsx');
      const names = Array.from({ length: 4000 }, (_, i) => `安全生产责任保险第${i}号企业（南京市江宁区）`);
      async function* rows() {
        for (const name of names) yield { enterpriseName: name, industry_dictText: '建筑施工', status: '1' };
      }
      await writeWorkbook({
        title: '企业',
        columns: exportColumns,
        rows: rows(),
        output: createWriteStream(file),
      });
      const read = await collect(readWorkbook(open(file), { columns: importColumns, translate }));
      expect(read.map((row) => row.values.enterpriseName)).toEqual(names);
      expect(read.every((row) => row.values.industry === 'build')).toBe(true);
    });

    it('in shared strings, as Excel saves them', async () => {
      const file = path.join(tempDir(), 'shared.xlsx');
      const names = Array.from({ length: 4000 }, (_, i) => `共享字符串企业名称第${i}号（浙江省杭州市）`);
      const buffer = await sheetBuffer([
        ['企业'],
        [''],
        ['企业名称', '行业类别', '状态'],
        ...names.map((n) => [n, '非煤矿山', '正常']),
      ]);
      writeFileSync(file, buffer);
      const read = await collect(readWorkbook(open(file), { columns: importColumns, translate }));
      expect(read.map((row) => row.values.enterpriseName)).toEqual(names);
    });
  });

  it('writes an empty export as title, note and header only', async () => {
    const file = path.join(tempDir(), 'empty.xlsx');
    expect(await exportTo(file, [])).toEqual({ written: 0 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(workbook.worksheets[0]!.rowCount).toBe(3);
  });

  it('reports progress and stops with the rows when they fail', async () => {
    const file = path.join(tempDir(), 'broken.xlsx');
    const seen: number[] = [];
    async function* rows() {
      for (let i = 0; i < 2500; i++) yield { enterpriseName: `企业${i}` };
      throw new Error('cursor lost');
    }
    const output = createWriteStream(file);
    await expect(
      writeWorkbook({
        title: 't',
        columns: exportColumns,
        rows: rows(),
        output,
        onProgress: (n) => void seen.push(n),
      }),
    ).rejects.toThrow('cursor lost');
    expect(seen).toEqual([1000, 2000]);
    expect(output.destroyed).toBe(true);
  });
});

// Our .xlsx writer (xlsx-writer.ts over xlsx-zip.ts): what exceljs (the import's reader) and JSZip
// make of its files, the template's notes and lists, escaping, ZIP64, and backpressure.
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ExcelColumn } from '../../../src/server/excel';
import { writeWorkbook } from '../../../src/server/excel';
import { exportCell, exportRowCells } from '../../../src/server/excel/export-cells';
import { writeSheet } from '../../../src/server/excel/write-workbook';
import { columnLetter, xmlText } from '../../../src/server/excel/xlsx-parts';
import { ZipWriter } from '../../../src/server/excel/xlsx-zip';
import { tempDir } from './fixtures';

const columns: ExcelColumn[] = [
  { key: 'name', header: '企业名称', kind: 'text', width: 30, required: true },
  { key: 'industry', header: '行业类别', kind: 'text', dictionary: {} },
  { key: 'staff', header: '从业人数', kind: 'number' },
  { key: 'capital', header: '注册资本', kind: 'number' },
  { key: 'founded', header: '成立日期', kind: 'date' },
  { key: 'checked', header: '检查时间', kind: 'datetime' },
  { key: 'code', header: '编码', kind: 'text' },
];

async function workbookOf(file: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook.worksheets[0]!;
}

/** Everything a Writable receives, as one Buffer once it finishes. */
function collector() {
  const chunks: Buffer[] = [];
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => output.on('end', () => resolve(Buffer.concat(chunks))));
  return { output, done };
}

describe('writeWorkbook files', () => {
  it('hold numbers as numbers, texts and dates as text, and the layout of our sheets', async () => {
    const file = path.join(tempDir(), 'out.xlsx');
    await writeWorkbook({
      title: '投保企业[南宁]',
      note: '共2条',
      columns,
      rows: [
        {
          name: '南宁“安全”化工 & <子公司>',
          industry: 'chem',
          industry_dictText: '危险化学品',
          staff: 120,
          capital: '1234.50',
          founded: '2015-03-08',
          checked: '2024-06-01T09:30:00',
          code: '007',
        },
        {
          name: '乙\u0001公司\u0008',
          staff: 0,
          capital: -0.25,
          founded: new Date(Date.UTC(2020, 0, 31, 16)),
          code: 12,
        },
      ],
      output: createWriteStream(file),
    });
    const sheet = await workbookOf(file);
    // Excel refuses [ ] in sheet names.
    expect(sheet.name).toBe('投保企业 南宁 ');
    expect(sheet.getCell('A1').value).toBe('投保企业[南宁]');
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true, size: 14 });
    expect(sheet.getCell('A1').alignment).toMatchObject({ horizontal: 'center' });
    expect(sheet.getCell('A2').value).toBe('共2条');
    expect(sheet.getCell('A2').alignment).toMatchObject({ wrapText: true });
    expect(sheet.model.merges).toEqual(['A1:G1', 'A2:G2']);
    expect(sheet.getRow(1).height).toBe(28);
    expect(sheet.getRow(3).height).toBe(20);
    expect(sheet.getRow(3).values).toEqual([undefined, ...columns.map((column) => column.header)]);
    const header = sheet.getCell('C3');
    expect(header.font).toMatchObject({ bold: true });
    expect(header.font?.color).toBeUndefined();
    expect(header.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } });
    expect(header.border?.bottom).toMatchObject({ style: 'thin', color: { argb: 'FFBFBFBF' } });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3, topLeftCell: 'A4' });
    expect(columns.map((_, i) => sheet.getColumn(i + 1).width)).toEqual([30, 16, 16, 16, 16, 16, 16]);

    expect(sheet.getRow(4).values).toEqual([
      undefined,
      '南宁“安全”化工 & <子公司>',
      '危险化学品',
      120,
      1234.5,
      '2015-03-08',
      '2024-06-01 09:30:00',
      '007',
    ]);
    // Control characters removed; a Date is its day in China time; a number in a text column is text.
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      '乙公司',
      undefined,
      0,
      -0.25,
      '2020-02-01',
      undefined,
      '12',
    ]);
    expect(sheet.getCell('C4').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('E4').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.rowCount).toBe(5);
  });

  it('are zips whose parts check out, styles ahead of the worksheet', async () => {
    const { output, done } = collector();
    await writeWorkbook({ title: '企业', columns, rows: [{ name: '甲' }], output });
    const zip = await JSZip.loadAsync(await done, { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).toContain('<row r="4"><c r="A4" t="str"><v>甲</v></c></row>');
    expect(sheet.endsWith('</worksheet>')).toBe(true);
  });

  it('keep the cells of thousands of rows, across chunk and entry boundaries', async () => {
    const file = path.join(tempDir(), 'many.xlsx');
    const names = Array.from({ length: 4000 }, (_, i) => `安全生产责任保险第${i}号企业（南宁市青秀区）`);
    await writeWorkbook({
      title: '企业',
      columns,
      rows: names.map((name, i) => ({ name, staff: i, founded: '2024-01-02' })),
      output: createWriteStream(file),
    });
    const sheet = await workbookOf(file);
    expect(sheet.rowCount).toBe(4003);
    const read = [];
    for (let r = 4; r <= 4003; r++) read.push(sheet.getCell(`A${r}`).value);
    expect(read).toEqual(names);
    expect(sheet.getCell('C4003').value).toBe(3999);
  }, 30_000);
});

describe('cells of a row', () => {
  it('are what exportCell gives, column by column', () => {
    const rows = [
      {
        name: '甲',
        industry: 'x',
        industry_dictText: '危险化学品',
        staff: '12',
        capital: 'n/a',
        founded: '2024-01-02 10:00:00',
      },
      {
        name: ['a', 'b'],
        industry: 'x',
        industry_dictText: '',
        staff: Number.NaN,
        checked: new Date(0),
        code: { a: 1 },
      },
      {},
    ];
    const cells = exportRowCells(columns);
    for (const row of rows) expect(cells(row)).toEqual(columns.map((column) => exportCell(column, row)));
  });
});

describe('xmlText and columnLetter', () => {
  it('escape markup and drop what XML cannot hold', () => {
    expect(xmlText('plain 文本')).toBe('plain 文本');
    expect(xmlText('a&b<c>"d"')).toBe('a&amp;b&lt;c&gt;&quot;d&quot;');
    expect(xmlText('\u0000a\u0007\tb\nc\r\u000b\u001f\u007f\ufffe')).toBe('a\tb\nc\r');
  });

  it('name columns as Excel does', () => {
    expect([0, 25, 26, 40, 701, 702, 16383].map(columnLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AO',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });
});

describe('writeSheet for the import template', () => {
  it('writes notes, drop-down lists, Text columns and red required headers', async () => {
    const file = path.join(tempDir(), 'template.xlsx');
    await writeSheet({
      title: '投保企业',
      note: '填写说明',
      noteHeight: 48,
      columns,
      markRequired: true,
      textColumn: (column) => column.key === 'code',
      rows: [],
      cells: () => [],
      notes: [
        { column: 0, row: 3, text: '必填' },
        { column: 1, row: 3, text: '选填\n可选值：危险化学品、非煤矿山 & 其他' },
      ],
      validations: [
        { range: 'B4:B10003', formula: '"危险化学品,非煤矿山"', errorTitle: '输入错误', error: '请选择' },
      ],
      output: createWriteStream(file),
    });
    const sheet = await workbookOf(file);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).height).toBe(48);
    expect(sheet.getCell('A3').font?.color?.argb).toBe('FFFF0000');
    expect(sheet.getCell('B3').font?.color).toBeUndefined();
    const noteOf = (address: string) => {
      const note = sheet.getCell(address).note;
      return typeof note === 'string' ? note : (note?.texts ?? []).map((t) => t.text).join('');
    };
    expect(noteOf('A3')).toBe('必填');
    expect(noteOf('B3')).toBe('选填\n可选值：危险化学品、非煤矿山 & 其他');
    expect(sheet.getCell('C3').note).toBeUndefined();
    expect(sheet.getColumn(7).numFmt).toBe('@');
    expect(sheet.getColumn(1).numFmt).toBeUndefined();
    const validations = (sheet as unknown as { dataValidations: { find(address: string): unknown } })
      .dataValidations;
    expect(validations.find('B4')).toMatchObject({
      type: 'list',
      formulae: ['"危险化学品,非煤矿山"'],
      showErrorMessage: true,
      errorTitle: '输入错误',
      error: '请选择',
    });
    expect(validations.find('B10003')).toBeDefined();
    expect(validations.find('C4')).toBeUndefined();
  });
});

describe('the zip', () => {
  it('writes ZIP64 records where sizes and offsets pass the limit, and readers follow them', async () => {
    const { output, done } = collector();
    const zip = new ZipWriter(output, { zip64Limit: 100 });
    await zip.add('small.txt', 'short');
    const entry = await zip.stream('big.xml');
    const text = '<row>安全生产</row>'.repeat(500);
    await entry.write(Buffer.from(text));
    await entry.end();
    await zip.add('after.txt', 'placed after the 100-byte limit');
    await zip.finish();
    const bytes = await done;
    // The end record points at the ZIP64 one.
    expect(bytes.readUInt32LE(bytes.length - 22 + 16)).toBe(0xffffffff);
    const read = await JSZip.loadAsync(bytes, { checkCRC32: true });
    expect(await read.file('small.txt')!.async('string')).toBe('short');
    expect(await read.file('big.xml')!.async('string')).toBe(text);
    expect(await read.file('after.txt')!.async('string')).toBe('placed after the 100-byte limit');
  });

  it('stops pulling rows while nobody reads the output, and goes on when it does', async () => {
    let pulled = 0;
    const total = 30_000;
    const filler = '安全生产责任保险示范企业'.repeat(8);
    function* rows() {
      while (pulled < total) {
        pulled += 1;
        yield { name: `${filler}第${pulled}号`, code: `${pulled * 7919}`, staff: pulled };
      }
    }
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let received = 0;
    const output = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        // The first chunks go through, then the reader stalls until released.
        if (received < 64 * 1024) callback();
        else void gate.then(() => callback());
      },
    });
    const writing = writeWorkbook({ title: '企业', columns, rows: rows(), output });
    // Wait until the writer stops asking for rows.
    let stalledAt = -1;
    for (let tries = 0; tries < 100 && stalledAt !== pulled; tries++) {
      stalledAt = pulled;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    // Held: one chunk of XML, the compressor's queue and the output's buffer, not the file.
    expect(pulled).toBe(stalledAt);
    expect(stalledAt).toBeLessThan(total / 2);
    release();
    expect(await writing).toEqual({ written: total });
  }, 60_000);

  it('fails, and lets go of its rows, when the output closes early', async () => {
    let closedSource = false;
    function* rows() {
      try {
        for (let i = 0; ; i++) yield { name: `企业${i}` };
      } finally {
        closedSource = true;
      }
    }
    const output = new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
    });
    setTimeout(() => output.destroy(), 50);
    await expect(writeWorkbook({ title: '企业', columns, rows: rows(), output })).rejects.toThrow();
    expect(closedSource).toBe(true);
  });
});

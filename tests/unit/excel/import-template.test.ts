import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  columnsFromEntity,
  dictionaryTexts,
  readWorkbook,
  templateHint,
  writeImportTemplate,
} from '../../../src/server/excel';
import { collect, dictionaries, enterprise, tempDir } from './fixtures';

const columns = columnsFromEntity(enterprise, {
  purpose: 'import',
  dictionaryTexts: (field) => dictionaryTexts(dictionaries[field.key as keyof typeof dictionaries] ?? []),
});

describe('import template', () => {
  it('lists the writable fields, marking which are required', () => {
    expect(columns.map((c) => [c.header, c.required ?? false])).toEqual([
      ['企业名称', true],
      ['统一社会信用代码', false],
      ['行业类别', true],
      ['企业标签', false],
      ['从业人数', false],
      ['保费', false],
      ['成立日期', false],
      ['检查时间', false],
      // Required, but its default fills it when the column is left out.
      ['状态', false],
    ]);
  });

  it('has the layout rows, red required headers, hints, and drop-down lists', async () => {
    const file = path.join(tempDir(), 'template.xlsx');
    await writeImportTemplate({ title: '企业信息', columns, output: createWriteStream(file) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('企业信息');
    expect(String(sheet.getCell('A2').value)).toContain('红色表头为必填列');
    expect(sheet.getRow(3).values).toEqual([undefined, ...columns.map((c) => c.header)]);
    expect(sheet.rowCount).toBe(3);

    const headerCell = (label: string) =>
      sheet.getRow(3).getCell(columns.findIndex((c) => c.header === label) + 1);
    expect(headerCell('企业名称').font?.color?.argb).toBe('FFFF0000');
    expect(headerCell('统一社会信用代码').font?.color).toBeUndefined();
    const noteOf = (label: string) => {
      const note = headerCell(label).note;
      return typeof note === 'string' ? note : (note?.texts ?? []).map((t) => t.text).join('');
    };
    expect(noteOf('行业类别')).toBe('必填\n可选值：危险化学品、非煤矿山、建筑施工');
    expect(noteOf('企业标签')).toBe('选填\n可选值：重点监管、规模以上、新投保\n可填多个，用英文逗号分隔');
    expect(noteOf('成立日期')).toBe('选填\n格式：YYYY-MM-DD，例如 2024-01-31');

    // Single-choice columns get a list; text columns are typed Text to keep leading zeros.
    const industry = sheet.getRow(3).getCell(3).address.replace('3', '');
    // Typed only on cells by exceljs, kept per sheet at run time.
    const validations = (sheet as unknown as { dataValidations: { find(address: string): unknown } })
      .dataValidations;
    expect(validations.find(`${industry}4`)).toMatchObject({
      type: 'list',
      formulae: ['"危险化学品,非煤矿山,建筑施工"'],
    });
    expect(validations.find(`${industry}10003`)).toBeDefined();
    expect(validations.find('D4')).toBeUndefined();
    expect(sheet.getColumn(2).numFmt).toBe('@');
  });

  it('imports as nothing when left empty (no sample row to delete)', async () => {
    const file = path.join(tempDir(), 'template.xlsx');
    await writeImportTemplate({ title: '企业信息', columns, output: createWriteStream(file) });
    expect(await collect(readWorkbook(createReadStream(file), { columns }))).toEqual([]);
  });

  it('says what a column takes', () => {
    expect(templateHint({ key: 'n', header: '人数', kind: 'number', required: true })).toBe(
      '必填\n请填写数字',
    );
    const many = Array.from({ length: 40 }, (_, i) => `选项${i}`);
    expect(templateHint({ key: 'x', header: 'x', kind: 'text', dictionary: { texts: many } })).toMatch(
      /选项29 等10项$/,
    );
  });
});

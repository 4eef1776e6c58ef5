// Shared fixtures of the Excel tests: a temporary data directory, an entity with every kind of
// column, sheets built cell by cell with exceljs's in-memory workbook (as Excel or WPS would save them).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterEach } from 'vitest';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';

const made: string[] = [];

/** A fresh directory, removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'anze-excel-'));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export const enterprise: EntityDefinition = {
  name: 'enterprise',
  title: '企业信息',
  table: 'nanli_enterprise',
  fields: [
    { key: 'enterpriseName', label: '企业名称', type: 'string', length: 100, required: true },
    { key: 'creditCode', label: '统一社会信用代码', type: 'string', length: 18 },
    { key: 'industry', label: '行业类别', type: 'string', dict: { code: 'nl_industry' }, required: true },
    { key: 'tags', label: '企业标签', type: 'string', dict: { code: 'nl_tag' }, multiple: true },
    { key: 'staffCount', label: '从业人数', type: 'int', min: 0 },
    { key: 'premium', label: '保费', type: 'decimal', scale: 2 },
    { key: 'foundDate', label: '成立日期', type: 'date' },
    { key: 'checkTime', label: '检查时间', type: 'datetime' },
    {
      key: 'status',
      label: '状态',
      type: 'string',
      dict: { code: 'nl_status' },
      required: true,
      default: '1',
    },
    { key: 'hazardTotal', label: '隐患总数', type: 'int', readonly: true },
    { key: 'secret', label: '内部备注', type: 'string', hidden: true },
  ],
};

export const dictionaries = {
  industry: [
    { value: 'chem', text: '危险化学品' },
    { value: 'mine', text: '非煤矿山' },
    { value: 'build', text: '建筑施工' },
  ],
  tags: [
    { value: 'a', text: '重点监管' },
    { value: 'b', text: '规模以上' },
    { value: 'c', text: '新投保' },
  ],
  status: [
    { value: '1', text: '正常' },
    { value: '0', text: '停用' },
  ],
};

/** An .xlsx built cell by cell: rows[i] is sheet row i + 1. */
export async function sheetBuffer(
  rows: ExcelJS.CellValue[][],
  edit?: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('数据');
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 1);
    values.forEach((value, column) => {
      if (value !== null && value !== undefined) row.getCell(column + 1).value = value;
    });
  });
  edit?.(sheet, workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const streamOf = (buffer: Buffer) => Readable.from([buffer], { objectMode: false });

/**
 * The zip with its directory offset marked ZIP64: it cannot be reordered, so exceljs reads it as
 * it comes (parking worksheets in temp files), which is the path a plain upload used to take.
 */
export function withoutZipDirectory(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  copy.writeUInt32LE(0xffffffff, copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
  return copy;
}

/** Every row yielded by an async iterable. */
export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

/** The rejection of a promise (fails the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

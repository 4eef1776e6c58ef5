// Shared fixtures of the Excel tests: a temporary data directory, an entity with every kind of
// column, sheets built cell by cell with exceljs's in-memory workbook (as Excel or WPS would save them).
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterEach } from 'vitest';
import type { ExcelColumn } from '../../../src/server/excel';
import { writeWorkbook } from '../../../src/server/excel';
import { entryBytes, zipEntries } from '../../../src/server/excel/zip-entries';
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

export interface RezipOptions {
  /** Entry names in the order the new zip holds them (default: as they were). */
  order?: (names: string[]) => string[];
  /** An entry's new name (default: as it was). */
  rename?: (name: string) => string;
  /** The text of an entry (default: as it was). */
  edit?: (name: string, text: string) => string;
  /** Sizes and offsets in ZIP64 records, as some writers always put them. */
  zip64?: boolean;
}

/** A zip written again entry by entry: reordered, edited, or with ZIP64 records. */
export function rezip(zip: Buffer, options: RezipOptions = {}): Buffer {
  const entries = zipEntries(zip);
  const names = options.order?.([...entries.keys()]) ?? [...entries.keys()];
  const full = 0xffffffff;
  const parts: Buffer[] = [];
  const records: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const text = entryBytes(zip, entries.get(name)!).toString('utf8');
    const data = Buffer.from(options.edit?.(name, text) ?? text);
    const packed = deflateRawSync(data);
    const file = Buffer.from(options.rename?.(name) ?? name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(options.zip64 ? 45 : 20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(file.length, 26);
    const extra = Buffer.alloc(options.zip64 ? 28 : 0);
    if (options.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(24, 2);
      extra.writeBigUInt64LE(BigInt(data.length), 4);
      extra.writeBigUInt64LE(BigInt(packed.length), 12);
      extra.writeBigUInt64LE(BigInt(offset), 20);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(options.zip64 ? 45 : 20, 4);
    central.writeUInt16LE(options.zip64 ? 45 : 20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(options.zip64 ? full : packed.length, 20);
    central.writeUInt32LE(options.zip64 ? full : data.length, 24);
    central.writeUInt16LE(file.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(options.zip64 ? full : offset, 42);
    parts.push(local, file, packed);
    records.push(central, file, extra);
    offset += local.length + file.length + packed.length;
  }
  const directory = Buffer.concat(records);
  const tail: Buffer[] = [];
  if (options.zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(names.length), 24);
    record.writeBigUInt64LE(BigInt(names.length), 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64 ? 0xffff : names.length, 8);
  end.writeUInt16LE(options.zip64 ? 0xffff : names.length, 10);
  end.writeUInt32LE(options.zip64 ? full : directory.length, 12);
  end.writeUInt32LE(options.zip64 ? full : offset, 16);
  return Buffer.concat([...parts, directory, ...tail, end]);
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

/** The data cells (below title, note and header) of an export of `rows`, as a reader sees them. */
export async function exportedCells(
  columns: readonly ExcelColumn[],
  rows: Parameters<typeof writeWorkbook>[0]['rows'],
): Promise<unknown[][]> {
  const file = path.join(tempDir(), 'out.xlsx');
  await writeWorkbook({ title: '企业', columns, rows, output: createWriteStream(file) });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const cells: unknown[][] = [];
  for (let r = 4; r <= sheet.rowCount; r++)
    cells.push(columns.map((_, c) => sheet.getRow(r).getCell(c + 1).value ?? null));
  return cells;
}

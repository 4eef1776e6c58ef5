import { Readable } from 'node:stream';
import { deflateRawSync, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ExcelColumn } from '../../../src/server/excel';
import { ExcelImportError, importFailure, readWorkbook } from '../../../src/server/excel';
import { collect, rejectionOf, rezip, sheetBuffer, streamOf } from './fixtures';

const columns: ExcelColumn[] = [{ key: 'enterpriseName', header: '企业名称', kind: 'text', required: true }];

/** A zip holding one file, as any zip tool writes it (deflated, with a central directory). */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const packed = deflateRawSync(data);
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + file.length, 12);
  end.writeUInt32LE(30 + file.length + packed.length, 16);
  return Buffer.concat([local, file, packed, central, file, end]);
}

async function refusal(input: Readable | Buffer, maxBytes?: number): Promise<Error> {
  const error = await rejectionOf(
    collect(readWorkbook(input, { columns, ...(maxBytes ? { maxBytes } : {}) })),
  );
  expect(error).toBeInstanceOf(ExcelImportError);
  return error;
}

describe('files that are not importable workbooks', () => {
  it('refuses an empty upload', async () => {
    expect((await refusal(streamOf(Buffer.alloc(0)))).message).toBe('文件为空');
  });

  it('refuses text, CSV and other non-zip files', async () => {
    expect((await refusal(streamOf(Buffer.from('企业名称,行业\n甲,化工\n')))).message).toBe(
      '文件不是有效的Excel文件（.xlsx）',
    );
  });

  it('explains old .xls and password-protected files', async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]);
    expect((await refusal(streamOf(ole))).message).toBe(
      '不支持旧版.xls格式或加密的文件，请在Excel中另存为不加密的.xlsx文件后再导入',
    );
  });

  it('refuses a zip that is not a workbook', async () => {
    expect((await refusal(streamOf(zipOf('word/document.xml', '<w:document/>')))).message).toBe(
      '文件不是有效的Excel文件（.xlsx）',
    );
  });

  it('refuses a cut-off workbook before reading any row', async () => {
    const whole = await sheetBuffer([
      ['标题'],
      [],
      ['企业名称'],
      ...Array.from({ length: 500 }, (_, i) => [`企业${i}`]),
    ]);
    const error = await refusal(streamOf(whole.subarray(0, Math.floor(whole.length / 2))));
    expect(error.message).toBe('文件已损坏或不完整，无法读取');
  });

  // A damaged deflate stream inside a worksheet (exceljs, the reader before, missed that error and
  // waited forever).
  describe.each([
    ['from a zip in memory', (zip: Buffer) => zip],
    ['from a ZIP64 zip', (zip: Buffer) => rezip(zip, { zip64: true })],
  ])('damaged compressed data, %s', (_, prepare) => {
    it('is refused instead of waiting forever', async () => {
      const whole = prepare(await sheetBuffer([['标题'], [], ['企业名称'], ['甲']]));
      // Same length, so the zip stays readable while the inflated XML does not.
      const damaged = Buffer.from(whole);
      const at = damaged.indexOf('xl/worksheets/sheet1.xml') + 60;
      for (let i = at; i < at + 40; i++) damaged[i] = 0x41;
      const error = await refusal(damaged);
      expect(error.message).toBe('文件已损坏或不完整，无法读取');
      expect(error.cause).toBeDefined();
    });
  });

  it('stops reading a stream that grows past the size cap', async () => {
    const whole = await sheetBuffer([
      ['标题'],
      [],
      ['企业名称'],
      ...Array.from({ length: 2000 }, (_, i) => [`企业${i}`]),
    ]);
    const error = await refusal(
      Readable.from([whole.subarray(0, 4096), whole.subarray(4096)], { objectMode: false }),
      5000,
    );
    expect(error.message).toBe('文件大小超过上限（最大0MB）');
    expect((await refusal(whole, 5000)).message).toBe('文件大小超过上限（最大0MB）');
  });

  it('gives up on an upload stream that fails midway instead of waiting forever', async () => {
    const whole = await sheetBuffer([
      ['标题'],
      [],
      ['企业名称'],
      ...Array.from({ length: 2000 }, (_, i) => [`企业${i}`]),
    ]);
    async function* failing() {
      yield whole.subarray(0, 2048);
      throw new Error('connection reset');
    }
    const error = await refusal(Readable.from(failing(), { objectMode: false }));
    expect(error.message).toBe('文件读取失败，请重新上传');
  });

  it('answers the refusal in the contract shape', async () => {
    const error = await refusal(streamOf(Buffer.from('not a workbook')));
    expect(importFailure(error)).toMatchObject({
      success: false,
      code: 500,
      message: '文件导入失败:文件不是有效的Excel文件（.xlsx）',
    });
  });
});

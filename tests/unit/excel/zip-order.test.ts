import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExcelColumn } from '../../../src/server/excel';
import { readWorkbook, writeWorkbook } from '../../../src/server/excel';
import { worksheetsLast } from '../../../src/server/excel/zip-order';
import { collect, sheetBuffer, streamOf, tempDir, withoutZipDirectory } from './fixtures';

function reordered(zip: Buffer) {
  const layout = worksheetsLast(zip);
  if (layout.kind !== 'reordered') throw new Error(`expected a reordered zip, got ${layout.kind}`);
  return layout;
}

/** Entry names in the order a streaming reader meets them (local headers). */
function localOrder(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x03\x04'); at >= 0; at = zip.indexOf('PK\x03\x04', at + 4)) {
    names.push(zip.toString('utf8', at + 30, at + 30 + zip.readUInt16LE(at + 26)));
  }
  return names;
}

const columns: ExcelColumn[] = [{ key: 'name', header: '名称', kind: 'text' }];

describe('worksheetsLast', () => {
  it('moves worksheets after shared strings, styles and relations, keeping every byte of each entry', async () => {
    const original = await sheetBuffer([['标题'], [], ['名称'], ['甲'], ['乙']]);
    expect(localOrder(original).indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(
      localOrder(original).indexOf('xl/sharedStrings.xml'),
    );
    const result = reordered(original);
    expect(result.hasSharedStrings).toBe(true);
    expect(result.zip.length).toBe(original.length);
    expect(localOrder(result.zip).at(-1)).toBe('xl/worksheets/sheet1.xml');
    expect(localOrder(result.zip).sort()).toEqual(localOrder(original).sort());

    const fromStream = await collect(readWorkbook(streamOf(original), { columns }));
    const fromMemory = await collect(readWorkbook(original, { columns }));
    expect(fromMemory).toEqual(fromStream);
    expect(fromMemory.map((row) => row.values.name)).toEqual(['甲', '乙']);
  });

  it('handles streamed zips (data descriptors) without shared strings, as our exports are', async () => {
    const file = path.join(tempDir(), 'export.xlsx');
    await writeWorkbook({ title: 't', columns, rows: [{ name: '甲' }], output: createWriteStream(file) });
    const result = reordered(readFileSync(file));
    expect(result.hasSharedStrings).toBe(false);
    expect(await collect(readWorkbook(result.zip, { columns }))).toEqual([
      { rowNumber: 4, values: { name: '甲' }, errors: {} },
    ]);
  });

  it('tells a cut-off zip, and leaves ZIP64 files as they are', async () => {
    const whole = await sheetBuffer([['名称'], ['甲']]);
    expect(worksheetsLast(whole.subarray(0, whole.length - 30))).toEqual({ kind: 'broken' });
    expect(worksheetsLast(Buffer.from('PK\x03\x04 truncated'))).toEqual({ kind: 'broken' });
    expect(worksheetsLast(withoutZipDirectory(whole))).toEqual({ kind: 'asIs' });
  });
});

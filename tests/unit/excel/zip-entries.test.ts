import { describe, expect, it } from 'vitest';
import { ExcelImportError } from '../../../src/server/excel';
import { entryBytes, zipEntries } from '../../../src/server/excel/zip-entries';
import { rezip, sheetBuffer } from './fixtures';

const brokenMessage = '文件已损坏或不完整，无法读取';

describe('zipEntries', () => {
  it('finds every entry from the directory, with or without ZIP64 records', async () => {
    const whole = await sheetBuffer([['名称'], ['甲']]);
    for (const zip of [whole, rezip(whole, { zip64: true })]) {
      const entries = zipEntries(zip);
      expect(entries.has('xl/workbook.xml')).toBe(true);
      expect(entryBytes(zip, entries.get('xl/sharedStrings.xml')!).toString('utf8')).toContain('<t>甲</t>');
    }
  });

  it('refuses a cut-off or damaged zip', async () => {
    const whole = await sheetBuffer([['名称'], ['甲']]);
    for (const zip of [whole.subarray(0, whole.length - 30), Buffer.from('PK\x03\x04 truncated')]) {
      const error = (() => {
        try {
          zipEntries(zip);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(ExcelImportError);
      expect((error as Error).message).toBe(brokenMessage);
    }
  });
});

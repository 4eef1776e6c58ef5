// The import reads its file on a thread of its own: whatever the reader meets there comes back as
// the import's ordinary answer, and the request never waits on a reader that has failed.
import { describe, expect, it, vi } from 'vitest';
import type { DictionaryItem, ExcelColumn } from '../../../src/server/excel';
import { importExcelFile } from '../../../src/server/excel';
import { createMemoryStore } from '../../../src/server/kv/memory-store';
import { rezip, sheetBuffer, tempDir } from './fixtures';

const columns: ExcelColumn[] = [{ key: 'enterpriseName', header: '企业名称', kind: 'text', required: true }];
const SHEET = 'xl/worksheets/sheet1.xml';

/** A workbook of `count` enterprises whose sheet XML ends inside the cell of data row `cutAt` (0-based). */
async function cutOffWorkbook(count: number, cutAt: number): Promise<Buffer> {
  const names = Array.from({ length: count }, (_, i) => [`截断企业${i}`]);
  const whole = await sheetBuffer([['企业信息'], [], ['企业名称'], ...names]);
  return rezip(whole, {
    edit: (name, text) => {
      if (name !== SHEET) return text;
      const row = text.indexOf(`<row r="${4 + cutAt}"`);
      return text.slice(0, text.indexOf('<c', row) + 5);
    },
  });
}

async function importOf(file: Buffer, dictionaries?: Record<string, readonly DictionaryItem[]>) {
  const saveBatch = vi.fn(async (_rows: { rowNumber: number }[]) => []);
  const onError = vi.fn();
  const answer = await importExcelFile({
    file,
    columns,
    ...(dictionaries ? { dictionaries } : {}),
    validate: (values: Record<string, unknown>) => ({ values }),
    saveBatch,
    userId: 'u1',
    title: '企业信息',
    place: { store: createMemoryStore(), dataDir: tempDir() },
    onError,
  });
  return { answer, saveBatch, onError };
}

describe('the import reader thread', () => {
  it('refuses a workbook cut off in its first data row, saving nothing', async () => {
    const { answer, saveBatch, onError } = await importOf(await cutOffWorkbook(3, 0));
    expect(answer).toMatchObject({ success: false, message: '文件导入失败:文件已损坏或不完整，无法读取' });
    expect(saveBatch).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the rows read before the file breaks off, across several messages of rows', async () => {
    const { answer, saveBatch } = await importOf(await cutOffWorkbook(1_300, 1_234));
    expect(answer).toMatchObject({
      code: 201,
      result: { totalCount: 1_234, successCount: 1_234, errorCount: 0 },
    });
    const saved = saveBatch.mock.calls.flatMap(([rows]) => rows);
    expect(saved.map((row) => row.rowNumber)).toEqual(Array.from({ length: 1_234 }, (_, i) => 4 + i));
  });

  it('answers an error of the reader itself with the general reason and logs it', async () => {
    // Items that are not a list make the translator fail inside the reader thread (a bug, not the file's fault).
    const items = { enterpriseName: 5 as unknown as DictionaryItem[] };
    const { answer, saveBatch, onError } = await importOf(
      await sheetBuffer([['标题'], [], ['企业名称'], ['甲']]),
      items,
    );
    expect(answer).toMatchObject({ success: false, message: '文件导入失败:文件处理出错，请检查文件后重试' });
    expect(saveBatch).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('excel reader') }),
    );
  });
});

import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ImportRow, SaveFailure, ValidRow } from '../../../src/server/excel';
import {
  columnLabels,
  columnsFromEntity,
  findImportErrorReport,
  importExcelFile,
  importFailure,
  importOutcome,
  importRows,
  writeImportErrorReport,
  writeWorkbook,
  ExcelImportError,
} from '../../../src/server/excel';
import type { NewRowPlan } from '../../../src/server/engine/write/new-row-check';
import { createMemoryStore } from '../../../src/server/kv/memory-store';
import { tokenContext } from '../../../src/shared/value-tokens';
import type { StoredValue } from '../../../src/shared/validation/field-values';
import { validateRecord } from '../../../src/shared/validation/validate-record';
import { dictionaries, enterprise, sheetBuffer, tempDir } from './fixtures';

const columns = columnsFromEntity(enterprise, { purpose: 'import' });
const labels = columnLabels(columns);
type Values = Record<string, StoredValue>;

const validate = (values: Record<string, unknown>) => {
  const check = validateRecord(enterprise, values);
  return Object.keys(check.errors).length > 0 ? { errors: check.errors } : { values: check.values };
};

async function* rowsOf(items: ImportRow[]) {
  yield* items;
}

const row = (rowNumber: number, values: Record<string, unknown>, errors: Record<string, string> = {}) => ({
  rowNumber,
  values,
  errors,
});

/** A saveBatch that refuses duplicate names, remembering each batch it got. */
function duplicateRefusingSave() {
  const saved: Values[] = [];
  const batches: number[][] = [];
  const saveBatch = async (rows: ValidRow<Values>[]): Promise<SaveFailure[]> => {
    batches.push(rows.map((r) => r.rowNumber));
    const failures: SaveFailure[] = [];
    for (const r of rows) {
      if (saved.some((s) => s.enterpriseName === r.values.enterpriseName)) {
        failures.push({ rowNumber: r.rowNumber, field: 'enterpriseName', message: '企业名称已存在' });
      } else saved.push(r.values);
    }
    return failures;
  };
  return { saved, batches, saveBatch };
}

describe('importRows', () => {
  it('saves good rows in batches and collects failures with row, label and message', async () => {
    const { saved, batches, saveBatch } = duplicateRefusingSave();
    const summary = await importRows({
      rows: rowsOf([
        row(4, { enterpriseName: '甲', industry: 'chem' }),
        row(5, { enterpriseName: '乙', industry: 'mine', staffCount: '-3' }),
        row(6, { enterpriseName: '甲', industry: 'chem' }),
        row(7, { enterpriseName: '丙' }, { industry: '“烟花爆竹”不是可选的值' }),
        row(8, { enterpriseName: '丁', industry: 'build', foundDate: '2024-13-01' }),
        row(9, { enterpriseName: '戊', industry: 'build' }),
      ]),
      labels,
      batchSize: 2,
      validate,
      saveBatch,
    });
    expect(batches).toEqual([[4, 6], [9]]);
    expect(saved.map((v) => v.enterpriseName)).toEqual(['甲', '戊']);
    expect(summary).toEqual({
      totalCount: 6,
      successCount: 2,
      errorCount: 4,
      unlistedFailures: 0,
      failures: [
        { rowNumber: 5, label: '从业人数', message: '不能小于0' },
        // The unreadable dictionary text, not the "required" validation makes of its absence.
        { rowNumber: 7, label: '行业类别', message: '“烟花爆竹”不是可选的值' },
        { rowNumber: 8, label: '成立日期', message: '日期格式应为YYYY-MM-DD' },
        // Found when the batch [4, 6] is saved, once every row has been checked.
        { rowNumber: 6, label: '企业名称', message: '企业名称已存在' },
      ],
    });
  });

  it('saves every batch through inOneTransaction, and counts every row failed when that unit fails', async () => {
    const { batches, saveBatch } = duplicateRefusingSave();
    const units: number[] = [];
    const onSaveError = vi.fn();
    const summary = await importRows<Values>({
      rows: rowsOf([1, 2, 3].map((n) => row(n + 3, { enterpriseName: `企业${n}`, industry: 'chem' }))),
      batchSize: 2,
      validate,
      saveBatch: () => Promise.reject(new Error('saveBatch is not used within a unit')),
      inOneTransaction: async (save) => {
        units.push(batches.length);
        await save(saveBatch);
        throw new Error('commit failed');
      },
      onSaveError,
    });
    expect(units).toEqual([0]);
    expect(batches).toEqual([[4, 5], [6]]);
    expect(onSaveError).toHaveBeenCalledTimes(1);
    expect(summary).toMatchObject({ totalCount: 3, successCount: 0, errorCount: 3 });
    expect(summary.failures.map((f) => f.rowNumber)).toEqual([4, 5, 6]);
  });

  it('saves a batch while the rows after it are still being read', async () => {
    const { batches, saveBatch } = duplicateRefusingSave();
    const savedBeforeRow = new Map<number, number>();
    async function* watched() {
      for (let n = 4; n <= 9; n++) {
        savedBeforeRow.set(n, batches.length);
        yield row(n, { enterpriseName: `企业${n}`, industry: 'chem' });
      }
    }
    const summary = await importRows({ rows: watched(), batchSize: 2, validate, saveBatch });
    expect(summary).toMatchObject({ totalCount: 6, successCount: 6, errorCount: 0 });
    expect(batches).toEqual([
      [4, 5],
      [6, 7],
      [8, 9],
    ]);
    expect(savedBeforeRow.get(9)).toBeGreaterThanOrEqual(2);

    // Slow checks (password hashing) ask for every row checked before the first save instead.
    const later = duplicateRefusingSave();
    const readBeforeSave: number[] = [];
    async function* counted() {
      for (let n = 4; n <= 9; n++) {
        readBeforeSave.push(later.batches.length);
        yield row(n, { enterpriseName: `后存企业${n}`, industry: 'chem' });
      }
    }
    await importRows({
      rows: counted(),
      batchSize: 2,
      validate,
      saveBatch: later.saveBatch,
      saveWhileReading: false,
    });
    expect(readBeforeSave).toEqual([0, 0, 0, 0, 0, 0]);
    expect(later.batches).toHaveLength(3);
  });

  it('counts the rows not read yet as failed when the unit fails before its first save', async () => {
    const onSaveError = vi.fn();
    const summary = await importRows<Values>({
      rows: rowsOf([1, 2, 3, 4, 5].map((n) => row(n + 3, { enterpriseName: `企业${n}`, industry: 'chem' }))),
      batchSize: 2,
      validate,
      saveBatch: () => Promise.reject(new Error('saveBatch is not used within a unit')),
      inOneTransaction: () => Promise.reject(new Error('the database is down')),
      onSaveError,
    });
    expect(onSaveError).toHaveBeenCalledWith(new Error('the database is down'));
    expect(summary).toMatchObject({ totalCount: 5, successCount: 0, errorCount: 5 });
  });

  it('undoes the unit and answers the error when the reader fails after rows were saved', async () => {
    async function* crashing() {
      for (let n = 4; n <= 7; n++) yield row(n, { enterpriseName: `企业${n}`, industry: 'chem' });
      throw new Error('reader crashed');
    }
    const { batches, saveBatch } = duplicateRefusingSave();
    let undone = false;
    const importing = importRows<Values>({
      rows: crashing(),
      batchSize: 2,
      validate,
      saveBatch: () => Promise.reject(new Error('saveBatch is not used within a unit')),
      inOneTransaction: async (save) => {
        try {
          await save(saveBatch);
        } catch (error) {
          undone = true;
          throw error;
        }
      },
    });
    await expect(importing).rejects.toThrow('reader crashed');
    expect(batches.length).toBeGreaterThan(0);
    expect(undone).toBe(true);
  });

  it('counts every row of a batch whose save throws as failed, and goes on', async () => {
    const onSaveError = vi.fn();
    let calls = 0;
    const summary = await importRows({
      rows: rowsOf([1, 2, 3].map((n) => row(n + 3, { enterpriseName: `企业${n}`, industry: 'chem' }))),
      batchSize: 2,
      validate,
      saveBatch: async () => {
        calls += 1;
        if (calls === 1) throw new Error('deadlock');
        return [];
      },
      onSaveError,
    });
    expect(summary).toMatchObject({ totalCount: 3, successCount: 1, errorCount: 2 });
    expect(summary.failures).toEqual([
      { rowNumber: 4, message: '保存失败' },
      { rowNumber: 5, message: '保存失败' },
    ]);
    expect(onSaveError).toHaveBeenCalledWith(new Error('deadlock'));
  });

  it('keeps what was saved when the file breaks off later, and refuses it when nothing was', async () => {
    async function* breaking(after: number) {
      for (let n = 0; n < after; n++) yield row(n + 4, { enterpriseName: `企业${n}`, industry: 'chem' });
      throw new ExcelImportError('文件已损坏或不完整，无法读取');
    }
    const { saveBatch } = duplicateRefusingSave();
    const summary = await importRows({ rows: breaking(3), batchSize: 2, validate, saveBatch });
    expect(summary).toMatchObject({ totalCount: 3, successCount: 3, errorCount: 0 });
    expect(summary.aborted?.message).toBe('文件已损坏或不完整，无法读取');
    await expect(importRows({ rows: breaking(0), validate, saveBatch })).rejects.toThrow(ExcelImportError);
  });
});

describe('import answers (contract §8.7)', () => {
  const place = () => ({ store: createMemoryStore(), dataDir: tempDir() });
  type Place = ReturnType<typeof place>;

  /** An enterprise sheet as the export writes it, saved as an uploaded file of the place. */
  async function uploadedSheet(where: Place, rows: Record<string, unknown>[]): Promise<string> {
    const file = path.join(where.dataDir, 'upload.xlsx');
    await writeWorkbook({
      title: '企业信息',
      columns: columnsFromEntity(enterprise, { purpose: 'export' }),
      rows,
      output: createWriteStream(file),
    });
    return file;
  }

  /** The failed-row report an import's answer links to, as its user downloads it. */
  async function reportText(answer: { result: unknown }, where: Place): Promise<string> {
    const id = String((answer.result as { fileUrl: string }).fileUrl)
      .split('/')
      .pop()!;
    const report = await findImportErrorReport(id, 'u1', where);
    return readFile(report!.path, 'utf8');
  }

  it('answers 200 with the row count when every row was imported', () => {
    const result = importOutcome({
      totalCount: 3,
      successCount: 3,
      errorCount: 0,
      failures: [],
      unlistedFailures: 0,
    });
    expect(result).toEqual({
      success: true,
      message: '共3行数据全部导入成功！',
      code: 200,
      result: null,
      timestamp: expect.any(Number),
    });
  });

  it('answers 201 with the counts and a failed-rows file only its owner can fetch', async () => {
    const where = place();
    const summary = {
      totalCount: 5,
      successCount: 3,
      errorCount: 2,
      unlistedFailures: 0,
      failures: [
        { rowNumber: 9, label: '企业名称', message: '企业名称已存在' },
        { rowNumber: 4, label: '行业类别', message: '“烟花爆竹”不是可选的值' },
        { rowNumber: 4, label: '从业人数', message: '请输入整数' },
      ],
    };
    const report = await writeImportErrorReport(summary, { userId: 'u1', title: '企业信息' }, where);
    expect(report.id).toMatch(/^[0-9a-f]{32}$/);
    const answer = importOutcome(summary, report);
    expect(answer).toEqual({
      success: true,
      message: '文件导入成功，但有错误。',
      code: 201,
      result: {
        totalCount: 5,
        errorCount: 2,
        successCount: 3,
        msg: '总上传行数：5，已导入行数：3，错误行数：2',
        fileUrl: `/engine/importErrors/${report.id}`,
        fileName: '企业信息_导入错误信息.txt',
      },
      timestamp: expect.any(Number),
    });
    expect(importOutcome(summary, report, { partialResult: 'fileUrl' }).result).toBe(
      `/engine/importErrors/${report.id}`,
    );

    const found = await findImportErrorReport(report.id, 'u1', where);
    expect(found).toEqual({
      path: path.join(where.dataDir, 'import-errors', `${report.id}.txt`),
      fileName: '企业信息_导入错误信息.txt',
    });
    expect(await readFile(found!.path, 'utf8')).toBe(
      '\uFEFF第4行：行业类别：“烟花爆竹”不是可选的值\r\n第4行：从业人数：请输入整数\r\n第9行：企业名称：企业名称已存在\r\n',
    );
    expect(await findImportErrorReport(report.id, 'someone-else', where)).toBeNull();
    expect(await findImportErrorReport('../../etc/passwd', 'u1', where)).toBeNull();
  });

  it('answers a refused file with success false and the reason', () => {
    expect(importFailure(new ExcelImportError('缺少必填列：企业名称'))).toEqual({
      success: false,
      message: '文件导入失败:缺少必填列：企业名称',
      code: 500,
      result: null,
      timestamp: expect.any(Number),
    });
    // Anything else is not the file's fault and gives no details away.
    expect(importFailure(new Error('SQLITE_BUSY')).message).toBe(
      '文件导入失败:文件处理出错，请检查文件后重试',
    );
  });

  it('runs a whole import from an uploaded file', async () => {
    const where = place();
    const file = await uploadedSheet(where, [
      { enterpriseName: '甲', industry_dictText: '危险化学品', status_dictText: '正常', staffCount: 3 },
      { enterpriseName: '乙', industry_dictText: '火星矿业', staffCount: 4 },
      { enterpriseName: '丙', industry_dictText: '建筑施工', premium: '12.345' },
    ]);
    const { saved, saveBatch } = duplicateRefusingSave();
    const answer = await importExcelFile({
      file,
      columns,
      labels,
      dictionaries,
      validate,
      saveBatch,
      userId: 'u1',
      title: '企业信息',
      place: where,
    });
    expect(saved).toEqual([
      expect.objectContaining({ enterpriseName: '甲', industry: 'chem', status: '1', staffCount: 3 }),
    ]);
    expect(answer).toMatchObject({ code: 201, result: { totalCount: 3, successCount: 1, errorCount: 2 } });
    expect(await reportText(answer, where)).toBe(
      '\uFEFF第5行：行业类别：“火星矿业”不是可选的值\r\n第6行：保费：最多2位小数\r\n',
    );
  });

  it('runs an import whose rows the reader thread checks from a plan, data rules included', async () => {
    const where = place();
    const file = await uploadedSheet(where, [
      { enterpriseName: '甲', industry_dictText: '危险化学品', staffCount: 3 },
      { enterpriseName: '乙', industry_dictText: '火星矿业', staffCount: 4 },
      { enterpriseName: '丙', industry_dictText: '建筑施工', premium: '12.345' },
      { enterpriseName: '丁', industry_dictText: '非煤矿山' },
    ]);
    const check: NewRowPlan = {
      definition: enterprise,
      skip: [],
      fixed: { hazardTotal: 0 },
      richText: [],
      dictValues: { nl_industry: ['chem', 'mine', 'build'], nl_status: ['1', '0'], nl_tag: ['a', 'b', 'c'] },
      // This user may create chemical and building enterprises only.
      restrictions: [{ key: 'industry', allowed: ['chem', 'build'] }],
      tokens: tokenContext({ id: 'u1', username: 'u1', realname: '导入人', orgCode: null }),
    };
    const { saved, saveBatch } = duplicateRefusingSave();
    const answer = await importExcelFile<Values>({
      file,
      columns,
      labels,
      dictionaries,
      check,
      saveBatch,
      userId: 'u1',
      title: '企业信息',
      place: where,
    });
    // The plan's default (status) and fixed value (hazardTotal) applied there; empty cells empty.
    expect(saved).toEqual([
      expect.objectContaining({
        enterpriseName: '甲',
        industry: 'chem',
        status: '1',
        staffCount: 3,
        hazardTotal: 0,
        premium: null,
      }),
    ]);
    expect(answer).toMatchObject({ code: 201, result: { totalCount: 4, successCount: 1, errorCount: 3 } });
    expect(await reportText(answer, where)).toBe(
      '\uFEFF第5行：行业类别：“火星矿业”不是可选的值\r\n第6行：保费：最多2位小数\r\n第7行：行业类别：无权操作该数据\r\n',
    );
  });

  it('refuses a file over the row cap, undoing the rows saved before the reader got there', async () => {
    const buffer = await sheetBuffer([
      ['企业信息'],
      [],
      ['企业名称', '行业类别'],
      ['甲', '危险化学品'],
      ['乙', '非煤矿山'],
      ['丙', '建筑施工'],
    ]);
    // A unit as a transaction is one: its rows are kept only when the work resolves.
    const pending: string[] = [];
    const committed: string[] = [];
    const answer = await importExcelFile<Record<string, unknown>>({
      file: buffer,
      columns,
      maxRows: 2,
      batchSize: 1,
      validate,
      saveBatch: async () => [],
      inOneTransaction: async (work) => {
        await work(async (rows) => {
          pending.push(...rows.map((row) => String(row.values.enterpriseName)));
          return [];
        });
        committed.push(...pending);
      },
      userId: 'u1',
      title: '企业信息',
      place: place(),
    });
    expect(answer).toMatchObject({
      success: false,
      message: '文件导入失败:数据行数超过上限（最多2行），请分批导入',
    });
    // Saving had begun (the cap is found while reading), and none of it stays.
    expect(pending.length).toBeGreaterThan(0);
    expect(committed).toEqual([]);
  });

  it('refuses a file with a header but no data', async () => {
    const buffer = await sheetBuffer([['企业信息'], [], ['企业名称', '行业类别']]);
    const answer = await importExcelFile({
      file: buffer,
      columns,
      validate,
      saveBatch: async () => [],
      userId: 'u1',
      title: '企业信息',
      place: place(),
    });
    expect(answer).toMatchObject({ success: false, message: '文件导入失败:文件中没有可导入的数据' });
  });
});

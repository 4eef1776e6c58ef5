import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { ExcelColumn, ExportJobRequest } from '../../../src/server/excel';
import {
  cleanupExcelFiles,
  createExportJobs,
  exportsInBackground,
  EXPORT_DIRECT_ROW_CAP,
} from '../../../src/server/excel';
import { createMemoryStore } from '../../../src/server/kv/memory-store';
import { tempDir } from './fixtures';

const HOUR = 3_600_000;
const columns: ExcelColumn[] = [
  { key: 'name', header: '企业名称', kind: 'text' },
  { key: 'n', header: '序号', kind: 'number' },
];

function request(count: number, overrides: Partial<ExportJobRequest> = {}): ExportJobRequest {
  return {
    userId: 'u1',
    title: '企业信息',
    fileName: '企业信息.xlsx',
    columns,
    total: count,
    rows: async function* () {
      for (let n = 1; n <= count; n++) yield { name: `企业${n}`, n };
    },
    ...overrides,
  };
}

/** A clock the test moves; the store and the jobs share it. */
function setup(options: { concurrency?: number } = {}) {
  let time = Date.UTC(2024, 0, 1);
  const clock = { now: () => time, advance: (ms: number) => (time += ms) };
  const store = createMemoryStore(clock.now);
  const dataDir = tempDir();
  const onError = vi.fn();
  const jobs = createExportJobs({ store, dataDir, now: clock.now, onError, ...options });
  return { clock, store, dataDir, jobs, onError };
}

describe('background exports', () => {
  it('runs above the direct-download cap', () => {
    expect(EXPORT_DIRECT_ROW_CAP).toBe(20_000);
    expect(exportsInBackground(20_000)).toBe(false);
    expect(exportsInBackground(20_001)).toBe(true);
    expect(exportsInBackground(11, 10)).toBe(true);
  });

  it('writes the file, keeps progress in the store and shows both only to the owner', async () => {
    const { jobs, store, dataDir } = setup();
    const { job, finished } = await jobs.start(request(2500));
    expect(job).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      status: 'running',
      written: 0,
      total: 2500,
      fileName: '企业信息.xlsx',
      message: '排队中，请稍候',
    });
    expect(await finished).toEqual({ ...job, status: 'done', written: 2500, message: '导出完成' });
    expect(await jobs.progress(job.id, 'u1')).toEqual({
      ...job,
      status: 'done',
      written: 2500,
      message: '导出完成',
    });
    // Stored as ExportJob JSON plus its owner, so any instance can answer.
    expect(JSON.parse((await store.get(`excel:exportJob:${job.id}`))!)).toMatchObject({
      userId: 'u1',
      status: 'done',
    });

    const file = await jobs.file(job.id, 'u1');
    expect(file).toEqual({
      path: path.join(dataDir, 'exports', `${job.id}.xlsx`),
      fileName: '企业信息.xlsx',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file!.path);
    expect(workbook.worksheets[0]!.rowCount).toBe(2503);
    expect(workbook.worksheets[0]!.getCell('A2503').value).toBe('企业2500');

    expect(await jobs.progress(job.id, 'u2')).toBeNull();
    expect(await jobs.file(job.id, 'u2')).toBeNull();
    expect(await jobs.progress('0'.repeat(32), 'u1')).toBeNull();
    expect(await jobs.file('../exports', 'u1')).toBeNull();
  });

  it('saves progress while it writes', async () => {
    const { jobs, store } = setup();
    const seen: number[] = [];
    let id = '';
    const rows = async function* () {
      for (let n = 1; n <= 3000; n++) {
        if (n % 1000 === 1 && id) seen.push(JSON.parse((await store.get(`excel:exportJob:${id}`))!).written);
        yield { name: `企业${n}`, n };
      }
    };
    const { job, finished } = await jobs.start(request(3000, { rows }));
    id = job.id;
    await finished;
    expect(seen).toEqual([0, 1000, 2000]);
  });

  it('ends as failed with a Chinese message when its rows fail, leaving no file', async () => {
    const { jobs, dataDir, onError } = setup();
    const rows = async function* () {
      yield { name: '甲', n: 1 };
      throw new Error('connection lost');
    };
    const { job, finished } = await jobs.start(request(10, { rows }));
    expect(await finished).toMatchObject({ status: 'failed', message: '导出失败，请稍后重试' });
    expect(onError).toHaveBeenCalledWith(new Error('connection lost'), job.id);
    expect(await jobs.file(job.id, 'u1')).toBeNull();
    expect(existsSync(path.join(dataDir, 'exports', `${job.id}.xlsx.part`))).toBe(false);
  });

  it('never throws, even when opening the rows does', async () => {
    const { jobs } = setup();
    const { finished } = await jobs.start(
      request(1, {
        rows: () => {
          throw new Error('bad query');
        },
      }),
    );
    expect(await finished).toMatchObject({ status: 'failed' });
  });

  it('runs a limited number of jobs at once; the others wait their turn', async () => {
    const { jobs } = setup({ concurrency: 1 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstOpened: () => void = () => undefined;
    const firstRunning = new Promise<void>((resolve) => (firstOpened = resolve));
    let secondOpened = false;
    const first = await jobs.start(
      request(1, {
        rows: async function* () {
          firstOpened();
          await gate;
          yield { name: '甲', n: 1 };
        },
      }),
    );
    const second = await jobs.start(
      request(1, {
        rows: async function* () {
          secondOpened = true;
          yield { name: '乙', n: 2 };
        },
      }),
    );
    await firstRunning;
    // No timer is involved in starting a job (the store is in memory): whatever the second start
    // would do without waiting for its turn has happened after these turns of the event loop.
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(secondOpened).toBe(false);
    expect(await jobs.progress(second.job.id, 'u1')).toMatchObject({
      status: 'running',
      message: '排队中，请稍候',
    });
    release();
    await jobs.idle();
    expect(secondOpened).toBe(true);
    expect(await jobs.progress(first.job.id, 'u1')).toMatchObject({ status: 'done' });
    expect(await jobs.progress(second.job.id, 'u1')).toMatchObject({ status: 'done' });
  });

  it('reports a job whose process went away as interrupted, and forgets jobs after their lifetime', async () => {
    const { jobs, store, clock } = setup();
    const id = 'ab'.repeat(16);
    const stuck = {
      id,
      status: 'running',
      written: 10,
      total: 100,
      fileName: 'x.xlsx',
      userId: 'u1',
      updatedAt: clock.now(),
    };
    await store.set(`excel:exportJob:${id}`, JSON.stringify(stuck), 24 * HOUR);
    expect(await jobs.progress(id, 'u1')).toMatchObject({ status: 'running' });
    clock.advance(4 * 60_000);
    expect(await jobs.progress(id, 'u1')).toMatchObject({
      status: 'failed',
      message: '导出任务已中断，请重新导出',
    });

    const { job, finished } = await jobs.start(request(5));
    await finished;
    clock.advance(24 * HOUR + 1);
    expect(await jobs.progress(job.id, 'u1')).toBeNull();
    expect(await jobs.file(job.id, 'u1')).toBeNull();
  });
});

describe('a job whose state died with its process (in-memory store)', () => {
  it('is answered to its owner as interrupted from the mark it left, and its unfinished file is removed', async () => {
    const { jobs, dataDir } = setup();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { job, finished } = await jobs.start(
      request(3, {
        rows: async function* () {
          yield { name: '企业1', n: 1 };
          await gate;
        },
      }),
    );
    const part = path.join(dataDir, 'exports', `${job.id}.xlsx.part`);
    await vi.waitFor(() => expect(existsSync(part)).toBe(true));

    // A restarted process: a new, empty store on the same data directory.
    const restarted = createExportJobs({ store: createMemoryStore(), dataDir });
    expect(await restarted.progress(job.id, 'someone else')).toBeNull();
    expect(await restarted.progress(job.id, 'u1')).toEqual({
      id: job.id,
      status: 'failed',
      written: 0,
      total: 3,
      fileName: '企业信息.xlsx',
      message: '导出任务已中断，请重新导出',
    });
    expect(existsSync(part)).toBe(false);
    expect(await restarted.file(job.id, 'u1')).toBeNull();
    release();
    await finished;
  });

  it('leaves no mark once a job has ended', async () => {
    const { jobs, dataDir } = setup();
    const { job, finished } = await jobs.start(request(5));
    await finished;
    const restarted = createExportJobs({ store: createMemoryStore(), dataDir });
    expect(await restarted.progress(job.id, 'u1')).toBeNull();
  });
});

describe('cleanupExcelFiles', () => {
  it('removes export and failed-rows files older than their lifetime', async () => {
    const dataDir = tempDir();
    const now = Date.UTC(2024, 0, 2);
    const files = {
      oldExport: path.join(dataDir, 'exports', 'a.xlsx'),
      newExport: path.join(dataDir, 'exports', 'b.xlsx'),
      oldReport: path.join(dataDir, 'import-errors', 'c.txt'),
      stalePart: path.join(dataDir, 'exports', 'd.xlsx.part'),
    };
    await mkdir(path.join(dataDir, 'exports'), { recursive: true });
    await mkdir(path.join(dataDir, 'import-errors'), { recursive: true });
    for (const file of Object.values(files)) await writeFile(file, 'x');
    const age = (file: string, ms: number) => utimes(file, (now - ms) / 1000, (now - ms) / 1000);
    await age(files.oldExport, 25 * HOUR);
    await age(files.newExport, 23 * HOUR);
    await age(files.oldReport, 25 * HOUR);
    await age(files.stalePart, 48 * HOUR);
    expect(await cleanupExcelFiles(dataDir, { now })).toBe(3);
    expect(
      Object.entries(files)
        .filter(([, file]) => existsSync(file))
        .map(([name]) => name),
    ).toEqual(['newExport']);
    expect(await cleanupExcelFiles(path.join(dataDir, 'missing'), { now })).toBe(0);
  });
});

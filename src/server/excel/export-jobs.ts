// Background exports for more rows than a direct download should carry: the file is written under
// <dataDir>/exports/<id>.xlsx while the job's state (ExportJob plus its owner) lives in the shared
// store, so any instance can answer progress. Only the user who started a job sees it. A job never
// throws: whatever goes wrong ends as status 'failed' with a Chinese message. A job whose process
// died (killed, crashed) is answered as interrupted: from its stale state in a shared store, or from
// the mark it left on disk when the store was the dead process's memory (export-job-marks.ts).
import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ExportJob } from '../../shared/engine-api';
import type { KeyValueStore } from '../kv/key-value-store';
import type { ExcelColumn } from './columns';
import { exportFileName } from './download';
import { EXPORTS_DIR, excelDirectory, isFileId, randomFileId } from './file-store';
import {
  partPath,
  readExportJobMark,
  removeExportJobMark,
  removeInterruptedPart,
  writeExportJobMark,
} from './export-job-marks';
import {
  EXCEL_FILE_TTL_MS,
  EXPORT_DIRECT_ROW_CAP,
  EXPORT_JOB_HEARTBEAT_MS,
  EXPORT_JOB_STALE_MS,
  EXPORT_JOBS_AT_ONCE,
} from './limits';
import { EXPORT_JOB_TEXTS } from './messages';
import { OUTAGE_TEXTS } from '../../shared/outages';
import { isDiskFull } from '../modules/files/disk-full';
import { writeWorkbook } from './write-workbook';
import type { ExportRows } from './write-workbook';

export interface ExportJobRequest {
  /** The only user who may read the job's progress and fetch its file. */
  userId: string;
  title: string;
  /** Default exportFileName(title). */
  fileName?: string;
  note?: string;
  columns: readonly ExcelColumn[];
  /** Rows expected (the count query); progress is written/total. */
  total: number;
  /** Opened when the job runs, so a queued job holds no database cursor. */
  rows: () => ExportRows;
}

export interface ExportJobsOptions {
  store: KeyValueStore;
  dataDir: string;
  /** Lifetime of job state (and, through cleanupExcelFiles, of the file). */
  ttlMs?: number;
  concurrency?: number;
  heartbeatMs?: number;
  staleMs?: number;
  now?: () => number;
  /** Hears why a job failed (for the log); the user sees EXPORT_JOB_TEXTS.failed, or that the disk is full. */
  onError?: (error: unknown, jobId: string) => void;
}

export interface ExportJobs {
  /** Records the job as running and starts it; `finished` settles (never rejects) when it ends. */
  start(request: ExportJobRequest): Promise<{ job: ExportJob; finished: Promise<ExportJob> }>;
  /** The job, or null when it does not exist, expired or belongs to someone else. */
  progress(id: string, userId: string): Promise<ExportJob | null>;
  /** The finished file of the owner's job, or null. */
  file(id: string, userId: string): Promise<{ path: string; fileName: string } | null>;
  /** Settles when every job this process runs has ended (shutdown, tests). */
  idle(): Promise<void>;
}

interface StoredJob extends ExportJob {
  userId: string;
  updatedAt: number;
}

const jobKey = (id: string) => `excel:exportJob:${id}`;

/** Whether an export of `total` rows should run in the background. */
export const exportsInBackground = (total: number, cap: number = EXPORT_DIRECT_ROW_CAP) => total > cap;

const publicJob = ({ id, status, written, total, fileName, message }: StoredJob): ExportJob => ({
  id,
  status,
  written,
  total,
  fileName,
  ...(message !== undefined ? { message } : {}),
});

export function createExportJobs(options: ExportJobsOptions): ExportJobs {
  const { store, dataDir } = options;
  const ttlMs = options.ttlMs ?? EXCEL_FILE_TTL_MS;
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? EXPORT_JOB_STALE_MS;
  const concurrency = Math.max(1, options.concurrency ?? EXPORT_JOBS_AT_ONCE);
  const running = new Set<Promise<ExportJob>>();
  const waiting: (() => void)[] = [];
  let active = 0;

  const save = (job: StoredJob) => {
    job.updatedAt = now();
    return store.set(jobKey(job.id), JSON.stringify(job), ttlMs);
  };

  async function load(id: string, userId: string): Promise<StoredJob | null> {
    if (!isFileId(id)) return null;
    const raw = await store.get(jobKey(id));
    if (!raw) return null;
    const job = JSON.parse(raw) as StoredJob;
    return job.userId === userId ? job : null;
  }

  async function slot(): Promise<() => void> {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    return () => {
      active -= 1;
      waiting.shift()?.();
    };
  }

  async function run(job: StoredJob, request: ExportJobRequest): Promise<ExportJob> {
    // Keeps the job from looking stale while it waits or while its rows come slowly.
    const heartbeat = setInterval(() => {
      save(job).catch(() => undefined);
    }, options.heartbeatMs ?? EXPORT_JOB_HEARTBEAT_MS);
    heartbeat.unref();
    const release = await slot();
    const directory = path.join(dataDir, EXPORTS_DIR);
    const part = partPath(dataDir, job.id);
    let output: WriteStream | undefined;
    try {
      delete job.message;
      await excelDirectory(dataDir, EXPORTS_DIR);
      await save(job);
      const { written } = await writeWorkbook({
        title: request.title,
        ...(request.note !== undefined ? { note: request.note } : {}),
        columns: request.columns,
        rows: request.rows(),
        output: (output = createWriteStream(part)),
        onProgress: async (count) => {
          job.written = count;
          await save(job);
        },
      });
      // Renamed only when complete, so a file that exists is a whole file.
      await rename(part, path.join(directory, `${job.id}.xlsx`));
      job.status = 'done';
      job.written = written;
      job.total = written;
      job.message = EXPORT_JOB_TEXTS.done;
    } catch (error) {
      options.onError?.(error, job.id);
      job.status = 'failed';
      job.message = isDiskFull(error) ? OUTAGE_TEXTS.exportDiskFull : EXPORT_JOB_TEXTS.failed;
      // The stream may still be opening the file: removing it before then would leave it behind.
      if (output && !output.closed)
        await new Promise<void>((resolve) => output?.once('close', () => resolve()));
      await unlink(part).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      release();
    }
    try {
      await save(job);
      // Only once the store knows how the job ended: a kill before this still finds the mark.
      await removeExportJobMark(dataDir, job.id);
    } catch (error) {
      options.onError?.(error, job.id);
    }
    return publicJob(job);
  }

  /** A job the store does not know (it lived in a dead process's memory) but whose mark is on disk. */
  async function interruptedByMark(id: string, userId: string): Promise<ExportJob | null> {
    if (!isFileId(id)) return null;
    const mark = await readExportJobMark(dataDir, id);
    if (!mark || mark.userId !== userId) return null;
    await removeInterruptedPart(dataDir, id);
    const { fileName, total } = mark;
    return { id, status: 'failed', written: 0, total, fileName, message: EXPORT_JOB_TEXTS.interrupted };
  }

  return {
    async start(request) {
      const job: StoredJob = {
        id: randomFileId(),
        status: 'running',
        written: 0,
        total: request.total,
        fileName: request.fileName ?? exportFileName(request.title, now()),
        message: EXPORT_JOB_TEXTS.queued,
        userId: request.userId,
        updatedAt: now(),
      };
      // Best effort: without its mark a job lost with its process is answered as not found, as before;
      // a full disk is the job's own failure to report (run() writes into the same directory).
      await writeExportJobMark(dataDir, job.id, {
        userId: job.userId,
        fileName: job.fileName,
        total: job.total,
      }).catch((error: unknown) => options.onError?.(error, job.id));
      await save(job);
      const finished = run(job, request);
      running.add(finished);
      void finished.finally(() => running.delete(finished));
      return { job: publicJob(job), finished };
    },

    async progress(id, userId) {
      const job = await load(id, userId);
      if (!job) return interruptedByMark(id, userId);
      if (job.status === 'running' && now() - job.updatedAt > staleMs) {
        // The process running it went away (restart, crash): it will never finish.
        await removeInterruptedPart(dataDir, id);
        return publicJob({ ...job, status: 'failed', message: EXPORT_JOB_TEXTS.interrupted });
      }
      return publicJob(job);
    },

    async file(id, userId) {
      const job = await load(id, userId);
      if (!job || job.status !== 'done') return null;
      const file = path.join(dataDir, EXPORTS_DIR, `${job.id}.xlsx`);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return { path: file, fileName: job.fileName };
    },

    async idle() {
      await Promise.all([...running]);
    },
  };
}

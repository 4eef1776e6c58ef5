// A batch of reports in the background: progress in the shared store (any instance answers it; only
// the user who started it sees it), Word files one by one, then their PDFs a chunk at a time (one
// LibreOffice process each), then one zip of every file under DATA_DIR/report-batches.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type JSZip from 'jszip';
import { loadPackage } from '../../load-package';
import type { GenerationJob } from '../../../shared/report-generation';
import {
  GENERATE_PAGE_TEXTS,
  REPORT_GENERATION_LIMITS,
  REPORT_GENERATION_TEXTS,
} from '../../../shared/report-generation';
import { storedFileName } from '../../../shared/uploads';
import { chunks } from '../../engine/engine-db';
import { AppError } from '../../errors';
import { isFileId, randomFileId } from '../../excel/file-store';
import type { AppServices } from '../../services';
import { makeReportPdfs } from './report-pdf';
import type { PdfWork } from './report-pdf';
import type { StoredFileBytes } from './render-report';
import type { SourceRecord } from './report-sources';

const BATCH_DIR = 'report-batches';
const jobKey = (id: string) => `report:generationJob:${id}`;

interface StoredJob extends GenerationJob {
  userId: string;
}

export interface BatchWork {
  userId: string;
  records: readonly SourceRecord[];
  /** Makes one report's Word file (in its transaction); answers what its PDF needs. */
  makeWord(recordId: string): Promise<PdfWork>;
  /** The report's PDF as recorded after its conversion, if one was made. */
  currentPdf(reportId: string): Promise<string | null>;
}

export interface ReportBatches {
  /** Records the job and starts it; `finished` settles when it ends (never rejects). */
  start(work: BatchWork): Promise<{ job: GenerationJob; finished: Promise<void> }>;
  job(id: string, userId: string): Promise<GenerationJob | null>;
  zip(id: string, userId: string): Promise<{ path: string; fileName: string } | null>;
}

const publicJob = ({ userId: _owner, ...job }: StoredJob): GenerationJob => job;

export function createReportBatches(
  { store, config, ...services }: Pick<AppServices, 'store' | 'config' | 'db' | 'engine' | 'pdf'>,
  readUpload: StoredFileBytes,
  log: (error: unknown) => void,
): ReportBatches {
  const directory = path.join(config.dataDir, BATCH_DIR);
  const save = (job: StoredJob) =>
    store.set(jobKey(job.id), JSON.stringify(job), REPORT_GENERATION_LIMITS.jobTtlMs);

  async function load(id: string, userId: string): Promise<StoredJob | null> {
    if (!isFileId(id)) return null;
    const raw = await store.get(jobKey(id));
    const job = raw ? (JSON.parse(raw) as StoredJob) : null;
    return job && job.userId === userId ? job : null;
  }

  async function run(work: BatchWork, job: StoredJob): Promise<void> {
    const zip = new (loadPackage<typeof JSZip>('jszip'))();
    const made: PdfWork[] = [];
    for (const { id, recordNo } of work.records) {
      try {
        const pdfWork = await work.makeWord(id);
        zip.file(storedFileName(pdfWork.fileUrl), pdfWork.docx);
        made.push(pdfWork);
      } catch (error) {
        if (!(error instanceof AppError)) log(error);
        const message = error instanceof AppError ? error.message : REPORT_GENERATION_TEXTS.jobFailed;
        job.failures.push({ recordNo, message });
        job.done += 1;
      }
    }
    await save(job);
    for (const chunk of chunks(made, REPORT_GENERATION_LIMITS.pdfsPerConverter)) {
      await makeReportPdfs({ ...services, config }, chunk, log);
      for (const { reportId } of chunk) {
        const pdfUrl = await work.currentPdf(reportId);
        const pdf = pdfUrl ? await readUpload(pdfUrl) : null;
        if (pdfUrl && pdf) zip.file(storedFileName(pdfUrl), pdf);
      }
      job.done += chunk.length;
      await save(job);
    }
    await mkdir(directory, { recursive: true });
    const part = path.join(directory, `${job.id}.zip.part`);
    await pipeline(
      zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true }),
      createWriteStream(part),
    );
    // Renamed only when complete, so a zip that exists is a whole one.
    await rename(part, path.join(directory, `${job.id}.zip`));
    job.status = 'done';
    job.message = REPORT_GENERATION_TEXTS.jobDone(job.done - job.failures.length);
    await save(job);
  }

  return {
    async start(work) {
      const job: StoredJob = {
        id: randomFileId(),
        status: 'running',
        done: 0,
        total: work.records.length,
        failures: [],
        message: REPORT_GENERATION_TEXTS.jobRunning,
        userId: work.userId,
      };
      await save(job);
      const finished = run(work, job).catch(async (error: unknown) => {
        log(error);
        job.status = 'failed';
        job.message = REPORT_GENERATION_TEXTS.jobFailed;
        await save(job).catch(log);
      });
      return { job: publicJob(job), finished };
    },
    async job(id, userId) {
      const job = await load(id, userId);
      return job ? publicJob(job) : null;
    },
    async zip(id, userId) {
      const job = await load(id, userId);
      if (!job || job.status !== 'done') return null;
      const file = path.join(directory, `${job.id}.zip`);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { path: file, fileName: GENERATE_PAGE_TEXTS.zipName(job.done) } : null;
    },
  };
}

// 生成报告: which investigations a request names (chosen ones, or an enterprise's in a period, always
// within the user's scope and only submitted or audited ones), the template, and the work — one
// report answered at once (its PDF follows in the background), several as a background batch whose
// progress lives in the shared store (any instance answers it) and whose Word and PDF files end in
// one zip under DATA_DIR/report-batches. Only the user who started a batch sees it.
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import JSZip from 'jszip';
import { RESULT_CODES } from '../../../shared/api-types';
import type { GenerationAnswer, GenerationJob, GenerationRequest } from '../../../shared/report-generation';
import {
  BUILTIN_TEMPLATE_ID,
  GENERATE_PAGE_TEXTS,
  REPORT_GENERATION_LIMITS,
  REPORT_GENERATION_TEXTS,
  REPORT_STATUS,
} from '../../../shared/report-generation';
import { defaultReportTemplate } from './default-template';
import { storedFileName } from '../../../shared/uploads';
import { scopeConditions } from '../../engine/access';
import { chunks, engineDb } from '../../engine/engine-db';
import type { Principal } from '../../engine/principal';
import { allOf, compare, inList } from '../../engine/sql-conditions';
import { AppError } from '../../errors';
import { isFileId, randomFileId } from '../../excel/file-store';
import type { AppServices } from '../../services';
import { uploadRoot } from '../files/upload-root';
import { generateReport } from './generate-report';
import type { MadeReport, ReportTemplate } from './generate-report';
import { loadReportData } from './report-data';
import { makeReportPdf, makeReportPdfs } from './report-pdf';
import type { PdfWork } from './report-pdf';
import { createRowReader } from './report-rows';

/** nl_investigation_status 已提交, 已审核: what a report can be made of. */
const REPORTABLE = ['2', '3'];
/** nl_enable 启用. */
const TEMPLATE_ENABLED = '1';
const BATCH_DIR = 'report-batches';
/** Published reports keep the PDF they were published with. */
const LOCKED = new Set<string>([REPORT_STATUS.published, REPORT_STATUS.confirmed, REPORT_STATUS.archived]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const refuse = (message: string) => new AppError(RESULT_CODES.error, message);
const jobKey = (id: string) => `report:generationJob:${id}`;

interface StoredJob extends GenerationJob {
  userId: string;
}

export interface ReportGenerator {
  generate(principal: Principal, request: GenerationRequest): Promise<GenerationAnswer>;
  job(id: string, userId: string): Promise<GenerationJob | null>;
  zip(id: string, userId: string): Promise<{ path: string; fileName: string } | null>;
  /** Makes the PDF of a report again (its state said the converter was missing, or it failed). */
  makePdf(principal: Principal, reportId: string): Promise<string>;
  /** Settles when no batch and no PDF of this process is running. */
  idle(): Promise<void>;
}

export function createReportGenerator(services: AppServices, log: (error: unknown) => void): ReportGenerator {
  const { engine, store, config } = services;
  const db = engineDb(services.db);
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => undefined);
    return work;
  };
  const readUpload = (storedPath: string) =>
    readFile(path.join(uploadRoot(config.dataDir), storedPath)).catch(() => null);

  async function investigationIds(principal: Principal, request: GenerationRequest): Promise<string[]> {
    const access = await engine.access(principal, 'investigation', 'list');
    const entity = access.entity;
    const col = (key: string) => entity.field(key)!.column;
    const conditions = [...scopeConditions(access), inList(col('status'), REPORTABLE)];
    if (request.investigationIds?.length) {
      if (request.investigationIds.length > REPORT_GENERATION_LIMITS.maxPerRequest)
        throw refuse(REPORT_GENERATION_TEXTS.tooMany(REPORT_GENERATION_LIMITS.maxPerRequest));
      conditions.push(inList('id', request.investigationIds.map(String)));
    } else if (request.enterpriseId) {
      conditions.push(compare(col('enterpriseId'), '=', String(request.enterpriseId)));
      for (const [value, op, suffix] of [
        [request.dateFrom, '>=', ''],
        [request.dateTo, '<=', ' 23:59:59'],
      ] as const) {
        if (!value) continue;
        if (!DATE.test(value)) throw refuse(REPORT_GENERATION_TEXTS.dateInvalid);
        conditions.push(compare(col('checkInTime'), op, `${value}${suffix}`));
      }
    } else throw refuse(REPORT_GENERATION_TEXTS.chooseInvestigations);
    const rows = await db
      .selectFrom(entity.table)
      .select('id')
      .where(allOf(conditions))
      .orderBy(col('checkInTime'))
      .limit(REPORT_GENERATION_LIMITS.maxPerRequest + 1)
      .execute();
    if (rows.length > REPORT_GENERATION_LIMITS.maxPerRequest)
      throw refuse(REPORT_GENERATION_TEXTS.tooMany(REPORT_GENERATION_LIMITS.maxPerRequest));
    if (rows.length === 0) throw refuse(REPORT_GENERATION_TEXTS.nothingFound);
    return rows.map((row) => String(row.id));
  }

  async function template(principal: Principal, id: string): Promise<ReportTemplate> {
    if (!id) throw refuse(REPORT_GENERATION_TEXTS.chooseTemplate);
    if (id === BUILTIN_TEMPLATE_ID) return { id: null, bytes: defaultReportTemplate() };
    const entity = engine.registry.get('reportTemplate')!;
    const row = await db
      .selectFrom(entity.table)
      .select(entity.field('templateFile')!.column)
      .where('id', '=', String(id))
      .where('tenant_id', '=', principal.tenantId)
      .where(entity.field('status')!.column, '=', TEMPLATE_ENABLED)
      .executeTakeFirst();
    if (!row) throw refuse(REPORT_GENERATION_TEXTS.templateUnusable);
    const bytes = await readUpload(String(row[entity.field('templateFile')!.column]).split(',')[0]!);
    if (!bytes) throw refuse(REPORT_GENERATION_TEXTS.templateFileMissing);
    return { id: String(id), bytes };
  }

  async function makeOne(principal: Principal, chosen: ReportTemplate, investigationId: string) {
    const reader = createRowReader(
      db,
      engine.registry,
      principal.tenantId,
      await services.dictionaries.all(),
    );
    const [data] = await loadReportData(reader, [investigationId]);
    if (!data) throw refuse(REPORT_GENERATION_TEXTS.nothingFound);
    return generateReport(services, principal, chosen, data, readUpload);
  }

  const pdfWork = (principal: Principal, made: MadeReport, docx: Buffer): PdfWork => ({
    reportId: made.id,
    fileUrl: made.fileUrl,
    reportName: made.reportName,
    docx,
    makerId: principal.user.id,
    tenantId: principal.tenantId,
  });

  async function saveJob(job: StoredJob) {
    await store.set(jobKey(job.id), JSON.stringify(job), REPORT_GENERATION_LIMITS.jobTtlMs);
  }

  /** Word files one by one, then their PDFs a chunk at a time (one LibreOffice each), then the zip. */
  async function runBatch(principal: Principal, chosen: ReportTemplate, ids: string[], job: StoredJob) {
    const zip = new JSZip();
    const made: PdfWork[] = [];
    for (const id of ids) {
      try {
        const report = await makeOne(principal, chosen, id);
        const docx = (await readUpload(report.fileUrl))!;
        zip.file(storedFileName(report.fileUrl), docx);
        made.push(pdfWork(principal, report, docx));
      } catch (error) {
        if (!(error instanceof AppError)) log(error);
        job.failures.push({
          investigationNo: id,
          message: error instanceof AppError ? error.message : REPORT_GENERATION_TEXTS.jobFailed,
        });
        job.done += 1;
      }
    }
    await saveJob(job);
    for (const chunk of chunks(made, REPORT_GENERATION_LIMITS.pdfsPerConverter)) {
      await makeReportPdfs(services, chunk, log);
      for (const work of chunk) {
        const pdfUrl = await currentPdf(work.reportId);
        if (pdfUrl) zip.file(storedFileName(pdfUrl), (await readUpload(pdfUrl))!);
      }
      job.done += chunk.length;
      await saveJob(job);
    }
    const directory = path.join(config.dataDir, BATCH_DIR);
    await mkdir(directory, { recursive: true });
    const part = path.join(directory, `${job.id}.zip.part`);
    await pipeline(
      zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true }),
      createWriteStream(part),
    );
    await rename(part, path.join(directory, `${job.id}.zip`));
    job.status = 'done';
    job.message = REPORT_GENERATION_TEXTS.jobDone(job.done - job.failures.length);
    await saveJob(job);
  }

  async function currentPdf(reportId: string): Promise<string | null> {
    const entity = engine.registry.get('report')!;
    const row = await db
      .selectFrom(entity.table)
      .select(entity.field('pdfUrl')!.column)
      .where('id', '=', reportId)
      .executeTakeFirst();
    const value = row?.[entity.field('pdfUrl')!.column];
    return value ? String(value) : null;
  }

  async function loadJob(id: string, userId: string): Promise<StoredJob | null> {
    if (!isFileId(id)) return null;
    const raw = await store.get(jobKey(id));
    const job = raw ? (JSON.parse(raw) as StoredJob) : null;
    return job && job.userId === userId ? job : null;
  }

  const publicJob = ({ userId: _owner, ...job }: StoredJob): GenerationJob => job;

  return {
    async generate(principal, request) {
      const ids = await investigationIds(principal, request);
      const chosen = await template(principal, request.templateId);
      if (ids.length <= REPORT_GENERATION_LIMITS.inlineMax) {
        const made = await makeOne(principal, chosen, ids[0]!);
        const docx = (await readUpload(made.fileUrl))!;
        void track(makeReportPdf(services, pdfWork(principal, made, docx), log));
        return { reportIds: [made.id] };
      }
      const job: StoredJob = {
        id: randomFileId(),
        status: 'running',
        done: 0,
        total: ids.length,
        failures: [],
        message: REPORT_GENERATION_TEXTS.jobRunning,
        userId: principal.user.id,
      };
      await saveJob(job);
      void track(
        runBatch(principal, chosen, ids, job).catch(async (error) => {
          log(error);
          job.status = 'failed';
          job.message = REPORT_GENERATION_TEXTS.jobFailed;
          await saveJob(job).catch(log);
        }),
      );
      return { job: publicJob(job) };
    },
    async job(id, userId) {
      const job = await loadJob(id, userId);
      return job ? publicJob(job) : null;
    },
    async zip(id, userId) {
      const job = await loadJob(id, userId);
      if (!job || job.status !== 'done') return null;
      const file = path.join(config.dataDir, BATCH_DIR, `${job.id}.zip`);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { path: file, fileName: GENERATE_PAGE_TEXTS.zipName(job.done) } : null;
    },
    async makePdf(principal, reportId) {
      const access = await engine.access(principal, 'report', 'list');
      const entity = access.entity;
      const row = await db
        .selectFrom(entity.table)
        .select([
          'id',
          entity.field('fileUrl')!.column,
          entity.field('reportName')!.column,
          entity.field('status')!.column,
        ])
        .where(allOf([...scopeConditions(access), compare('id', '=', reportId)]))
        .executeTakeFirst();
      if (!row) throw refuse(REPORT_GENERATION_TEXTS.jobNotFound);
      if (LOCKED.has(String(row[entity.field('status')!.column])))
        throw refuse(REPORT_GENERATION_TEXTS.notPdfState);
      const fileUrl = String(row[entity.field('fileUrl')!.column]);
      const docx = await readUpload(fileUrl);
      if (!docx) throw refuse(REPORT_GENERATION_TEXTS.reportFileMissing);
      const made = { id: reportId, fileUrl, reportName: String(row[entity.field('reportName')!.column]) };
      return track(makeReportPdf(services, pdfWork(principal, made, docx), log));
    },
    idle: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

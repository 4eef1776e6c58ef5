// 生成报告: the investigations and template a request names (report-sources.ts), then one report
// answered at once (its PDF follows in the background) or several as a background batch
// (report-batch.ts); and a report's PDF made again on request.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GenerationAnswer, GenerationJob, GenerationRequest } from '../../../shared/report-generation';
import {
  REPORT_GENERATION_LIMITS,
  REPORT_GENERATION_TEXTS,
  REPORT_STATUS,
} from '../../../shared/report-generation';
import { scopeConditions } from '../../engine/access';
import { engineDb } from '../../engine/engine-db';
import type { Principal } from '../../engine/principal';
import { allOf, compare } from '../../engine/sql-conditions';
import { Errors } from '../../errors';
import type { AppServices } from '../../services';
import { uploadRoot } from '../files/upload-root';
import { generateReport, REPORT_ENTITY } from './generate-report';
import type { MadeReport, ReportTemplate } from './generate-report';
import { createReportBatches } from './report-batch';
import { loadReportData } from './report-data';
import { makeReportPdf } from './report-pdf';
import type { PdfWork } from './report-pdf';
import { createRowReader } from './report-rows';
import { investigationsOf, refuse, templateOf } from './report-sources';

/** Published reports keep the PDF they were published with. */
const LOCKED = new Set<string>([REPORT_STATUS.published, REPORT_STATUS.confirmed, REPORT_STATUS.archived]);

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
  const { engine, config } = services;
  const db = engineDb(services.db);
  const report = engine.registry.get(REPORT_ENTITY)!;
  const column = (key: string) => report.field(key)!.column;
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => undefined);
    return work;
  };
  const readUpload = (storedPath: string) =>
    readFile(path.join(uploadRoot(config.dataDir), storedPath)).catch(() => null);
  const sources = { engine, db, readUpload };
  const batches = createReportBatches(services, readUpload, log);

  const pdfWork = (principal: Principal, made: MadeReport, docx: Buffer): PdfWork => ({
    reportId: made.id,
    fileUrl: made.fileUrl,
    reportName: made.reportName,
    docx,
    makerId: principal.user.id,
    tenantId: principal.tenantId,
  });

  /** One report's Word file, in its transaction; answers what its PDF needs. */
  async function makeWord(principal: Principal, chosen: ReportTemplate, investigationId: string) {
    const dictionaries = await services.dictionaries.all();
    const reader = createRowReader(db, engine.registry, principal.tenantId, dictionaries);
    const [data] = await loadReportData(reader, [investigationId]);
    if (!data) throw refuse(REPORT_GENERATION_TEXTS.nothingFound);
    const made = await generateReport(services, principal, chosen, data, readUpload);
    const docx = await readUpload(made.fileUrl);
    if (!docx) throw refuse(REPORT_GENERATION_TEXTS.reportFileMissing);
    return pdfWork(principal, made, docx);
  }

  async function currentPdf(reportId: string): Promise<string | null> {
    const row = await db
      .selectFrom(report.table)
      .select(column('pdfUrl'))
      .where('id', '=', reportId)
      .executeTakeFirst();
    const value = row?.[column('pdfUrl')];
    return value ? String(value) : null;
  }

  return {
    async generate(principal, request) {
      const investigations = await investigationsOf(sources, principal, request);
      const chosen = await templateOf(sources, principal, request.templateId);
      if (investigations.length <= REPORT_GENERATION_LIMITS.inlineMax) {
        const work = await makeWord(principal, chosen, investigations[0]!.id);
        void track(makeReportPdf(services, work, log));
        return { reportIds: [work.reportId] };
      }
      const { job, finished } = await batches.start({
        userId: principal.user.id,
        investigations,
        makeWord: (id) => makeWord(principal, chosen, id),
        currentPdf,
      });
      void track(finished);
      return { job };
    },
    job: (id, userId) => batches.job(id, userId),
    zip: (id, userId) => batches.zip(id, userId),
    async makePdf(principal, reportId) {
      const access = await engine.access(principal, REPORT_ENTITY, 'list');
      const row = await db
        .selectFrom(report.table)
        .select(['id', column('fileUrl'), column('reportName'), column('status')])
        .where(allOf([...scopeConditions(access), compare('id', '=', reportId)]))
        .executeTakeFirst();
      if (!row) throw Errors.recordNotFound();
      if (LOCKED.has(String(row[column('status')]))) throw refuse(REPORT_GENERATION_TEXTS.notPdfState);
      const fileUrl = String(row[column('fileUrl')]);
      const docx = await readUpload(fileUrl);
      if (!docx) throw refuse(REPORT_GENERATION_TEXTS.reportFileMissing);
      const made = { id: reportId, fileUrl, reportName: String(row[column('reportName')]) };
      return track(makeReportPdf(services, pdfWork(principal, made, docx), log));
    },
    idle: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

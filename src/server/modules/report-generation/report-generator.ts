// 生成报告: the kinds of report a user may make, the records and template a request names
// (report-sources.ts), then one report answered at once (its PDF follows in the background) or
// several as a background batch (report-batch.ts); and a report's PDF made again on request.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  GenerationAnswer,
  GenerationJob,
  GenerationRequest,
  ReportSourceInfo,
} from '../../../shared/report-generation';
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
import { recordsOf, refuse, reportSources, reportTypeText, templateOf } from './report-sources';
import type { ReportSource } from './report-sources';

/** Published reports keep the PDF they were published with. */
const LOCKED = new Set<string>([REPORT_STATUS.published, REPORT_STATUS.confirmed, REPORT_STATUS.archived]);

export interface ReportGenerator {
  /** The kinds of report the user may make: the declared sources whose records they may list. */
  sources(principal: Principal): Promise<ReportSourceInfo[]>;
  /** The declared source of a report type, or a refusal. */
  source(reportType: string): ReportSource;
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
  const deps = { engine, db, readUpload };
  const declared = reportSources(engine.registry);
  const batches = createReportBatches(services, readUpload, log);

  const pdfWork = (principal: Principal, made: MadeReport, docx: Buffer): PdfWork => ({
    reportId: made.id,
    fileUrl: made.fileUrl,
    reportName: made.reportName,
    docx,
    makerId: principal.user.id,
    tenantId: principal.tenantId,
  });

  const sourceOf = (reportType: string) => {
    const found = declared.get(String(reportType ?? ''));
    if (!found) throw refuse(REPORT_GENERATION_TEXTS.chooseKind);
    return found;
  };

  /** One report's Word file, in its transaction; answers what its PDF needs. */
  async function makeWord(
    principal: Principal,
    source: ReportSource,
    chosen: ReportTemplate,
    recordId: string,
  ) {
    const dictionaries = await services.dictionaries.all();
    const reader = createRowReader(db, engine.registry, principal.tenantId, dictionaries);
    const [data] = await loadReportData(reader, source, [recordId]);
    if (!data) throw refuse(source.texts.nothingFound);
    const typeText = reportTypeText(dictionaries, source.declared.reportType);
    const work = { source, typeText, template: chosen, data };
    const made = await generateReport(services, principal, work, readUpload);
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
    async sources(principal) {
      const dictionaries = await services.dictionaries.all();
      const infos: ReportSourceInfo[] = [];
      for (const [reportType, { entity, declared: source }] of declared) {
        // A kind whose records the user may not list is not offered (access refuses by throwing).
        if (!(await engine.access(principal, entity.name, 'list').catch(() => null))) continue;
        const enterprise = entity.field(source.enterpriseField)!;
        infos.push({
          reportType,
          title: reportTypeText(dictionaries, reportType),
          entity: entity.name,
          api: entity.definition.api ?? '',
          numberField: source.numberField,
          enterpriseField: source.enterpriseField,
          dateField: source.dateField,
          stateField: entity.definition.lifecycle!.field,
          states: source.states,
          enterpriseDict: engine.registry.tableDictionaryOf(enterprise)?.code ?? '',
        });
      }
      return infos.sort((a, b) => a.reportType.localeCompare(b.reportType));
    },
    source: sourceOf,
    async generate(principal, request) {
      const source = sourceOf(request.reportType);
      const records = await recordsOf(deps, principal, source, request);
      const chosen = await templateOf(deps, principal, source, request.templateId);
      if (records.length <= REPORT_GENERATION_LIMITS.inlineMax) {
        const work = await makeWord(principal, source, chosen, records[0]!.id);
        void track(makeReportPdf(services, work, log));
        return { reportIds: [work.reportId] };
      }
      const { job, finished } = await batches.start({
        userId: principal.user.id,
        records,
        makeWord: (id) => makeWord(principal, source, chosen, id),
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

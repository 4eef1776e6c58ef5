// One report from one source record, in one transaction (engine.transaction): a new report record
// (serial number, rules of add) told its report type, bizType and bizId — or, while the record's
// latest report is still a draft or was rejected, that record again with the version raised (a
// rejected one back to 草稿 by its 重新编制 step); from 待审核 on, a correction is a new record with
// the next version. The Word file is made with the report's number, stored linked to its 文档 field,
// and removed again if the transaction fails. The PDF is made afterwards (report-pdf.ts).
import { formatDateTime } from '../../../shared/date-format';
import { REPORT_GENERATION_TEXTS, REPORT_STATUS } from '../../../shared/report-generation';
import type { UnitOfWork } from '../../engine';
import { systemDb } from '../../engine/engine-db';
import type { ResolvedEntity } from '../../engine/registry';
import type { Principal } from '../../engine/principal';
import { allOf, anyOf, compare } from '../../engine/sql-conditions';
import type { AppServices } from '../../services';
import { storeGeneratedFile } from '../files/generated-files';
import type { StoredGeneratedFile } from '../files/generated-files';
import type { ReportData } from './report-data';
import type { ReportSource } from './report-sources';
import { renderReport } from './render-report';
import type { StoredFileBytes } from './render-report';

export const REPORT_ENTITY = 'report';
const FILE_BIZ = 'report';
/** Drafts and rejected reports are made again in place; any other state gets a new version. */
const REGENERATED_IN_PLACE = new Set<string>([REPORT_STATUS.draft, REPORT_STATUS.rejected]);

export interface ReportTemplate {
  /** The template record; null for the built-in template. */
  id: string | null;
  bytes: Buffer;
}

export interface MadeReport {
  id: string;
  /** The stored path of the Word file. */
  fileUrl: string;
  reportName: string;
}

const column = (entity: ResolvedEntity, key: string) => entity.field(key)!.column;

/** Report fields referencing the source entity (排查记录 of an investigation's report) get its id too. */
const linkFields = (entity: ResolvedEntity, source: ReportSource) =>
  entity.definition.fields.filter(
    (field) => field.dict && 'entity' in field.dict && field.dict.entity === source.entity.name,
  );

async function latestReport(
  unit: UnitOfWork,
  entity: ResolvedEntity,
  tenantId: number,
  source: ReportSource,
  recordId: string,
) {
  // Reports made before bizType and bizId existed are found by their link field (investigationId).
  const ofRecord = anyOf([
    allOf([
      compare(column(entity, 'bizType'), '=', source.declared.bizType),
      compare(column(entity, 'bizId'), '=', recordId),
    ]),
    ...linkFields(entity, source).map((field) => compare(column(entity, field.key), '=', recordId)),
  ]);
  const row = await unit.db
    .selectFrom(entity.table)
    .select(['id', column(entity, 'status'), column(entity, 'versionNo'), column(entity, 'reportNo')])
    .where(allOf([ofRecord, compare('tenant_id', '=', tenantId)]))
    .orderBy(column(entity, 'versionNo'), 'desc')
    .executeTakeFirst();
  return row
    ? {
        id: String(row.id),
        status: String(row[column(entity, 'status')]),
        version: Number(row[column(entity, 'versionNo')] ?? 0),
        reportNo: String(row[column(entity, 'reportNo')] ?? ''),
      }
    : null;
}

export interface ReportWork {
  source: ReportSource;
  /** The report type's text (nl_report_type), in the report's name. */
  typeText: string;
  template: ReportTemplate;
  data: ReportData;
}

export async function generateReport(
  services: Pick<AppServices, 'engine' | 'config'>,
  principal: Principal,
  { source, typeText, template, data }: ReportWork,
  readFile: StoredFileBytes,
): Promise<MadeReport> {
  const { engine, config } = services;
  const entity = engine.registry.get(REPORT_ENTITY)!;
  const reportName = REPORT_GENERATION_TEXTS.reportName(data.enterpriseName, typeText, data.recordNo);
  let written: StoredGeneratedFile | null = null;
  try {
    return await engine.transaction(principal, async (unit) => {
      const latest = await latestReport(unit, entity, principal.tenantId, source, data.recordId);
      const now = formatDateTime();
      const values: Record<string, unknown> = {
        reportName,
        reportType: source.declared.reportType,
        bizType: source.declared.bizType,
        bizId: data.recordId,
        enterpriseId: data.enterpriseId,
        ...Object.fromEntries(linkFields(entity, source).map((field) => [field.key, data.recordId])),
        templateId: template.id,
        versionNo: (latest?.version ?? 0) + 1,
        generateTime: now,
        pdfState: '0',
      };
      let id: string;
      let reportNo: string;
      if (latest && REGENERATED_IN_PLACE.has(latest.status)) {
        if (latest.status === REPORT_STATUS.rejected)
          await unit.operate(REPORT_ENTITY, 'revise', [latest.id]);
        id = latest.id;
        reportNo = latest.reportNo;
      } else {
        [id] = (await unit.insert(REPORT_ENTITY, [values])) as [string];
        const row = await unit.db
          .selectFrom(entity.table)
          .select(column(entity, 'reportNo'))
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        reportNo = String(row[column(entity, 'reportNo')]);
      }
      const bytes = await renderReport(template.bytes, { ...data.fields, reportNo, reportName }, readFile);
      written = await storeGeneratedFile(systemDb(unit.db), config.dataDir, {
        biz: FILE_BIZ,
        fileName: reportName,
        extension: 'docx',
        bytes,
        makerId: principal.user.id,
        tenantId: principal.tenantId,
        link: { entity: REPORT_ENTITY, recordId: id, fieldKey: 'fileUrl' },
      });
      const set: Record<string, unknown> = { [column(entity, 'fileUrl')]: written.storedPath };
      set[column(entity, 'pdfUrl')] = null;
      for (const [key, value] of Object.entries(values)) set[column(entity, key)] = value;
      await unit.db.updateTable(entity.table).set(set).where('id', '=', id).execute();
      return { id, fileUrl: written.storedPath, reportName };
    });
  } catch (error) {
    await (written as StoredGeneratedFile | null)?.remove();
    throw error;
  }
}

// What a generation request names, checked: the investigations (chosen ones, or an enterprise's in a
// period by check-in day) within the user's investigation scope and only submitted or audited ones,
// at most REPORT_GENERATION_LIMITS.maxPerRequest; and the template (an enabled one of the tenant, or
// the built-in one).
import { RESULT_CODES } from '../../../shared/api-types';
import type { GenerationRequest } from '../../../shared/report-generation';
import { isDateText } from '../../../shared/validation/field-values';
import {
  BUILTIN_TEMPLATE_ID,
  REPORT_GENERATION_LIMITS,
  REPORT_GENERATION_TEXTS,
} from '../../../shared/report-generation';
import { scopeConditions } from '../../engine/access';
import type { EngineDb } from '../../engine/engine-db';
import type { Principal } from '../../engine/principal';
import { allOf, compare, inList } from '../../engine/sql-conditions';
import { AppError } from '../../errors';
import type { AppServices } from '../../services';
import { defaultReportTemplate } from './default-template';
import type { ReportTemplate } from './generate-report';
import type { StoredFileBytes } from './render-report';

/** nl_investigation_status 已提交, 已审核: what a report can be made of. */
const REPORTABLE = ['2', '3'];
/** nl_enable 启用. */
const TEMPLATE_ENABLED = '1';

export const refuse = (message: string) => new AppError(RESULT_CODES.error, message);

export interface SourceDeps {
  engine: AppServices['engine'];
  db: EngineDb;
  readUpload: StoredFileBytes;
}

/** The investigations' ids with their numbers, in check-in order. */
export async function investigationsOf(
  { engine, db }: SourceDeps,
  principal: Principal,
  request: GenerationRequest,
): Promise<{ id: string; investigationNo: string }[]> {
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
      if (typeof value !== 'string' || !isDateText(value)) throw refuse(REPORT_GENERATION_TEXTS.dateInvalid);
      conditions.push(compare(col('checkInTime'), op, `${value}${suffix}`));
    }
  } else throw refuse(REPORT_GENERATION_TEXTS.chooseInvestigations);
  const rows = await db
    .selectFrom(entity.table)
    .select(['id', col('investigationNo')])
    .where(allOf(conditions))
    .orderBy(col('checkInTime'))
    .limit(REPORT_GENERATION_LIMITS.maxPerRequest + 1)
    .execute();
  if (rows.length > REPORT_GENERATION_LIMITS.maxPerRequest)
    throw refuse(REPORT_GENERATION_TEXTS.tooMany(REPORT_GENERATION_LIMITS.maxPerRequest));
  if (rows.length === 0) throw refuse(REPORT_GENERATION_TEXTS.nothingFound);
  return rows.map((row) => ({
    id: String(row.id),
    investigationNo: String(row[col('investigationNo')] ?? ''),
  }));
}

/** The chosen template's bytes. */
export async function templateOf(
  { engine, db, readUpload }: SourceDeps,
  principal: Principal,
  id: string,
): Promise<ReportTemplate> {
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

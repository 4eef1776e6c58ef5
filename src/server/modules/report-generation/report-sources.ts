// What a generation request names, checked: the kind of report (an entity declaring `reportSource`
// for the report type), its records — chosen ones, or an enterprise's in a period by the declared
// date — within the user's scope of that entity and only in its reportable states, at most
// REPORT_GENERATION_LIMITS.maxPerRequest; and the template (an enabled one of the tenant and of that
// report type whose placeholders the type offers, or the type's built-in one).
import { RESULT_CODES } from '../../../shared/api-types';
import type { DictMap } from '../../../shared/api-types';
import type { GenerationRequest, ReportKindTexts } from '../../../shared/report-generation';
import { reportCatalogue } from '../../../shared/report-catalogue';
import type { PlaceholderCatalogue } from '../../../shared/report-templates';
import type { ReportSourceDefinition } from '../../../shared/schema-language/report-source';
import { isDateText } from '../../../shared/validation/field-values';
import {
  BUILTIN_TEMPLATE_ID,
  REPORT_GENERATION_LIMITS,
  REPORT_GENERATION_TEXTS,
  REPORT_KIND_TEXTS,
} from '../../../shared/report-generation';
import { REPORT_TYPE_DICTIONARY } from '../../definitions/report-source-checks';
import { checkTemplate } from '../../business/report-template-check';
import { scopeConditions } from '../../engine/access';
import type { EngineDb } from '../../engine/engine-db';
import type { Principal } from '../../engine/principal';
import type { EntityRegistry, ResolvedEntity } from '../../engine/registry';
import { allOf, compare, inList } from '../../engine/sql-conditions';
import { AppError } from '../../errors';
import type { AppServices } from '../../services';
import { builtinTemplate } from './generic-template';
import type { ReportTemplate } from './generate-report';
import type { StoredFileBytes } from './render-report';

/** nl_enable 启用. */
const TEMPLATE_ENABLED = '1';

export const refuse = (message: string) => new AppError(RESULT_CODES.error, message);

export interface SourceDeps {
  engine: AppServices['engine'];
  db: EngineDb;
  readUpload: StoredFileBytes;
}

/** A declared list of a source: its sub-table entity and the field naming the owner record. */
export interface SourceList {
  entity: ResolvedEntity;
  foreignKey: string;
}

/** A kind of report: the entity its records come from, as declared, with its catalogue and texts. */
export interface ReportSource {
  entity: ResolvedEntity;
  declared: ReportSourceDefinition;
  /** The declared lists by name. */
  lists: ReadonlyMap<string, SourceList>;
  catalogue: PlaceholderCatalogue;
  texts: ReportKindTexts;
}

/** One record a report is made of. */
export interface SourceRecord {
  id: string;
  recordNo: string;
}

/** The declared report sources by report type. */
export function reportSources(registry: EntityRegistry): ReadonlyMap<string, ReportSource> {
  const entityOf = (name: string) => registry.get(name)?.definition;
  const sources = new Map<string, ReportSource>();
  for (const entity of registry.entities) {
    const declared = entity.definition.reportSource;
    if (!declared) continue;
    // The definition checks hold each list to a sub-table of the source, or to a field naming it.
    const lists = Object.entries(declared.lists ?? {}).map(([name, list]): [string, SourceList] => [
      name,
      {
        entity: registry.get(list.entity)!,
        foreignKey:
          list.via ?? entity.definition.subTables!.find((s) => s.entity === list.entity)!.foreignKey,
      },
    ]);
    sources.set(declared.reportType, {
      entity,
      declared,
      lists: new Map(lists),
      catalogue: reportCatalogue(entity.definition, entityOf),
      // The definition checks hold every declared type to its texts.
      texts: REPORT_KIND_TEXTS[declared.reportType]!,
    });
  }
  return sources;
}

/** The report type's text (nl_report_type): 应急演练报告. */
export const reportTypeText = (dictionaries: DictMap, reportType: string) =>
  dictionaries[REPORT_TYPE_DICTIONARY]?.find((item) => item.value === reportType)?.text ?? '';

/** The records of the request, in the order of their declared date. */
export async function recordsOf(
  { engine, db }: SourceDeps,
  principal: Principal,
  source: ReportSource,
  request: GenerationRequest,
): Promise<SourceRecord[]> {
  const { declared, texts } = source;
  const access = await engine.access(principal, source.entity.name, 'list');
  const entity = access.entity;
  const col = (key: string) => entity.field(key)!.column;
  const stateField = entity.definition.lifecycle!.field;
  const conditions = [...scopeConditions(access), inList(col(stateField), declared.states)];
  if (request.recordIds?.length) {
    if (request.recordIds.length > REPORT_GENERATION_LIMITS.maxPerRequest)
      throw refuse(REPORT_GENERATION_TEXTS.tooMany(REPORT_GENERATION_LIMITS.maxPerRequest));
    conditions.push(inList('id', request.recordIds.map(String)));
  } else if (request.enterpriseId) {
    conditions.push(compare(col(declared.enterpriseField), '=', String(request.enterpriseId)));
    for (const [value, op, suffix] of [
      [request.dateFrom, '>=', ''],
      [request.dateTo, '<=', ' 23:59:59'],
    ] as const) {
      if (!value) continue;
      if (typeof value !== 'string' || !isDateText(value)) throw refuse(REPORT_GENERATION_TEXTS.dateInvalid);
      conditions.push(compare(col(declared.dateField), op, `${value}${suffix}`));
    }
  } else throw refuse(texts.choose);
  const rows = await db
    .selectFrom(entity.table)
    .select(['id', col(declared.numberField)])
    .where(allOf(conditions))
    .orderBy(col(declared.dateField))
    .limit(REPORT_GENERATION_LIMITS.maxPerRequest + 1)
    .execute();
  if (rows.length > REPORT_GENERATION_LIMITS.maxPerRequest)
    throw refuse(REPORT_GENERATION_TEXTS.tooMany(REPORT_GENERATION_LIMITS.maxPerRequest));
  if (rows.length === 0) throw refuse(texts.nothingFound);
  return rows.map((row) => ({ id: String(row.id), recordNo: String(row[col(declared.numberField)] ?? '') }));
}

/** The chosen template's bytes: of the source's report type, naming only what that type offers. */
export async function templateOf(
  { engine, db, readUpload }: SourceDeps,
  principal: Principal,
  source: ReportSource,
  id: string,
): Promise<ReportTemplate> {
  if (!id) throw refuse(REPORT_GENERATION_TEXTS.chooseTemplate);
  if (id === BUILTIN_TEMPLATE_ID) return { id: null, bytes: builtinTemplate(source) };
  const entity = engine.registry.get('reportTemplate')!;
  const column = (key: string) => entity.field(key)!.column;
  const row = await db
    .selectFrom(entity.table)
    .select([column('templateFile'), column('reportType')])
    .where('id', '=', String(id))
    .where('tenant_id', '=', principal.tenantId)
    .where(column('status'), '=', TEMPLATE_ENABLED)
    .executeTakeFirst();
  if (!row) throw refuse(REPORT_GENERATION_TEXTS.templateUnusable);
  if (String(row[column('reportType')]) !== source.declared.reportType)
    throw refuse(REPORT_GENERATION_TEXTS.templateOtherType);
  const bytes = await readUpload(String(row[column('templateFile')]).split(',')[0]!);
  if (!bytes) throw refuse(REPORT_GENERATION_TEXTS.templateFileMissing);
  // The save holds a template to its type's names; one saved before it did may name another type's.
  const fits = await checkTemplate(bytes, source.catalogue);
  if ('refusal' in fits) throw refuse(fits.refusal);
  return { id: String(id), bytes };
}

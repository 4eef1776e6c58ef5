// Rules of a declared report source beyond the meta-schema: its report type is a value of
// nl_report_type made of one entity only, with its page texts (shared/report-generation.ts); its
// bizType a value of nl_report_biz; the states values of its life cycle's dictionary; the number a
// stored 'string' field, the enterprise an enterprise reference, the date a date or datetime field;
// each list a sub-table of the source (or an entity whose `via` field names the source) with existing order, column
// and count fields; the data extension a registered one; and the report entity able to hold what it is told.
import type { DictionaryFile } from '../../shared/schema-language/dictionary';
import type { EntityDefinition } from '../../shared/schema-language/entity';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { REPORT_KIND_TEXTS } from '../../shared/report-generation';
import { REPORT_DATA_EXTENSIONS } from '../../shared/report-templates';
import { dictionaryValuesOf } from './each-entity';
import { entityFile } from './entity-checks';

export const REPORT_TYPE_DICTIONARY = 'nl_report_type';
export const REPORT_BIZ_DICTIONARY = 'nl_report_biz';
export const REPORT_ENTITY = 'report';
/** The report fields generation writes. */
const REPORT_FIELDS = ['reportType', 'bizType', 'bizId', 'enterpriseId', 'fileUrl', 'pdfUrl'];

const has = (record: Readonly<Record<string, unknown>>, key: string) =>
  Object.prototype.hasOwnProperty.call(record, key);

export function checkReportSources(
  entities: readonly EntityDefinition[],
  dictionaries: readonly DictionaryFile[],
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const valuesOf = dictionaryValuesOf(dictionaries);
  const types = valuesOf(REPORT_TYPE_DICTIONARY);
  const kinds = valuesOf(REPORT_BIZ_DICTIONARY);
  const byType = new Map<string, string>();
  const byBiz = new Map<string, string>();
  for (const entity of entities) {
    const source = entity.reportSource;
    if (!source) continue;
    const problem = (pointer: string, reason: string) =>
      problems.push({ file: entityFile(entity.name), pointer: `/reportSource${pointer}`, reason });
    const field = (key: string) => entity.fields.find((f) => f.key === key);
    if (!types.has(source.reportType))
      problem('/reportType', `"${source.reportType}" is not a value of dictionary ${REPORT_TYPE_DICTIONARY}`);
    else if (!has(REPORT_KIND_TEXTS, source.reportType))
      problem('/reportType', `report type "${source.reportType}" has no texts in REPORT_KIND_TEXTS`);
    const typeOwner = byType.get(source.reportType);
    if (typeOwner)
      problem('/reportType', `entity "${typeOwner}" already makes reports of "${source.reportType}"`);
    byType.set(source.reportType, entity.name);
    if (!kinds.has(source.bizType))
      problem('/bizType', `"${source.bizType}" is not a value of dictionary ${REPORT_BIZ_DICTIONARY}`);
    const bizOwner = byBiz.get(source.bizType);
    if (bizOwner) problem('/bizType', `entity "${bizOwner}" already is "${source.bizType}"`);
    byBiz.set(source.bizType, entity.name);

    const lifecycle = entity.lifecycle;
    if (!lifecycle) problem('/states', 'states need a lifecycle on the entity');
    else {
      const dict = field(lifecycle.field)?.dict;
      const states = valuesOf(dict && 'code' in dict ? dict.code : undefined);
      source.states.forEach((state, i) => {
        if (!states.has(state)) problem(`/states/${i}`, `"${state}" is not a value of the state dictionary`);
      });
    }
    const number = field(source.numberField);
    if (!number || number.type !== 'string' || number.derived)
      problem('/numberField', `"${source.numberField}" is not a stored 'string' field`);
    const enterprise = field(source.enterpriseField)?.dict;
    if (!enterprise || !('entity' in enterprise) || enterprise.entity !== 'enterprise')
      problem('/enterpriseField', `"${source.enterpriseField}" does not reference entity "enterprise"`);
    const date = field(source.dateField);
    if (!date || (date.type !== 'date' && date.type !== 'datetime'))
      problem('/dateField', `"${source.dateField}" is not a 'date' or 'datetime' field`);
    for (const [name, list] of Object.entries(source.lists ?? {})) {
      const at = `/lists/${name}`;
      if (field(name)) problem(at, `"${name}" is already a field of the entity`);
      const listEntity = entities.find((e) => e.name === list.entity);
      if (list.via) {
        const via = listEntity?.fields.find((f) => f.key === list.via)?.dict;
        if (!via || !('entity' in via) || via.entity !== entity.name || (via.value ?? 'id') !== 'id') {
          problem(
            `${at}/via`,
            `"${list.via}" of "${list.entity}" does not name a record of "${entity.name}"`,
          );
          continue;
        }
      } else if (!entity.subTables?.some((s) => s.entity === list.entity) || !listEntity) {
        problem(`${at}/entity`, `"${list.entity}" is not a sub-table of the entity (or name it with via)`);
        continue;
      }
      const listField = (key: string) => listEntity.fields.some((f) => f.key === key);
      if (list.orderBy && !listField(list.orderBy))
        problem(`${at}/orderBy`, `"${list.orderBy}" is not a field of "${list.entity}"`);
      (list.columns ?? []).forEach((key, i) => {
        if (!listField(key)) problem(`${at}/columns/${i}`, `"${key}" is not a field of "${list.entity}"`);
      });
      for (const [count, { where }] of Object.entries(list.counts ?? {})) {
        if (field(count)) problem(`${at}/counts/${count}`, `"${count}" is already a field of the entity`);
        for (const key of Object.keys(where ?? {}))
          if (!listField(key))
            problem(`${at}/counts/${count}/where`, `"${key}" is not a field of "${list.entity}"`);
      }
    }
    if (source.data && !has(REPORT_DATA_EXTENSIONS, source.data))
      problem(
        '/data',
        `"${source.data}" is not a report data extension (${Object.keys(REPORT_DATA_EXTENSIONS).join(', ')})`,
      );
  }
  if (byType.size > 0) {
    const report = entities.find((e) => e.name === REPORT_ENTITY);
    const missing = REPORT_FIELDS.filter((key) => !report?.fields.some((f) => f.key === key));
    if (missing.length > 0)
      problems.push({
        file: entityFile(REPORT_ENTITY),
        pointer: '',
        reason: `entities declare reportSource but the report entity lacks ${missing.join(', ')}`,
      });
  }
  return problems;
}

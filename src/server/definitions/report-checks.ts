// Cross-file rules for report definitions: one statement that only reads, every ${name} declared as
// a parameter and every parameter used, unique column aliases, dictionaries that exist.
import path from 'node:path';
import type { DictionaryFile } from '../../shared/schema-language/dictionary';
import type { EntityDefinition } from '../../shared/schema-language/entity';
import type { ReportDefinition } from '../../shared/schema-language/report';
import type { DefinitionProblem } from '../../shared/schema-language/validate';

/** `${name}` placeholders of a report's SQL, in order of appearance. */
export const REPORT_PLACEHOLDER = /\$\{([a-zA-Z0-9]+)\}/g;

/** Parameters the server binds from the session (the validated tenant, the user), never from a request. */
export const SERVER_BOUND_PARAMS = ['tenantId', 'username'] as const;
export const isServerBound = (name: string): name is (typeof SERVER_BOUND_PARAMS)[number] =>
  (SERVER_BOUND_PARAMS as readonly string[]).includes(name);

const READ_ONLY_START = /^\s*(select|with)\b/i;
// A second statement, a comment hiding one, or a write keyword has no place in a popup's query.
const FORBIDDEN = /;|--|\/\*|\b(insert|update|delete|drop|alter|create|truncate|grant|attach|pragma|copy)\b/i;

export function checkReports(
  reports: ReportDefinition[],
  dictionaries: DictionaryFile[],
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const dictCodes = new Set(dictionaries.map((d) => d.code));
  for (const report of reports) {
    const file = path.join('schemas', 'reports', `${report.code}.json`);
    if (!READ_ONLY_START.test(report.sql) || FORBIDDEN.test(report.sql)) {
      problems.push({
        file,
        pointer: '/sql',
        reason: 'must be one SELECT or WITH statement without ";", comments or writing keywords',
      });
    }
    const declared = new Set((report.params ?? []).map((p) => p.name));
    const used = new Set([...report.sql.matchAll(REPORT_PLACEHOLDER)].map((m) => m[1]!));
    for (const name of used) {
      if (!declared.has(name) && !isServerBound(name))
        problems.push({ file, pointer: '/sql', reason: `undeclared parameter "${name}"` });
    }
    (report.params ?? []).forEach((param, index) => {
      if (isServerBound(param.name))
        problems.push({
          file,
          pointer: `/params/${index}/name`,
          reason: `"${param.name}" is bound by the server`,
        });
      if (!used.has(param.name))
        problems.push({
          file,
          pointer: `/params/${index}/name`,
          reason: `parameter "${param.name}" is not used`,
        });
    });
    const fields = new Set<string>();
    report.columns.forEach((column, index) => {
      if (fields.has(column.field))
        problems.push({
          file,
          pointer: `/columns/${index}/field`,
          reason: `duplicate column "${column.field}"`,
        });
      fields.add(column.field);
      if (column.dict && !dictCodes.has(column.dict))
        problems.push({
          file,
          pointer: `/columns/${index}/dict`,
          reason: `unknown dictionary "${column.dict}"`,
        });
    });
  }
  return problems;
}

/** Popup controls name a report, report columns it has, and fields of their own entity, pairwise. */
export function checkPopupFields(
  entities: EntityDefinition[],
  reports: ReportDefinition[],
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const byCode = new Map(reports.map((r) => [r.code, r]));
  for (const entity of entities) {
    const file = path.join('schemas', 'entities', `${entity.name}.json`);
    const keys = new Set(entity.fields.map((f) => f.key));
    entity.fields.forEach((field, index) => {
      const popup = field.form?.popup;
      const pointer = `/fields/${index}/form`;
      if ((field.form?.control === 'popup') !== !!popup) {
        problems.push({ file, pointer, reason: 'control "popup" and a popup object go together' });
      }
      if (!popup) return;
      const report = byCode.get(popup.report);
      if (!report) {
        problems.push({
          file,
          pointer: `${pointer}/popup/report`,
          reason: `unknown report "${popup.report}"`,
        });
        return;
      }
      if (popup.orgFields.length !== popup.destFields.length)
        problems.push({
          file,
          pointer: `${pointer}/popup`,
          reason: 'orgFields and destFields differ in length',
        });
      if (!popup.destFields.includes(field.key))
        problems.push({
          file,
          pointer: `${pointer}/popup/destFields`,
          reason: `must include the field "${field.key}"`,
        });
      const columns = new Set(['id', ...report.columns.map((c) => c.field)]);
      popup.orgFields.forEach((org, i) => {
        if (!columns.has(org))
          problems.push({
            file,
            pointer: `${pointer}/popup/orgFields/${i}`,
            reason: `report has no column "${org}"`,
          });
      });
      popup.destFields.forEach((dest, i) => {
        if (!keys.has(dest))
          problems.push({
            file,
            pointer: `${pointer}/popup/destFields/${i}`,
            reason: `unknown field "${dest}"`,
          });
      });
    });
  }
  return problems;
}

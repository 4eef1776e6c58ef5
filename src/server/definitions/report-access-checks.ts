// Who may use a report and which rows they get, checked across files: the report's permission sits
// under a menu and is its own code; every entity table its SELECT reads is scoped by a column holding
// that entity's id; an unscoped report is held by no data-ruled seeded role; and every seeded role
// that can edit a form with a popup can use the popup's report (and see the personal columns it copies).
import path from 'node:path';
import type { EntityDefinition } from '../../shared/schema-language/entity';
import { actionCode } from '../../shared/schema-language/entity-permissions';
import type { MenuDefinition } from '../../shared/schema-language/menu';
import type { ReportDefinition } from '../../shared/schema-language/report';
import { reportColumnCode } from '../../shared/schema-language/report';
import type { RoleDefinition } from '../../shared/schema-language/role';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { buttonsOf, roleCodes, walkMenus } from './menu-buttons';

export interface ReportAccessInput {
  menus: readonly MenuDefinition[];
  roles: readonly RoleDefinition[];
  entities: readonly EntityDefinition[];
  reports: readonly ReportDefinition[];
}

const reportFile = (report: ReportDefinition) => path.join('schemas', 'reports', `${report.code}.json`);
const readsTable = (sql: string, table: string) => new RegExp(`\\b${table}\\b`, 'i').test(sql);

function checkPermission(
  report: ReportDefinition,
  menuIds: ReadonlySet<string>,
  codeOwners: ReadonlyMap<string, number>,
): DefinitionProblem[] {
  const file = reportFile(report);
  const problems: DefinitionProblem[] = [];
  if (!menuIds.has(report.permission.menu))
    problems.push({
      file,
      pointer: '/permission/menu',
      reason: `unknown menu id "${report.permission.menu}" (see schemas/menus.json)`,
    });
  if ((codeOwners.get(report.permission.code) ?? 0) > 1)
    problems.push({
      file,
      pointer: '/permission/code',
      reason: `permission code "${report.permission.code}" is used elsewhere too`,
    });
  return problems;
}

function checkScope(report: ReportDefinition, entities: readonly EntityDefinition[]): DefinitionProblem[] {
  const file = reportFile(report);
  const problems: DefinitionProblem[] = [];
  const columns = new Set(['id', ...report.columns.map((c) => c.field)]);
  const scoped = new Set<string>();
  (report.scope ?? []).forEach((scope, index) => {
    const entity = entities.find((e) => e.name === scope.entity);
    if (!entity)
      problems.push({ file, pointer: `/scope/${index}/entity`, reason: `unknown entity "${scope.entity}"` });
    if (!columns.has(scope.column))
      problems.push({
        file,
        pointer: `/scope/${index}/column`,
        reason: `report has no column "${scope.column}" (id or a declared column)`,
      });
    scoped.add(scope.entity);
  });
  for (const entity of entities) {
    if (!readsTable(report.sql, entity.table) || scoped.has(entity.name)) continue;
    problems.push({
      file,
      pointer: '/scope',
      reason:
        `reads the table ${entity.table} of entity "${entity.name}" without a scope for it: add ` +
        `{ "entity": "${entity.name}", "column": <column holding its id> } so rows follow its tenant and data rules`,
    });
  }
  return problems;
}

/** Seeded roles a data-rule hook restricts may not hold a report whose rows cannot be scoped. */
function checkUnscopedHolders(
  report: ReportDefinition,
  holders: (code: string) => RoleDefinition[],
  dataRuledRoles: ReadonlySet<string>,
): DefinitionProblem[] {
  if (report.scope) return [];
  return holders(report.permission.code)
    .filter((role) => dataRuledRoles.has(role.code))
    .map((role) => ({
      file: reportFile(report),
      pointer: '/permission',
      reason:
        `role "${role.code}" is restricted by data rules but would hold this report, whose rows have no scope: ` +
        'declare "scope" or list the permission under a menu that role does not hold',
    }));
}

/** Every seeded role that may add or edit an entity may use the reports of its popups. */
function checkPopupHolders(
  entity: EntityDefinition,
  reports: ReadonlyMap<string, ReportDefinition>,
  holders: (code: string) => RoleDefinition[],
  holds: (role: RoleDefinition, code: string) => boolean,
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const editors = [
    ...new Set([...holders(actionCode(entity, 'add')), ...holders(actionCode(entity, 'edit'))]),
  ];
  entity.fields.forEach((field, index) => {
    const popup = field.form?.popup;
    const report = popup && reports.get(popup.report);
    if (!popup || !report) return;
    const needed = [
      report.permission.code,
      ...report.columns
        .filter((c) => c.personal && popup.orgFields.includes(c.field))
        .map((c) => reportColumnCode(report, c.field)),
    ];
    for (const role of editors)
      for (const code of needed.filter((c) => !holds(role, c)))
        problems.push({
          file: path.join('schemas', 'entities', `${entity.name}.json`),
          pointer: `/fields/${index}/form/popup/report`,
          reason: `role "${role.code}" can edit this form but does not hold "${code}" of report "${report.code}"`,
        });
  });
  return problems;
}

export function checkReportAccess(
  input: ReportAccessInput,
  dataRuledRoles: ReadonlySet<string>,
): DefinitionProblem[] {
  const menuIds = new Set<string>();
  const codeOwners = new Map<string, number>();
  walkMenus(input.menus, (menu) => {
    menuIds.add(menu.id);
    for (const button of buttonsOf(menu, { entities: input.entities, reports: [] }))
      codeOwners.set(button.code, (codeOwners.get(button.code) ?? 0) + 1);
  });
  for (const report of input.reports)
    codeOwners.set(report.permission.code, (codeOwners.get(report.permission.code) ?? 0) + 1);

  const codesByRole = new Map(input.roles.map((role) => [role, roleCodes(role, input.menus, input)]));
  const holds = (role: RoleDefinition, code: string) => codesByRole.get(role)!.has(code);
  const holders = (code: string) => input.roles.filter((role) => holds(role, code));
  const reports = new Map(input.reports.map((r) => [r.code, r]));

  return [
    ...input.reports.flatMap((report) => [
      ...checkPermission(report, menuIds, codeOwners),
      ...checkScope(report, input.entities),
      ...checkUnscopedHolders(report, holders, dataRuledRoles),
    ]),
    ...input.entities.flatMap((entity) => checkPopupHolders(entity, reports, holders, holds)),
  ];
}

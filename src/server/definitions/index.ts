// Loads the definition files in schemas/ (menus, roles, dictionaries), validates each against its
// meta-schema and the cross-file rules, and refuses to start with every problem listed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Static, TSchema } from '@sinclair/typebox';
import { DictionaryFile } from '../../shared/schema-language/dictionary';
import { EntityDefinition } from '../../shared/schema-language/entity';
import { MenuFile } from '../../shared/schema-language/menu';
import type { MenuDefinition } from '../../shared/schema-language/menu';
import { ReportDefinition } from '../../shared/schema-language/report';
import { RoleFile } from '../../shared/schema-language/role';
import type { RoleDefinition } from '../../shared/schema-language/role';
import { checkDefinition, DefinitionError } from '../../shared/schema-language/validate';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { entityNameOf } from '../../shared/engine-api';
import { checkEntities } from './entity-checks';
import { checkBehaviour } from './behaviour-checks';
import { checkTimeRules } from './time-rule-checks';
import { checkDataPush } from './data-push-checks';
import { checkReportSources } from './report-source-checks';
import { checkFormLogic } from './form-logic-checks';
import { checkControls } from './control-checks';
import { checkPopupFields, checkReports } from './report-checks';
import { buttonsOf, grantedSubtrees, walkMenus } from './menu-buttons';
import { checkMenuQueries } from './menu-query-checks';
import type { ButtonSources } from './menu-buttons';
import { DEFINITION_FILES } from './definition-files';
import { checkReportAccess } from './report-access-checks';
import { checkServerRules } from './server-rule-checks';
import { checkSubTableFills } from './sub-table-fill-checks';
import { checkDefaultsFrom } from './default-from-checks';
import { checkFileFields } from './file-field-checks';
import { checkForcedValues } from './forced-value-checks';
import { checkPersonalFields } from './personal-field-checks';
import { checkedDefinitions } from './checked-definitions';
import { dataRuledRoles } from '../engine/hooks';
import type { EngineHooks } from '../engine/hooks';

export interface Definitions {
  menus: MenuDefinition[];
  roles: RoleDefinition[];
  dictionaries: DictionaryFile[];
  entities: EntityDefinition[];
  reports: ReportDefinition[];
}

export { DEFINITION_FILES } from './definition-files';

const META_SCHEMAS = [MenuFile, RoleFile, DictionaryFile, EntityDefinition, ReportDefinition];

/**
 * Reads and checks the definition files; `hooks` are the data rules, guards and effects they may name;
 * `dataDir` remembers the files that passed their meta-schemas (checked-definitions.ts).
 */
export function loadDefinitions(schemasDir: string, hooks: EngineHooks, dataDir?: string): Definitions {
  const problems: DefinitionProblem[] = [];
  const checked = checkedDefinitions(schemasDir, META_SCHEMAS, dataDir);
  const read = <S extends TSchema>(schema: S, relative: string) => {
    const file = path.join(schemasDir, relative);
    const shown = path.join('schemas', relative);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push({ file: shown, pointer: '', reason: (error as Error).message });
      return null;
    }
    if (checked.known) return data as Static<S>;
    const result = checkDefinition(schema, data, shown);
    if (result.ok) return result.value;
    problems.push(...result.problems);
    return null;
  };

  const menuFile = read(MenuFile, DEFINITION_FILES.menus);
  const roleFile = read(RoleFile, DEFINITION_FILES.roles);
  /** Every file of a folder, each named after the code or name it declares. */
  const readFolder = <S extends TSchema>(schema: S, folder: string, nameOf: (value: Static<S>) => string) =>
    readdirSync(path.join(schemasDir, folder))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => {
        const relative = path.join(folder, name);
        const value = read(schema, relative);
        if (value && `${nameOf(value)}.json` !== name) {
          problems.push({
            file: path.join('schemas', relative),
            pointer: folder === DEFINITION_FILES.entities ? '/name' : '/code',
            reason: `must equal the file name "${name.replace(/\.json$/, '')}"`,
          });
        }
        return value;
      })
      .filter((value): value is Static<S> => value !== null);

  const dictionaryFiles = readFolder(DictionaryFile, DEFINITION_FILES.dictionaries, (d) => d.code);
  const entities = readFolder(EntityDefinition, DEFINITION_FILES.entities, (e) => e.name);
  const reports = readFolder(ReportDefinition, DEFINITION_FILES.reports, (r) => r.code);

  const menus = menuFile?.menus ?? [];
  const roles = roleFile?.roles ?? [];
  problems.push(
    ...checkMenus(menus, entities),
    ...checkMenuQueries(menus, entities, dictionaryFiles),
    ...checkRoles(roles, menus, { entities, reports }),
    ...checkDictionaries(dictionaryFiles),
    ...checkEntities(entities, dictionaryFiles),
    ...checkBehaviour(entities, dictionaryFiles),
    ...checkTimeRules(entities, dictionaryFiles),
    ...checkDataPush(entities, dictionaryFiles),
    ...checkReportSources(entities, dictionaryFiles),
    ...checkFormLogic(entities, dictionaryFiles),
    ...checkControls(entities, roles),
    ...checkReports(reports, dictionaryFiles),
    ...checkPopupFields(entities, reports),
    ...checkReportAccess({ menus, roles, entities, reports }, dataRuledRoles(hooks)),
    ...checkServerRules(entities, hooks),
    ...checkSubTableFills(entities),
    ...checkDefaultsFrom(entities),
    ...checkFileFields(entities),
    ...checkForcedValues(entities, dictionaryFiles),
    ...checkPersonalFields(entities),
  );
  if (problems.length > 0) throw new DefinitionError(problems);
  if (!checked.known) checked.remember();
  return { menus, roles, dictionaries: dictionaryFiles, entities, reports };
}

const isExternalUrl = (url: string) => /^(https?:\/\/|\{\{)/.test(url);

function checkMenus(menus: MenuDefinition[], entities: EntityDefinition[]): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const file = path.join('schemas', DEFINITION_FILES.menus);
  const ids = new Set<string>();
  const routePaths = new Set<string>();
  const buttonCodes = new Set<string>();
  walkMenus(menus, (menu, pointer) => {
    if (ids.has(menu.id))
      problems.push({ file, pointer: `${pointer}/id`, reason: `duplicate menu id "${menu.id}"` });
    ids.add(menu.id);
    const routable = menu.route !== false && !menu.internalOrExternal && !isExternalUrl(menu.path);
    if (routable) {
      if (!/^\/[^?#]*$/.test(menu.path)) {
        problems.push({
          file,
          pointer: `${pointer}/path`,
          reason:
            'a route path starts with "/" and has no query; set "route": false for a menu entry with a query',
        });
      }
      if (routePaths.has(menu.path))
        problems.push({ file, pointer: `${pointer}/path`, reason: `duplicate route path "${menu.path}"` });
      routePaths.add(menu.path);
    }
    const name = entityNameOf(menu.component);
    if (name !== null) {
      const entity = entities.find((e) => e.name === name);
      if (!entity)
        problems.push({
          file,
          pointer: `${pointer}/component`,
          reason: `unknown entity "${name}" (see schemas/entities)`,
        });
      else if (!entity.api)
        problems.push({
          file,
          pointer: `${pointer}/component`,
          reason: `entity "${name}" has no api to list`,
        });
    }
    menu.buttons?.forEach((button, index) => {
      if (buttonCodes.has(button.code)) {
        problems.push({
          file,
          pointer: `${pointer}/buttons/${index}/code`,
          reason: `duplicate permission code "${button.code}"`,
        });
      }
      buttonCodes.add(button.code);
    });
  });
  return problems;
}

function checkRoles(
  roles: RoleDefinition[],
  menus: MenuDefinition[],
  sources: ButtonSources,
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const file = path.join('schemas', DEFINITION_FILES.roles);
  const menuIds = new Set<string>();
  walkMenus(menus, (menu) => menuIds.add(menu.id));
  const codes = new Set<string>();
  roles.forEach((role, index) => {
    if (codes.has(role.code))
      problems.push({ file, pointer: `/roles/${index}/code`, reason: `duplicate role code "${role.code}"` });
    codes.add(role.code);
    if (role.grants === '*') return;
    role.grants.forEach((slug, grantIndex) => {
      if (!menuIds.has(slug)) {
        problems.push({
          file,
          pointer: `/roles/${index}/grants/${grantIndex}`,
          reason: `unknown menu id "${slug}" (see schemas/menus.json)`,
        });
      }
    });
    const granted = grantedSubtrees(role, menus);
    for (const [slug, codes] of Object.entries(role.buttons ?? {})) {
      const pointer = `/roles/${index}/buttons/${slug}`;
      const menu = [...granted].find((m) => m.id === slug);
      if (!menu) {
        problems.push({ file, pointer, reason: `menu "${slug}" is not among the role's grants` });
        continue;
      }
      const known = new Set(buttonsOf(menu, sources).map((b) => b.code));
      codes.forEach((code, i) => {
        if (!known.has(code))
          problems.push({
            file,
            pointer: `${pointer}/${i}`,
            reason: `menu "${slug}" has no button "${code}"`,
          });
      });
    }
  });
  return problems;
}

function checkDictionaries(dictionaries: DictionaryFile[]): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  for (const dictionary of dictionaries) {
    const file = path.join('schemas', DEFINITION_FILES.dictionaries, `${dictionary.code}.json`);
    const values = new Set<string>();
    dictionary.items.forEach((item, index) => {
      if (values.has(item.value))
        problems.push({ file, pointer: `/items/${index}/value`, reason: `duplicate value "${item.value}"` });
      values.add(item.value);
    });
  }
  return problems;
}

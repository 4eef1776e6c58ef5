// The permissions the definition files yield per menu, and what each seeded role holds: used by the
// seed (rows and grants) and by the checks that reason about roles (report grants, popups).
import type { EntityDefinition } from '../../shared/schema-language/entity';
import { columnPermissions, entityPermissions } from '../../shared/schema-language/entity-permissions';
import type { ButtonDefinition, MenuDefinition } from '../../shared/schema-language/menu';
import type { ReportDefinition } from '../../shared/schema-language/report';
import { reportPermissions } from '../../shared/schema-language/report';
import type { RoleDefinition } from '../../shared/schema-language/role';
import { entityNameOf } from '../../shared/engine-api';

/** The definition files a menu's buttons come from. */
export interface ButtonSources {
  entities: readonly EntityDefinition[];
  reports: readonly ReportDefinition[];
}

/** Depth-first walk with the JSON pointer of each menu. */
export function walkMenus(
  menus: readonly MenuDefinition[],
  visit: (menu: MenuDefinition, pointer: string, parent: MenuDefinition | null) => void,
  base = '/menus',
  parent: MenuDefinition | null = null,
): void {
  menus.forEach((menu, index) => {
    const pointer = `${base}/${index}`;
    visit(menu, pointer, parent);
    if (menu.children) walkMenus(menu.children, visit, `${pointer}/children`, menu);
  });
}

/**
 * The buttons of a menu: those it lists, those of the entity its component shows (with the column
 * permissions of its sub-tables' entities), and those of the reports listed under it.
 */
export function buttonsOf(menu: MenuDefinition, sources: ButtonSources): ButtonDefinition[] {
  const entityName = entityNameOf(menu.component);
  const entity = sources.entities.find((e) => e.name === entityName);
  const subEntities = (entity?.subTables ?? []).flatMap(
    (sub) => sources.entities.find((e) => e.name === sub.entity) ?? [],
  );
  return [
    ...(menu.buttons ?? []),
    ...(entity ? entityPermissions(entity) : []),
    ...subEntities.flatMap(columnPermissions),
    ...sources.reports.filter((r) => r.permission.menu === menu.id).flatMap(reportPermissions),
  ];
}

/** The menus in the subtrees a role is granted (their ancestors are granted too, without buttons). */
export function grantedSubtrees(role: RoleDefinition, menus: readonly MenuDefinition[]): Set<MenuDefinition> {
  const granted = new Set<MenuDefinition>();
  const addSubtree = (menu: MenuDefinition) => {
    granted.add(menu);
    menu.children?.forEach(addSubtree);
  };
  walkMenus(menus, (menu) => {
    if (role.grants === '*' || role.grants.includes(menu.id)) addSubtree(menu);
  });
  return granted;
}

/** The buttons of a granted menu the role gets: all of them, or those its `buttons` lists there. */
export function roleButtons(
  role: RoleDefinition,
  menu: MenuDefinition,
  sources: ButtonSources,
): ButtonDefinition[] {
  const only = role.buttons?.[menu.id];
  const buttons = buttonsOf(menu, sources);
  return only ? buttons.filter((button) => only.includes(button.code)) : buttons;
}

/** The button codes a seeded role holds: its buttons of every menu in its granted subtrees. */
export function roleCodes(
  role: RoleDefinition,
  menus: readonly MenuDefinition[],
  sources: ButtonSources,
): Set<string> {
  const codes = new Set<string>();
  for (const menu of grantedSubtrees(role, menus))
    for (const button of roleButtons(role, menu, sources)) codes.add(button.code);
  return codes;
}

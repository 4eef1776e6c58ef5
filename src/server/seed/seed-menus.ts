// Inserts the menu tree of schemas/menus.json (menus and their buttons) where rows are missing.
// Existing rows are left alone: administrators may have changed them since.
import type { Transaction } from 'kysely';
import type { MenuDefinition } from '../../shared/schema-language/menu';
import type { Database, NewPermission } from '../db/tables';
import { buttonsOf, walkMenus } from '../definitions/menu-buttons';
import type { ButtonSources } from '../definitions/menu-buttons';
import { seedId } from './seed-ids';

export const menuRowId = (slug: string) => seedId('permission', slug);
export const buttonRowId = (slug: string, code: string) => seedId('permission', `${slug}#${code}`);

/** Every permission row the definitions describe, in tree order. */
export function permissionRows(
  menus: readonly MenuDefinition[],
  sources: ButtonSources,
  now: string,
): NewPermission[] {
  const rows: NewPermission[] = [];
  const audit = { createBy: 'system', createTime: now, updateBy: null, updateTime: null };
  const siblingIndex = new Map<MenuDefinition | null, number>();
  walkMenus(menus, (menu, _pointer, parent) => {
    const sortNo = siblingIndex.get(parent) ?? 0;
    siblingIndex.set(parent, sortNo + 1);
    const hasChildren = !!menu.children?.length;
    rows.push({
      ...audit,
      id: menuRowId(menu.id),
      parentId: parent ? menuRowId(parent.id) : null,
      name: menu.title,
      url: menu.path,
      component: menu.component ?? (hasChildren ? 'layouts/RouteView' : 'layouts/IframePageView'),
      componentName: menu.componentName ?? null,
      redirect: menu.redirect ?? null,
      menuType: parent ? 1 : 0,
      perms: menu.tag ?? null,
      permsType: '1',
      sortNo,
      alwaysShow: menu.alwaysShow ? 1 : 0,
      icon: menu.icon ?? null,
      isRoute: menu.route === false ? 0 : 1,
      isLeaf: hasChildren ? 0 : 1,
      keepAlive: menu.keepAlive ? 1 : 0,
      hidden: menu.hidden ? 1 : 0,
      description: null,
      status: '1',
      delFlag: 0,
      internalOrExternal: menu.internalOrExternal ? 1 : 0,
    });
    buttonsOf(menu, sources).forEach((button, index) => {
      rows.push({
        ...audit,
        id: buttonRowId(menu.id, button.code),
        parentId: menuRowId(menu.id),
        name: button.title,
        url: null,
        component: null,
        componentName: null,
        redirect: null,
        menuType: 2,
        perms: button.code,
        permsType: button.type ?? '1',
        sortNo: index,
        alwaysShow: 0,
        icon: null,
        isRoute: 0,
        isLeaf: 1,
        keepAlive: 0,
        hidden: 0,
        description: null,
        status: button.status ?? '1',
        delFlag: 0,
        internalOrExternal: 0,
      });
    });
  });
  return rows;
}

/** Inserts missing rows; returns the ids inserted now. */
export async function seedMenus(
  trx: Transaction<Database>,
  menus: readonly MenuDefinition[],
  sources: ButtonSources,
  now: string,
): Promise<Set<string>> {
  const rows = permissionRows(menus, sources, now);
  const existing = new Set(
    (
      await trx
        .selectFrom('sysPermission')
        .select('id')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    ).map((r) => r.id),
  );
  const missing = rows.filter((row) => !existing.has(row.id));
  for (let i = 0; i < missing.length; i += 100) {
    await trx
      .insertInto('sysPermission')
      .values(missing.slice(i, i + 100))
      .execute();
  }
  return new Set(missing.map((row) => row.id));
}

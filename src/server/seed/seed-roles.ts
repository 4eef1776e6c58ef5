// Inserts the roles of schemas/roles.json and their grants. A grant is written only when the role
// or the permission is new in this run, so grants an administrator removed later stay removed.
import type { Transaction } from 'kysely';
import type { MenuDefinition } from '../../shared/schema-language/menu';
import type { RoleDefinition } from '../../shared/schema-language/role';
import type { Database } from '../db/tables';
import { newId } from '../db/ids';
import { grantedSubtrees, roleButtons, walkMenus } from '../definitions/menu-buttons';
import type { ButtonSources } from '../definitions/menu-buttons';
import { seedId } from './seed-ids';
import { buttonRowId, menuRowId } from './seed-menus';

export const roleRowId = (code: string) => seedId('role', code);

/** Permission ids a role's grants cover: each granted menu's subtree with its buttons, and its ancestors. */
export function grantedPermissionIds(
  role: RoleDefinition,
  menus: readonly MenuDefinition[],
  sources: ButtonSources,
): Set<string> {
  const granted = new Set<string>();
  const parents = new Map<string, MenuDefinition | null>();
  walkMenus(menus, (menu, _pointer, parent) => parents.set(menu.id, parent));
  for (const menu of grantedSubtrees(role, menus)) {
    granted.add(menuRowId(menu.id));
    roleButtons(role, menu, sources).forEach((b) => granted.add(buttonRowId(menu.id, b.code)));
    for (let p = parents.get(menu.id); p; p = parents.get(p.id)) granted.add(menuRowId(p.id));
  }
  return granted;
}

export async function seedRoles(
  trx: Transaction<Database>,
  roles: readonly RoleDefinition[],
  menus: readonly MenuDefinition[],
  sources: ButtonSources,
  newPermissionIds: Set<string>,
  now: string,
): Promise<void> {
  for (const role of roles) {
    const roleId = roleRowId(role.code);
    const exists = await trx
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', role.code)
      .executeTakeFirst();
    if (!exists) {
      await trx
        .insertInto('sysRole')
        .values({
          id: roleId,
          roleName: role.name,
          roleCode: role.code,
          description: role.description ?? null,
          createBy: 'system',
          createTime: now,
          updateBy: null,
          updateTime: null,
        })
        .execute();
    }
    const targetRoleId = exists?.id ?? roleId;
    const toGrant = [...grantedPermissionIds(role, menus, sources)].filter(
      (id) => !exists || newPermissionIds.has(id),
    );
    if (toGrant.length === 0) continue;
    await trx
      .insertInto('sysRolePermission')
      .values(
        toGrant.map((permissionId) => ({
          id: newId(),
          roleId: targetRoleId,
          permissionId,
          dataRuleIds: null,
        })),
      )
      .onConflict((oc) => oc.columns(['roleId', 'permissionId']).doNothing())
      .execute();
  }
}

/** A list code reads the page its menu opens. */
const isListCode = (code: string | null) => !!code && code.endsWith(':list');

/**
 * An upgrade that adds a list code to an existing menu closes a page that was readable by whoever held
 * the menu: every role (seeded or made by an administrator) holding the menu gets the new list code,
 * so nobody loses a page they used. Other new buttons go to seeded roles only (seedRoles).
 */
export async function grantNewButtonsToMenuHolders(
  trx: Transaction<Database>,
  newPermissionIds: ReadonlySet<string>,
): Promise<void> {
  if (newPermissionIds.size === 0) return;
  const buttons = (
    await trx
      .selectFrom('sysPermission')
      .select(['id', 'parentId', 'perms'])
      .where('id', 'in', [...newPermissionIds])
      .where('menuType', '=', 2)
      .execute()
  ).filter((b) => b.parentId && !newPermissionIds.has(b.parentId) && isListCode(b.perms));
  if (buttons.length === 0) return;
  const holders = await trx
    .selectFrom('sysRolePermission')
    .select(['roleId', 'permissionId'])
    .where('permissionId', 'in', [...new Set(buttons.map((b) => b.parentId!))])
    .execute();
  const grants = buttons.flatMap((button) =>
    holders
      .filter((h) => h.permissionId === button.parentId)
      .map((h) => ({ id: newId(), roleId: h.roleId, permissionId: button.id, dataRuleIds: null })),
  );
  if (grants.length === 0) return;
  await trx
    .insertInto('sysRolePermission')
    .values(grants)
    .onConflict((oc) => oc.columns(['roleId', 'permissionId']).doNothing())
    .execute();
}

// Inserts the roles of schemas/roles.json and their grants. A grant is written only when the role
// or the permission is new in this run, so grants an administrator removed later stay removed.
import type { Transaction } from 'kysely';
import type { EntityDefinition } from '../../shared/schema-language/entity';
import type { MenuDefinition } from '../../shared/schema-language/menu';
import type { RoleDefinition } from '../../shared/schema-language/role';
import type { Database } from '../db/tables';
import { newId } from '../db/ids';
import { walkMenus } from '../definitions';
import { seedId } from './seed-ids';
import { buttonRowId, buttonsOf, menuRowId } from './seed-menus';

export const roleRowId = (code: string) => seedId('role', code);

/** Permission ids a role's grants cover: each granted menu's subtree and its ancestors. */
export function grantedPermissionIds(
  role: RoleDefinition,
  menus: MenuDefinition[],
  entities: EntityDefinition[],
): Set<string> {
  const granted = new Set<string>();
  const parents = new Map<string, MenuDefinition | null>();
  walkMenus(menus, (menu, _pointer, parent) => parents.set(menu.id, parent));
  const addSubtree = (menu: MenuDefinition) => {
    granted.add(menuRowId(menu.id));
    buttonsOf(menu, entities).forEach((b) => granted.add(buttonRowId(menu.id, b.code)));
    menu.children?.forEach(addSubtree);
  };
  walkMenus(menus, (menu) => {
    if (role.grants !== '*' && !role.grants.includes(menu.id)) return;
    addSubtree(menu);
    for (let p = parents.get(menu.id); p; p = parents.get(p.id)) granted.add(menuRowId(p.id));
  });
  return granted;
}

export async function seedRoles(
  trx: Transaction<Database>,
  roles: RoleDefinition[],
  menus: MenuDefinition[],
  entities: EntityDefinition[],
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
    const toGrant = [...grantedPermissionIds(role, menus, entities)].filter(
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

// What a user holds: the grants of their roles and of the department roles they were given in a
// department they still belong to (JeecgBoot counts both). One query shape serves the menu and
// button load, the grant ceiling and the data rules, so the three never disagree.
import type { Kysely } from 'kysely';
import type { Database, PermissionRow } from '../../db/tables';
import { rolesDb } from './tables';
import type { RolesDb } from './tables';

/** Every grant the user holds: permission id and the data rules the grant selected. */
export function heldGrants(db: RolesDb, userId: string) {
  return db
    .selectFrom('sysRolePermission')
    .innerJoin('sysUserRole', 'sysUserRole.roleId', 'sysRolePermission.roleId')
    .select([
      'sysRolePermission.permissionId as permissionId',
      'sysRolePermission.dataRuleIds as dataRuleIds',
    ])
    .where('sysUserRole.userId', '=', userId)
    .unionAll(
      db
        .selectFrom('sysDepartRolePermission')
        .innerJoin('sysDepartRoleUser', 'sysDepartRoleUser.droleId', 'sysDepartRolePermission.roleId')
        .innerJoin('sysDepartRole', 'sysDepartRole.id', 'sysDepartRolePermission.roleId')
        .innerJoin('sysUserDepart', (join) =>
          join
            .onRef('sysUserDepart.depId', '=', 'sysDepartRole.departId')
            .onRef('sysUserDepart.userId', '=', 'sysDepartRoleUser.userId'),
        )
        .select([
          'sysDepartRolePermission.permissionId as permissionId',
          'sysDepartRolePermission.dataRuleIds as dataRuleIds',
        ])
        .where('sysDepartRoleUser.userId', '=', userId),
    );
}

/** Ids of the permissions the user holds. */
export async function heldPermissionIds(db: RolesDb, userId: string): Promise<Set<string>> {
  const rows = await heldGrants(db, userId).execute();
  return new Set(rows.map((row) => row.permissionId));
}

/** The permission rows (menus, buttons, column rules) the user holds, deleted ones left out. */
export async function grantedPermissions(db: Kysely<Database>, userId: string): Promise<PermissionRow[]> {
  const roles = rolesDb(db);
  return db
    .selectFrom('sysPermission')
    .selectAll()
    .where('delFlag', '=', 0)
    .where('id', 'in', roles.selectFrom(heldGrants(roles, userId).as('held')).select('held.permissionId'))
    .execute();
}

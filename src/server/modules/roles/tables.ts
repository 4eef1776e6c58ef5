// Table types of migration 0005 (realm columns, data rules, department permissions and roles), kept
// beside the module so that the shared Database type stays as it is; `rolesDb` widens a handle.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuditColumns, Database, SysPermissionTable, SysRoleTable } from '../../db/tables';
import type { Realm } from '../../../shared/roles/roles-texts';

export interface PermissionDataRuleTable extends AuditColumns {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  /** '1' enabled, '0' disabled. */
  status: string;
}

export interface DepartPermissionTable {
  id: string;
  departId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

export interface DepartRoleTable extends AuditColumns {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

export interface DepartRolePermissionTable {
  id: string;
  departId: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

export interface DepartRoleUserTable {
  id: string;
  userId: string;
  droleId: string;
}

export interface RolesDatabase extends Omit<Database, 'sysRole' | 'sysPermission'> {
  sysRole: SysRoleTable & { realm: Realm };
  sysPermission: SysPermissionTable & { realm: Realm };
  sysPermissionDataRule: PermissionDataRuleTable;
  sysDepartPermission: DepartPermissionTable;
  sysDepartRole: DepartRoleTable;
  sysDepartRolePermission: DepartRolePermissionTable;
  sysDepartRoleUser: DepartRoleUserTable;
}

export type RolesDb = Kysely<RolesDatabase>;
export type RolesTrx = Transaction<RolesDatabase>;
export type RoleRow = Selectable<RolesDatabase['sysRole']>;
export type RealmPermissionRow = Selectable<RolesDatabase['sysPermission']>;
export type DataRuleRow = Selectable<PermissionDataRuleTable>;

/** The same connection, typed with the tables of migration 0005. */
export const rolesDb = (db: Kysely<Database>): RolesDb => db as unknown as RolesDb;

// Granting permissions (to a role, a department or a department role) with the grant ceiling: a user
// may only add or remove permissions they hold themselves, so nobody can widen their own (or anyone
// else's) rights beyond theirs. The whole change is one transaction; a refused change writes nothing.
import { ROLE_LIMITS, ROLE_MESSAGES } from '../../../shared/roles/roles-texts';
import type { Realm } from '../../../shared/roles/roles-texts';
import { newId } from '../../db/ids';
import { Errors } from '../../errors';
import { idList } from './common';
import { heldPermissionIds } from './held-grants';
import type { RolesDb, RolesTrx } from './tables';

/** Where one owner's grants live. */
export interface GrantStore {
  load(trx: RolesTrx, ownerId: string): Promise<Set<string>>;
  add(trx: RolesTrx, ownerId: string, permissionIds: string[]): Promise<void>;
  remove(trx: RolesTrx, ownerId: string, permissionIds: string[]): Promise<void>;
}

const CHUNK = 200;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export const roleGrants: GrantStore = {
  async load(trx, roleId) {
    const rows = await trx
      .selectFrom('sysRolePermission')
      .select('permissionId')
      .where('roleId', '=', roleId)
      .execute();
    return new Set(rows.map((r) => r.permissionId));
  },
  async add(trx, roleId, ids) {
    for (const part of chunks(ids))
      await trx
        .insertInto('sysRolePermission')
        .values(part.map((permissionId) => ({ id: newId(), roleId, permissionId, dataRuleIds: null })))
        .execute();
  },
  async remove(trx, roleId, ids) {
    for (const part of chunks(ids))
      await trx
        .deleteFrom('sysRolePermission')
        .where('roleId', '=', roleId)
        .where('permissionId', 'in', part)
        .execute();
  },
};

export const departGrants: GrantStore = {
  async load(trx, departId) {
    const rows = await trx
      .selectFrom('sysDepartPermission')
      .select('permissionId')
      .where('departId', '=', departId)
      .execute();
    return new Set(rows.map((r) => r.permissionId));
  },
  async add(trx, departId, ids) {
    for (const part of chunks(ids))
      await trx
        .insertInto('sysDepartPermission')
        .values(part.map((permissionId) => ({ id: newId(), departId, permissionId, dataRuleIds: null })))
        .execute();
  },
  async remove(trx, departId, ids) {
    for (const part of chunks(ids))
      await trx
        .deleteFrom('sysDepartPermission')
        .where('departId', '=', departId)
        .where('permissionId', 'in', part)
        .execute();
  },
};

/** Department-role grants; `departId` is the role's department (stored beside each grant). */
export const departRoleGrants = (departId: string): GrantStore => ({
  async load(trx, roleId) {
    const rows = await trx
      .selectFrom('sysDepartRolePermission')
      .select('permissionId')
      .where('roleId', '=', roleId)
      .execute();
    return new Set(rows.map((r) => r.permissionId));
  },
  async add(trx, roleId, ids) {
    for (const part of chunks(ids))
      await trx
        .insertInto('sysDepartRolePermission')
        .values(
          part.map((permissionId) => ({ id: newId(), departId, roleId, permissionId, dataRuleIds: null })),
        )
        .execute();
  },
  async remove(trx, roleId, ids) {
    for (const part of chunks(ids))
      await trx
        .deleteFrom('sysDepartRolePermission')
        .where('roleId', '=', roleId)
        .where('permissionId', 'in', part)
        .execute();
  },
});

export interface GrantChange {
  store: GrantStore;
  ownerId: string;
  /** Comma-joined permission ids the owner shall hold afterwards (the whole set). */
  permissionIds: unknown;
  /** The realm the permissions must belong to. */
  realm: Realm;
  /** Who asks: the ceiling is what they hold. */
  userId: string;
  /** Ids beyond which a grant is refused (department roles: the department's own permissions). */
  allowed?: ReadonlySet<string>;
}

/**
 * Replaces the owner's grants with `permissionIds`. Changes are computed against what is stored (not
 * the client's `lastpermissionIds`, which may be stale); every added or removed id must be held by
 * the caller, otherwise 510 and nothing changes.
 */
export async function replaceGrants(db: RolesDb, change: GrantChange): Promise<void> {
  const wanted = idList(change.permissionIds, ROLE_LIMITS.idsPerSave);
  const held = await heldPermissionIds(db, change.userId);
  await db.transaction().execute(async (trx) => {
    if (wanted.length > 0) {
      const known = await trx
        .selectFrom('sysPermission')
        .select('id')
        .where('id', 'in', wanted)
        .where('realm', '=', change.realm)
        .where('delFlag', '=', 0)
        .execute();
      if (known.length !== new Set(wanted).size) throw Errors.roleRefused(ROLE_MESSAGES.realmMismatch);
    }
    if (change.allowed && wanted.some((id) => !change.allowed!.has(id))) throw Errors.noPermission();
    const stored = await change.store.load(trx, change.ownerId);
    const wantedSet = new Set(wanted);
    const added = wanted.filter((id) => !stored.has(id));
    const removed = [...stored].filter((id) => !wantedSet.has(id));
    if ([...added, ...removed].some((id) => !held.has(id))) throw Errors.grantCeiling();
    await change.store.remove(trx, change.ownerId, removed);
    await change.store.add(trx, change.ownerId, added);
  });
}

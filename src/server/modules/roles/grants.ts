// Granting permissions (to a role, a department or a department role) with the grant ceiling: a user
// may only add or remove permissions they hold themselves, so nobody can widen their own (or anyone
// else's) rights beyond theirs. The whole change is one transaction; a refused change writes nothing.
import type { Transaction } from 'kysely';
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

type GrantTable = 'sysRolePermission' | 'sysDepartPermission' | 'sysDepartRolePermission';
type GrantColumn = 'id' | 'roleId' | 'departId' | 'permissionId' | 'dataRuleIds';

/**
 * The store of one grant table, keyed by its owner column. The three tables share these columns;
 * Kysely cannot see that across a union of table names, hence the one view as a common shape.
 * `fixed` are columns every new grant carries (a department role's department).
 */
function grantStore(
  table: GrantTable,
  owner: 'roleId' | 'departId',
  fixed: Partial<Record<'departId', string>> = {},
): GrantStore {
  const grants = (trx: RolesTrx) =>
    trx as unknown as Transaction<Record<GrantTable, Record<GrantColumn, string | null>>>;
  return {
    async load(trx, ownerId) {
      const rows = await grants(trx)
        .selectFrom(table)
        .select('permissionId')
        .where(owner, '=', ownerId)
        .execute();
      return new Set(rows.flatMap((r) => (r.permissionId ? [r.permissionId] : [])));
    },
    async add(trx, ownerId, ids) {
      for (const part of chunks(ids))
        await grants(trx)
          .insertInto(table)
          .values(
            part.map((permissionId) => ({
              id: newId(),
              ...fixed,
              [owner]: ownerId,
              permissionId,
              dataRuleIds: null,
            })),
          )
          .execute();
    },
    async remove(trx, ownerId, ids) {
      for (const part of chunks(ids))
        await grants(trx)
          .deleteFrom(table)
          .where(owner, '=', ownerId)
          .where('permissionId', 'in', part)
          .execute();
    },
  };
}

export const roleGrants = grantStore('sysRolePermission', 'roleId');
export const departGrants = grantStore('sysDepartPermission', 'departId');
/** Department-role grants; `departId` is the role's department (stored beside each grant). */
export const departRoleGrants = (departId: string) =>
  grantStore('sysDepartRolePermission', 'roleId', { departId });

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

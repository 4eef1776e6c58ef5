// The rules around writing users: nobody freezes or deletes themselves, only holders of the
// admin-level code touch administrators, nobody hands out a role whose permissions they do not
// hold, linked rows must exist and usernames, phones, emails and work numbers stay unique.
import type { Kysely, Transaction } from 'kysely';
import { isAllowed } from '../../../shared/permission-rules';
import { USER_CODES, USER_TEXTS } from '../../../shared/users/texts';
import type { Database } from '../../db/tables';
import type { Principal } from '../../engine/principal';
import { Errors } from '../../errors';
import { ADMIN_ROLE_CODE } from '../../seed/seed-ids';
import type { UserLinks, UserValues } from './user-values';

type Db = Kysely<Database> | Transaction<Database>;

/** Refuses (510) when a target holds the administrator role and the caller lacks the admin-level code. */
export async function guardAdministrators(db: Db, principal: Principal, targetIds: readonly string[]) {
  if (targetIds.length === 0 || isAllowed(USER_CODES.manageAdmin, principal.held, principal.switchedOff))
    return;
  const admin = await db
    .selectFrom('sysUserRole')
    .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
    .select('sysUserRole.userId')
    .where('sysRole.roleCode', '=', ADMIN_ROLE_CODE)
    .where('sysUserRole.userId', 'in', targetIds)
    .executeTakeFirst();
  if (admin) throw Errors.userAdminProtected();
}

/**
 * The grant ceiling: every role added or removed must exist and grant only permissions the caller
 * holds through their own roles (so an administrator may hand out any role, a user manager only
 * roles within their own rights, and nobody can raise themselves).
 */
export async function guardRoleChange(
  db: Db,
  principal: Principal,
  userId: string | null,
  wanted: readonly string[],
): Promise<void> {
  const current = userId
    ? (await db.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute()).map(
        (r) => r.roleId,
      )
    : [];
  const changed = [
    ...wanted.filter((id) => !current.includes(id)),
    ...current.filter((id) => !wanted.includes(id)),
  ];
  if (changed.length === 0) return;
  const known = await db.selectFrom('sysRole').select('id').where('id', 'in', changed).execute();
  if (known.length !== new Set(changed).size) throw Errors.userInvalid(USER_TEXTS.roleUnknown);
  const beyond = await db
    .selectFrom('sysRolePermission')
    .select('permissionId')
    .where('roleId', 'in', changed)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('sysRolePermission as mine')
            .innerJoin('sysUserRole', 'sysUserRole.roleId', 'mine.roleId')
            .select('mine.id')
            .where('sysUserRole.userId', '=', principal.user.id)
            .whereRef('mine.permissionId', '=', 'sysRolePermission.permissionId'),
        ),
      ),
    )
    .executeTakeFirst();
  if (beyond) throw Errors.userRoleCeiling();
}

/** Departments, tenants and the position named must exist. */
export async function guardLinks(db: Db, values: UserValues, links: UserLinks): Promise<void> {
  if (links.departIds?.length) {
    const found = await db
      .selectFrom('sysDepart')
      .select('id')
      .where('id', 'in', links.departIds)
      .where('delFlag', '=', '0')
      .execute();
    if (found.length !== links.departIds.length) throw Errors.userInvalid(USER_TEXTS.departUnknown);
  }
  if (links.tenantIds?.length) {
    const found = await db.selectFrom('sysTenant').select('id').where('id', 'in', links.tenantIds).execute();
    if (found.length !== links.tenantIds.length) throw Errors.userInvalid(USER_TEXTS.tenantUnknown);
  }
  if (values.post) {
    const found = await db
      .selectFrom('sysPosition')
      .select('id')
      .where('code', '=', values.post)
      .executeTakeFirst();
    if (!found) throw Errors.userInvalid(USER_TEXTS.positionUnknown);
  }
}

export type UniqueField = 'username' | 'phone' | 'email' | 'workNo';
const TAKEN_TEXT: Record<UniqueField, string> = {
  username: USER_TEXTS.usernameTaken,
  phone: USER_TEXTS.phoneTaken,
  email: USER_TEXTS.emailTaken,
  workNo: USER_TEXTS.workNoTaken,
};

/** The message of the first field whose value another user already has (usernames: even deleted ones). */
export async function takenField(
  db: Db,
  values: Partial<Record<UniqueField, string | null>>,
  exceptId: string | null,
): Promise<string | null> {
  for (const field of ['username', 'phone', 'email', 'workNo'] as const) {
    const value = values[field];
    if (!value) continue;
    let query = db.selectFrom('sysUser').select('id').where(field, '=', value);
    if (field !== 'username') query = query.where('delFlag', '=', 0);
    if (exceptId) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) return TAKEN_TEXT[field];
  }
  return null;
}

export async function guardUnique(
  db: Db,
  values: Partial<Record<UniqueField, string | null>>,
  exceptId: string | null,
): Promise<void> {
  const taken = await takenField(db, values, exceptId);
  if (taken) throw Errors.userTaken(taken);
}

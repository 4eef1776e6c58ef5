// Adding users to and removing them from one role or one department (JeecgBoot's 角色用户 and 部门用户
// panes). Each call is one transaction under the rules of the user form: the users must be live (and
// members of the caller's tenant, tenant-scope.ts), an administrator among them needs the
// admin-level code, a role is handed out or taken back only within the caller's own rights, and the
// users' audit columns and current department follow.
import type { Kysely, Transaction } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import { USER_TEXTS } from '../../../shared/users/texts';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import type { Principal } from '../../engine/principal';
import { Errors } from '../../errors';
import { rolesDb } from '../roles/tables';
import { guardAdministrators, guardRoleChange } from './user-guards';
import { orgCodeFor } from './user-save';
import { guardMembers, userScope } from './tenant-scope';

type Trx = Transaction<Database>;
export type MemberChange = 'add' | 'remove';

async function guardUsers(trx: Trx, principal: Principal, userIds: readonly string[]): Promise<void> {
  const live = await trx
    .selectFrom('sysUser')
    .select('id')
    .where('id', 'in', userIds)
    .where('delFlag', '=', 0)
    .execute();
  if (live.length !== userIds.length) throw Errors.userInvalid(USER_TEXTS.userUnknown);
  await guardMembers(trx, userScope(principal), userIds, () => Errors.userInvalid(USER_TEXTS.userUnknown));
  await guardAdministrators(trx, principal, userIds);
}

const touch = (trx: Trx, principal: Principal, userIds: readonly string[]) =>
  trx
    .updateTable('sysUser')
    .set({ updateBy: principal.user.username, updateTime: formatDateTime() })
    .where('id', 'in', userIds)
    .execute();

/** Gives the role to the users (those holding it already stay as they are) or takes it back. */
export async function changeRoleMembers(
  db: Kysely<Database>,
  principal: Principal,
  roleId: string,
  userIds: readonly string[],
  change: MemberChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // No current roles given: the role itself counts as changed, so it must exist and stay within
    // the caller's rights whether it is handed out or taken back.
    await guardRoleChange(trx, principal, null, [roleId]);
    await guardUsers(trx, principal, userIds);
    if (change === 'remove') {
      await trx
        .deleteFrom('sysUserRole')
        .where('roleId', '=', roleId)
        .where('userId', 'in', userIds)
        .execute();
    } else {
      const held = await trx
        .selectFrom('sysUserRole')
        .select('userId')
        .where('roleId', '=', roleId)
        .where('userId', 'in', userIds)
        .execute();
      const holders = new Set(held.map((r) => r.userId));
      const added = userIds.filter((id) => !holders.has(id));
      if (added.length > 0)
        await trx
          .insertInto('sysUserRole')
          .values(added.map((userId) => ({ id: newId(), userId, roleId })))
          .execute();
    }
    await touch(trx, principal, userIds);
  });
}

/**
 * Adds the users to the department or removes them from it (with their roles of that department,
 * as JeecgBoot does). Each user's current department is kept while still theirs, else their first.
 * `requireLinked`: refuse when none of the users was in the department (the single delete).
 */
export async function changeDepartMembers(
  db: Kysely<Database>,
  principal: Principal,
  depId: string,
  userIds: readonly string[],
  change: MemberChange,
  requireLinked = false,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const depart = await trx
      .selectFrom('sysDepart')
      .select('id')
      .where('id', '=', depId)
      .where('delFlag', '=', '0')
      .executeTakeFirst();
    if (!depart) throw Errors.userInvalid(USER_TEXTS.departUnknown);
    await guardUsers(trx, principal, userIds);
    const linked = await trx
      .selectFrom('sysUserDepart')
      .select('userId')
      .where('depId', '=', depId)
      .where('userId', 'in', userIds)
      .execute();
    const members = new Set(linked.map((r) => r.userId));
    if (change === 'remove') {
      if (requireLinked && members.size === 0) throw Errors.userInvalid(USER_TEXTS.notInDepart);
      await trx
        .deleteFrom('sysUserDepart')
        .where('depId', '=', depId)
        .where('userId', 'in', userIds)
        .execute();
      const roles = rolesDb(trx as unknown as Kysely<Database>);
      await roles
        .deleteFrom('sysDepartRoleUser')
        .where('userId', 'in', userIds)
        .where((eb) =>
          eb(
            'droleId',
            'in',
            eb
              .selectFrom('sysDepartRole')
              .select('sysDepartRole.id')
              .where('sysDepartRole.departId', '=', depId),
          ),
        )
        .execute();
    } else {
      const added = userIds.filter((id) => !members.has(id));
      if (added.length > 0)
        await trx
          .insertInto('sysUserDepart')
          .values(added.map((userId) => ({ id: newId(), userId, depId })))
          .execute();
    }
    await followCurrentDepart(trx, principal, userIds);
  });
}

/** Each user's org code after a department change, with the audit columns of an edit. */
async function followCurrentDepart(trx: Trx, principal: Principal, userIds: readonly string[]) {
  const [users, links] = await Promise.all([
    trx.selectFrom('sysUser').select(['id', 'orgCode']).where('id', 'in', userIds).execute(),
    trx.selectFrom('sysUserDepart').select(['userId', 'depId']).where('userId', 'in', userIds).execute(),
  ]);
  const updateTime = formatDateTime();
  for (const user of users) {
    const departIds = links.filter((l) => l.userId === user.id).map((l) => l.depId);
    await trx
      .updateTable('sysUser')
      .set({
        orgCode: await orgCodeFor(trx, departIds, user.orgCode),
        updateBy: principal.user.username,
        updateTime,
      })
      .where('id', '=', user.id)
      .execute();
  }
}

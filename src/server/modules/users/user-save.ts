// Add and edit of a user in one transaction: checks first (the caller's tenant, uniqueness, links,
// grant ceiling, administrators), then the row and its role, department and tenant links.
import type { Kysely, Transaction } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import { hashPassword } from '../../auth/password-hash';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import type { Principal } from '../../engine/principal';
import { Errors } from '../../errors';
import { guardAdministrators, guardLinks, guardRoleChange, guardUnique } from './user-guards';
import type { UserLinks, UserValues } from './user-values';
import { guardMembers, scopedTenantIds, userScope } from './tenant-scope';

/** The links with their tenants as the caller's tenant allows them (tenant-scope.ts). */
async function confineTenants(
  trx: Transaction<Database>,
  principal: Principal,
  userId: string | null,
  links: UserLinks,
): Promise<UserLinks> {
  const tenantIds = await scopedTenantIds(
    trx,
    userScope(principal),
    principal.user.id,
    userId,
    links.tenantIds,
  );
  return tenantIds === undefined ? links : { ...links, tenantIds };
}

async function writeLinks(trx: Transaction<Database>, userId: string, links: UserLinks): Promise<void> {
  if (links.roleIds) {
    await trx.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
    if (links.roleIds.length > 0)
      await trx
        .insertInto('sysUserRole')
        .values(links.roleIds.map((roleId) => ({ id: newId(), userId, roleId })))
        .execute();
  }
  if (links.departIds) {
    await trx.deleteFrom('sysUserDepart').where('userId', '=', userId).execute();
    if (links.departIds.length > 0)
      await trx
        .insertInto('sysUserDepart')
        .values(links.departIds.map((depId) => ({ id: newId(), userId, depId })))
        .execute();
  }
  if (links.tenantIds) {
    await trx.deleteFrom('sysUserTenant').where('userId', '=', userId).execute();
    if (links.tenantIds.length > 0)
      await trx
        .insertInto('sysUserTenant')
        .values(links.tenantIds.map((tenantId) => ({ id: newId(), userId, tenantId })))
        .execute();
  }
}

/** The current department code: kept while still a department of the user, else the first one. */
export async function orgCodeFor(
  trx: Transaction<Database>,
  departIds: readonly string[],
  current: string | null,
): Promise<string | null> {
  if (departIds.length === 0) return null;
  const rows = await trx.selectFrom('sysDepart').select('orgCode').where('id', 'in', departIds).execute();
  const codes = rows.map((r) => r.orgCode).sort();
  return current && codes.includes(current) ? current : (codes[0] ?? null);
}

export async function addUser(
  db: Kysely<Database>,
  principal: Principal,
  input: { username: string; password: string; values: UserValues; links: UserLinks },
): Promise<string> {
  // Hashed before the transaction: scrypt takes a while, and on SQLite the transaction holds the
  // one connection.
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute((trx) => insertUser(trx, principal, { ...input, passwordHash }));
}

/** A new user inside the caller's transaction (add, the import): checks first, then the rows. */
export async function insertUser(
  trx: Transaction<Database>,
  principal: Principal,
  input: { username: string; passwordHash: string; values: UserValues; links: UserLinks },
): Promise<string> {
  await guardUnique(trx, { username: input.username, ...input.values }, null);
  const links = await confineTenants(trx, principal, null, input.links);
  await guardLinks(trx, input.values, links);
  await guardRoleChange(trx, principal, null, input.links.roleIds ?? []);
  const id = newId();
  await trx
    .insertInto('sysUser')
    .values({
      id,
      username: input.username,
      passwordHash: input.passwordHash,
      ...input.values,
      orgCode: await orgCodeFor(trx, input.links.departIds ?? [], null),
      status: 1,
      delFlag: 0,
      clientId: null,
      createBy: principal.user.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  await writeLinks(trx, id, links);
  return id;
}

export async function editUser(
  db: Kysely<Database>,
  principal: Principal,
  input: { id: string; values: UserValues; links: UserLinks },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('sysUser')
      .select(['id', 'orgCode'])
      .where('id', '=', input.id)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!user) throw Errors.recordNotFound();
    await guardMembers(trx, userScope(principal), [user.id], Errors.recordNotFound);
    await guardAdministrators(trx, principal, [user.id]);
    await guardUnique(trx, input.values, user.id);
    const links = await confineTenants(trx, principal, user.id, input.links);
    await guardLinks(trx, input.values, links);
    if (input.links.roleIds) await guardRoleChange(trx, principal, user.id, input.links.roleIds);
    const orgCode = input.links.departIds
      ? await orgCodeFor(trx, input.links.departIds, user.orgCode)
      : user.orgCode;
    await trx
      .updateTable('sysUser')
      .set({ ...input.values, orgCode, updateBy: principal.user.username, updateTime: formatDateTime() })
      .where('id', '=', user.id)
      .execute();
    await writeLinks(trx, user.id, links);
  });
}

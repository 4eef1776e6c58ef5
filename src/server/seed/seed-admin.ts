// The root department and the admin account. The admin password comes from ADMIN_PASSWORD at
// first start; without it a strong random password is generated and returned to be printed once.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { newId } from '../db/ids';
import { hashPassword } from '../auth/password-hash';
import { PASSWORD_RULES } from '../auth/password-rules';
import { ADMIN_ROLE_CODE, ADMIN_USERNAME, ROOT_DEPART, seedId } from './seed-ids';

export class WeakAdminPasswordError extends Error {
  override name = 'WeakAdminPasswordError';
}

export function generatePassword(): string {
  // 18 random bytes -> 24 base64url characters (~144 bits).
  return randomBytes(18).toString('base64url');
}

export async function seedRootDepart(trx: Transaction<Database>, now: string): Promise<string> {
  const existing = await trx
    .selectFrom('sysDepart')
    .select('id')
    .where('orgCode', '=', ROOT_DEPART.orgCode)
    .executeTakeFirst();
  if (existing) return existing.id;
  const id = seedId('depart', ROOT_DEPART.slug);
  await trx
    .insertInto('sysDepart')
    .values({
      id,
      parentId: null,
      departName: ROOT_DEPART.departName,
      departNameEn: null,
      departNameAbbr: null,
      departOrder: 0,
      description: null,
      orgCategory: '1',
      orgType: '1',
      orgCode: ROOT_DEPART.orgCode,
      mobile: null,
      fax: null,
      address: null,
      memo: null,
      status: '1',
      delFlag: '0',
      createBy: 'system',
      createTime: now,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}

/** Creates the admin account when missing; returns the generated password, if one was generated. */
export async function seedAdmin(
  trx: Transaction<Database>,
  departId: string,
  configuredPassword: string | undefined,
  now: string,
): Promise<string | undefined> {
  const existing = await trx
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', ADMIN_USERNAME)
    .executeTakeFirst();
  if (existing) return undefined;
  if (configuredPassword !== undefined && configuredPassword.length < PASSWORD_RULES.minLength) {
    throw new WeakAdminPasswordError(
      `ADMIN_PASSWORD must have at least ${PASSWORD_RULES.minLength} characters`,
    );
  }
  const password = configuredPassword ?? generatePassword();
  const userId = seedId('user', ADMIN_USERNAME);
  await trx
    .insertInto('sysUser')
    .values({
      id: userId,
      username: ADMIN_USERNAME,
      realname: '管理员',
      passwordHash: await hashPassword(password),
      avatar: null,
      birthday: null,
      sex: null,
      email: null,
      phone: null,
      orgCode: ROOT_DEPART.orgCode,
      status: 1,
      delFlag: 0,
      workNo: null,
      post: null,
      telephone: null,
      userIdentity: 2,
      clientId: null,
      createBy: 'system',
      createTime: now,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  const role = await trx
    .selectFrom('sysRole')
    .select('id')
    .where('roleCode', '=', ADMIN_ROLE_CODE)
    .executeTakeFirstOrThrow();
  await trx.insertInto('sysUserRole').values({ id: newId(), userId, roleId: role.id }).execute();
  await trx.insertInto('sysUserDepart').values({ id: newId(), userId, depId: departId }).execute();
  return configuredPassword === undefined ? password : undefined;
}

// The root department and the admin account. The admin password comes from ADMIN_PASSWORD at
// first start; without it a strong random password is generated and returned to be printed once.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, NewDepart, NewUser } from '../db/tables';
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

const SEED_AUTHOR = 'system';

/** A department row written by a seed: what it names, the rest empty or at its default. */
export function seededDepart(
  fields: Pick<NewDepart, 'id' | 'parentId' | 'departName' | 'orgCode' | 'orgCategory' | 'orgType'>,
  now: string,
): NewDepart {
  return {
    ...fields,
    departNameEn: null,
    departNameAbbr: null,
    departOrder: 0,
    description: null,
    mobile: null,
    fax: null,
    address: null,
    memo: null,
    status: '1',
    delFlag: '0',
    createBy: SEED_AUTHOR,
    createTime: now,
    updateBy: null,
    updateTime: null,
  };
}

/** A user row written by a seed (active unless it says otherwise): what it names, the rest empty. */
export function seededUser(
  fields: Pick<NewUser, 'id' | 'username' | 'realname' | 'passwordHash' | 'orgCode' | 'userIdentity'> &
    Partial<Pick<NewUser, 'sex' | 'email' | 'phone' | 'post' | 'status' | 'delFlag'>>,
  now: string,
): NewUser {
  return {
    avatar: null,
    birthday: null,
    sex: null,
    email: null,
    phone: null,
    post: null,
    status: 1,
    delFlag: 0,
    ...fields,
    workNo: null,
    telephone: null,
    clientId: null,
    createBy: SEED_AUTHOR,
    createTime: now,
    updateBy: null,
    updateTime: null,
  };
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
    .values(
      seededDepart(
        {
          id,
          parentId: null,
          departName: ROOT_DEPART.departName,
          orgCode: ROOT_DEPART.orgCode,
          orgCategory: '1',
          orgType: '1',
        },
        now,
      ),
    )
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
    .values(
      seededUser(
        {
          id: userId,
          username: ADMIN_USERNAME,
          realname: '管理员',
          passwordHash: await hashPassword(password),
          orgCode: ROOT_DEPART.orgCode,
          userIdentity: 2,
        },
        now,
      ),
    )
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

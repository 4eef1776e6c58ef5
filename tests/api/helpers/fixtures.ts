// Test data written straight to the database where no API exists yet to create it.
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../../src/shared/date-format';
import { hashPassword } from '../../../src/server/auth/password-hash';
import type { Database } from '../../../src/server/db/tables';
import { newId } from '../../../src/server/db/ids';
import { seededDepart, seededUser } from '../../../src/server/seed/seed-admin';

export interface UserFixture {
  username: string;
  password: string;
  realname?: string;
  roleCodes?: readonly string[];
  orgCodes?: readonly string[];
  status?: number;
  delFlag?: number;
}

export async function createUser(db: Kysely<Database>, fixture: UserFixture): Promise<string> {
  const id = newId();
  await db
    .insertInto('sysUser')
    .values(
      seededUser(
        {
          id,
          username: fixture.username,
          realname: fixture.realname ?? fixture.username,
          passwordHash: await hashPassword(fixture.password),
          orgCode: null,
          userIdentity: 1,
          sex: 1,
          status: fixture.status ?? 1,
          delFlag: fixture.delFlag ?? 0,
        },
        formatDateTime(),
      ),
    )
    .execute();
  for (const code of fixture.roleCodes ?? []) {
    const role = await db
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', code)
      .executeTakeFirstOrThrow();
    await db.insertInto('sysUserRole').values({ id: newId(), userId: id, roleId: role.id }).execute();
  }
  for (const orgCode of fixture.orgCodes ?? []) {
    const depart = await db
      .selectFrom('sysDepart')
      .select('id')
      .where('orgCode', '=', orgCode)
      .executeTakeFirstOrThrow();
    await db.insertInto('sysUserDepart').values({ id: newId(), userId: id, depId: depart.id }).execute();
  }
  return id;
}

export async function createDepart(
  db: Kysely<Database>,
  orgCode: string,
  departName: string,
  parentOrgCode = 'A01',
): Promise<string> {
  const parent = await db
    .selectFrom('sysDepart')
    .select('id')
    .where('orgCode', '=', parentOrgCode)
    .executeTakeFirstOrThrow();
  const id = newId();
  await db
    .insertInto('sysDepart')
    .values(
      seededDepart(
        { id, parentId: parent.id, departName, orgCode, orgCategory: '2', orgType: '2' },
        formatDateTime(),
      ),
    )
    .execute();
  return id;
}

export async function createTenant(
  db: Kysely<Database>,
  id: number,
  name: string,
  status = 1,
): Promise<void> {
  await db
    .insertInto('sysTenant')
    .values({
      id,
      name,
      beginDate: null,
      endDate: null,
      status,
      createBy: 'test',
      createTime: formatDateTime(),
    })
    .execute();
}

export async function addUserToTenant(db: Kysely<Database>, userId: string, tenantId: number): Promise<void> {
  await db.insertInto('sysUserTenant').values({ id: newId(), userId, tenantId }).execute();
}

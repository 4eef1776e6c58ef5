// What a demo run finds in the database before it writes: whether enterprises exist, the names,
// codes and mobiles already taken (so nothing unique repeats), the demo accounts to tie records to,
// and, for an append, the service organisations with their experts.
import type { AnyKysely, DemoTables } from './demo-tables';
import type { DemoContext, ServiceOrgRef } from './context';
import { ACCOUNT_USERNAMES } from './operators';
import type { AccountRef } from './operators';
import { isAssignable } from './service-orgs';

type Db = AnyKysely;

export async function countRows(db: Db, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function columnValues(db: Db, table: string, column: string): Promise<string[]> {
  const rows = await db.selectFrom(table).select(column).execute();
  return rows.map((r) => r[column]).filter((v): v is string => typeof v === 'string');
}

/** Names, codes and mobiles already in the tables, so generated ones do not repeat them. */
export async function loadUsedValues(db: Db, tables: DemoTables, context: DemoContext): Promise<void> {
  const { unique } = context;
  const enterprise = tables.enterprise.table;
  const org = tables.serviceOrg.table;
  for (const v of await columnValues(db, enterprise, 'enterpriseName')) unique.enterpriseNames.add(v);
  for (const v of await columnValues(db, org, 'orgName')) unique.orgNames.add(v);
  for (const table of [enterprise, org]) {
    for (const v of await columnValues(db, table, 'creditCode')) unique.creditCodes.add(v);
  }
  for (const v of await columnValues(db, tables.expert.table, 'mobile')) unique.expertMobiles.add(v);
}

/** The demo accounts that exist (not deleted), by username. */
export async function loadAccounts(db: Db): Promise<Map<string, AccountRef>> {
  const rows = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'realname'])
    .where('username', 'in', ACCOUNT_USERNAMES)
    .where('delFlag', '=', 0)
    .execute();
  return new Map(
    rows.map((r) => [
      String(r.username),
      { id: String(r.id), username: String(r.username), realname: String(r.realname ?? r.username) },
    ]),
  );
}

/** The organisations already there with their experts, for an append. */
export async function loadServiceOrgs(db: Db, tables: DemoTables): Promise<ServiceOrgRef[]> {
  const orgs = await db
    .selectFrom(tables.serviceOrg.table)
    .select(['id', 'districtCode', 'address', 'longitude', 'latitude'])
    .orderBy('id')
    .execute();
  const experts = await db
    .selectFrom(tables.expert.table)
    .select(['id', 'serviceOrgId', 'name', 'userName', 'expertType', 'workStatus'])
    .orderBy('serviceOrgId')
    .orderBy('orderNum')
    .orderBy('id')
    .execute();
  return orgs.map((org) => ({
    id: String(org.id),
    districtCode: String(org.districtCode),
    address: String(org.address),
    longitude: org.longitude === null ? null : Number(org.longitude),
    latitude: org.latitude === null ? null : Number(org.latitude),
    experts: experts
      .filter((e) => e.serviceOrgId === org.id)
      .map((e) => ({
        id: String(e.id),
        name: String(e.name),
        userName: e.userName === null ? null : String(e.userName),
        assignable: isAssignable({ expertType: String(e.expertType), workStatus: String(e.workStatus) }),
      })),
  }));
}

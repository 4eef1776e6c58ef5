// The user as the client sees it (contract §5.2 userInfo) with departments and tenants.
// Password hashes never leave this module's queries.
import type { Kysely } from 'kysely';
import type { Depart, Tenant, UserInfo } from '../../../shared/api-types';
import type { Database, DepartRow, TenantRow, UserRow } from '../../db/tables';

export function toDepart(row: DepartRow): Depart {
  return {
    id: row.id,
    parentId: row.parentId,
    departName: row.departName,
    departNameEn: row.departNameEn,
    departNameAbbr: row.departNameAbbr,
    departOrder: row.departOrder,
    description: row.description,
    orgCategory: row.orgCategory,
    orgType: row.orgType,
    orgCode: row.orgCode,
    mobile: row.mobile,
    fax: row.fax,
    address: row.address,
    memo: row.memo,
    status: row.status,
    delFlag: row.delFlag,
    createBy: row.createBy,
    createTime: row.createTime,
    updateBy: row.updateBy,
    updateTime: row.updateTime,
  };
}

export function toTenant(row: TenantRow): Tenant {
  return {
    id: row.id,
    name: row.name,
    createBy: row.createBy,
    createTime: row.createTime,
    beginDate: row.beginDate,
    endDate: row.endDate,
    status: row.status,
  };
}

/** The user's live departments in tree order (sort order, then org code: a parent before its children). */
export async function departsOfUser(db: Kysely<Database>, userId: string): Promise<DepartRow[]> {
  return db
    .selectFrom('sysDepart')
    .innerJoin('sysUserDepart', 'sysUserDepart.depId', 'sysDepart.id')
    .selectAll('sysDepart')
    .where('sysUserDepart.userId', '=', userId)
    .where('sysDepart.delFlag', '=', '0')
    .orderBy('sysDepart.departOrder')
    .orderBy('sysDepart.orgCode')
    .execute();
}

export async function tenantsOfUser(db: Kysely<Database>, userId: string): Promise<TenantRow[]> {
  return db
    .selectFrom('sysTenant')
    .innerJoin('sysUserTenant', 'sysUserTenant.tenantId', 'sysTenant.id')
    .selectAll('sysTenant')
    .where('sysUserTenant.userId', '=', userId)
    .orderBy('sysTenant.id')
    .execute();
}

export function toUserInfo(user: UserRow, departs: DepartRow[], tenants: TenantRow[]): UserInfo {
  const current = departs.find((d) => d.orgCode === user.orgCode);
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    birthday: user.birthday,
    sex: user.sex,
    email: user.email,
    phone: user.phone,
    orgCode: user.orgCode,
    orgCodeTxt: current?.departName ?? null,
    status: user.status,
    delFlag: user.delFlag,
    workNo: user.workNo,
    post: user.post,
    telephone: user.telephone,
    createBy: user.createBy,
    createTime: user.createTime,
    updateBy: user.updateBy,
    updateTime: user.updateTime,
    userIdentity: user.userIdentity,
    departIds: departs.map((d) => d.id).join(',') || null,
    relTenantIds: tenants.map((t) => t.id).join(',') || null,
    clientId: user.clientId,
  };
}

/** Loads departments and tenants and builds the user info. */
export async function loadUserInfo(db: Kysely<Database>, user: UserRow): Promise<UserInfo> {
  const [departs, tenants] = await Promise.all([departsOfUser(db, user.id), tenantsOfUser(db, user.id)]);
  return toUserInfo(user, departs, tenants);
}

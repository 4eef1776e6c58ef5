// Users as lists show them (contract §11.1): the stored columns without the password hash, plus
// departments (orgCodeTxt, departIds), roles, tenants and dictionary texts — each loaded with one
// query per page, never one per row.
import { sql } from 'kysely';
import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database, UserRow } from '../../db/tables';
import type { DictionaryService } from '../sys/dictionary-service';
import { escapeLike } from '../../engine/sql-conditions';
import { INT_RANGE } from '../../../shared/validation/field-values';

export type UserListRow = Omit<UserRow, 'passwordHash'> & {
  orgCodeTxt: string | null;
  departIds: string | null;
  departIds_dictText?: string;
  relTenantIds: string | null;
  roleIds: string | null;
  roleNames: string | null;
  sex_dictText?: string;
  status_dictText?: string;
  post_dictText?: string;
};

/** Every column but the password hash. */
export const USER_COLUMNS = [
  'sysUser.id',
  'sysUser.username',
  'sysUser.realname',
  'sysUser.avatar',
  'sysUser.birthday',
  'sysUser.sex',
  'sysUser.email',
  'sysUser.phone',
  'sysUser.orgCode',
  'sysUser.status',
  'sysUser.delFlag',
  'sysUser.workNo',
  'sysUser.post',
  'sysUser.telephone',
  'sysUser.userIdentity',
  'sysUser.clientId',
  'sysUser.createBy',
  'sysUser.createTime',
  'sysUser.updateBy',
  'sysUser.updateTime',
] as const;

type BaseUser = Omit<UserRow, 'passwordHash'>;

const group = <T>(rows: readonly T[], key: (row: T) => string) => {
  const map = new Map<string, T[]>();
  for (const row of rows) (map.get(key(row)) ?? map.set(key(row), []).get(key(row))!).push(row);
  return map;
};
const joined = (values: readonly string[]) => (values.length > 0 ? values.join(',') : null);

/** Adds departments, roles, tenants and dictionary texts to a page of users (4 queries + cache). */
export async function enrichUsers(
  db: Kysely<Database>,
  dictionaries: DictionaryService,
  users: readonly BaseUser[],
): Promise<UserListRow[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const posts = [...new Set(users.map((u) => u.post).filter((p): p is string => !!p))];
  const [departs, roles, tenants, positions, dicts] = await Promise.all([
    db
      .selectFrom('sysUserDepart')
      .innerJoin('sysDepart', 'sysDepart.id', 'sysUserDepart.depId')
      .select(['sysUserDepart.userId', 'sysDepart.id', 'sysDepart.departName'])
      .where('sysUserDepart.userId', 'in', ids)
      .where('sysDepart.delFlag', '=', '0')
      .orderBy('sysDepart.departOrder')
      .orderBy('sysDepart.orgCode')
      .execute(),
    db
      .selectFrom('sysUserRole')
      .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
      .select(['sysUserRole.userId', 'sysRole.id', 'sysRole.roleName'])
      .where('sysUserRole.userId', 'in', ids)
      .orderBy('sysRole.roleName')
      .execute(),
    db
      .selectFrom('sysUserTenant')
      .select(['userId', 'tenantId'])
      .where('userId', 'in', ids)
      .orderBy('tenantId')
      .execute(),
    posts.length > 0
      ? db.selectFrom('sysPosition').select(['code', 'name']).where('code', 'in', posts).execute()
      : Promise.resolve([]),
    dictionaries.all(),
  ]);
  const departsOf = group(departs, (r) => r.userId);
  const rolesOf = group(roles, (r) => r.userId);
  const tenantsOf = group(tenants, (r) => r.userId);
  const positionName = new Map(positions.map((p) => [p.code, p.name]));
  const text = (code: string, value: number | null) =>
    value === null ? undefined : dicts[code]?.find((item) => item.value === String(value))?.text;
  return users.map((user) => {
    const d = departsOf.get(user.id) ?? [];
    const r = rolesOf.get(user.id) ?? [];
    const row: UserListRow = {
      ...user,
      orgCodeTxt: joined(d.map((x) => x.departName)),
      departIds: joined(d.map((x) => x.id)),
      relTenantIds: joined((tenantsOf.get(user.id) ?? []).map((x) => String(x.tenantId))),
      roleIds: joined(r.map((x) => x.id)),
      roleNames: joined(r.map((x) => x.roleName)),
    };
    if (d.length > 0) row.departIds_dictText = d.map((x) => x.departName).join(',');
    const sex = text('sex', user.sex);
    if (sex) row.sex_dictText = sex;
    const status = text('user_status', user.status);
    if (status) row.status_dictText = status;
    if (user.post) row.post_dictText = positionName.get(user.post) ?? user.post;
    return row;
  });
}

export interface UserListQuery {
  pageNo?: string;
  pageSize?: string;
  username?: string;
  realname?: string;
  phone?: string;
  workNo?: string;
  sex?: string;
  status?: string;
  column?: string;
  order?: string;
  /** Only users holding the role with this code (the user picker of a field with userRole). */
  roleCode?: string;
  /** Only holders of the role with this id (a role's members; an empty id matches nobody). */
  roleId?: string;
}

const SORTABLE = new Set([
  'createTime',
  'username',
  'realname',
  'sex',
  'status',
  'workNo',
  'birthday',
  'phone',
]);
const TEXT_FILTERS = ['username', 'realname', 'phone', 'workNo'] as const;
const NUMBER_FILTERS = ['sex', 'status'] as const;

/** contract §8.2 for the text filters: `*x*` contains, `x*` starts, `*x` ends, `a,b,` any of, else equal. */
function textCondition(column: (typeof TEXT_FILTERS)[number], raw: string, dialect: Dialect) {
  // camelCase references: the CamelCasePlugin turns them into the snake_case columns.
  const ref = sql.ref(`sysUser.${column}`);
  const operator = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  if (raw.includes(',')) {
    const values = raw.split(',').filter(Boolean);
    return values.length > 0 ? sql<SqlBool>`${ref} in (${sql.join(values)})` : null;
  }
  const starts = raw.startsWith('*');
  const ends = raw.endsWith('*') && raw.length > 1;
  const core = raw.slice(starts ? 1 : 0, ends ? -1 : undefined);
  if (!core) return null;
  if (!starts && !ends) return sql<SqlBool>`${ref} = ${core}`;
  const pattern = `${starts ? '%' : ''}${escapeLike(core)}${ends ? '%' : ''}`;
  return sql<SqlBool>`${ref} ${operator} ${pattern} escape '\\'`;
}

/**
 * Conditions of a list request (live users only; the department filter covers sub-departments, the
 * role filters ask for a role's holders).
 */
export function userConditions(query: UserListQuery, dialect: Dialect, departIds: readonly string[] | null) {
  const conditions: RawBuilder<SqlBool>[] = [sql<SqlBool>`${sql.ref('sysUser.delFlag')} = 0`];
  for (const key of TEXT_FILTERS) {
    const raw = query[key]?.trim();
    const condition = raw ? textCondition(key, raw, dialect) : null;
    if (condition) conditions.push(condition);
  }
  for (const key of NUMBER_FILTERS) {
    const value = Number(query[key]);
    if (!query[key] || !Number.isInteger(value)) continue;
    // A value no integer column holds matches no user (PostgreSQL would refuse to compare it).
    const holdable = value >= INT_RANGE.min && value <= INT_RANGE.max;
    conditions.push(holdable ? sql<SqlBool>`${sql.ref(`sysUser.${key}`)} = ${value}` : sql<SqlBool>`1 = 0`);
  }
  const roleCode = query.roleCode?.trim();
  if (roleCode)
    conditions.push(
      sql<SqlBool>`exists (select 1 from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ${sql.ref('sysUser.id')} and r.role_code = ${roleCode})`,
    );
  if (query.roleId !== undefined)
    conditions.push(
      sql<SqlBool>`exists (select 1 from sys_user_role ur where ur.user_id = ${sql.ref('sysUser.id')} and ur.role_id = ${query.roleId})`,
    );
  if (departIds) {
    conditions.push(
      departIds.length === 0
        ? sql<SqlBool>`1 = 0`
        : sql<SqlBool>`exists (select 1 from sys_user_depart ud where ud.user_id = ${sql.ref('sysUser.id')} and ud.dep_id in (${sql.join(departIds)}))`,
    );
  }
  return conditions;
}

export function userOrder(query: UserListQuery): { column: string; direction: 'asc' | 'desc' } {
  const column = query.column?.replace(/_dictText$/, '') ?? '';
  const direction = query.order?.toLowerCase().includes('asc') ? 'asc' : 'desc';
  return SORTABLE.has(column) ? { column, direction } : { column: 'createTime', direction: 'desc' };
}

// Table dictionaries over system tables the schema engine does not serve, as JeecgBoot 2.4 clients use
// them in their forms (users by real name, departments by name, roles by name): only the codes listed
// here, each with the permission its rows need (user and role names: the lists' codes; departments:
// any signed-in user, as the department tree). Deleted rows are never offered, nor users outside the
// tenant the caller acts in.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DictItem } from '../../../shared/api-types';
import { ROLE_CODES } from '../../../shared/roles/roles-texts';
import { USER_CODES } from '../../../shared/users/texts';
import type { Database } from '../../db/tables';
import { MAX_TABLE_DICT_ITEMS } from '../../engine/table-dictionaries';
import { escapeLike } from '../../engine/sql-conditions';
import { Errors } from '../../errors';
import { memberCondition } from '../users/tenant-scope';
import type { UserScope } from '../users/tenant-scope';

interface SystemTableDict {
  table: 'sys_user' | 'sys_depart' | 'sys_role';
  text: string;
  value: string;
  /** Permission codes of which the user needs one; null: any signed-in user. */
  codes: readonly string[] | null;
}

const USERS = { table: 'sys_user', codes: [USER_CODES.list] } as const;
const DEPARTS = { table: 'sys_depart', codes: null } as const;
const ROLES = { table: 'sys_role', codes: [ROLE_CODES.sys.roleList, ROLE_CODES.ent.roleList] } as const;

/** code ('table,text,value' as the client sends it) -> what it reads. */
export const SYSTEM_TABLE_DICTS: ReadonlyMap<string, SystemTableDict> = new Map([
  ['sys_user,realname,username', { ...USERS, text: 'realname', value: 'username' }],
  ['sys_user,realname,id', { ...USERS, text: 'realname', value: 'id' }],
  ['sys_user,username,id', { ...USERS, text: 'username', value: 'id' }],
  ['sys_depart,depart_name,id', { ...DEPARTS, text: 'depart_name', value: 'id' }],
  ['sys_depart,depart_name,org_code', { ...DEPARTS, text: 'depart_name', value: 'org_code' }],
  ['sys_role,role_name,role_code', { ...ROLES, text: 'role_name', value: 'role_code' }],
  ['sys_role,role_name,id', { ...ROLES, text: 'role_name', value: 'id' }],
]);

const LIVE: Record<SystemTableDict['table'], string | null> = {
  sys_user: 'del_flag = 0',
  sys_depart: "del_flag = '0'",
  sys_role: null,
};

/** The dictionary of a code, spaces around its parts ignored; undefined when it is not listed. */
export const systemTableDict = (code: string) =>
  SYSTEM_TABLE_DICTS.get(
    code
      .split(',')
      .map((part) => part.trim())
      .join(','),
  );

/** Live rows; users only of the caller's tenant, as the user list (users/tenant-scope.ts). */
function rowsOf(db: Kysely<Database>, dict: SystemTableDict, scope: UserScope) {
  const live = LIVE[dict.table];
  const member = dict.table === 'sys_user' ? memberCondition(scope, 't.id') : null;
  return db
    .selectFrom(sql.table(dict.table).as('t'))
    .select([sql.ref<string>(dict.value).as('value'), sql.ref<string>(dict.text).as('text')])
    .$if(live !== null, (query) => query.where(sql.raw<boolean>(live!)))
    .$if(member !== null, (query) => query.where(member!));
}

const toItem = (row: { value: unknown; text: unknown }): DictItem => ({
  value: String(row.value ?? ''),
  text: String(row.text ?? ''),
  title: String(row.text ?? ''),
});

/** Options, a keyword narrowing them by text or value (contains). */
export async function systemDictItems(
  db: Kysely<Database>,
  dict: SystemTableDict,
  scope: UserScope,
  options: { keyword?: string; pageSize?: number } = {},
): Promise<DictItem[]> {
  const keyword = options.keyword?.trim();
  const pattern = keyword ? `%${escapeLike(keyword)}%` : null;
  const rows = await rowsOf(db, dict, scope)
    .$if(pattern !== null, (query) =>
      query.where(
        sql<boolean>`(${sql.ref(dict.text)} like ${pattern} escape '\\' or ${sql.ref(dict.value)} like ${pattern} escape '\\')`,
      ),
    )
    .orderBy(sql.ref(dict.text))
    .orderBy(sql.ref(dict.value))
    .limit(Math.min(options.pageSize ?? MAX_TABLE_DICT_ITEMS, MAX_TABLE_DICT_ITEMS))
    .execute();
  return rows.map(toItem);
}

/** The texts of the given values, in their order; unknown values dropped or kept as they are. */
export async function systemDictTexts(
  db: Kysely<Database>,
  dict: SystemTableDict,
  scope: UserScope,
  keys: readonly string[],
  dropUnknown: boolean,
): Promise<string[]> {
  if (keys.length > MAX_TABLE_DICT_ITEMS) throw Errors.tooManyIds(MAX_TABLE_DICT_ITEMS);
  const rows = await rowsOf(db, dict, scope).where(sql.ref(dict.value), 'in', keys).execute();
  const texts = new Map(rows.map((row) => [String(row.value), String(row.text ?? '')]));
  return keys.flatMap((key) => (texts.has(key) ? [texts.get(key)!] : dropUnknown ? [] : [key]));
}

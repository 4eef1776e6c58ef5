// The unique columns of the user and role tables as /sys/duplicate/check serves them to a JeecgBoot
// 2.4 client's forms (用户: username, work_no, phone, email; 角色: role_code), with the same rules as
// saving does (a username stays taken by a deleted user; role codes are unique across both realms).
// Never a password column: only the columns listed here can be asked about.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { SystemUniqueCheck } from '../../engine/routes/duplicate-check-route';
import { ROLE_CODES } from '../../../shared/roles/roles-texts';
import { USER_CODES } from '../../../shared/users/texts';
import { codeTaken } from '../roles/role-routes';
import { rolesDb } from '../roles/tables';
import { takenField } from '../users/user-guards';
import type { UniqueField } from '../users/user-guards';

const USER_FORM = [USER_CODES.add, USER_CODES.edit];
const ROLE_FORMS = [
  ROLE_CODES.sys.roleAdd,
  ROLE_CODES.sys.roleEdit,
  ROLE_CODES.ent.roleAdd,
  ROLE_CODES.ent.roleEdit,
];

export function systemUniqueChecks(db: Kysely<Database>): SystemUniqueCheck[] {
  const userColumn = (field: UniqueField, column: string): SystemUniqueCheck => ({
    table: 'sys_user',
    fields: column === field ? [field] : [column, field],
    codes: USER_FORM,
    taken: async (value, exceptId) => (await takenField(db, { [field]: value }, exceptId)) !== null,
  });
  return [
    userColumn('username', 'username'),
    userColumn('workNo', 'work_no'),
    userColumn('phone', 'phone'),
    userColumn('email', 'email'),
    {
      table: 'sys_role',
      fields: ['role_code', 'roleCode'],
      codes: ROLE_FORMS,
      taken: (value, exceptId) => codeTaken(rolesDb(db), value, exceptId ?? undefined),
    },
  ];
}

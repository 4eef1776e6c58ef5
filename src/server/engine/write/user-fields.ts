// Values of 'selectUser' fields name user accounts (usernames): each must be a live user and, when the
// field names a role (userRole), one holding it — one query per field for all the candidates of a
// write or an import batch.
import { USER_FIELD_MESSAGES } from '../../../shared/validation/user-field-messages';
import type { EntityAccess } from '../access';
import type { EngineDb } from '../engine-db';
import { chunks, systemDb } from '../engine-db';
import type { ResolvedField } from '../registry';
import type { Candidate } from './candidates';

export const isUserField = (field: ResolvedField) => field.definition.form?.control === 'selectUser';

/** Usernames among `names` of live users (holding the role, when given). */
async function liveUsers(db: EngineDb, names: readonly string[], roleCode?: string): Promise<Set<string>> {
  const found = new Set<string>();
  const system = systemDb(db);
  for (const part of chunks(names)) {
    let query = system
      .selectFrom('sysUser')
      .select('sysUser.username')
      .where('sysUser.username', 'in', part)
      .where('sysUser.delFlag', '=', 0);
    if (roleCode !== undefined)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('sysUserRole')
            .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
            .select('sysUserRole.id')
            .whereRef('sysUserRole.userId', '=', 'sysUser.id')
            .where('sysRole.roleCode', '=', roleCode),
        ),
      );
    for (const row of await query.execute()) found.add(row.username);
  }
  return found;
}

async function roleName(db: EngineDb, roleCode: string): Promise<string> {
  const row = await systemDb(db)
    .selectFrom('sysRole')
    .select('roleName')
    .where('roleCode', '=', roleCode)
    .executeTakeFirst();
  return row?.roleName ?? roleCode;
}

export async function checkUserFields(
  db: EngineDb,
  access: EntityAccess,
  candidates: readonly Candidate[],
): Promise<void> {
  for (const field of access.entity.fields.filter(isUserField)) {
    const namesOf = (candidate: Candidate): string[] => {
      const value = candidate.values[field.key];
      if (value === null || value === undefined || candidate.errors[field.key]) return [];
      return String(value)
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
    };
    const wanted = [...new Set(candidates.flatMap(namesOf))];
    if (wanted.length === 0) continue;
    const role = field.definition.userRole;
    const existing = await liveUsers(db, wanted);
    const holding = role === undefined ? existing : await liveUsers(db, [...existing], role);
    let roleText: string | undefined;
    for (const candidate of candidates) {
      for (const name of namesOf(candidate)) {
        if (!existing.has(name)) {
          candidate.errors[field.key] = USER_FIELD_MESSAGES.unknownUser(name);
          break;
        }
        if (!holding.has(name)) {
          roleText ??= await roleName(db, role!);
          candidate.errors[field.key] = USER_FIELD_MESSAGES.lacksRole(name, roleText);
          break;
        }
      }
    }
  }
}

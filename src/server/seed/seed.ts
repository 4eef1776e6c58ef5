// The idempotent first-start seed: dictionaries, menus, roles and their grants, the root
// department and the admin account — in one transaction.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../shared/date-format';
import type { Dialect } from '../db/database';
import type { Database } from '../db/tables';
import type { Definitions } from '../definitions';
import { seedAdmin, seedRootDepart } from './seed-admin';
import { seedDictionaries } from './seed-dictionaries';
import { seedMenus } from './seed-menus';
import { grantNewButtonsToMenuHolders, seedRoles } from './seed-roles';

const SEED_LOCK_KEY = 482_019_001;

export interface SeedOutcome {
  /** Set only when the admin account was created with a generated password. */
  generatedAdminPassword?: string;
}

export async function seedSystem(
  db: Kysely<Database>,
  definitions: Definitions,
  options: { adminPassword: string | undefined },
  dialect: Dialect,
): Promise<SeedOutcome> {
  const now = formatDateTime();
  return db.transaction().execute(async (trx) => {
    // Instances starting together on one PostgreSQL seed one after the other.
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    await seedDictionaries(trx, definitions.dictionaries, now);
    const newPermissionIds = await seedMenus(trx, definitions.menus, definitions, now);
    await seedRoles(trx, definitions.roles, definitions.menus, definitions, newPermissionIds, now);
    await grantNewButtonsToMenuHolders(trx, newPermissionIds);
    const departId = await seedRootDepart(trx, now);
    const generatedAdminPassword = await seedAdmin(trx, departId, options.adminPassword, now);
    return generatedAdminPassword ? { generatedAdminPassword } : {};
  });
}

// The principal of an account as a request of it would carry, for tests that call the engine directly
// (imports, transactions, accesses) rather than through HTTP.
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/tables';
import { loadPrincipal } from '../../../src/server/engine/principal';
import type { Principal } from '../../../src/server/engine/principal';

export async function accountPrincipal(
  db: Kysely<Database>,
  username = 'admin',
  tenantId = 0,
): Promise<Principal> {
  const user = await db
    .selectFrom('sysUser')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return loadPrincipal(db, user, tenantId);
}

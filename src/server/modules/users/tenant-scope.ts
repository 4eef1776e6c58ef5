// User management confined to the tenant the caller acts in. Users are global (as in JeecgBoot), so a
// user manager acting in tenant T would otherwise read and take over the users of every tenant. In
// T, every read answers T's members only, every write on existing users needs each target to be a
// member of T (refused as for an unknown user, so nothing tells that the user exists elsewhere), and
// tenant links change only within the caller's own tenants. The platform's operators — acting in
// tenant 0, or managing the tenants (tenant-access.ts) — are not confined.
import { sql } from 'kysely';
import type { Kysely, RawBuilder, SqlBool, Transaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { USER_TEXTS } from '../../../shared/users/texts';
import type { Database } from '../../db/tables';
import type { Principal } from '../../engine/principal';
import type { AppError } from '../../errors';
import { Errors } from '../../errors';
import { actsForPlatform } from '../../../shared/tenants/tenant-rules';

type Db = Kysely<Database> | Transaction<Database>;

const PLATFORM_SCOPE: UserScope = { tenantId: 0 };

/** Set by the server from the validated tenant-id header and the caller's codes, never from the request's parameters. */
export interface UserScope {
  /** Only members of this tenant; 0: the platform's operators, every user. */
  tenantId: number;
}

/** The scope of a principal: the tenant it acts in, or 0 for the platform's operators. */
export const userScope = (principal: Pick<Principal, 'tenantId' | 'held' | 'switchedOff'>): UserScope =>
  actsForPlatform(principal) ? PLATFORM_SCOPE : { tenantId: principal.tenantId };

/** The scope of a request's caller. */
export const scopeOf = async (request: FastifyRequest): Promise<UserScope> =>
  userScope(await request.server.services.engine.principal(request));

/**
 * "The user at `userRef` is a member of the scope's tenant", or null when nothing is confined.
 * `userRef` is a camelCase reference for Kysely's tables, a plain one for raw table aliases.
 */
export function memberCondition(scope: UserScope, userRef = 'sysUser.id'): RawBuilder<SqlBool> | null {
  if (scope.tenantId === 0) return null;
  return sql<SqlBool>`exists (select 1 from sys_user_tenant ut where ut.user_id = ${sql.ref(userRef)} and ut.tenant_id = ${scope.tenantId})`;
}

/**
 * Refuses with `refusal` (the caller's answer for an unknown user) unless every target is a member
 * of the scope's tenant.
 */
export async function guardMembers(
  db: Db,
  scope: UserScope,
  userIds: readonly string[],
  refusal: () => AppError,
): Promise<void> {
  if (scope.tenantId === 0 || userIds.length === 0) return;
  const members = await db
    .selectFrom('sysUserTenant')
    .select('userId')
    .where('tenantId', '=', scope.tenantId)
    .where('userId', 'in', userIds)
    .execute();
  if (new Set(members.map((m) => m.userId)).size !== new Set(userIds).size) throw refusal();
}

const tenantsOf = async (db: Db, userId: string) =>
  (await db.selectFrom('sysUserTenant').select('tenantId').where('userId', '=', userId).execute()).map(
    (r) => r.tenantId,
  );

/**
 * The tenant links to write for a user added (`userId` null) or edited by `callerId` acting in the
 * scope: the caller adds or removes only tenants they belong to, the user's other tenants are kept,
 * and the user stays a member of the scope's tenant (a new user without tenants gets it). Undefined:
 * leave the links as they are. In tenant 0, `wanted` as sent.
 */
export async function scopedTenantIds(
  db: Db,
  scope: UserScope,
  callerId: string,
  userId: string | null,
  wanted: readonly number[] | undefined,
): Promise<number[] | undefined> {
  if (scope.tenantId === 0) return wanted && [...wanted];
  if (wanted === undefined || (userId === null && wanted.length === 0))
    return userId === null ? [scope.tenantId] : undefined;
  const none: number[] = [];
  const [mine, current] = await Promise.all([tenantsOf(db, callerId), userId ? tenantsOf(db, userId) : none]);
  // An added tenant outside the caller's own is refused whether it exists or not: nothing tells.
  if (wanted.some((t) => !current.includes(t) && !mine.includes(t)))
    throw Errors.userInvalid(USER_TEXTS.tenantNotOwned);
  if (!wanted.includes(scope.tenantId)) throw Errors.userInvalid(USER_TEXTS.tenantRequired);
  const kept = current.filter((t) => !mine.includes(t) && !wanted.includes(t));
  return [...wanted, ...kept];
}

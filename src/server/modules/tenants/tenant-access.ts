// Which tenants a user may act in: the tenant-id header of every request must name a tenant the user
// belongs to that is usable now (not frozen, inside its dates); login lists only those.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { Errors } from '../../errors';
import type { AppError } from '../../errors';
import { tenantState } from '../../../shared/tenants/tenant-rules';
import type { TenantValidity } from '../../../shared/tenants/tenant-rules';
import { TENANT_LIMITS } from '../../../shared/tenants/tenant-texts';

/** Throws the 401 refusal with its reason unless the user may act in the tenant (0 = none). */
export async function assertTenantUsable(
  db: Kysely<Database>,
  userId: string,
  tenantId: number,
): Promise<void> {
  const refusal = await tenantRefusal(db, userId, tenantId);
  if (refusal) throw refusal;
}

/** Why the user may not act in the tenant (the 401 refusal), or null when they may (0 = none). */
export async function tenantRefusal(
  db: Kysely<Database>,
  userId: string,
  tenantId: number,
): Promise<AppError | null> {
  if (tenantId === 0) return null;
  return refusalOf(await tenantTerms(db, userId, tenantId));
}

/** The user's tenant's status and dates, or null when the user is not a member of it. */
export function tenantTerms(
  db: Kysely<Database>,
  userId: string,
  tenantId: number,
): Promise<TenantValidity | undefined> {
  // No tenant has a larger id (tenant-input.ts), and PostgreSQL would refuse to compare one.
  if (tenantId > TENANT_LIMITS.maxId) return Promise.resolve(undefined);
  return db
    .selectFrom('sysTenant')
    .innerJoin('sysUserTenant', 'sysUserTenant.tenantId', 'sysTenant.id')
    .select(['sysTenant.status', 'sysTenant.beginDate', 'sysTenant.endDate'])
    .where('sysUserTenant.userId', '=', userId)
    .where('sysTenant.id', '=', tenantId)
    .executeTakeFirst();
}

/**
 * The refusal for a membership read by `tenantTerms`, judged now (the dates are compared with the
 * clock on every call, so a remembered membership still expires on time).
 */
export function refusalOf(tenant: TenantValidity | undefined): AppError | null {
  // Membership first, so a stranger learns nothing about another tenant's state.
  if (!tenant) return Errors.tenantNotMember();
  const state = tenantState(tenant);
  if (state === 'frozen') return Errors.tenantFrozen();
  if (state === 'expired') return Errors.tenantExpired();
  return null;
}

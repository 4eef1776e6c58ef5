// Which tenants a user may act in: the tenant-id header of every request must name a tenant the user
// belongs to that is usable now (not frozen, inside its dates); login lists only those. Tenant 0 (no
// header) is the platform's own: for users who belong to no tenant, and for those who manage the
// tenants (who could join any of them). Any other member of a tenant acting there would reach every
// record outside the tenants (the demo's, the platform's book).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { Errors } from '../../errors';
import type { AppError } from '../../errors';
import { managesTenants, tenantState } from '../../../shared/tenants/tenant-rules';
import type { TenantValidity } from '../../../shared/tenants/tenant-rules';
import { TENANT_LIMITS, TENANT_STATUS } from '../../../shared/tenants/tenant-texts';
import { loadGrants } from '../../engine/principal';

/** Throws the 401 refusal with its reason unless the user may act in the tenant. */
export async function assertTenantUsable(
  db: Kysely<Database>,
  userId: string,
  tenantId: number,
): Promise<void> {
  const refusal = await tenantRefusal(db, userId, tenantId);
  if (refusal) throw refusal;
}

/** Why the user may not act in the tenant (the 401 refusal), or null when they may. */
export async function tenantRefusal(
  db: Kysely<Database>,
  userId: string,
  tenantId: number,
): Promise<AppError | null> {
  return refusalOf(await tenantTerms(db, userId, tenantId));
}

/** The platform (tenant 0) as a tenant: always usable, for those who may act there. */
const PLATFORM: TenantValidity = { status: TENANT_STATUS.normal, beginDate: null, endDate: null };

async function mayActOnPlatform(db: Kysely<Database>, userId: string): Promise<boolean> {
  const membership = await db
    .selectFrom('sysUserTenant')
    .select('tenantId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!membership) return true;
  const { held, switchedOff } = await loadGrants(db, userId);
  return managesTenants(held, switchedOff);
}

/**
 * The user's tenant's status and dates, or undefined when the user is not a member of it; for
 * tenant 0, the platform's terms when the user may act there.
 */
export async function tenantTerms(
  db: Kysely<Database>,
  userId: string,
  tenantId: number,
): Promise<TenantValidity | undefined> {
  if (tenantId === 0) return (await mayActOnPlatform(db, userId)) ? PLATFORM : undefined;
  // No tenant has a larger id (tenant-input.ts), and PostgreSQL would refuse to compare one.
  if (tenantId > TENANT_LIMITS.maxId) return undefined;
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

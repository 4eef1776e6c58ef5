// Data rule `ownEnterprise`: users holding the enterprise role see only the enterprises they are
// staff of — the enterpriseStaff rows whose login account (userName, set by an administrator) is
// theirs. Enterprise login checks the same link. The guard `enterpriseStaffOnly` keeps a step that is
// the enterprise's own act (confirming a report, objecting to it) to staff of the record's enterprise
// (enterpriseId): an administrator, or an engineer, does not take it for them.
import type { Expression, SqlBool } from 'kysely';
import type { DataRuleHook, OperationGuard } from '../engine/hooks';
import { allOf, compare } from '../engine/sql-conditions';
import type { EntityRegistry } from '../engine/registry';
import { BUSINESS_MESSAGES } from './messages';

/** Users holding this role see only the enterprises they are staff of. */
export const ENTERPRISE_ROLE_CODE = 'enterprise';

const STAFF = { entity: 'enterpriseStaff', enterprise: 'enterpriseId', account: 'userName' } as const;

/** The staff rows naming the user's account. */
export function staffOfUser(registry: EntityRegistry, user: { username: string }): Expression<SqlBool> {
  const staff = registry.get(STAFF.entity)!;
  return compare(staff.field(STAFF.account)!.column, '=', user.username);
}

/** The staff table and its enterprise column (enterprise login joins them). */
export function staffTable(registry: EntityRegistry): { table: string; enterprise: string } {
  const staff = registry.get(STAFF.entity)!;
  return { table: staff.table, enterprise: staff.field(STAFF.enterprise)!.column };
}

export const ownEnterprise: DataRuleHook = {
  roles: [ENTERPRISE_ROLE_CODE],
  reads: [STAFF.entity],
  checkSchemas(registry) {
    const staff = registry.get(STAFF.entity);
    if (!staff) return `needs the entity "${STAFF.entity}"`;
    const missing = [STAFF.enterprise, STAFF.account].filter((key) => !staff.field(key));
    return missing.length ? `needs the fields ${missing.join(', ')} on "${STAFF.entity}"` : null;
  },
  async allowedValues({ db, registry, principal }) {
    const staff = registry.get(STAFF.entity)!;
    const enterprise = staff.field(STAFF.enterprise)!.column;
    let query = db
      .selectFrom(staff.table)
      .select(enterprise)
      .distinct()
      .where(staffOfUser(registry, principal.user));
    if (staff.tenantScoped) query = query.where('tenant_id', '=', principal.tenantId);
    const rows = await query.execute();
    return rows.map((row) => String(row[enterprise]));
  },
};

export const enterpriseStaffOnly: OperationGuard = async ({ db, registry, access, before, operation }) => {
  const staff = registry.get(STAFF.entity)!;
  let query = db
    .selectFrom(staff.table)
    .select('id')
    .where(
      allOf([
        staffOfUser(registry, access.principal.user),
        compare(staff.field(STAFF.enterprise)!.column, '=', String(before.enterpriseId ?? '')),
      ]),
    );
  if (staff.tenantScoped) query = query.where('tenant_id', '=', access.principal.tenantId);
  return (await query.executeTakeFirst()) ? null : BUSINESS_MESSAGES.enterpriseStaffOnly(operation.label);
};

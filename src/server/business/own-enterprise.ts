// Data rule `ownEnterprise`: users holding the enterprise role see only the enterprises they are
// staff of (their enterpriseStaff rows link them by userId).
import type { DataRuleHook } from '../engine/hooks';

/** Users holding this role see only the enterprises they are staff of. */
export const ENTERPRISE_ROLE_CODE = 'enterprise';

const STAFF = { entity: 'enterpriseStaff', enterprise: 'enterpriseId', user: 'userId' } as const;

export const ownEnterprise: DataRuleHook = {
  roles: [ENTERPRISE_ROLE_CODE],
  checkSchemas(registry) {
    const staff = registry.get(STAFF.entity);
    if (!staff) return `needs the entity "${STAFF.entity}"`;
    const missing = [STAFF.enterprise, STAFF.user].filter((key) => !staff.field(key));
    return missing.length ? `needs the fields ${missing.join(', ')} on "${STAFF.entity}"` : null;
  },
  async allowedValues({ db, registry, principal }) {
    const staff = registry.get(STAFF.entity)!;
    const enterprise = staff.field(STAFF.enterprise)!.column;
    let query = db
      .selectFrom(staff.table)
      .select(enterprise)
      .distinct()
      .where(staff.field(STAFF.user)!.column, '=', principal.user.id);
    if (staff.tenantScoped) query = query.where('tenant_id', '=', principal.tenantId);
    const rows = await query.execute();
    return rows.map((row) => String(row[enterprise]));
  },
};

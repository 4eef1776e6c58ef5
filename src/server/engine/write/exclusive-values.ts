// `exclusive` on a field (schema-language/file-fields.ts): one record of a group may hold the value
// (the default template of a report type). Saving a record with it gives the others of its group
// — same tenant, equal scope fields — the `otherwise` value in the same transaction, so the user
// who marks a new default need not first find and clear the old one. Two saves committing at once
// could both keep the value; an administrator's page where that matters little accepts it rather
// than locking the group.
import type { Kysely } from 'kysely';
import type { EntityAccess } from '../access';
import type { DynamicDatabase } from '../engine-db';
import { allOf, compare, isNull } from '../sql-conditions';
import type { Condition } from '../sql-conditions';
import type { Candidate } from './candidates';

export async function applyExclusiveValues(
  db: Kysely<DynamicDatabase>,
  access: EntityAccess,
  candidates: readonly Candidate[],
): Promise<void> {
  const { entity } = access;
  for (const field of entity.fields) {
    const declared = field.definition.exclusive;
    if (!declared) continue;
    for (const candidate of candidates) {
      if (candidate.merged[field.key] !== declared.value) continue;
      const conditions: Condition[] = [
        compare(field.column, '=', declared.value),
        compare('id', '<>', candidate.id),
      ];
      if (entity.tenantScoped) conditions.push(compare('tenant_id', '=', access.principal.tenantId));
      for (const key of declared.scope) {
        const scoped = entity.field(key)!;
        const value = candidate.merged[key];
        conditions.push(
          value === null || value === undefined || value === ''
            ? isNull(scoped.column)
            : compare(scoped.column, '=', value as string | number),
        );
      }
      await db
        .updateTable(entity.table)
        .set({ [field.column]: declared.otherwise })
        .where(allOf(conditions))
        .execute();
    }
  }
}

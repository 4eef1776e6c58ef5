// `defaultFrom` (schema-language/default-from.ts) on the server: a record added with the field empty
// takes the field of the record its reference names — a policy's 被保险人 its enterprise's name. Run
// after the checks (the references are known good) and before the insert: one query per reference
// field for a whole batch (an import), in the record's tenant when the referenced entity is
// tenant-scoped. The definition checks make the value fit the field, so it is stored as read.
import { normalizeFieldValue } from '../../../shared/validation/field-values';
import { fillSource } from '../../../shared/schema-language/sub-table-fill';
import type { EntityAccess } from '../access';
import type { EngineDb } from '../engine-db';
import { chunks } from '../engine-db';
import type { EntityRegistry, ResolvedEntity, ResolvedField, TableDictionary } from '../registry';
import { allOf, compare, inList } from '../sql-conditions';
import type { Candidate } from './candidates';

/** A reference field and the fields defaulting from the record it names. */
interface ReferencePlan {
  reference: ResolvedField;
  dictionary: TableDictionary;
  takes: { own: ResolvedField; source: ResolvedField }[];
}

// Per entity, not per write (the definition checks guarantee every name resolves).
const plans = new WeakMap<ResolvedEntity, ReferencePlan[]>();

function plansOf(registry: EntityRegistry, entity: ResolvedEntity): ReferencePlan[] {
  const known = plans.get(entity);
  if (known) return known;
  const byReference = new Map<string, ReferencePlan>();
  for (const own of entity.fields) {
    if (!own.definition.defaultFrom) continue;
    const { field, through } = fillSource(own.definition.defaultFrom);
    const reference = entity.field(field)!;
    const dictionary = registry.tableDictionaryOf(reference)!;
    const plan = byReference.get(field) ?? { reference, dictionary, takes: [] };
    plan.takes.push({ own, source: dictionary.entity.field(through!)! });
    byReference.set(field, plan);
  }
  const found = [...byReference.values()];
  plans.set(entity, found);
  return found;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Fills the empty defaultFrom fields of the new candidates from the records they reference. */
export async function fillReferencedDefaults(
  registry: EntityRegistry,
  db: EngineDb,
  access: EntityAccess,
  candidates: readonly Candidate[],
): Promise<void> {
  for (const { reference, dictionary, takes } of plansOf(registry, access.entity)) {
    const open = candidates.filter(
      (c) =>
        c.isNew && !isEmpty(c.merged[reference.key]) && takes.some(({ own }) => isEmpty(c.values[own.key])),
    );
    const ids = [...new Set(open.map((c) => String(c.merged[reference.key])))];
    const rows = new Map<string, Record<string, unknown>>();
    for (const part of chunks(ids)) {
      const conditions = [inList(dictionary.value.column, part)];
      if (dictionary.entity.tenantScoped)
        conditions.push(compare('tenant_id', '=', access.principal.tenantId));
      const found = await db
        .selectFrom(dictionary.entity.table)
        .select([...new Set([dictionary.value.column, ...takes.map(({ source }) => source.column)])])
        .where(allOf(conditions))
        .execute();
      for (const row of found) rows.set(String(row[dictionary.value.column]), row);
    }
    for (const candidate of open) {
      const row = rows.get(String(candidate.merged[reference.key]));
      for (const { own, source } of takes) {
        if (!row || !isEmpty(candidate.values[own.key])) continue;
        const normalized = normalizeFieldValue(own.definition, row[source.column]);
        if (!('value' in normalized) || normalized.value === null) continue;
        candidate.values[own.key] = normalized.value;
        candidate.merged[own.key] = normalized.value;
      }
    }
  }
}

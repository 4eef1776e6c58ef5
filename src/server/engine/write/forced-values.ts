// Values a cited row imposes (a table dictionary's `forces`: a hazard citing a major-hazard criterion
// is a major hazard). A write setting the reference or the forced field must leave the forced field at
// the value when the cited row matches; the cited rows of a whole write or import batch are read in
// one query per reference field (per chunk of ids), in the user's tenant. A reference naming no row
// is the reference check's to refuse.
import { rowForces } from '../../../shared/schema-language/forced-values';
import type { EngineDeps, EntityAccess } from '../access';
import type { EngineDb } from '../engine-db';
import { chunks } from '../engine-db';
import type { ResolvedField } from '../registry';
import { allOf, compare, inList } from '../sql-conditions';
import type { Candidate } from './candidates';

type Row = Readonly<Record<string, unknown>>;

const citedOf = (candidate: Candidate, reference: ResolvedField): string | null => {
  const value = candidate.merged[reference.key];
  return value === null || value === undefined || value === '' ? null : String(value);
};

export async function checkForcedValues(
  deps: Pick<EngineDeps, 'registry'>,
  db: EngineDb,
  access: EntityAccess,
  candidates: readonly Candidate[],
): Promise<void> {
  for (const reference of access.entity.fields) {
    const dictionary = deps.registry.tableDictionaryOf(reference);
    if (!dictionary || reference.dict?.kind !== 'table' || reference.dict.forces.length === 0) continue;
    const forces = reference.dict.forces;
    const sets = (candidate: Candidate, key: string) => Object.hasOwn(candidate.values, key);
    const concerned = candidates.filter(
      (c) =>
        !c.errors[reference.key] &&
        citedOf(c, reference) !== null &&
        (sets(c, reference.key) || forces.some((force) => sets(c, force.field))),
    );
    const keys = [...new Set(forces.flatMap((force) => Object.keys(force.where)))];
    const target = dictionary.entity;
    const cited = new Map<string, Row>();
    for (const part of chunks([...new Set(concerned.map((c) => citedOf(c, reference)!))])) {
      const conditions = [inList(dictionary.value.column, part)];
      if (target.tenantScoped) conditions.push(compare('tenant_id', '=', access.principal.tenantId));
      const rows = await db
        .selectFrom(target.table)
        .select([...new Set([dictionary.value.column, ...keys.map((key) => target.field(key)!.column)])])
        .where(allOf(conditions))
        .execute();
      for (const row of rows)
        cited.set(
          String(row[dictionary.value.column]),
          Object.fromEntries(keys.map((key) => [key, row[target.field(key)!.column]])),
        );
    }
    for (const candidate of concerned) {
      const row = cited.get(citedOf(candidate, reference)!);
      if (!row) continue;
      for (const force of forces) {
        if (candidate.errors[force.field] || !rowForces(force, row)) continue;
        if (String(candidate.merged[force.field] ?? '') !== force.value)
          candidate.errors[force.field] = force.message;
      }
    }
  }
}

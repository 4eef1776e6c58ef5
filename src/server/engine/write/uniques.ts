// Unique fields (unique: true, unique.scope, unique composite indexes): checked before writing with a
// friendly message — within the submitted rows and against the table, batched per rule — and enforced
// by the unique indexes, whose violation (two writers at once) maps back to the same message.
import type { EntityAccess } from '../access';
import type { EngineDb } from '../engine-db';
import { chunks } from '../engine-db';
import type { EntityRegistry, ResolvedEntity, UniqueRule } from '../registry';
import { allOf, compare, inList } from '../sql-conditions';
import type { Candidate } from './candidates';

const keyOf = (values: readonly unknown[]) => JSON.stringify(values.map((v) => String(v)));

/** Per unique rule: the candidates the rule concerns, each value combination by its first holder. */
type Claims = { rule: UniqueRule; relevant: Candidate[]; claimed: Map<string, Candidate> }[];

/**
 * Within the submitted rows only: a row repeating the values of an earlier one gets the rule's
 * message. An import whose insert skips the rows that conflict with stored ones needs no more.
 */
export function claimUniqueValues(access: EntityAccess, candidates: readonly Candidate[]): Claims {
  const claims: Claims = [];
  for (const rule of access.entity.uniqueRules) {
    const target = rule.fields[rule.fields.length - 1]!;
    const relevant = candidates.filter(
      (c) =>
        rule.fields.every(
          (f) => c.merged[f.key] !== null && c.merged[f.key] !== undefined && !c.errors[f.key],
        ) &&
        // An update that leaves the rule's fields alone does not need to pass again.
        (c.isNew || rule.fields.some((f) => f.key in c.values)),
    );
    if (relevant.length === 0) continue;
    const claimed = new Map<string, Candidate>();
    for (const candidate of relevant) {
      const key = keyOf(rule.fields.map((f) => candidate.merged[f.key]));
      if (claimed.has(key)) candidate.errors[target.key] = rule.message;
      else claimed.set(key, candidate);
    }
    claims.push({ rule, relevant, claimed });
  }
  return claims;
}

/** Within the submitted rows and against the table's other rows. */
export async function checkUniques(
  db: EngineDb,
  access: EntityAccess,
  candidates: readonly Candidate[],
  /** Stored rows whose final state the candidates describe (a main record's sub rows being replaced). */
  replaced: ReadonlySet<string> = new Set(),
): Promise<void> {
  const { entity } = access;
  const mine = new Set([...replaced, ...candidates.map((c) => c.id)]);
  for (const { rule, relevant, claimed } of claimUniqueValues(access, candidates)) {
    const target = rule.fields[rule.fields.length - 1]!;
    for (const part of chunks([...new Set(relevant.map((c) => String(c.merged[target.key])))])) {
      const conditions = [inList(target.column, part)];
      if (rule.tenant) conditions.push(compare('tenant_id', '=', access.principal.tenantId));
      const rows = await db
        .selectFrom(entity.table)
        .select(['id', ...rule.fields.map((f) => f.column)])
        .where(allOf(conditions))
        .execute();
      for (const row of rows) {
        if (mine.has(String(row.id))) continue;
        const holder = claimed.get(keyOf(rule.fields.map((f) => row[f.column])));
        if (holder) holder.errors[target.key] = rule.message;
      }
    }
  }
}

/** The unique rule a database error reports as violated, if it is one. */
export function violatedUniqueRule(
  error: unknown,
  registry: EntityRegistry,
): { entity: ResolvedEntity; rule: UniqueRule } | null {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code === '23505' && typeof e.constraint === 'string') {
    for (const entity of registry.entities) {
      const rule = entity.uniqueRules.find((r) => r.index === e.constraint);
      if (rule) return { entity, rule };
    }
    return null;
  }
  const failed = typeof e.message === 'string' && /^UNIQUE constraint failed: (.+)$/.exec(e.message);
  if (e.code !== 'SQLITE_CONSTRAINT_UNIQUE' || !failed) return null;
  const columns = failed[1]!.split(',').map((c) => c.trim());
  const table = columns[0]!.split('.')[0];
  const entity = registry.entities.find((en) => en.table === table);
  const names = columns.map((c) => c.split('.')[1]).join(',');
  const index = entity?.indexes.find((i) => i.rule && i.columns.join(',') === names);
  return entity && index?.rule ? { entity, rule: index.rule } : null;
}

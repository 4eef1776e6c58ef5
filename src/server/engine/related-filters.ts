// The list filter on related records: `has.<entity>=<that entity's list filter as a query string>`
// keeps the records that at least one record of <entity> refers to — an entity named under this
// one's `related` (its field holds our id) — where the related record is in the user's own list of
// it and matches that filter. E.g. the enterprises with an investigation submitted in November:
//   has.investigation=status_MultiString%3D2%2C3%26planDate_begin%3D2026-11-01%26planDate_end%3D2026-11-30
// A count of distinct referencing ids then equals the referenced list's total (dashboard figures).
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { Errors } from '../errors';
import type { EngineDeps, EntityAccess } from './access';
import { accessOf, scopeConditions } from './access';
import { paramText, simpleFilters } from './filters';
import type { QueryParams } from './filters';
import { mayUse } from './principal';
import { allOf } from './sql-conditions';
import type { Condition } from './sql-conditions';

export const RELATED_FILTER_PREFIX = 'has.';

/** The related declaration a `has.<entity>` parameter names, or null for any other parameter. */
function relatedOf(access: EntityAccess, name: string) {
  if (!name.startsWith(RELATED_FILTER_PREFIX)) return null;
  const entity = name.slice(RELATED_FILTER_PREFIX.length);
  return access.entity.definition.related?.find((r) => r.entity === entity) ?? null;
}

/** Whether a parameter is a related filter of this entity (tree lists then search every level). */
export const isRelatedFilter = (access: EntityAccess, name: string, raw: unknown): boolean =>
  relatedOf(access, name) !== null && paramText(raw).trim() !== '';

/** The query string of a related filter as list parameters (repeated names as comma lists). */
function innerParams(text: string): QueryParams {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text))
    params[key] = key in params ? `${params[key]},${value}` : value;
  return params;
}

/**
 * One `exists` condition per related filter. The related records are those of the user's list of
 * that entity (its permission, tenant and data rules): a user who may not list it is refused rather
 * than told, through the filter, which records have related ones.
 */
export async function relatedFilters(
  deps: EngineDeps,
  access: EntityAccess,
  params: QueryParams,
): Promise<Condition[]> {
  const conditions: Condition[] = [];
  for (const [name, raw] of Object.entries(params)) {
    const related = relatedOf(access, name);
    if (!related || paramText(raw).trim() === '') continue;
    const entity = deps.registry.get(related.entity);
    // A self reference would need table aliases in every condition; none is declared.
    if (!entity || entity.table === access.entity.table) throw Errors.badRequest(name);
    if (!mayUse(access.principal, entity, 'list')) throw Errors.noPermission();
    const inner = await accessOf(deps, access.principal, entity);
    const reference = entity.field(related.field);
    if (!reference) throw Errors.badRequest(name);
    // Unqualified columns inside the subquery name the related table's own; ours is qualified.
    const matching = allOf([
      sql<SqlBool>`${sql.ref(reference.column)} = ${sql.ref(`${access.entity.table}.id`)}`,
      ...scopeConditions(inner),
      ...simpleFilters(inner, innerParams(paramText(raw)), deps.dialect),
    ]);
    conditions.push(sql<SqlBool>`exists (select 1 from ${sql.table(entity.table)} where ${matching})`);
  }
  return conditions;
}

// The records a KPI may count are exactly those the user's list of the entity shows: the engine's
// access (list permission, tenant, data-rule hooks, menu data rules) and, for each figure, the list
// filter it links to, turned into SQL by the list endpoint's own grammar. A user who may not list
// the entity gets no scope, and the KPIs on it are left out rather than shown as zero.
import { sql } from 'kysely';
import type { RawBuilder, SqlBool } from 'kysely';
import type { Engine, EntityAccess } from '../../engine';
import { accessOf, scopeConditions } from '../../engine/access';
import { simpleFilters } from '../../engine/filters';
import type { Principal } from '../../engine/principal';
import { mayUse } from '../../engine/principal';
import { systemPrincipal } from '../../engine/system-principal';
import type { ResolvedEntity } from '../../engine/registry';
import { allOf } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';
import type { Kpi, KpiKey, KpiUnit } from '../../../shared/dashboard/kpi-api';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import { actionCode } from '../../../shared/schema-language/entity-permissions';

export type ListFilter = Record<string, string>;

/** The list filter of a date field within a period (`<key>_begin` / `<key>_end`, days inclusive);
 * no period: no filter (the public screens count all time). */
export function within(key: string, period?: Pick<KpiPeriod, 'start' | 'end'>): ListFilter {
  return period ? { [`${key}_begin`]: period.start, [`${key}_end`]: period.end } : {};
}

export interface KpiScope {
  entity: ResolvedEntity;
  access: EntityAccess;
  /** Tenant and data rules: the rows of the unfiltered list. */
  where: Condition;
  /** The column of a field key (from the registry, never from a request). */
  column(key: string): string;
  /** The column qualified by the table, for correlated subqueries. */
  qualified(key: string): string;
  /** The list filter as a condition (besides `where`). */
  filtered(filter: ListFilter): Condition;
  /** `sum(case when <filter> then 1 else 0 end)`: the list's count under that filter, within `where`. */
  countOf(filter: ListFilter): RawBuilder<unknown>;
  kpi(key: KpiKey, value: number | null, filter: ListFilter, unit?: KpiUnit): Kpi;
}

function columnOf(entity: ResolvedEntity, key: string): string {
  if (key === 'id') return 'id';
  const field = entity.field(key);
  if (!field) throw new Error(`dashboard KPI: ${entity.name} has no field ${key}`);
  return field.column;
}

function scopeOf(engine: Engine, access: EntityAccess): KpiScope {
  const { entity } = access;
  const scope: KpiScope = {
    entity,
    access,
    where: allOf(scopeConditions(access)),
    column: (key) => columnOf(entity, key),
    qualified: (key) => `${entity.table}.${columnOf(entity, key)}`,
    filtered: (filter) => allOf(simpleFilters(access, filter, engine.deps.dialect)),
    countOf: (filter) => sql<unknown>`sum(case when ${scope.filtered(filter)} then 1 else 0 end)`,
    kpi: (key, value, filter, unit = 'count') => ({ key, value, unit, entity: entity.name, filter }),
  };
  return scope;
}

/** The user's list scope of an entity with a list page, or null when they may not list it. */
export async function listScope(
  engine: Engine,
  principal: Principal,
  name: string,
): Promise<KpiScope | null> {
  const entity = engine.registry.get(name);
  if (!entity?.definition.api || !mayUse(principal, entity, 'list')) return null;
  return scopeOf(engine, await engine.access(principal, name, 'list'));
}

/**
 * The whole tenant's rows of an entity, for figures shown to nobody in particular (the public
 * screens): the system principal holds no role, so no data rule narrows it; the tenant is the limit.
 */
export async function tenantScope(engine: Engine, tenantId: number, name: string): Promise<KpiScope> {
  const entity = engine.registry.get(name);
  if (!entity) throw new Error(`dashboard KPI: no entity ${name}`);
  return scopeOf(engine, await accessOf(engine.deps, systemPrincipal(tenantId), entity));
}

/**
 * The scope of a sub-table's rows (policies): its own rules and tenant, and a main record within
 * the main list's scope — what the main record's detail shows.
 */
export async function subScope(engine: Engine, principal: Principal, main: KpiScope, name: string) {
  const sub = main.entity.subTables.find((s) => s.entity.name === name);
  if (!sub) throw new Error(`dashboard KPI: ${main.entity.name} has no sub-table ${name}`);
  const scope = scopeOf(engine, await accessOf(engine.deps, principal, sub.entity));
  const mainIds = engine.deps.db.selectFrom(main.entity.table).select('id').where(main.where);
  return {
    ...scope,
    where: allOf([scope.where, sql<SqlBool>`${sql.ref(sub.foreignKey.column)} in (${mainIds})`]),
  };
}

/**
 * The rows a scope reads, as compiled SQL and parameters ('-' for none), and the fields its user may
 * read (a figure's filter on a field they may not read is left out, so it would count otherwise):
 * principals whose keys are equal count the same rows, so they may share figures.
 */
export function scopeKey(engine: Engine, scope: KpiScope | null): string {
  if (!scope) return '-';
  const { sql: text, parameters } = engine.deps.db
    .selectFrom(scope.entity.table)
    .select('id')
    .where(scope.where)
    .compile();
  const readable = [...scope.access.readable.keys()].sort().join(',');
  return `${text}|${JSON.stringify(parameters)}|${readable}`;
}

export interface Scopes {
  /** The user's list scope of each entity named (null: they may not list it). */
  scopes: Record<string, KpiScope | null>;
  /** The policies within the enterprise scope, when enterprises are among the names. */
  policy: KpiScope | null;
  /** Equal for two users exactly when they count the same rows. */
  key: string;
  /** The tables the figures read. */
  tables: string[];
}

/** The scopes a set of figures counts for a user, with the key figures are shared by. */
export async function scopesOf(
  engine: Engine,
  principal: Principal,
  names: readonly string[],
): Promise<Scopes> {
  const found = await Promise.all(names.map((name) => listScope(engine, principal, name)));
  const scopes = Object.fromEntries(names.map((name, i) => [name, found[i] ?? null]));
  const policy = scopes.enterprise ? await subScope(engine, principal, scopes.enterprise, 'policy') : null;
  const counted = [...found, policy].filter((scope): scope is KpiScope => scope !== null);
  return {
    scopes,
    policy,
    key: [...found, policy].map((scope) => scopeKey(engine, scope)).join('\n'),
    tables: [...new Set(counted.map((scope) => scope.entity.table))],
  };
}

/** The code of each entity's list permission, for the route's access (any one lets the user in). */
export function listCodes(engine: Engine, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const entity = engine.registry.get(name);
    return entity ? [actionCode(entity.definition, 'list')] : [];
  });
}

// The user's waiting work, from the declared operations alone: every step with a `todo` makes, with
// the entity's other steps of the same todo, one card; a user holding some of its steps (and the
// entity's list code) sees how many records of their list scope are in a state those steps start
// from (and meet their `when` and `after`), how many of them are overdue, and the first few, overdue
// first.
// Guards judge one record when the step runs, so a card may list a record a guard would still refuse.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { isAllowed } from '../../../shared/permission-rules';
import { isCollectionOperation } from '../../../shared/schema-language/operations';
import type { WaitingRecord, WorkCard } from '../../../shared/workplace';
import type { FieldCondition } from '../../../shared/schema-language/entity';
import { WORKPLACE_RECORDS_PER_CARD } from '../../../shared/workplace';
import { accessOf, scopeConditions } from '../../engine/access';
import type { EngineDeps, EngineRow, EntityAccess } from '../../engine/access';
import type { ResolvedOperation } from '../../engine/behaviour';
import { queryAll } from '../../engine/list-query';
import { mayUse } from '../../engine/principal';
import type { Principal } from '../../engine/principal';
import type { EntityRegistry, ResolvedEntity, ResolvedField } from '../../engine/registry';
import { sortKeys } from '../../engine/sorting';
import { allOf, anyOf, compare, hasItem, hasValue, inList } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';
import { waitCutoff } from '../../../shared/operation-wait';
import type { Dialect } from '../../db/database';

/** One card as the schemas declare it: an entity's steps sharing a todo. */
export interface CardPlan {
  entity: ResolvedEntity;
  todo: string;
  operations: ResolvedOperation[];
}

/** Every card the schemas declare, in schema order (resolved once per app). */
export function cardPlans(registry: EntityRegistry): CardPlan[] {
  const plans: CardPlan[] = [];
  for (const entity of registry.withApi()) {
    const byTodo = new Map<string, ResolvedOperation[]>();
    for (const operation of entity.operations) {
      const todo = operation.definition.todo;
      if (!todo || isCollectionOperation(operation.definition)) continue;
      byTodo.set(todo, [...(byTodo.get(todo) ?? []), operation]);
    }
    for (const [todo, operations] of byTodo) plans.push({ entity, todo, operations });
  }
  return plans;
}

/** The permission codes of every step with a todo: holding none, the user has no workplace. */
export const todoCodes = (plans: readonly CardPlan[]): string[] => [
  ...new Set(plans.flatMap((plan) => plan.operations.map((operation) => operation.code))),
];

// A condition holds for a stored value, like the form's `conditionHolds`: one of the values, an item
// of a multiple value, any, or none.
function conditionOf(when: FieldCondition, field: ResolvedField, dialect: Dialect): Condition {
  if ('in' in when) return inList(field.column, when.in);
  if ('includes' in when) return hasItem(field, when.includes, dialect);
  return 'empty' in when ? sql<SqlBool>`not ${hasValue(field)}` : hasValue(field);
}

/** Records a step may start from at `now`: its from-states, its `when` and its `after`. */
function startCondition(
  entity: ResolvedEntity,
  operation: ResolvedOperation,
  dialect: Dialect,
  now: number,
): Condition {
  const parts: Condition[] = [];
  if (operation.from && entity.lifecycle)
    parts.push(inList(entity.lifecycle.field.column, [...operation.from]));
  const when = operation.definition.when;
  const field = when ? entity.field(when.field) : undefined;
  if (when && field) parts.push(conditionOf(when, field, dialect));
  const wait = operation.definition.after;
  const waited = wait ? entity.field(wait.field) : undefined;
  if (wait && waited) parts.push(compare(waited.column, '<=', waitCutoff(entity.definition, wait, now)));
  return allOf(parts);
}

/** The list parameters selecting the card's records on the entity's page (as far as they can). */
function pageFilters(
  entity: ResolvedEntity,
  operations: readonly ResolvedOperation[],
  now: number,
): Record<string, string> {
  const filters: Record<string, string> = {};
  const states = new Set(operations.flatMap((operation) => [...(operation.from ?? [])]));
  if (entity.lifecycle && states.size > 0 && operations.every((operation) => operation.from))
    filters[`${entity.lifecycle.field.key}_MultiString`] = [...states].join(',');
  const whens = new Set(operations.map((operation) => JSON.stringify(operation.definition.when ?? null)));
  const [when] = operations.map((operation) => operation.definition.when);
  // Steps of one card with different conditions (a general and a major hazard's review) cover
  // both: no condition filter then.
  if (whens.size === 1 && when) {
    if ('in' in when) filters[`${when.field}_MultiString`] = when.in.join(',');
    // The list's item search of a multiple-value field (filters.ts valueCondition).
    else if ('includes' in when) filters[when.field] = `,${when.includes},`;
    else filters[`${when.field}_empty`] = 'empty' in when ? '1' : '0';
  }
  // Steps waiting alike (回访 30 days after completion): the records whose wait is over at `now`.
  const waits = new Set(operations.map((operation) => JSON.stringify(operation.definition.after ?? null)));
  const [wait] = operations.map((operation) => operation.definition.after);
  if (waits.size === 1 && wait) filters[`${wait.field}_end`] = waitCutoff(entity.definition, wait, now);
  return filters;
}

const overdueOf = (entity: ResolvedEntity): Condition | null =>
  entity.timeRules.length > 0
    ? anyOf(entity.timeRules.map((rule) => compare(rule.flag.column, '=', '1')))
    : null;

function waitingRecord(access: EntityAccess, row: EngineRow): WaitingRecord {
  const { entity } = access;
  const titleKey = entity.definition.titleField;
  const raw = (key: string | undefined) => {
    const value = key ? row[key] : null;
    return value === null || value === undefined || value === '' ? null : String(value);
  };
  const text = (key: string | undefined) => (key ? (raw(`${key}_dictText`) ?? raw(key)) : null);
  const stateKey = entity.lifecycle?.field.key;
  return {
    id: String(row.id),
    title: text(titleKey) ?? String(row.id),
    state: raw(stateKey),
    state_dictText: text(stateKey),
    overdue: entity.timeRules.some((rule) => row[rule.flag.key] === '1'),
  };
}

async function cardOf(
  deps: EngineDeps,
  access: EntityAccess,
  plan: CardPlan,
  held: ResolvedOperation[],
): Promise<Omit<WorkCard, 'page'>> {
  const { entity } = access;
  // One instant for the count, the records and the page's filters of steps that wait some days.
  const now = Date.now();
  const conditions = [
    ...scopeConditions(access),
    anyOf(held.map((op) => startCondition(entity, op, deps.dialect, now))),
  ];
  const overdue = overdueOf(entity);
  const counted = await deps.db
    .selectFrom(entity.table)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      (overdue ? sql<number | string>`sum(case when ${overdue} then 1 else 0 end)` : sql<number>`0`).as(
        'overdue',
      ),
    ])
    .where(allOf(conditions))
    .executeTakeFirstOrThrow();
  const count = Number(counted.total);
  const flag = entity.timeRules[0]?.flag;
  const keys = [...(flag ? [{ field: flag, order: 'desc' as const }] : []), ...sortKeys(access, {})];
  const rows = count > 0 ? await queryAll(deps, access, conditions, keys, WORKPLACE_RECORDS_PER_CARD) : [];
  return {
    entity: entity.name,
    entityTitle: entity.title,
    todo: plan.todo,
    operations: held.map((op) => ({ name: op.name, label: op.label })),
    count,
    overdue: Number(counted.overdue ?? 0),
    records: rows.map((row) => waitingRecord(access, row)),
    filters: pageFilters(entity, held, now),
  };
}

/** The cards of the user: only those with steps they hold; one count query and one read per card. */
export async function waitingWork(
  deps: EngineDeps,
  principal: Principal,
  plans: readonly CardPlan[],
): Promise<Omit<WorkCard, 'page'>[]> {
  const accesses = new Map<ResolvedEntity, Promise<EntityAccess>>();
  const cards: Omit<WorkCard, 'page'>[] = [];
  for (const plan of plans) {
    const held = plan.operations.filter((op) => isAllowed(op.code, principal.held, principal.switchedOff));
    if (held.length === 0 || !mayUse(principal, plan.entity, 'list')) continue;
    let access = accesses.get(plan.entity);
    if (!access) accesses.set(plan.entity, (access = accessOf(deps, principal, plan.entity)));
    cards.push(await cardOf(deps, await access, plan, held));
  }
  return cards;
}

// Who the signed-in engineer is among the experts: the expert rows whose login account (userName)
// is theirs, memoised per request. Engineers see the enterprises and tasks assigned to them.
import type { DataRuleContext, DataRuleHook } from '../engine/hooks';
import { anyOf, hasItem, inList } from '../engine/sql-conditions';
import type { Condition } from '../engine/sql-conditions';
import { columnOf, entityOf, selectIds } from './records';

/** Users holding this role see only what is assigned to them. */
export const EXPERT_ROLE_CODE = 'expert';

export function myExpertIds({
  db,
  registry,
  principal,
}: Pick<DataRuleContext, 'db' | 'registry' | 'principal'>): Promise<string[]> {
  const key = 'business:myExpertIds';
  let ids = principal.memo.get(key) as Promise<string[]> | undefined;
  if (!ids) {
    const expert = entityOf(registry, 'expert');
    ids = db
      .selectFrom(expert.table)
      .select('id')
      .where(columnOf(expert, 'userName'), '=', principal.user.username)
      .execute()
      .then((rows) => rows.map((row) => String(row.id)));
    principal.memo.set(key, ids);
  }
  return ids;
}

/**
 * Tasks whose leader or one of whose members is one of the experts, memoised per request: both the
 * task and the enterprise rule need them, and the member lists are read by a scan of the tasks (an
 * index of the task's tenant, leader, members and id keeps it to the index).
 */
function assignedTaskIds(context: DataRuleContext, experts: readonly string[]): Promise<string[]> {
  const key = `business:assignedTaskIds:${experts.join(',')}`;
  let ids = context.principal.memo.get(key) as Promise<string[]> | undefined;
  if (!ids) {
    ids = readAssignedTaskIds(context, experts);
    context.principal.memo.set(key, ids);
  }
  return ids;
}

async function readAssignedTaskIds(context: DataRuleContext, experts: readonly string[]): Promise<string[]> {
  if (experts.length === 0) return [];
  const task = entityOf(context.registry, 'task');
  const members = task.field('memberExpertIds')!;
  const conditions: Condition[] = [
    inList(columnOf(task, 'leaderExpertId'), experts),
    ...experts.map((id) => hasItem(members, id, context.dialect)),
  ];
  const rows = await selectIds(context.db, task, context.principal.tenantId)
    .where(anyOf(conditions))
    .execute();
  return rows.map((row) => String(row.id));
}

const needs =
  (entities: string[][]): DataRuleHook['checkSchemas'] =>
  (registry) => {
    for (const [name, ...keys] of entities) {
      const entity = registry.get(name!);
      if (!entity) return `needs the entity "${name}"`;
      const missing = keys.filter((key) => !entity.field(key));
      if (missing.length) return `needs the fields ${missing.join(', ')} on "${name}"`;
    }
    return null;
  };

/** The experts of the signed-in user (appointment.expertId). */
export const ownExpert: DataRuleHook = {
  roles: [EXPERT_ROLE_CODE],
  reads: ['expert'],
  checkSchemas: needs([['expert', 'userName']]),
  allowedValues: (context) => myExpertIds(context),
};

/** Tasks led by, or with a member who is, the signed-in engineer (task.id). */
export const assignedTask: DataRuleHook = {
  roles: [EXPERT_ROLE_CODE],
  reads: ['expert', 'task'],
  checkSchemas: needs([
    ['expert', 'userName'],
    ['task', 'leaderExpertId', 'memberExpertIds'],
  ]),
  allowedValues: async (context) => assignedTaskIds(context, await myExpertIds(context)),
};

/** Enterprises the engineer is responsible for (包保) or has a task at (enterprise ids). */
export const assignedEnterprise: DataRuleHook = {
  roles: [EXPERT_ROLE_CODE],
  reads: ['expert', 'enterprise', 'task'],
  checkSchemas: needs([
    ['expert', 'userName'],
    ['enterprise', 'responsibleExpertId'],
    ['task', 'enterpriseId', 'leaderExpertId', 'memberExpertIds'],
  ]),
  async allowedValues(context) {
    const experts = await myExpertIds(context);
    if (experts.length === 0) return [];
    const enterprise = entityOf(context.registry, 'enterprise');
    const task = entityOf(context.registry, 'task');
    const responsible = await selectIds(context.db, enterprise, context.principal.tenantId)
      .where(inList(columnOf(enterprise, 'responsibleExpertId'), experts))
      .execute();
    const tasks = await assignedTaskIds(context, experts);
    const viaTasks = tasks.length
      ? await context.db
          .selectFrom(task.table)
          .select(columnOf(task, 'enterpriseId'))
          .distinct()
          .where(inList('id', tasks))
          .execute()
      : [];
    const enterpriseColumn = columnOf(task, 'enterpriseId');
    return [
      ...new Set([
        ...responsible.map((row) => String(row.id)),
        ...viaTasks.map((row) => String(row[enterpriseColumn])),
      ]),
    ];
  },
};

/** The signed-in engineer's own itineraries (itineraryTrack.itineraryId: the points of their trips). */
export const ownItinerary: DataRuleHook = {
  roles: [EXPERT_ROLE_CODE],
  reads: ['expert', 'expertItinerary'],
  checkSchemas: needs([
    ['expert', 'userName'],
    ['expertItinerary', 'expertId'],
  ]),
  async allowedValues(context) {
    const experts = await myExpertIds(context);
    if (experts.length === 0) return [];
    const itinerary = entityOf(context.registry, 'expertItinerary');
    const rows = await selectIds(context.db, itinerary, context.principal.tenantId)
      .where(inList(columnOf(itinerary, 'expertId'), experts))
      .execute();
    return rows.map((row) => String(row.id));
  },
};

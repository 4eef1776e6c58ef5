// The user's own latest steps (the flow log of declared operations), newest first, in the tenant
// they act in: the workplace's activity timeline. Read through the (operator, time) index.
import type { RecentStep } from '../../../shared/workplace';
import { WORKPLACE_RECENT_STEPS } from '../../../shared/workplace';
import type { EngineDeps } from '../../engine/access';
import { systemDb } from '../../engine/engine-db';
import type { Principal } from '../../engine/principal';

export async function recentSteps(
  deps: EngineDeps,
  principal: Principal,
  pageOf: (entity: string) => Promise<string | null>,
): Promise<RecentStep[]> {
  const rows = await systemDb(deps.db)
    .selectFrom('sysFlowLog')
    .select(['id', 'entity', 'recordId', 'operationLabel', 'toState', 'opinion', 'createTime'])
    .where('operatorId', '=', principal.user.id)
    .where('tenantId', '=', principal.tenantId)
    .orderBy('createTime', 'desc')
    .orderBy('id', 'desc')
    .limit(WORKPLACE_RECENT_STEPS)
    .execute();
  const steps: RecentStep[] = [];
  for (const row of rows) {
    const entity = deps.registry.get(row.entity);
    // A step of an entity no longer declared stays in the log but has nothing to open.
    if (!entity) continue;
    const dict = entity.lifecycle?.field.dict;
    const items = dict?.kind === 'plain' ? await deps.dictionaries.items(dict.code) : [];
    const toText = items.find((item) => item.value === row.toState)?.text ?? row.toState;
    steps.push({
      id: row.id,
      entity: entity.name,
      entityTitle: entity.title,
      recordId: row.recordId,
      operationLabel: row.operationLabel,
      toState: toText,
      opinion: row.opinion,
      createTime: row.createTime,
      page: await pageOf(entity.name),
    });
  }
  return steps;
}

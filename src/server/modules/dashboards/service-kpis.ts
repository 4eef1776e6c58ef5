// Service KPIs: 排查次数 and 排查企业数 over the user's investigation list (submitted or audited
// investigations — drafts and ones in progress have not happened yet), and 计划完成率 over the
// user's task list: this service year's completed tasks ÷ its tasks not cancelled (domain §5.3).
import { sql } from 'kysely';
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import type { Engine } from '../../engine';
import type { KpiScope, ListFilter } from './kpi-scope';
import { num, percent, today } from './kpi-sql';

/** nl_investigation_status 已提交, 已审核 (`_MultiString`: the list sends it without putting a
 * value list into its single-choice query field). */
export const DONE_INVESTIGATIONS: ListFilter = { status_MultiString: '2,3' };
/** nl_task_status 已完成 and 已取消. */
export const TASK_VALUES = { done: '6', cancelled: '8', running: '4' } as const;

export const serviceYear = () => today().slice(0, 4);

export async function investigationKpis(engine: Engine, scope: KpiScope): Promise<Kpi[]> {
  const enterprise = sql.ref(scope.column('enterpriseId'));
  const row = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select([
      scope.countOf(DONE_INVESTIGATIONS).as('count'),
      sql<unknown>`count(distinct case when ${scope.filtered(DONE_INVESTIGATIONS)} then ${enterprise} end)`.as(
        'enterprises',
      ),
    ])
    .where(scope.where)
    .executeTakeFirstOrThrow();
  return [
    scope.kpi('investigationCount', num(row.count), DONE_INVESTIGATIONS),
    scope.kpi('investigatedEnterprises', num(row.enterprises), DONE_INVESTIGATIONS),
  ];
}

export async function taskKpis(engine: Engine, scope: KpiScope): Promise<Kpi[]> {
  const year = serviceYear();
  const done = { serviceYear: year, status: TASK_VALUES.done };
  const planned = { serviceYear: year, status: `!${TASK_VALUES.cancelled}` };
  const row = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select([scope.countOf(done).as('done'), scope.countOf(planned).as('planned')])
    .where(scope.where)
    .executeTakeFirstOrThrow();
  return [scope.kpi('planCompletion', percent(num(row.done), num(row.planned)), done, 'percent')];
}

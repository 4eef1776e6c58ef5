// Service KPIs: 排查次数 (and, for the public screens, 排查企业数) over the user's investigation list
// (submitted or audited investigations — drafts and ones in progress have not happened yet), and
// 计划完成率 over the user's task list: completed tasks ÷ tasks not cancelled (domain §5.3). With a
// period: investigations planned within it (the date the list's query form filters by) and tasks
// planned to end within it; without (the public screens): all investigations, this service year's tasks.
import { sql } from 'kysely';
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import type { Engine } from '../../engine';
import type { KpiScope, ListFilter } from './kpi-scope';
import { within } from './kpi-scope';
import { num, percent, today } from './kpi-sql';

/** nl_investigation_status 已提交, 已审核 (`_MultiString`: the list sends it without putting a
 * value list into its single-choice query field). */
export const DONE_INVESTIGATIONS: ListFilter = { status_MultiString: '2,3' };
/** nl_task_status 已完成 and 已取消. */
export const TASK_VALUES = { done: '6', cancelled: '8', running: '4' } as const;
/** The dates investigations and tasks belong to a period by. */
export const SERVICE_DATES = { investigation: 'planDate', task: 'planEnd' } as const;

export const serviceYear = () => today().slice(0, 4);

/** The done investigations of a period. */
export const doneInvestigations = (period?: KpiPeriod): ListFilter => ({
  ...DONE_INVESTIGATIONS,
  ...within(SERVICE_DATES.investigation, period),
});

export async function investigationKpis(engine: Engine, scope: KpiScope, period?: KpiPeriod): Promise<Kpi[]> {
  const done = doneInvestigations(period);
  const enterprise = sql.ref(scope.column('enterpriseId'));
  const row = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select([
      scope.countOf(done).as('count'),
      sql<unknown>`count(distinct case when ${scope.filtered(done)} then ${enterprise} end)`.as(
        'enterprises',
      ),
    ])
    .where(scope.where)
    .executeTakeFirstOrThrow();
  return [
    scope.kpi('investigationCount', num(row.count), done),
    scope.kpi('investigatedEnterprises', num(row.enterprises), done),
  ];
}

export async function taskKpis(engine: Engine, scope: KpiScope, period?: KpiPeriod): Promise<Kpi[]> {
  // Without a period (the public screens): this service year's plan.
  const planned = period ? within(SERVICE_DATES.task, period) : { serviceYear: serviceYear() };
  const done = { ...planned, status: TASK_VALUES.done };
  const notCancelled = { ...planned, status: `!${TASK_VALUES.cancelled}` };
  const row = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select([scope.countOf(done).as('done'), scope.countOf(notCancelled).as('planned')])
    .where(scope.where)
    .executeTakeFirstOrThrow();
  return [scope.kpi('planCompletion', percent(num(row.done), num(row.planned)), done, 'percent')];
}

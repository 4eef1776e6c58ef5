// Service KPIs: 排查次数 (and, for the public screens, 排查企业数) over the user's investigation list
// (submitted or audited investigations — drafts and ones in progress have not happened yet), and
// 计划完成率 over the user's task list: completed tasks ÷ tasks not cancelled (domain §5.3). With a
// period: investigations planned within it (the date the list's query form filters by) and tasks
// planned to end within it; without (the public screens): all investigations, this service year's tasks.
// Counted per day (day-figures.ts), so every period sums the same figures.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import type { Engine } from '../../engine';
import { allOf } from '../../engine/sql-conditions';
import { daysPerRecord, groupByDay, recordsWithin, sumOf } from './day-figures';
import type { DayRow, DaysPerRecord } from './day-figures';
import type { KpiScope, ListFilter } from './kpi-scope';
import { within } from './kpi-scope';
import { dayOf, percent, today } from './kpi-sql';

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

/** Done investigations per planned day. */
export function investigationDays(engine: Engine, scope: KpiScope): Promise<DayRow[]> {
  return groupByDay(engine, scope, SERVICE_DATES.investigation, scope.filtered(DONE_INVESTIGATIONS));
}

/**
 * The planned days of each enterprise's done investigations (for 排查企业数 over any period);
 * `enterprises`: only the enterprises of that list scope (what the enterprise list's related filter
 * shows).
 */
export async function investigatedDays(
  engine: Engine,
  scope: KpiScope,
  enterprises?: KpiScope,
): Promise<DaysPerRecord> {
  const enterprise = scope.column('enterpriseId');
  const day = dayOf(scope.column(SERVICE_DATES.investigation));
  const conditions = [
    scope.where,
    scope.filtered(DONE_INVESTIGATIONS),
    sql<SqlBool>`${sql.ref(enterprise)} is not null`,
  ];
  if (enterprises) {
    const ids = engine.deps.db.selectFrom(enterprises.entity.table).select('id').where(enterprises.where);
    conditions.push(sql<SqlBool>`${sql.ref(enterprise)} in (${ids})`);
  }
  const rows = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select([sql.ref(enterprise).as('record'), day.as('day')])
    .where(allOf(conditions))
    .groupBy([sql.ref(enterprise), day])
    .orderBy(sql.ref(enterprise))
    .execute();
  return daysPerRecord(
    rows.map((row: Record<string, unknown>) => ({
      record: String(row.record),
      day: row.day === null ? null : String(row.day),
    })),
  );
}

export interface InvestigationFigures {
  days: DayRow[];
  enterprises: DaysPerRecord;
}

export function investigationKpisOf(
  scope: KpiScope,
  figures: InvestigationFigures,
  period?: KpiPeriod,
): Kpi[] {
  const done = doneInvestigations(period);
  return [
    scope.kpi('investigationCount', sumOf(figures.days, period), done),
    scope.kpi('investigatedEnterprises', recordsWithin(figures.enterprises, period), done),
  ];
}

export async function investigationKpis(engine: Engine, scope: KpiScope, period?: KpiPeriod): Promise<Kpi[]> {
  const [days, enterprises] = await Promise.all([
    investigationDays(engine, scope),
    investigatedDays(engine, scope),
  ]);
  return investigationKpisOf(scope, { days, enterprises }, period);
}

/** Tasks per planned end day, state and service year. */
export function taskDays(engine: Engine, scope: KpiScope): Promise<DayRow[]> {
  return groupByDay(engine, scope, SERVICE_DATES.task, null, { status: 'status', year: 'serviceYear' });
}

export function taskKpisOf(scope: KpiScope, days: readonly DayRow[], period?: KpiPeriod): Kpi[] {
  // Without a period (the public screens): this service year's plan.
  const planned = period ? within(SERVICE_DATES.task, period) : { serviceYear: serviceYear() };
  const done = { ...planned, status: TASK_VALUES.done };
  const inPlan = (row: DayRow) => period !== undefined || Number(row.keys.year) === Number(serviceYear());
  const count = (keep: (status: string | null) => boolean) =>
    sumOf(days, period, 'count', (row) => inPlan(row) && keep(row.keys.status ?? null));
  const doneCount = count((status) => status === TASK_VALUES.done);
  // Not cancelled: the list's `status=!8`, which a task without a state does not match either.
  const plannedCount = count((status) => status !== null && status !== TASK_VALUES.cancelled);
  return [scope.kpi('planCompletion', percent(doneCount, plannedCount), done, 'percent')];
}

export async function taskKpis(engine: Engine, scope: KpiScope, period?: KpiPeriod): Promise<Kpi[]> {
  return taskKpisOf(scope, await taskDays(engine, scope), period);
}

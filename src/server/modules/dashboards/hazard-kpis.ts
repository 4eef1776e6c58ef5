// The hidden-danger KPIs of domain §5.3 in one aggregate over the user's hazard list: totals,
// 整改率 = 已销号 ÷ (all − 已撤销), 按期整改率 = closed by the deadline ÷ closed, 逾期未整改 (the
// time rule's flag, so the count is the red-tagged rows the list shows), 平均整改时长 in days.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import type { Engine } from '../../engine';
import { allOf } from '../../engine/sql-conditions';
import type { KpiScope, ListFilter } from './kpi-scope';
import { countWhen, dayOf, daysBetween, num, oneDecimal, percent } from './kpi-sql';

/** nl_hazard_status, nl_hazard_level and nl_overdue values the KPIs count by. */
export const HAZARD_VALUES = { closed: '60', voided: '90', major: '2', overdue: '1' } as const;

export const HAZARD_FILTERS = {
  all: {},
  major: { hazardLevel: HAZARD_VALUES.major },
  closed: { status: HAZARD_VALUES.closed },
  countable: { status: `!${HAZARD_VALUES.voided}` },
  overdue: { isOverdue: HAZARD_VALUES.overdue },
} as const satisfies Record<string, ListFilter>;

export async function hazardKpis(engine: Engine, scope: KpiScope): Promise<Kpi[]> {
  const c = scope.column;
  const closed = scope.filtered(HAZARD_FILTERS.closed);
  const closeTime = c('closeTime');
  const deadline = c('rectifyDeadline');
  // A deadline is a date: closing on that day is in time. Without a deadline nothing was late.
  const inTime = sql<SqlBool>`${sql.ref(closeTime)} is not null and (${sql.ref(deadline)} is null or ${dayOf(closeTime)} <= ${sql.ref(deadline)})`;
  const timed = sql<SqlBool>`${sql.ref(closeTime)} is not null and ${sql.ref(c('discoverTime'))} is not null`;
  const duration = daysBetween(engine.deps.dialect, c('discoverTime'), closeTime);
  const row = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select([
      scope.countOf(HAZARD_FILTERS.all).as('total'),
      scope.countOf(HAZARD_FILTERS.major).as('major'),
      scope.countOf(HAZARD_FILTERS.closed).as('closed'),
      scope.countOf(HAZARD_FILTERS.countable).as('countable'),
      scope.countOf(HAZARD_FILTERS.overdue).as('overdue'),
      countWhen(allOf([closed, inTime])).as('inTime'),
      sql<unknown>`avg(case when ${allOf([closed, timed])} then ${duration} end)`.as('avgDays'),
    ])
    .where(scope.where)
    .executeTakeFirstOrThrow();
  const closedCount = num(row.closed);
  return [
    scope.kpi('hazardTotal', num(row.total), HAZARD_FILTERS.all),
    scope.kpi('hazardMajor', num(row.major), HAZARD_FILTERS.major),
    scope.kpi('hazardClosed', closedCount, HAZARD_FILTERS.closed),
    scope.kpi('rectifyRate', percent(closedCount, num(row.countable)), HAZARD_FILTERS.closed, 'percent'),
    scope.kpi('onTimeRate', percent(num(row.inTime), closedCount), HAZARD_FILTERS.closed, 'percent'),
    scope.kpi('hazardOverdue', num(row.overdue), HAZARD_FILTERS.overdue),
    scope.kpi('avgRectifyDays', oneDecimal(row.avgDays), HAZARD_FILTERS.closed, 'days'),
  ];
}

// The hidden-danger KPIs of domain §5.3 in one aggregate over the user's hazard list: totals,
// 整改率 = 已销号 ÷ (all − 已撤销), 按期整改率 = closed by the deadline ÷ closed, 逾期未整改 (the
// time rule's flag, so the count is the red-tagged rows the list shows), 平均整改时长 in days.
// With a period, all but 逾期未整改 (a state of today) count the hazards discovered within it.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import type { Engine } from '../../engine';
import { allOf } from '../../engine/sql-conditions';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import type { KpiScope, ListFilter } from './kpi-scope';
import { within } from './kpi-scope';
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

/** The date a hazard belongs to a period by (its discovery), and the one it is closed at. */
export const HAZARD_DATES = { found: 'discoverTime', closed: 'closeTime' } as const;

/** The hazard filters of a period: discovered within it (逾期未整改 is today's state). */
export function hazardFilters(period?: KpiPeriod): Record<keyof typeof HAZARD_FILTERS, ListFilter> {
  const found = within(HAZARD_DATES.found, period);
  const inPeriod = (filter: ListFilter) => ({ ...filter, ...found });
  return {
    all: inPeriod(HAZARD_FILTERS.all),
    major: inPeriod(HAZARD_FILTERS.major),
    closed: inPeriod(HAZARD_FILTERS.closed),
    countable: inPeriod(HAZARD_FILTERS.countable),
    overdue: HAZARD_FILTERS.overdue,
  };
}

export async function hazardKpis(engine: Engine, scope: KpiScope, period?: KpiPeriod): Promise<Kpi[]> {
  const c = scope.column;
  const filters = hazardFilters(period);
  const closed = scope.filtered(filters.closed);
  const closeTime = c('closeTime');
  const deadline = c('rectifyDeadline');
  // A deadline is a date: closing on that day is in time. Without a deadline nothing was late.
  const inTime = sql<SqlBool>`${sql.ref(closeTime)} is not null and (${sql.ref(deadline)} is null or ${dayOf(closeTime)} <= ${sql.ref(deadline)})`;
  const timed = sql<SqlBool>`${sql.ref(closeTime)} is not null and ${sql.ref(c('discoverTime'))} is not null`;
  const duration = daysBetween(engine.deps.dialect, c('discoverTime'), closeTime);
  const row = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select([
      scope.countOf(filters.all).as('total'),
      scope.countOf(filters.major).as('major'),
      scope.countOf(filters.closed).as('closed'),
      scope.countOf(filters.countable).as('countable'),
      scope.countOf(filters.overdue).as('overdue'),
      countWhen(allOf([closed, inTime])).as('inTime'),
      sql<unknown>`avg(case when ${allOf([closed, timed])} then ${duration} end)`.as('avgDays'),
    ])
    .where(scope.where)
    .executeTakeFirstOrThrow();
  const closedCount = num(row.closed);
  return [
    scope.kpi('hazardTotal', num(row.total), filters.all),
    scope.kpi('hazardMajor', num(row.major), filters.major),
    scope.kpi('hazardClosed', closedCount, filters.closed),
    scope.kpi('rectifyRate', percent(closedCount, num(row.countable)), filters.closed, 'percent'),
    scope.kpi('onTimeRate', percent(num(row.inTime), closedCount), filters.closed, 'percent'),
    scope.kpi('hazardOverdue', num(row.overdue), filters.overdue),
    scope.kpi('avgRectifyDays', oneDecimal(row.avgDays), filters.closed, 'days'),
  ];
}

/**
 * 隐患密度 = hazards discovered ÷ investigations done, both in the period (domain §5.3), from the
 * figures already counted; it opens the hazards it counts. Null without investigations.
 */
export function hazardDensity(hazards: KpiScope, kpis: readonly Kpi[]): Kpi[] {
  const found = kpis.find((k) => k.key === 'hazardTotal');
  const done = kpis.find((k) => k.key === 'investigationCount');
  if (!found || !done) return [];
  const value = done.value ? oneDecimal(num(found.value) / done.value) : null;
  return [hazards.kpi('hazardDensity', value, found.filter, 'perInvestigation')];
}

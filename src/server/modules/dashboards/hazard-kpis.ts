// The hidden-danger KPIs of domain §5.3 from one grouped read of the user's hazard list: totals,
// 整改率 = 已销号 ÷ (all − 已撤销), 按期整改率 = closed by the deadline ÷ closed, 逾期未整改 (the
// time rule's flag, so the count is the red-tagged rows the list shows), 平均整改时长 in days.
// With a period, all but 逾期未整改 (a state of today) count the hazards discovered within it:
// counted once per discovery day (day-figures.ts), so every period sums the same figures.
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import type { Engine } from '../../engine';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import type { KpiScope, ListFilter } from './kpi-scope';
import { within } from './kpi-scope';
import { allOf } from '../../engine/sql-conditions';
import { groupByDay, sumOf } from './day-figures';
import type { DayRow } from './day-figures';
import { dayOf, daysBetween, num, oneDecimal, percent } from './kpi-sql';

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

/** The hazards per discovery day: a sum per hazard filter (the list's own condition, so each
 * equals the list's count), closed in time, and the rectification days of the closed ones. */
export type HazardDays = DayRow[];

export async function hazardDays(engine: Engine, scope: KpiScope): Promise<HazardDays> {
  const c = scope.column;
  const closeTime = c('closeTime');
  const deadline = c('rectifyDeadline');
  const closed = scope.filtered(HAZARD_FILTERS.closed);
  // A deadline is a date: closing on that day is in time. Without a deadline nothing was late.
  const inTime = sql<SqlBool>`${sql.ref(closeTime)} is not null and (${sql.ref(deadline)} is null or ${dayOf(closeTime)} <= ${sql.ref(deadline)})`;
  const timed = sql<SqlBool>`${sql.ref(closeTime)} is not null and ${sql.ref(c('discoverTime'))} is not null`;
  const duration = daysBetween(engine.deps.dialect, c('discoverTime'), closeTime);
  const one = (condition: Expression<SqlBool>) => sql`case when ${condition} then 1 else 0 end`;
  // One grouping key: more keys made SQLite sort 2.5 times longer (docs/perf.md).
  return groupByDay(
    engine,
    scope,
    HAZARD_DATES.found,
    null,
    {},
    {
      major: one(scope.filtered(HAZARD_FILTERS.major)),
      closed: one(closed),
      countable: one(scope.filtered(HAZARD_FILTERS.countable)),
      overdue: one(scope.filtered(HAZARD_FILTERS.overdue)),
      inTime: one(allOf([closed, inTime])),
      timed: one(allOf([closed, timed])),
      days: sql`case when ${allOf([closed, timed])} then ${duration} else 0 end`,
    },
  );
}

/** The hazard KPIs of a period from the figures per day. */
export function hazardKpisOf(scope: KpiScope, days: HazardDays, period?: KpiPeriod): Kpi[] {
  const filters = hazardFilters(period);
  const count = (figure: string) => sumOf(days, period, figure);
  const closedCount = count('closed');
  const timed = count('timed');
  return [
    scope.kpi('hazardTotal', count('count'), filters.all),
    scope.kpi('hazardMajor', count('major'), filters.major),
    scope.kpi('hazardClosed', closedCount, filters.closed),
    scope.kpi('rectifyRate', percent(closedCount, count('countable')), filters.closed, 'percent'),
    scope.kpi('onTimeRate', percent(count('inTime'), closedCount), filters.closed, 'percent'),
    // Today's state, whatever the period.
    scope.kpi('hazardOverdue', sumOf(days, undefined, 'overdue'), filters.overdue),
    scope.kpi('avgRectifyDays', timed > 0 ? oneDecimal(count('days') / timed) : null, filters.closed, 'days'),
  ];
}

export async function hazardKpis(engine: Engine, scope: KpiScope, period?: KpiPeriod): Promise<Kpi[]> {
  return hazardKpisOf(scope, await hazardDays(engine, scope), period);
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

// The home page's monthly trends over a period (without one, the last TREND_MONTHS months): hazards
// found (by discovery time) and closed (by close time), and investigations done (by planned day) —
// one grouped aggregate each over the user's list scope, a month without records counting 0. Each
// point carries the list filter of the records it counts (its month within the period), so a click
// opens exactly them.
import { sql } from 'kysely';
import { TREND_MONTHS } from '../../../shared/dashboard/kpi-api';
import type { TrendKey, TrendSeries } from '../../../shared/dashboard/kpi-api';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import { lastMonthsPeriod, monthWithin, periodMonths } from '../../../shared/dashboard/kpi-period';
import type { Engine } from '../../engine';
import { allOf } from '../../engine/sql-conditions';
import { HAZARD_DATES, HAZARD_FILTERS } from './hazard-kpis';
import type { KpiScope, ListFilter } from './kpi-scope';
import { within } from './kpi-scope';
import { monthOf, num } from './kpi-sql';
import { DONE_INVESTIGATIONS, SERVICE_DATES } from './service-kpis';

async function monthly(
  engine: Engine,
  scope: KpiScope,
  key: TrendKey,
  date: string,
  filter: ListFilter,
  period: KpiPeriod,
): Promise<TrendSeries> {
  const months = periodMonths(period);
  const month = monthOf(scope.column(date));
  const rows = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select([month.as('month'), sql<unknown>`count(*)`.as('count')])
    .where(allOf([scope.where, scope.filtered({ ...filter, ...within(date, period) })]))
    .groupBy(month)
    .execute();
  const counts = new Map(rows.map((r) => [String(r.month), num(r.count)]));
  return {
    key,
    entity: scope.entity.name,
    values: months.map((m) => counts.get(m) ?? 0),
    filters: months.map((m) => ({ ...filter, ...within(date, monthWithin(m, period)) })),
  };
}

export async function kpiTrends(
  engine: Engine,
  hazards: KpiScope | null,
  investigations: KpiScope | null,
  period: KpiPeriod = lastMonthsPeriod(TREND_MONTHS),
) {
  const series: Promise<TrendSeries>[] = [];
  if (hazards) {
    series.push(monthly(engine, hazards, 'hazardsFound', HAZARD_DATES.found, HAZARD_FILTERS.all, period));
    series.push(
      monthly(engine, hazards, 'hazardsClosed', HAZARD_DATES.closed, HAZARD_FILTERS.closed, period),
    );
  }
  if (investigations)
    series.push(
      monthly(
        engine,
        investigations,
        'investigations',
        SERVICE_DATES.investigation,
        DONE_INVESTIGATIONS,
        period,
      ),
    );
  return { months: periodMonths(period), trends: await Promise.all(series) };
}

// The home page's monthly trends over a period (without one, the last TREND_MONTHS months): hazards
// found (by discovery time) and closed (by close time), and investigations done (by planned day) —
// one grouped read per day each over the user's list scope (day-figures.ts: any period sums them),
// a month without records counting 0. Each
// point carries the list filter of the records it counts (its month within the period), so a click
// opens exactly them.
import { TREND_MONTHS } from '../../../shared/dashboard/kpi-api';
import type { TrendKey, TrendSeries } from '../../../shared/dashboard/kpi-api';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import { lastMonthsPeriod, monthWithin, periodMonths } from '../../../shared/dashboard/kpi-period';
import type { Engine } from '../../engine';
import { groupByDay, sumPerMonth } from './day-figures';
import type { DayRow } from './day-figures';
import { HAZARD_DATES, HAZARD_FILTERS, hazardDays } from './hazard-kpis';
import type { HazardDays } from './hazard-kpis';
import type { KpiScope, ListFilter } from './kpi-scope';
import { within } from './kpi-scope';
import { DONE_INVESTIGATIONS, SERVICE_DATES } from './service-kpis';

/** The records each trend counts, per day of its date. */
export interface TrendFigures {
  hazardsFound: DayRow[] | null;
  hazardsClosed: DayRow[] | null;
  investigations: DayRow[] | null;
}

/** The trends' figures within the scopes; the found hazards may come from the KPIs' own (hazardDays). */
export async function trendFigures(
  engine: Engine,
  hazards: KpiScope | null,
  investigations: KpiScope | null,
  found?: HazardDays,
): Promise<TrendFigures> {
  const [hazardsFound, hazardsClosed, done] = await Promise.all([
    hazards ? (found ?? hazardDays(engine, hazards)) : null,
    hazards
      ? groupByDay(engine, hazards, HAZARD_DATES.closed, hazards.filtered(HAZARD_FILTERS.closed))
      : null,
    investigations
      ? groupByDay(
          engine,
          investigations,
          SERVICE_DATES.investigation,
          investigations.filtered(DONE_INVESTIGATIONS),
        )
      : null,
  ]);
  return { hazardsFound, hazardsClosed, investigations: done };
}

function monthly(
  scope: KpiScope,
  key: TrendKey,
  date: string,
  filter: ListFilter,
  rows: readonly DayRow[],
  period: KpiPeriod,
): TrendSeries {
  const months = periodMonths(period);
  const counts = sumPerMonth(rows, period);
  return {
    key,
    entity: scope.entity.name,
    values: months.map((m) => counts.get(m) ?? 0),
    filters: months.map((m) => ({ ...filter, ...within(date, monthWithin(m, period)) })),
  };
}

/** The trends of a period from their figures per day. */
export function trendsOf(
  hazards: KpiScope | null,
  investigations: KpiScope | null,
  figures: TrendFigures,
  period: KpiPeriod = lastMonthsPeriod(TREND_MONTHS),
) {
  const series: TrendSeries[] = [];
  if (hazards && figures.hazardsFound && figures.hazardsClosed) {
    series.push(
      monthly(hazards, 'hazardsFound', HAZARD_DATES.found, HAZARD_FILTERS.all, figures.hazardsFound, period),
    );
    series.push(
      monthly(
        hazards,
        'hazardsClosed',
        HAZARD_DATES.closed,
        HAZARD_FILTERS.closed,
        figures.hazardsClosed,
        period,
      ),
    );
  }
  if (investigations && figures.investigations)
    series.push(
      monthly(
        investigations,
        'investigations',
        SERVICE_DATES.investigation,
        DONE_INVESTIGATIONS,
        figures.investigations,
        period,
      ),
    );
  return { months: periodMonths(period), trends: series };
}

export async function kpiTrends(
  engine: Engine,
  hazards: KpiScope | null,
  investigations: KpiScope | null,
  period: KpiPeriod = lastMonthsPeriod(TREND_MONTHS),
) {
  return trendsOf(hazards, investigations, await trendFigures(engine, hazards, investigations), period);
}

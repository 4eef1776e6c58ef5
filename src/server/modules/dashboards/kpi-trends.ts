// The home page's monthly trends over the last TREND_MONTHS months: hazards found (by discovery
// time) and closed (by close time), and investigations done (by check-in, else the planned day) —
// one grouped aggregate each over the user's list scope; a month without records counts 0.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { TREND_MONTHS } from '../../../shared/dashboard/kpi-api';
import type { TrendKey, TrendSeries } from '../../../shared/dashboard/kpi-api';
import type { Engine } from '../../engine';
import { allOf } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';
import { HAZARD_FILTERS } from './hazard-kpis';
import type { KpiScope } from './kpi-scope';
import { lastMonths, monthOf, num } from './kpi-sql';
import { DONE_INVESTIGATIONS } from './service-kpis';

async function monthly(
  engine: Engine,
  scope: KpiScope,
  key: TrendKey,
  month: RawBuilder<string>,
  condition: Condition,
  months: string[],
): Promise<TrendSeries> {
  const rows = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select([month.as('month'), sql<unknown>`count(*)`.as('count')])
    .where(
      allOf([scope.where, condition, sql`${month} >= ${months[0]!}`, sql`${month} <= ${months.at(-1)!}`]),
    )
    .groupBy(month)
    .execute();
  const counts = new Map(rows.map((r) => [String(r.month), num(r.count)]));
  return { key, entity: scope.entity.name, values: months.map((m) => counts.get(m) ?? 0) };
}

export async function kpiTrends(engine: Engine, hazards: KpiScope | null, investigations: KpiScope | null) {
  const months = lastMonths(TREND_MONTHS);
  const series: Promise<TrendSeries>[] = [];
  if (hazards) {
    const c = hazards.column;
    const all = hazards.filtered(HAZARD_FILTERS.all);
    series.push(monthly(engine, hazards, 'hazardsFound', monthOf(c('discoverTime')), all, months));
    const closed = hazards.filtered(HAZARD_FILTERS.closed);
    series.push(monthly(engine, hazards, 'hazardsClosed', monthOf(c('closeTime')), closed, months));
  }
  if (investigations) {
    const c = investigations.column;
    const day = sql<string>`substr(coalesce(${sql.ref(c('checkInTime'))}, ${sql.ref(c('planDate'))}), 1, 7)`;
    const done = investigations.filtered(DONE_INVESTIGATIONS);
    series.push(monthly(engine, investigations, 'investigations', day, done, months));
  }
  return { months, trends: await Promise.all(series) };
}

// KPIs counted on the user's enterprise list: 投保覆盖率 = insured (保障中/即将到期) high-risk
// enterprises ÷ registered high-risk enterprises (those with a 安责险 sector), and 排查企业数 = the
// enterprises with a done investigation in the period — through the list's related filter, so the
// tile opens the enterprise list showing exactly the enterprises it counts (counted from the
// enterprises' investigation days, service-kpis.ts, so any period is a count in memory).
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import type { Engine } from '../../engine';
import { RELATED_FILTER_PREFIX } from '../../engine/related-filters';
import { allOf } from '../../engine/sql-conditions';
import { recordsWithin } from './day-figures';
import type { DaysPerRecord } from './day-figures';
import { INSURED } from './insurance-kpis';
import type { KpiScope, ListFilter } from './kpi-scope';
import { countWhen, num, percent } from './kpi-sql';
import { doneInvestigations } from './service-kpis';

/** The enterprise list filter: enterprises with a done investigation in the period. */
export function investigatedFilter(period: KpiPeriod): ListFilter {
  return {
    [`${RELATED_FILTER_PREFIX}investigation`]: new URLSearchParams(doneInvestigations(period)).toString(),
  };
}

/** 投保覆盖率's counts (no period: a state of today). */
export interface CoverageFigures {
  highRisk: number;
  insured: number;
}

export async function coverageFigures(engine: Engine, enterprises: KpiScope): Promise<CoverageFigures> {
  const sector = sql.ref(enterprises.column('highRiskSector'));
  const highRisk = sql<SqlBool>`coalesce(${sector}, '') <> ''`;
  const row = await engine.deps.db
    .selectFrom(enterprises.entity.table)
    .select([
      countWhen(highRisk).as('highRisk'),
      countWhen(allOf([highRisk, enterprises.filtered(INSURED)])).as('insured'),
    ])
    .where(enterprises.where)
    .executeTakeFirstOrThrow();
  return { highRisk: num(row.highRisk), insured: num(row.insured) };
}

/**
 * The KPIs of a period; `investigated`: the days of the listed enterprises' done investigations in
 * the user's investigation list (null when they may not list investigations), as the related filter
 * counts them (investigatedDays with the enterprise scope).
 */
export function enterpriseListKpisOf(
  enterprises: KpiScope,
  coverage: CoverageFigures,
  investigated: DaysPerRecord | null,
  period: KpiPeriod,
): Kpi[] {
  return [
    enterprises.kpi('insuranceCoverage', percent(coverage.insured, coverage.highRisk), INSURED, 'percent'),
    ...(investigated
      ? [
          enterprises.kpi(
            'investigatedEnterprises',
            recordsWithin(investigated, period),
            investigatedFilter(period),
          ),
        ]
      : []),
  ];
}

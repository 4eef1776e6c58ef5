// KPIs counted on the user's enterprise list: 投保覆盖率 = insured (保障中/即将到期) high-risk
// enterprises ÷ registered high-risk enterprises (those with a 安责险 sector), and 排查企业数 = the
// enterprises with a done investigation in the period — through the list's related filter, so the
// tile opens the enterprise list showing exactly the enterprises it counts.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import type { KpiPeriod } from '../../../shared/dashboard/kpi-period';
import type { Engine } from '../../engine';
import { RELATED_FILTER_PREFIX, relatedFilters } from '../../engine/related-filters';
import { allOf } from '../../engine/sql-conditions';
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

export async function enterpriseListKpis(
  engine: Engine,
  enterprises: KpiScope,
  period: KpiPeriod,
  withInvestigations: boolean,
): Promise<Kpi[]> {
  const sector = sql.ref(enterprises.column('highRiskSector'));
  const highRisk = sql<SqlBool>`coalesce(${sector}, '') <> ''`;
  const investigated = investigatedFilter(period);
  const related = withInvestigations
    ? allOf(await relatedFilters(engine.deps, enterprises.access, investigated))
    : null;
  const row = await engine.deps.db
    .selectFrom(enterprises.entity.table)
    .select([
      countWhen(highRisk).as('highRisk'),
      countWhen(allOf([highRisk, enterprises.filtered(INSURED)])).as('insured'),
      (related ? countWhen(related) : sql<unknown>`0`).as('investigated'),
    ])
    .where(enterprises.where)
    .executeTakeFirstOrThrow();
  return [
    enterprises.kpi('insuranceCoverage', percent(num(row.insured), num(row.highRisk)), INSURED, 'percent'),
    ...(related ? [enterprises.kpi('investigatedEnterprises', num(row.investigated), investigated)] : []),
  ];
}

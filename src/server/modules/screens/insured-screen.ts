// 参保企业大屏 (domain §5.1) over one tenant, with no user scope: the dashboards' insurance KPIs
// (投保企业数, 服务覆盖率, 有效保单, 30天内到期, 预防费用使用率) and the screen's own figures — premium
// and insured persons of the policies in force, 累计保障额度 (their annual limits, the per-accident
// limit where a policy has none), 高危行业投保覆盖率 (insured ÷ registered enterprises
// of a high-risk sector), this month's new policies, lapsed enterprises, monthly new policies and
// premium, insured enterprises by district and sector, enterprises by risk colour.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { TREND_MONTHS } from '../../../shared/dashboard/kpi-api';
import { formatDateTime } from '../../../shared/date-format';
import type { InsuredScreenData, InsuredTileKey, ScreenTile } from '../../../shared/screens';
import { CANCELLED_POLICY } from '../../business/prevention-fee';
import type { Engine } from '../../engine';
import { systemPrincipal } from '../../engine/system-principal';
import { allOf, compare } from '../../engine/sql-conditions';
import { enterpriseKpis, INSURED, inForce, policyKpis } from '../dashboards/insurance-kpis';
import { subScope, tenantScope } from '../dashboards/kpi-scope';
import type { KpiScope } from '../dashboards/kpi-scope';
import { countWhen, lastMonths, monthOf, num, percent, today } from '../dashboards/kpi-sql';
import { byColumn, countGroups } from './screen-groups';

/** nl_insure_status 已脱保; nl_high_risk_sector 其他 (not a high-risk sector). */
const LAPSED = '3';
const NOT_HIGH_RISK = '99';
const YUAN_PER_WAN = 10_000;
const YUAN_PER_YI = 100_000_000;

/** Yuan as 万元 with two decimals. */
export const wan = (yuan: unknown) => Math.round((num(yuan) / YUAN_PER_WAN) * 100) / 100;
/** Yuan as 亿元 with two decimals. */
export const yi = (yuan: unknown) => Math.round((num(yuan) / YUAN_PER_YI) * 100) / 100;

async function enterpriseFigures(engine: Engine, enterprises: KpiScope) {
  const sector = sql.ref(enterprises.column('highRiskSector'));
  const highRisk = sql<SqlBool>`${sector} is not null and ${sector} <> '' and ${sector} <> ${NOT_HIGH_RISK}`;
  const row = await engine.deps.db
    .selectFrom(enterprises.entity.table)
    .select([
      enterprises.countOf({ insureStatus: LAPSED }).as('lapsed'),
      countWhen(highRisk).as('highRisk'),
      countWhen(allOf([highRisk, enterprises.filtered(INSURED)])).as('highRiskInsured'),
    ])
    .where(enterprises.where)
    .executeTakeFirstOrThrow();
  return {
    lapsed: num(row.lapsed),
    coverage: percent(num(row.highRiskInsured), num(row.highRisk)),
  };
}

async function policyFigures(engine: Engine, policy: KpiScope, months: string[]) {
  const c = policy.column;
  const valid = inForce(policy);
  const notCancelled = sql<SqlBool>`coalesce(${sql.ref(c('policyStatus'))}, '') <> ${CANCELLED_POLICY}`;
  const thisMonth = today().slice(0, 7);
  const started = monthOf(c('startDate'));
  const cover = sql`coalesce(${sql.ref(c('limitAnnual'))}, ${sql.ref(c('limitPerAccident'))})`;
  const [row, perMonth] = await Promise.all([
    engine.deps.db
      .selectFrom(policy.entity.table)
      .select([
        sql<unknown>`sum(case when ${valid} then ${sql.ref(c('premium'))} else 0 end)`.as('premium'),
        sql<unknown>`sum(case when ${valid} then ${sql.ref(c('insuredPersonCount'))} else 0 end)`.as(
          'persons',
        ),
        sql<unknown>`sum(case when ${valid} then ${cover} else 0 end)`.as('cover'),
        countWhen(allOf([notCancelled, sql<SqlBool>`${started} = ${thisMonth}`])).as('newThisMonth'),
      ])
      .where(policy.where)
      .executeTakeFirstOrThrow(),
    engine.deps.db
      .selectFrom(policy.entity.table)
      .select([
        started.as('month'),
        sql<unknown>`count(*)`.as('count'),
        sql<unknown>`sum(${sql.ref(c('premium'))})`.as('premium'),
      ])
      .where(
        allOf([
          policy.where,
          notCancelled,
          compare(c('startDate'), '>=', `${months[0]!}-01`),
          sql<SqlBool>`${started} <= ${months.at(-1)!}`,
        ]),
      )
      .groupBy(started)
      .execute(),
  ]);
  const byMonth = new Map(perMonth.map((r) => [String(r.month), r]));
  return {
    premium: wan(row.premium),
    persons: num(row.persons),
    cover: yi(row.cover),
    newThisMonth: num(row.newThisMonth),
    newPolicies: months.map((m) => num(byMonth.get(m)?.count)),
    newPremium: months.map((m) => wan(byMonth.get(m)?.premium)),
  };
}

export async function insuredScreen(engine: Engine, tenantId: number): Promise<InsuredScreenData> {
  const [enterprises, deepService, investigation] = await Promise.all([
    tenantScope(engine, tenantId, 'enterprise'),
    tenantScope(engine, tenantId, 'deepService'),
    tenantScope(engine, tenantId, 'investigation'),
  ]);
  const policy = await subScope(engine, systemPrincipal(tenantId), enterprises, 'policy');
  const months = lastMonths(TREND_MONTHS);
  const insured = enterprises.filtered(INSURED);
  const [kpis, policyKpiList, own, policies, districts, sectors, riskLevels] = await Promise.all([
    enterpriseKpis(engine, enterprises),
    policyKpis(engine, systemPrincipal(tenantId), enterprises, { deepService, investigation }),
    enterpriseFigures(engine, enterprises),
    policyFigures(engine, policy, months),
    countGroups(engine, enterprises, 'nl_district', byColumn(enterprises, 'districtCode'), insured),
    countGroups(engine, enterprises, 'nl_high_risk_sector', byColumn(enterprises, 'highRiskSector'), insured),
    countGroups(engine, enterprises, 'nl_risk_level', byColumn(enterprises, 'riskLevel')),
  ]);
  const kpi = new Map([...kpis, ...policyKpiList].map((k) => [k.key, k.value]));
  const tile = (key: InsuredTileKey, value: number | null, unit: ScreenTile['unit'] = 'count') => ({
    key,
    value,
    unit,
  });
  return {
    tiles: [
      tile('insuredEnterprises', kpi.get('insuredEnterprises') ?? 0),
      tile('validPolicies', kpi.get('validPolicies') ?? 0),
      tile('premiumTotal', policies.premium, 'wan'),
      tile('insuredPersons', policies.persons),
      tile('coverTotal', policies.cover, 'yi'),
      tile('highRiskCoverage', own.coverage, 'percent'),
      tile('newPoliciesThisMonth', policies.newThisMonth),
      tile('expiringPolicies', kpi.get('expiringPolicies') ?? 0),
      tile('lapsedEnterprises', own.lapsed),
      tile('preventionFeeUsage', kpi.get('preventionFeeUsage') ?? null, 'percent'),
      tile('serviceCoverage', kpi.get('serviceCoverage') ?? null, 'percent'),
    ],
    months,
    newPolicies: policies.newPolicies,
    newPremium: policies.newPremium,
    districts,
    sectors,
    riskLevels,
    at: formatDateTime(),
  };
}

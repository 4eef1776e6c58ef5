// Insurance KPIs over the user's enterprise list and those enterprises' policies (a sub-table, so
// they open the enterprise list by insurance status): 投保企业数, 服务覆盖率 (insured enterprises
// with a task completed in this service year ÷ insured enterprises), 有效保单, 30天内到期保单, and
// 预防费用使用率 = the services' costs spent within policies in force (deep services and
// investigations: SPENDING_SOURCES) ÷ premium × ratio of those policies (domain §2.3, §5.3; the same
// spending rule as the budget warning). It opens the deep services spending.
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import { EXPIRING_POLICY_DAYS } from '../../../shared/dashboard/kpi-api';
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import {
  CANCELLED_POLICY,
  SPENDING_DISPATCH_STATES,
  SPENDING_SOURCES,
  spendingDay,
} from '../../business/prevention-fee';
import type { SpendingSource } from '../../business/prevention-fee';
import type { Engine } from '../../engine';
import type { Principal } from '../../engine/principal';
import { allOf, compare, inList } from '../../engine/sql-conditions';
import type { KpiScope, ListFilter } from './kpi-scope';
import { subScope } from './kpi-scope';
import { countWhen, daysFromToday, num, percent, today } from './kpi-sql';
import { serviceYear, TASK_VALUES } from './service-kpis';

/** nl_insure_status 保障中 and 即将到期 (a policy in force), 即将到期 alone. */
export const INSURED: ListFilter = { insureStatus_MultiString: '1,2' };
export const EXPIRING: ListFilter = { insureStatus: '2' };
export const SPENDING: ListFilter = { status_MultiString: SPENDING_DISPATCH_STATES.join(',') };

/** A policy in force today and not cancelled. */
export function inForce(policy: KpiScope, qualify = false) {
  const c = qualify ? policy.qualified : policy.column;
  const day = today();
  return allOf([
    compare(c('startDate'), '<=', day),
    compare(c('endDate'), '>=', day),
    sql<SqlBool>`coalesce(${sql.ref(c('policyStatus'))}, '') <> ${CANCELLED_POLICY}`,
  ]);
}

/** An enterprise (a row of the scope's table) with a task completed in this service year. */
export function servedThisYear(engine: Engine, scope: KpiScope): Expression<SqlBool> {
  const task = engine.registry.get('task')!;
  const t = (key: string) => `${task.table}.${task.field(key)!.column}`;
  // The tenant pair lets the task's (tenant_id, enterprise_id, …) index answer each enterprise: a
  // subquery inside a conditional sum runs once per row (PostgreSQL scanned the tasks each time).
  return sql<SqlBool>`exists (select 1 from ${sql.table(task.table)} where ${allOf([
    sql<SqlBool>`${sql.ref(`${task.table}.tenant_id`)} = ${sql.ref(`${scope.entity.table}.tenant_id`)}`,
    sql<SqlBool>`${sql.ref(t('enterpriseId'))} = ${sql.ref(`${scope.entity.table}.id`)}`,
    compare(t('status'), '=', TASK_VALUES.done),
    compare(t('serviceYear'), '=', Number(serviceYear())),
  ])})`;
}

export async function enterpriseKpis(engine: Engine, scope: KpiScope): Promise<Kpi[]> {
  const served = servedThisYear(engine, scope);
  const row = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select([
      scope.countOf(INSURED).as('insured'),
      countWhen(allOf([scope.filtered(INSURED), served])).as('served'),
    ])
    .where(scope.where)
    .executeTakeFirstOrThrow();
  const insured = num(row.insured);
  return [
    scope.kpi('insuredEnterprises', insured, INSURED),
    scope.kpi('serviceCoverage', percent(num(row.served), insured), INSURED, 'percent'),
  ];
}

/** The user's records of each spending source, by entity name (absent or null: not counted). */
export type SpendingScopes = Readonly<Record<string, KpiScope | null | undefined>>;

export async function policyKpis(
  engine: Engine,
  principal: Principal,
  enterprises: KpiScope,
  spending: SpendingScopes,
): Promise<Kpi[]> {
  const policy = await subScope(engine, principal, enterprises, 'policy');
  const c = policy.column;
  const valid = inForce(policy);
  const expiring = allOf([valid, compare(c('endDate'), '<=', daysFromToday(EXPIRING_POLICY_DAYS))]);
  const accrual = sql`${sql.ref(c('premium'))} * ${sql.ref(c('preventionFeeRatio'))} / 100`;
  const row = await engine.deps.db
    .selectFrom(policy.entity.table)
    .select([
      countWhen(valid).as('valid'),
      countWhen(expiring).as('expiring'),
      sql<unknown>`sum(case when ${valid} then ${accrual} else 0 end)`.as('accrued'),
    ])
    .where(policy.where)
    .executeTakeFirstOrThrow();
  const kpis = [
    enterprises.kpi('validPolicies', num(row.valid), INSURED),
    enterprises.kpi('expiringPolicies', num(row.expiring), EXPIRING),
  ];
  const deepServices = spending.deepService;
  if (deepServices) {
    let used = 0;
    for (const source of SPENDING_SOURCES) {
      const scope = spending[source.entity];
      if (scope) used += await spentWithinPolicies(engine, policy, scope, source);
    }
    kpis.push(deepServices.kpi('preventionFeeUsage', percent(used, num(row.accrued)), SPENDING, 'percent'));
  }
  return kpis;
}

/** What the user's records of a source spent within a policy of theirs in force (each record once). */
async function spentWithinPolicies(
  engine: Engine,
  policy: KpiScope,
  services: KpiScope,
  source: SpendingSource,
): Promise<number> {
  const d = services.qualified;
  const p = policy.qualified;
  const day = spendingDay(d(source.day));
  const within = allOf([
    sql<SqlBool>`${sql.ref(p('enterpriseId'))} = ${sql.ref(d('enterpriseId'))}`,
    sql<SqlBool>`${day} >= ${sql.ref(p('startDate'))}`,
    sql<SqlBool>`${day} <= ${sql.ref(p('endDate'))}`,
    inForce(policy, true),
    policy.where,
  ]);
  const row = await engine.deps.db
    .selectFrom(services.entity.table)
    .select(sql<unknown>`sum(${sql.ref(services.column(source.cost))})`.as('spent'))
    .where(
      allOf([
        services.where,
        inList(services.column('status'), [...source.states]),
        sql<SqlBool>`exists (select 1 from ${sql.table(policy.entity.table)} where ${within})`,
      ]),
    )
    .executeTakeFirstOrThrow();
  return num(row.spent);
}

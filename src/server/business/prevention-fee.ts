// The prevention-fee warning of a service (domain §2.3, §2.9), as the advice `preventionFeeBudget`:
// the enterprise's policy in force on the service's day sets aside premium × preventionFeeRatio % for
// accident prevention; what its other services within that policy's period cost is spent — deep
// services from dispatch on, investigations from check-in on (SPENDING_SOURCES, which the 预防费用使用率
// KPI sums too). A cost above what remains is warned about, not refused (the insurer may top the
// fund up).
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { formatDate } from '../../shared/date-format';
import type { AdviceHook, SchemaNeed, ServerRuleContext } from '../engine/server-rule-hooks';
import { allOf, compare, inList } from '../engine/sql-conditions';
import type { Condition } from '../engine/sql-conditions';
import { columnOf, entityOf } from './records';

const yuan = (amount: number) =>
  amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const PREVENTION_FEE_TEXTS = {
  overBudget: (remaining: number) => `费用超出该保单预防费用余额（余额 ¥${yuan(remaining)}）`,
  noPolicy: '该企业在预计开始日没有有效保单，服务费用无预防费用可列支',
} as const;

/** nl_policy_status 已注销; nl_dispatch_status from 已派遣 on, save 已驳回 and 已取消: the cost is spent. */
export const CANCELLED_POLICY = '4';
export const SPENDING_DISPATCH_STATES = ['2', '3', '4', '5'] as const;
/** nl_investigation_status from 进行中 on (the visit took place): its service cost is spent. */
export const SPENDING_INVESTIGATION_STATES = ['1', '2', '3', '4'] as const;

/** What a policy's prevention fee pays for: each source's cost, in its spending states, on its day. */
export interface SpendingSource {
  entity: string;
  cost: string;
  /** A date or datetime field (text): its first ten characters are the service's day. */
  day: string;
  states: readonly string[];
}

export const SPENDING_SOURCES: readonly SpendingSource[] = [
  { entity: 'deepService', cost: 'cost', day: 'expectedStart', states: SPENDING_DISPATCH_STATES },
  { entity: 'investigation', cost: 'serviceCost', day: 'checkInTime', states: SPENDING_INVESTIGATION_STATES },
];

/** The day of a source's record, as 'YYYY-MM-DD' text on both databases. */
export const spendingDay = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

const amount = (value: unknown) => (value === null || value === undefined ? 0 : Number(value) || 0);
const cents = (value: number) => Math.round(value * 100) / 100;

/** The premium, ratio and period of the enterprise's policy in force on `day`, or undefined. */
async function policyOn(context: ServerRuleContext, enterpriseId: string, day: string) {
  const policy = entityOf(context.registry, 'policy');
  const column = (key: string) => columnOf(policy, key);
  const where: Condition[] = [
    compare(column('enterpriseId'), '=', enterpriseId),
    compare(column('startDate'), '<=', day),
    compare(column('endDate'), '>=', day),
    sql<SqlBool>`coalesce(${sql.ref(column('policyStatus'))}, '') <> ${CANCELLED_POLICY}`,
  ];
  if (policy.tenantScoped) where.push(compare('tenant_id', '=', context.principal.tenantId));
  const row = await context.db
    .selectFrom(policy.table)
    .select([column('premium'), column('preventionFeeRatio'), column('startDate'), column('endDate')])
    .where(allOf(where))
    .orderBy(column('endDate'), 'desc')
    .executeTakeFirst();
  return (
    row && {
      budget: (amount(row[column('premium')]) * amount(row[column('preventionFeeRatio')])) / 100,
      start: String(row[column('startDate')]),
      end: String(row[column('endDate')]),
    }
  );
}

/** What the enterprise's other services within the period cost, over every spending source. */
async function spentWithin(context: ServerRuleContext, enterpriseId: string, start: string, end: string) {
  let spent = 0;
  for (const source of SPENDING_SOURCES) {
    const entity = entityOf(context.registry, source.entity);
    const column = (key: string) => columnOf(entity, key);
    const day = spendingDay(column(source.day));
    const where: Condition[] = [
      compare(column('enterpriseId'), '=', enterpriseId),
      inList(column('status'), [...source.states]),
      sql<SqlBool>`${day} >= ${start}`,
      sql<SqlBool>`${day} <= ${end}`,
      compare('id', '<>', context.recordId ?? ''),
    ];
    if (entity.tenantScoped) where.push(compare('tenant_id', '=', context.principal.tenantId));
    const row = await context.db
      .selectFrom(entity.table)
      .select(sql<unknown>`sum(${sql.ref(column(source.cost))})`.as('spent'))
      .where(allOf(where))
      .executeTakeFirst();
    spent += amount(row?.spent);
  }
  return spent;
}

export const preventionFeeBudget: AdviceHook = {
  inputs: ['enterpriseId', 'day', 'cost'],
  needs: [
    ['policy', 'enterpriseId', 'startDate', 'endDate', 'premium', 'preventionFeeRatio', 'policyStatus'],
    ...SPENDING_SOURCES.map((source): SchemaNeed => [
      source.entity,
      'enterpriseId',
      'status',
      source.day,
      source.cost,
    ]),
  ],
  async advise(context) {
    const { inputs } = context;
    const cost = amount(inputs.cost);
    if (cost <= 0 || !inputs.enterpriseId) return null;
    const enterpriseId = String(inputs.enterpriseId);
    // A datetime's day (an investigation's check-in): the policy in force that day.
    const day = inputs.day ? String(inputs.day).slice(0, 10) : formatDate();
    const policy = await policyOn(context, enterpriseId, day);
    if (!policy) return PREVENTION_FEE_TEXTS.noPolicy;
    const remaining = cents(
      policy.budget - (await spentWithin(context, enterpriseId, policy.start, policy.end)),
    );
    return cost > remaining ? PREVENTION_FEE_TEXTS.overBudget(remaining) : null;
  },
};

// The prevention-fee warning of a deep service (domain §2.3, §2.9), as the advice
// `preventionFeeBudget`: the enterprise's policy in force on the service's first day sets aside
// premium × preventionFeeRatio % for accident prevention; the costs of its other deep services
// dispatched within that policy's period are spent. A cost above what remains is warned about, not
// refused (the insurer may top the fund up).
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { formatDate } from '../../shared/date-format';
import type { AdviceHook, ServerRuleContext } from '../engine/server-rule-hooks';
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

/** What the enterprise's other deep services starting within the period cost. */
async function spentWithin(context: ServerRuleContext, enterpriseId: string, start: string, end: string) {
  const service = entityOf(context.registry, 'deepService');
  const column = (key: string) => columnOf(service, key);
  const where: Condition[] = [
    compare(column('enterpriseId'), '=', enterpriseId),
    inList(column('status'), [...SPENDING_DISPATCH_STATES]),
    compare(column('expectedStart'), '>=', start),
    compare(column('expectedStart'), '<=', end),
    compare('id', '<>', context.recordId ?? ''),
  ];
  if (service.tenantScoped) where.push(compare('tenant_id', '=', context.principal.tenantId));
  const row = await context.db
    .selectFrom(service.table)
    .select(sql<unknown>`sum(${sql.ref(column('cost'))})`.as('spent'))
    .where(allOf(where))
    .executeTakeFirst();
  return amount(row?.spent);
}

export const preventionFeeBudget: AdviceHook = {
  inputs: ['enterpriseId', 'day', 'cost'],
  needs: [
    ['policy', 'enterpriseId', 'startDate', 'endDate', 'premium', 'preventionFeeRatio', 'policyStatus'],
    ['deepService', 'enterpriseId', 'status', 'expectedStart', 'cost'],
  ],
  async advise(context) {
    const { inputs } = context;
    const cost = amount(inputs.cost);
    if (cost <= 0 || !inputs.enterpriseId) return null;
    const enterpriseId = String(inputs.enterpriseId);
    const policy = await policyOn(context, enterpriseId, inputs.day ? String(inputs.day) : formatDate());
    if (!policy) return PREVENTION_FEE_TEXTS.noPolicy;
    const remaining = cents(
      policy.budget - (await spentWithin(context, enterpriseId, policy.start, policy.end)),
    );
    return cost > remaining ? PREVENTION_FEE_TEXTS.overBudget(remaining) : null;
  },
};

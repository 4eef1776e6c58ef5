// The statutory hours of safety training (生产经营单位安全培训规定 arts. 9 and 13, domain §2.11) as
// the advice `trainingHoursMinimum` on a training's 学时: principals and safety managers retrain at
// least 12 hours a year, new hires train at least 24 hours before starting; in the high-risk sectors
// the article names, 16 and 72 hours, and every worker retrains 20 hours a year. Fewer hours are
// warned about, not refused: the rest may come from another session.
import type { AdviceHook, ServerRuleContext } from '../engine/server-rule-hooks';
import { allOf, compare } from '../engine/sql-conditions';
import type { Condition } from '../engine/sql-conditions';
import { columnOf, entityOf } from './records';

/** nl_high_risk_sector: 煤矿, 非煤矿山, 危险化学品, 烟花爆竹, 金属冶炼 — the sectors the articles name. */
export const STATUTORY_HIGH_RISK_SECTORS: ReadonlySet<string> = new Set(['01', '02', '03', '04', '08']);

interface Minimum {
  hours: number;
  rule: string;
}

/** By nl_training_type: the minimum elsewhere (null: none) and in the high-risk sectors. */
const MINIMUMS: Readonly<Record<string, { regular: Minimum | null; highRisk: Minimum }>> = {
  '1': {
    regular: { hours: 12, rule: '主要负责人每年再培训' },
    highRisk: { hours: 16, rule: '高危行业主要负责人每年再培训' },
  },
  '2': {
    regular: { hours: 12, rule: '安全生产管理人员每年再培训' },
    highRisk: { hours: 16, rule: '高危行业安全生产管理人员每年再培训' },
  },
  '4': {
    regular: { hours: 24, rule: '新上岗从业人员岗前安全培训' },
    highRisk: { hours: 72, rule: '高危行业新上岗从业人员安全培训' },
  },
  '5': { regular: null, highRisk: { hours: 20, rule: '高危行业从业人员每年再培训' } },
};

export const TRAINING_HOURS_TEXTS = {
  belowMinimum: ({ rule, hours }: Minimum) => `低于规定学时：${rule}不少于${hours}学时`,
} as const;

/** Whether the enterprise is in a sector the articles name (a regional session is not). */
async function inHighRiskSector(context: ServerRuleContext, enterpriseId: unknown): Promise<boolean> {
  if (!enterpriseId) return false;
  const enterprise = entityOf(context.registry, 'enterprise');
  const where: Condition[] = [compare('id', '=', String(enterpriseId))];
  if (enterprise.tenantScoped) where.push(compare('tenant_id', '=', context.principal.tenantId));
  const sector = columnOf(enterprise, 'highRiskSector');
  const row = await context.db
    .selectFrom(enterprise.table)
    .select(sector)
    .where(allOf(where))
    .executeTakeFirst();
  return STATUTORY_HIGH_RISK_SECTORS.has(String(row?.[sector] ?? ''));
}

export const trainingHoursMinimum: AdviceHook = {
  inputs: ['enterpriseId', 'trainingType', 'hours'],
  needs: [['enterprise', 'highRiskSector']],
  async advise(context) {
    const { inputs } = context;
    const minimums = MINIMUMS[String(inputs.trainingType ?? '')];
    const hours = Number(inputs.hours);
    if (!minimums || inputs.hours === null || inputs.hours === '' || !(hours > 0)) return null;
    const minimum = (await inHighRiskSector(context, inputs.enterpriseId))
      ? minimums.highRisk
      : minimums.regular;
    return minimum && hours < minimum.hours ? TRAINING_HOURS_TEXTS.belowMinimum(minimum) : null;
  },
};

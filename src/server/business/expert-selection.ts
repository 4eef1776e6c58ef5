// The expert-selection helper of a deep-service dispatch (domain §4.4), as the option rule
// `availableExpert`: experts whose majors fit the enterprise's high-risk sector, whose service area
// holds its district (an expert without one serves the whole city) and who are free over the
// expected days — no confirmed appointment, no other dispatched or running deep service that they
// lead or join. Each option says why it fits.
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { OptionRuleHook, ServerRuleContext } from '../engine/server-rule-hooks';
import { allOf, anyOf, hasItem, isBlank } from '../engine/sql-conditions';
import type { Condition } from '../engine/sql-conditions';
import { columnOf, entityOf } from './records';

export const EXPERT_SELECTION_TEXTS = {
  refusal:
    '该专家不符合派遣条件：专业须匹配企业行业领域、服务区域须包含企业所在区县，且预计服务期间无其他安排',
  majorFits: '专业匹配',
  inArea: '服务区域内',
  wholeCity: '全市服务',
  free: '期间空闲',
  separator: '·',
} as const;

/** nl_high_risk_sector → the nl_expert_major codes that serve it; a sector not listed takes any major. */
export const SECTOR_MAJORS: Readonly<Record<string, readonly string[]>> = {
  '01': ['02'], // 煤矿: 矿山
  '02': ['02'], // 非煤矿山: 矿山
  '03': ['01'], // 危险化学品
  '04': ['11', '01'], // 烟花爆竹: 烟花爆竹, 危险化学品
  '05': ['10'], // 交通运输
  '06': ['03'], // 建筑施工
  '07': ['11', '01'], // 民用爆炸物品: 烟花爆竹, 危险化学品
  '08': ['09'], // 金属冶炼: 冶金有色
  '09': ['10', '12'], // 渔业生产: 交通运输, 应急管理
  '10': ['04', '05', '13', '14'], // 工贸: 机械, 电气, 粉尘防爆, 有限空间
  '11': ['01', '07'], // 燃气: 危险化学品, 特种设备
  '12': ['07'], // 特种设备使用
};

/** nl_appointment_status 已确认; nl_dispatch_status 已派遣 and 服务中 (the team is on it). */
const CONFIRMED_APPOINTMENT = '1';
const BUSY_DISPATCH_STATES = ['2', '3'] as const;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The enterprise's sector and district, within the user's tenant; null when not found. */
async function enterpriseOf(context: ServerRuleContext, id: string) {
  const enterprise = entityOf(context.registry, 'enterprise');
  let query = context.db
    .selectFrom(enterprise.table)
    .select([columnOf(enterprise, 'highRiskSector'), columnOf(enterprise, 'districtCode')])
    .where(sql.ref('id'), '=', id);
  if (enterprise.tenantScoped) query = query.where(sql.ref('tenant_id'), '=', context.principal.tenantId);
  const row = await query.executeTakeFirst();
  return row
    ? {
        sector: text(row[columnOf(enterprise, 'highRiskSector')]),
        district: text(row[columnOf(enterprise, 'districtCode')]),
      }
    : null;
}

/** No confirmed appointment and no other busy deep service of the expert (`expertId`) from `from` to `to`. */
function freeBetween(context: ServerRuleContext, expertId: Expression<unknown>, from: string, to: string) {
  const { registry, principal, recordId } = context;
  const appointment = entityOf(registry, 'appointment');
  const service = entityOf(registry, 'deepService');
  const a = (key: string) => sql.ref(`a.${columnOf(appointment, key)}`);
  const d = (key: string) => sql.ref(`d.${columnOf(service, key)}`);
  const tenant = (alias: string, scoped: boolean) =>
    scoped ? sql`and ${sql.ref(`${alias}.tenant_id`)} = ${principal.tenantId}` : sql``;
  const members = sql`(',' || ${d('memberExpertIds')} || ',') like ('%,' || ${expertId} || ',%')`;
  return sql<SqlBool>`not exists (
    select 1 from ${sql.table(appointment.table)} as a
    where ${a('expertId')} = ${expertId} and ${a('status')} = ${CONFIRMED_APPOINTMENT}
      and ${a('appointDate')} >= ${from} and ${a('appointDate')} <= ${to}
      ${tenant('a', appointment.tenantScoped)}
  ) and not exists (
    select 1 from ${sql.table(service.table)} as d
    where ${d('status')} in (${sql.join(BUSY_DISPATCH_STATES)}) and ${sql.ref('d.id')} <> ${recordId ?? ''}
      and ${d('expectedStart')} <= ${to} and ${d('expectedEnd')} >= ${from}
      and (${d('leaderExpertId')} = ${expertId} or ${members})
      ${tenant('d', service.tenantScoped)}
  )`;
}

const reasonText = (value: string) => sql<string>`cast(${value} as varchar(100))`;

export const availableExpert: OptionRuleHook = {
  target: 'expert',
  inputs: ['enterpriseId', 'from', 'to'],
  needs: [
    ['enterprise', 'highRiskSector', 'districtCode'],
    ['expert', 'majors', 'serviceArea'],
    ['appointment', 'expertId', 'appointDate', 'status'],
    ['deepService', 'leaderExpertId', 'memberExpertIds', 'expectedStart', 'expectedEnd', 'status'],
  ],
  refusal: EXPERT_SELECTION_TEXTS.refusal,
  async rule(context) {
    const { inputs, registry, dialect } = context;
    const expert = entityOf(registry, 'expert');
    const where: Condition[] = [];
    const before: string[] = [];
    const after: string[] = [];
    let area: Condition | null = null;
    const enterprise = inputs.enterpriseId ? await enterpriseOf(context, text(inputs.enterpriseId)) : null;
    const majors = enterprise ? SECTOR_MAJORS[enterprise.sector] : undefined;
    if (majors) {
      where.push(anyOf(majors.map((major) => hasItem(expert.field('majors')!, major, dialect))));
      before.push(EXPERT_SELECTION_TEXTS.majorFits);
    }
    if (enterprise?.district) {
      const serviceArea = expert.field('serviceArea')!;
      area = isBlank(serviceArea.column, ['']);
      where.push(anyOf([area, hasItem(serviceArea, enterprise.district, dialect)]));
    }
    const from = text(inputs.from || inputs.to);
    if (from) {
      const expertId = sql.ref(`${expert.table}.id`);
      where.push(freeBetween(context, expertId, from, text(inputs.to || inputs.from)));
      after.push(EXPERT_SELECTION_TEXTS.free);
    }
    if (where.length === 0) return null;
    const reason = (areaText: string | null) =>
      reasonText(
        [...before, ...(areaText ? [areaText] : []), ...after].join(EXPERT_SELECTION_TEXTS.separator),
      );
    return {
      where: allOf(where),
      reason: area
        ? sql<string>`case when ${area} then ${reason(EXPERT_SELECTION_TEXTS.wholeCity)} else ${reason(EXPERT_SELECTION_TEXTS.inArea)} end`
        : reason(null),
    };
  },
};

// An enterprise's insurance status (nl_insure_status) from its policies, as the maintained value
// `insureStatus` (domain §2.1, §2.3): 保障中 while a policy not cancelled is in force today and cover
// reaches past the expiring window, 即将到期 while the cover in force ends within it, 已脱保 once the
// policies in force have ended, 已退保 when the only ones that started were cancelled, 未投保 without
// any (or with only future ones). The engine keeps the stored column right on every policy write and
// daily as dates pass.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { formatDate } from '../../shared/date-format';
import type { RecordsMaintainedValueHook } from '../engine/server-rule-hooks';
import { allOf, compare } from '../engine/sql-conditions';

export const INSURE_STATUS = {
  uninsured: '0',
  covered: '1',
  expiring: '2',
  lapsed: '3',
  surrendered: '4',
} as const;

/** nl_policy_status 已注销 (also the public insurance check's exclusion). */
export const CANCELLED_POLICY = '4';
/** 即将到期: the cover ends within this many days (the demo data and nl_policy_status use the same). */
export const EXPIRING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The day `days` after `day` (YYYY-MM-DD, GMT+8). */
export const daysAfter = (day: string, days: number) =>
  formatDate(Date.parse(`${day}T00:00:00+08:00`) + days * DAY_MS);

/** A dictionary value typed as the column holds it (PostgreSQL cannot type a bare bound value here). */
export const dictValue = (value: string) => sql<string>`cast(${value} as varchar(1))`;

export const insureStatus: RecordsMaintainedValueHook = {
  from: 'records',
  needs: [['policy', 'startDate', 'endDate', 'policyStatus']],
  value({ exists, column, today }) {
    const cancelled = compare(column('policyStatus'), '=', CANCELLED_POLICY);
    const valid = sql<SqlBool>`coalesce(${sql.ref(column('policyStatus'))}, '') <> ${CANCELLED_POLICY}`;
    const started = compare(column('startDate'), '<=', today);
    const inForce = exists(allOf([valid, started, compare(column('endDate'), '>=', today)]));
    const lasting = exists(allOf([valid, compare(column('endDate'), '>', daysAfter(today, EXPIRING_DAYS))]));
    // Without any policy (a new enterprise, an imported one) this first look-up answers, before the four below.
    return sql<string>`case
      when not ${exists(sql<SqlBool>`true`)} then ${dictValue(INSURE_STATUS.uninsured)}
      when ${inForce} and ${lasting} then ${dictValue(INSURE_STATUS.covered)}
      when ${inForce} then ${dictValue(INSURE_STATUS.expiring)}
      when ${exists(allOf([valid, started]))} then ${dictValue(INSURE_STATUS.lapsed)}
      when ${exists(allOf([cancelled, started]))} then ${dictValue(INSURE_STATUS.surrendered)}
      else ${dictValue(INSURE_STATUS.uninsured)} end`;
  },
};

// A policy's status (nl_policy_status, domain §2.3) from its own dates, as the maintained value
// `policyStatus`: 未生效 before the start, 已过期 after the end, 即将到期 while the end is within the
// expiring window, else 有效 — on every write of the policy and daily as dates pass. 已注销 is the
// one status a user decides: once stored it stays, and choosing any other value on save un-cancels
// the policy, which then takes its dates' status again.
import { sql } from 'kysely';
import type { RowMaintainedValueHook } from '../engine/server-rule-hooks';
import { compare, isNull } from '../engine/sql-conditions';
import { CANCELLED_POLICY, EXPIRING_DAYS, daysAfter, dictValue } from './insure-status';

/** nl_policy_status values the dates decide. */
export const POLICY_STATUS = {
  pending: '0',
  valid: '1',
  expiring: '2',
  expired: '3',
} as const;

export const policyStatusByDates: RowMaintainedValueHook = {
  from: 'row',
  needs: [['policy', 'startDate', 'endDate', 'policyStatus']],
  value({ column, today }) {
    const stored = column('policyStatus');
    const endsSoon = compare(column('endDate'), '<=', daysAfter(today, EXPIRING_DAYS));
    // Without an end date (a row written around the engine) the dates decide nothing: it stays.
    return sql<string>`case
      when ${compare(stored, '=', CANCELLED_POLICY)} then ${dictValue(CANCELLED_POLICY)}
      when ${isNull(column('endDate'))} then ${sql.ref(stored)}
      when ${compare(column('startDate'), '>', today)} then ${dictValue(POLICY_STATUS.pending)}
      when ${compare(column('endDate'), '<', today)} then ${dictValue(POLICY_STATUS.expired)}
      when ${endsSoon} then ${dictValue(POLICY_STATUS.expiring)}
      else ${dictValue(POLICY_STATUS.valid)} end`;
  },
};

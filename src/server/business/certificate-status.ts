// A special operator's certificate status (nl_cert_status, domain §2.2), as the maintained value
// `certificateStatus`: 已过期 once the day its 证书有效期至 has passed, 即将到期 while that day is within
// the expiring window, else 有效 — on every write of the staff row and daily as dates pass, so the
// enterprise sees who would work unlicensed (a major hazard in 工贸). Staff who are not special
// operators hold none, nor a row without an expiry (written around the engine).
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RowMaintainedValueHook } from '../engine/server-rule-hooks';
import { compare, isNull } from '../engine/sql-conditions';
import { daysAfter, dictValue } from './insure-status';

/** 即将到期: the certificate ends within this many days. */
export const CERTIFICATE_EXPIRING_DAYS = 30;

/** nl_cert_status values. */
export const CERTIFICATE_STATUS = { valid: '1', expiring: '2', expired: '3' } as const;

/** The yn value of a special operator. */
const SPECIAL_OPERATOR = 'Y';

export const certificateStatusByDate: RowMaintainedValueHook = {
  from: 'row',
  needs: [['enterpriseStaff', 'isSpecialOperator', 'certificateExpire']],
  value({ column, today }) {
    const expire = column('certificateExpire');
    const special = sql<SqlBool>`coalesce(${sql.ref(column('isSpecialOperator'))}, '') = ${SPECIAL_OPERATOR}`;
    const endsSoon = compare(expire, '<=', daysAfter(today, CERTIFICATE_EXPIRING_DAYS));
    return sql<string | null>`case
      when not ${special} or ${isNull(expire)} then null
      when ${compare(expire, '<', today)} then ${dictValue(CERTIFICATE_STATUS.expired)}
      when ${endsSoon} then ${dictValue(CERTIFICATE_STATUS.expiring)}
      else ${dictValue(CERTIFICATE_STATUS.valid)} end`;
  },
};

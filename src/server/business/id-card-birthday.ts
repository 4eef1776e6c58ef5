// A staff member's 出生日期 from their ID number (GB 11643, domain §2.2, §2.23), as the maintained
// value `birthday`: the number's birth-date digits as YYYY-MM-DD — digits 7–14 of an 18-digit number,
// 19 and digits 7–12 of a legacy 15-digit one (issued before 2000) — and none without a number. The
// number's own rule (idCard) made sure those digits are a real date before it was stored.
import { sql } from 'kysely';
import type { RowMaintainedValueHook } from '../engine/server-rule-hooks';

export const birthdayFromIdCard: RowMaintainedValueHook = {
  from: 'row',
  needs: [['enterpriseStaff', 'idCardNo']],
  value({ column }) {
    const id = sql.ref(column('idCardNo'));
    const digits = (from: number, length: number) =>
      sql<string>`substr(${id}, ${sql.lit(from)}, ${sql.lit(length)})`;
    return sql<string | null>`case length(${id})
      when 18 then ${digits(7, 4)} || '-' || ${digits(11, 2)} || '-' || ${digits(13, 2)}
      when 15 then '19' || ${digits(7, 2)} || '-' || ${digits(9, 2)} || '-' || ${digits(11, 2)}
      end`;
  },
};

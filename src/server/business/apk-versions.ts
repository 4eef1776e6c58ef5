// Publishing an installation package (domain §2.20): Android installs an update only when its
// version code is higher than the one installed, so a version is published only above every
// version of the same app released before (published or taken offline).
import { sql } from 'kysely';
import type { OperationGuard } from '../engine/hooks';
import { allOf, compare, inList } from '../engine/sql-conditions';
import { BUSINESS_MESSAGES } from './messages';
import { columnOf, entityOf } from './records';

/** nl_apk_status 已发布, 已下线: the versions phones may hold. */
const RELEASED_STATES = ['1', '2'];

export const versionCodeAboveReleased: OperationGuard = async ({ db, registry, access, before }) => {
  const apk = entityOf(registry, 'apkVersion');
  const code = columnOf(apk, 'versionCode');
  const where = [
    compare(columnOf(apk, 'appType'), '=', String(before.appType ?? '')),
    inList(columnOf(apk, 'status'), RELEASED_STATES),
  ];
  if (apk.tenantScoped) where.push(compare('tenant_id', '=', access.principal.tenantId));
  const row = await db
    .selectFrom(apk.table)
    .select(sql<number | string | null>`max(${sql.ref(code)})`.as('highest'))
    .where(allOf(where))
    .executeTakeFirst();
  const highest = row?.highest === null || row?.highest === undefined ? null : Number(row.highest);
  return highest !== null && Number(before.versionCode) <= highest
    ? BUSINESS_MESSAGES.versionCodeNotAbove(highest)
    : null;
};

// The signed-in screens' business: the dashboards' hand-computed one (kpi-fixture.ts) with the
// enterprises placed in districts, sectors and risk colours, a third (lapsed) enterprise, the
// hazards in their enterprise's district, and a role holding the three screens' codes for the
// enterprise user (the seeded enterprise role has no 数据分析 menu). Expected figures are in the tests.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { newId } from '../../../src/server/db/ids';
import { ANALYSIS_SCREEN_CODES } from '../../../src/shared/analysis-screens';
import { addCoverageEnterprises, buildBusiness } from '../dashboards/kpi-fixture';
import { createRoleWithCodes } from '../engine/support';
import type { Cast } from '../service-cycle/support';

export const THIRD = { name: '第三方脱保企业', credit: '91450100MA5KTEST02' };
const SCREEN_ROLE = 'screenViewer';

export async function buildScreensBusiness(cast: Cast): Promise<void> {
  const exec = <T>(query: RawBuilder<T>) => query.execute(cast.db.withoutPlugins());
  await buildBusiness(cast);
  await addCoverageEnterprises(cast);
  const mine = String(cast.mine.id);
  const theirs = String(cast.theirs.id);
  await exec(sql`update nanli_enterprise set district_code = '450102', high_risk_sector = '03',
    risk_level = '1' where id = ${mine}`);
  await exec(sql`update nanli_enterprise set district_code = '450103', high_risk_sector = '06',
    risk_level = '3' where id = ${theirs}`);
  await exec(sql`insert into nanli_enterprise (id, tenant_id, enterprise_name, credit_code, district_code,
    high_risk_sector, insure_status, risk_level)
    values (${newId()}, 0, ${THIRD.name}, ${THIRD.credit}, '450102', '03', '3', '2')`);
  await exec(sql`update nanli_hidden_danger set district_code = (select e.district_code from nanli_enterprise e
    where e.id = nanli_hidden_danger.enterprise_id)`);
  await createRoleWithCodes(cast.db, SCREEN_ROLE, Object.values(ANALYSIS_SCREEN_CODES));
  const role = await cast.db
    .selectFrom('sysRole')
    .select('id')
    .where('roleCode', '=', SCREEN_ROLE)
    .executeTakeFirstOrThrow();
  await cast.db
    .insertInto('sysUserRole')
    .values({ id: newId(), userId: cast.owner.id, roleId: role.id })
    .execute();
}

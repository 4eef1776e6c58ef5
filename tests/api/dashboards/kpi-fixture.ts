// A hand-sized business for the dashboard KPIs on the service-cycle cast: hazards registered through
// the API and then set to their states and dates in SQL, investigations, tasks, appointments,
// policies and deep services written in SQL (their life cycles are tested elsewhere), and one record
// of each in another tenant, which nobody here may count. The expected figures are in kpis.test.ts.
import { sql } from 'kysely';
import { newId } from '../../../src/server/db/ids';
import { addAs, daysFromToday, hazardBody, today } from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';

export const OTHER_TENANT = 99;
export const at = (days: number, time = '09:00:00') => `${daysFromToday(days)} ${time}`;

async function insert(cast: Cast, table: string, rows: Row[]): Promise<void> {
  const db = cast.db.withoutPlugins();
  for (const row of rows) {
    const columns = Object.keys(row);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      values (${sql.join(columns.map((c) => row[c]))})`.execute(db);
  }
}

async function hazard(cast: Cast, enterpriseId: unknown, state: Row): Promise<string> {
  const token = enterpriseId === cast.mine.id ? cast.engineer.token : cast.admin.token;
  const reply = await addAs(
    cast,
    '/nanli/hiddenDanger',
    await hazardBody(cast, token, { enterpriseId }),
    token,
  );
  if (!reply.body.success) throw new Error(reply.body.message);
  const id = String(reply.body.result.id);
  const sets = Object.entries(state).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  await sql`update nanli_hidden_danger set ${sql.join(sets)} where id = ${id}`.execute(
    cast.db.withoutPlugins(),
  );
  return id;
}

/** Dates of the fixture's records, for the trends. */
export const DATES = {
  found: { mine: [at(-10), at(-20), at(0), at(0), at(0)], theirs: [at(-3)] },
  closed: { mine: [at(-5), at(-2, '21:00:00')], theirs: [at(0)] },
  investigations: { mine: [at(-10), at(-40)], theirs: [at(-1), at(0)] },
};

export async function buildBusiness(cast: Cast): Promise<void> {
  const mine = String(cast.mine.id);
  const theirs = String(cast.theirs.id);
  const expert = cast.engineer.expertId;
  // Hazards: closed in time (major), closed late, overdue, voided, new today; theirs closed today.
  await hazard(cast, mine, {
    status: '60',
    hazard_level: '2',
    discover_time: at(-10),
    close_time: at(-5),
    rectify_deadline: daysFromToday(-4),
  });
  await hazard(cast, mine, {
    status: '60',
    discover_time: at(-20),
    close_time: at(-2, '21:00:00'),
    rectify_deadline: daysFromToday(-5),
  });
  await hazard(cast, mine, { status: '20', is_overdue: '1', rectify_deadline: daysFromToday(-1) });
  await hazard(cast, mine, { status: '90' });
  await hazard(cast, mine, { status: '10' });
  await hazard(cast, theirs, {
    status: '60',
    hazard_level: '2',
    discover_time: at(-3),
    close_time: at(0),
    rectify_deadline: daysFromToday(1),
  });
  const tenant = { tenant_id: OTHER_TENANT };
  await insert(cast, 'nanli_hidden_danger', [
    {
      id: newId(),
      ...tenant,
      enterprise_id: mine,
      status: '60',
      hazard_level: '2',
      is_overdue: '1',
      discover_time: at(0),
      close_time: at(0),
    },
  ]);
  // Investigations belong to a period by their planned day (the check-in is the same day).
  // A service cost is spent from the check-in on (预防费用使用率): not a draft's, not another tenant's.
  const investigation = (enterprise: string, status: string, days: number, cost: number | null = null) => ({
    id: newId(),
    enterprise_id: enterprise,
    status,
    plan_date: daysFromToday(days),
    check_in_time: at(days),
    service_cost: cost,
  });
  await insert(cast, 'nanli_investigation', [
    investigation(mine, '3', -10, 100),
    investigation(mine, '2', -40),
    investigation(theirs, '3', -1),
    investigation(mine, '0', 0, 999),
    investigation(theirs, '2', 0),
    { ...investigation(mine, '3', 0, 500), ...tenant },
  ]);
  // Tasks belong to a period by their planned end; last year's one is outside every period here.
  const task = (enterprise: string, status: string, days: number, extra: Row = {}) => ({
    id: newId(),
    enterprise_id: enterprise,
    status,
    service_year: Number(daysFromToday(days).slice(0, 4)),
    plan_end: daysFromToday(days),
    ...extra,
  });
  const led = { leader_expert_id: expert };
  await insert(cast, 'nanli_task', [
    task(mine, '6', 0, led),
    task(mine, '4', 0, led),
    task(theirs, '8', 0),
    task(theirs, '6', -400),
    task(theirs, '1', 0),
    task(mine, '4', 0, { ...led, ...tenant }),
  ]);
  await insert(cast, 'nanli_appointment', [
    { id: newId(), enterprise_id: mine, status: '1', appoint_date: today(), expert_id: expert },
    { id: newId(), enterprise_id: theirs, status: '0', appoint_date: today() },
    { id: newId(), enterprise_id: mine, status: '1', appoint_date: daysFromToday(1), expert_id: expert },
    { id: newId(), ...tenant, enterprise_id: mine, status: '1', appoint_date: today(), expert_id: expert },
  ]);
  const policy = (
    enterprise: string,
    start: number,
    end: number,
    premium: number,
    ratio: number,
    status: string,
  ) => ({
    id: newId(),
    enterprise_id: enterprise,
    start_date: daysFromToday(start),
    end_date: daysFromToday(end),
    premium,
    prevention_fee_ratio: ratio,
    policy_status: status,
  });
  await insert(cast, 'nanli_policy', [
    policy(mine, -100, 200, 10000, 10, '1'),
    policy(theirs, -300, 20, 20000, 5, '2'),
    policy(theirs, -700, -301, 50000, 10, '3'),
    policy(mine, -10, 300, 90000, 10, '4'),
    { ...policy(mine, -10, 300, 90000, 10, '1'), ...tenant },
  ]);
  await insert(cast, 'nanli_deep_service', [
    { id: newId(), enterprise_id: mine, status: '3', expected_start: daysFromToday(-5), cost: 300 },
    { id: newId(), enterprise_id: theirs, status: '2', expected_start: daysFromToday(-10), cost: 200 },
    { id: newId(), enterprise_id: mine, status: '1', expected_start: daysFromToday(-5), cost: 999 },
    { id: newId(), enterprise_id: mine, status: '5', expected_start: daysFromToday(-200), cost: 50 },
  ]);
  const db = cast.db.withoutPlugins();
  await sql`update nanli_enterprise set insure_status = '1' where id = ${mine}`.execute(db);
  await sql`update nanli_enterprise set insure_status = '2' where id = ${theirs}`.execute(db);
}

/**
 * For 投保覆盖率 (kpis.test.ts only; the screens count the business above): a third high-risk
 * enterprise of the tenant, never insured, and an insured one in another tenant.
 */
export async function addCoverageEnterprises(cast: Cast): Promise<void> {
  const db = cast.db.withoutPlugins();
  const own = await sql<Row>`select tenant_id from nanli_enterprise where id = ${cast.mine.id}`.execute(db);
  const enterprise = (tenantId: unknown, insureStatus: string) => ({
    id: newId(),
    tenant_id: tenantId,
    enterprise_name: `覆盖率企业${insureStatus}`,
    district_code: '450102',
    high_risk_sector: '03',
    insure_status: insureStatus,
  });
  await insert(cast, 'nanli_enterprise', [
    enterprise(own.rows[0]!.tenant_id, '0'),
    enterprise(OTHER_TENANT, '1'),
  ]);
}

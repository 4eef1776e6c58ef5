// The map API on a real server with the real schemas: district figures and points scoped per role
// (the enterprise user sees theirs, the engineer the ones assigned to them, the administrator the
// tenant, nobody another tenant's), the filters, grid cells above the point limit (lowered here),
// the viewport (bbox: checked, finer cells, points when few) and the hazard heat, the info window's counters, the appointment day with check-ins, and 510 without the permission.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapAppointmentDay, MapEnterpriseInfo, MapOverview } from '../../../src/shared/maps';
import {
  HAZARD_HEAT_WEIGHTS,
  MAP_GRID_CELL_DEGREES,
  MAP_GRID_CELLS_ACROSS,
  MAP_MIN_CELL_DEGREES,
  MAP_PATHS,
  MAP_REQUEST_TEXTS,
} from '../../../src/shared/maps';
import { createUser } from '../helpers/fixtures';
import { startCast } from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';

/** The cast's admin sees five placed enterprises: above this limit they come as grid cells. */
const POINT_LIMIT = 3;
const DAY = '2026-11-20';
let cast: Cast;
let nobody: string;
const raw = () => cast.db.withoutPlugins();
let sequence = 0;
const id = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

async function place(enterpriseId: unknown, lng: number, lat: number, fields: Row = {}) {
  await sql`update nanli_enterprise set longitude = ${lng}, latitude = ${lat},
    risk_level = ${fields.riskLevel ?? '1'}, insure_status = ${fields.insureStatus ?? '1'},
    district_code = ${fields.districtCode ?? '450102'} where id = ${enterpriseId}`.execute(raw());
}

/** A hazard with its enterprise's district (what the schema's fill rule stores). */
async function hazard(enterpriseId: unknown, tenant: number, status: string, districtCode = '450102') {
  await sql`insert into nanli_hidden_danger (id, tenant_id, enterprise_id, district_code, status)
    values (${id('h')}, ${tenant}, ${enterpriseId}, ${districtCode}, ${status})`.execute(raw());
}

async function copyEnterprise(tenant: number, lng: number, lat: number, districtCode = '450103') {
  const newId = id('e');
  await sql`insert into nanli_enterprise (id, tenant_id, enterprise_name, district_code, longitude, latitude,
    risk_level, insure_status) values (${newId}, ${tenant}, ${newId}, ${districtCode}, ${lng}, ${lat}, '3', '0')`.execute(
    raw(),
  );
  return newId;
}

const overview = async (token: string, query: Record<string, string> = {}) => {
  const reply = await cast.api.get<MapOverview>(MAP_PATHS.overview, { token, query });
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.result;
};
const ids = (result: MapOverview) => (result.points ?? []).map((p) => p[0]).sort();

let tenant: number;
let extra: string[];
let foreign: string;

beforeAll(async () => {
  cast = await startCast({ mapPointLimit: POINT_LIMIT });
  const tenantRow = await sql<Row>`select tenant_id from nanli_enterprise where id = ${cast.mine.id}`.execute(
    raw(),
  );
  tenant = Number(tenantRow.rows[0]!.tenant_id);
  await place(cast.mine.id, 108.37, 22.85, { riskLevel: '1', insureStatus: '1' });
  await place(cast.theirs.id, 108.49, 22.78, { riskLevel: '2', insureStatus: '3', districtCode: '450103' });
  extra = [await copyEnterprise(tenant, 108.5, 22.79), await copyEnterprise(tenant, 108.51, 22.8)];
  await copyEnterprise(tenant, 108.52, 22.81, '450105');
  foreign = await copyEnterprise(tenant + 1000, 108.37, 22.85, '450102');
  for (const status of ['20', '30', '60', '90']) await hazard(cast.mine.id, tenant, status);
  await hazard(cast.theirs.id, tenant, '20', '450103');
  await hazard(foreign, tenant + 1000, '20');
  await sql`insert into nanli_investigation (id, tenant_id, enterprise_id, status, plan_date, check_in_time,
    check_in_lng, check_in_lat) values (${id('i')}, ${tenant}, ${cast.mine.id}, '3', ${DAY},
    ${`${DAY} 09:30:00`}, 108.371, 22.851)`.execute(raw());
  await sql`insert into nanli_appointment (id, tenant_id, enterprise_id, status, appoint_date, time_slot)
    values (${id('a')}, ${tenant}, ${cast.mine.id}, '1', ${DAY}, '1'),
           (${id('a')}, ${tenant}, ${cast.theirs.id}, '0', ${DAY}, '2'),
           (${id('a')}, ${tenant}, ${cast.theirs.id}, '0', '2026-11-21', '2')`.execute(raw());
  const username = `nobody${Date.now().toString(36)}`;
  await createUser(cast.db, { username, password: 'Passw0rd!', roleCodes: [], orgCodes: ['A01'] });
  nobody = await cast.api.login(username, 'Passw0rd!');
});
afterAll(() => cast?.close());

describe('data map overview', () => {
  it('gives the enterprise user and the engineer only their enterprise, as points', async () => {
    for (const token of [cast.owner.token, cast.engineer.token]) {
      const result = await overview(token);
      expect(result.points).toEqual([[cast.mine.id, 108.37, 22.85, '1']]);
      expect(result.cells).toBeNull();
      expect(result.districts).toEqual([{ code: '450102', enterprises: 1, openHazards: 2 }]);
    }
    expect((await overview(cast.otherEngineer.token)).total).toBe(0);
  });

  it('gives the administrator the tenant as grid cells above the limit, never another tenant', async () => {
    const result = await overview(cast.admin.token);
    expect(result.total).toBe(5);
    expect(result.points).toBeNull();
    expect(result.cells!.reduce((sum, c) => sum + c[2], 0)).toBe(5);
    for (const [lng, lat] of result.cells!) {
      expect(lng).toBeGreaterThan(108.3);
      expect(lat).toBeGreaterThan(22.7);
    }
    expect(result.districts.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: '450102', enterprises: 1, openHazards: 2 },
      { code: '450103', enterprises: 3, openHazards: 1 },
      { code: '450105', enterprises: 1, openHazards: 0 },
    ]);
  });

  it('filters by district, sector, risk colour and insure status, and colours by the asked field', async () => {
    const inDistrict = await overview(cast.admin.token, { districtCode: '450103' });
    expect(ids(inDistrict)).toEqual([String(cast.theirs.id), ...extra].sort());
    const red = await overview(cast.admin.token, { riskLevel: '1,2' });
    expect(ids(red)).toEqual([String(cast.mine.id), String(cast.theirs.id)].sort());
    const lapsed = await overview(cast.admin.token, { insureStatus: '3', colourBy: 'insureStatus' });
    expect(lapsed.points).toEqual([[cast.theirs.id, 108.49, 22.78, '3']]);
    expect((await overview(cast.admin.token, { highRiskSector: '01', riskLevel: '1' })).total).toBe(1);
    expect((await overview(cast.admin.token, { highRiskSector: '99' })).total).toBe(0);
  });

  it('refuses a bad colour field, viewport or heatmap switch with the reason', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ colourBy: 'x' }, MAP_REQUEST_TEXTS.colourBy],
      [{ bbox: 'abc' }, MAP_REQUEST_TEXTS.bboxFormat],
      [{ bbox: '108.3,22.7,108.6' }, MAP_REQUEST_TEXTS.bboxFormat],
      [{ bbox: '108.3,22.7,1e2,22.9' }, MAP_REQUEST_TEXTS.bboxFormat],
      [{ bbox: '108.6,22.7,108.3,22.9' }, MAP_REQUEST_TEXTS.bboxOrder],
      [{ bbox: '108.3,22.9,108.6,22.9' }, MAP_REQUEST_TEXTS.bboxOrder],
      [{ bbox: '10,22.7,108.6,22.9' }, MAP_REQUEST_TEXTS.bboxBounds],
      [{ bbox: '108.3,22.7,108.6,60' }, MAP_REQUEST_TEXTS.bboxBounds],
      [{ heatmap: 'yes' }, MAP_REQUEST_TEXTS.heatmap],
    ];
    for (const [query, message] of cases) {
      const reply = await cast.api.get(MAP_PATHS.overview, { token: cast.admin.token, query });
      expect([query, reply.body.success, reply.body.message]).toEqual([query, false, message]);
    }
  });
});

describe('data map viewport and heat', () => {
  it('answers only the viewport: cells above the limit, finer when closer, points when few', async () => {
    const whole = await overview(cast.admin.token);
    expect([whole.bbox, whole.cellDegrees]).toEqual([null, MAP_GRID_CELL_DEGREES]);
    // The eastern four (450103 and 450105): still above the limit, in cells of a fortieth of the box.
    const east = await overview(cast.admin.token, { bbox: '108.48,22.77,108.53,22.82' });
    expect(east.bbox).toEqual([108.48, 22.77, 108.53, 22.82]);
    expect(east.cellDegrees).toBe(Math.round((0.05 / MAP_GRID_CELLS_ACROSS) * 1e4) / 1e4);
    expect(east.cellDegrees).toBeGreaterThanOrEqual(MAP_MIN_CELL_DEGREES);
    expect(east.cells!.map((c) => c[2])).toEqual([1, 1, 1, 1]);
    for (const [lng, lat] of east.cells!) {
      expect(lng).toBeGreaterThan(108.48);
      expect(lat).toBeLessThan(22.82);
    }
    // Closer still: two enterprises as points; the district figures stay those of the whole scope.
    const close = await overview(cast.admin.token, { bbox: '108.48,22.77,108.505,22.795' });
    expect(ids(close)).toEqual([String(cast.theirs.id), extra[0]!].sort());
    expect(close.total).toBe(5);
    expect(close.districts).toHaveLength(3);
    const mine = await overview(cast.engineer.token, { bbox: '108.48,22.77,108.53,22.82' });
    expect(mine.points).toEqual([]);
  });

  it('adds, when asked, the open hazards heat by cell, major hazards weighing more', async () => {
    expect((await overview(cast.admin.token)).heat).toBeNull();
    await sql`update nanli_hidden_danger set hazard_level = '2' where enterprise_id = ${cast.mine.id}
      and status = '30'`.execute(raw());
    const heatOf = async (token: string, query: Record<string, string> = {}) =>
      (await overview(token, { ...query, heatmap: '1' })).heat!.map((c) => c[2]).sort((a, b) => a - b);
    const major = HAZARD_HEAT_WEIGHTS['2']!;
    // Mine: one general and one major open hazard; theirs: one general; another tenant's: none.
    expect(await heatOf(cast.admin.token)).toEqual([1, 1 + major]);
    expect(await heatOf(cast.engineer.token)).toEqual([1 + major]);
    expect(await heatOf(cast.admin.token, { bbox: '108.48,22.77,108.53,22.82' })).toEqual([1]);
    expect(await heatOf(cast.admin.token, { riskLevel: '1' })).toEqual([1 + major]);
    const [lng, lat] = (await overview(cast.engineer.token, { heatmap: '1' })).heat![0]!;
    expect(Math.abs(lng - 108.37)).toBeLessThan(MAP_GRID_CELL_DEGREES);
    expect(Math.abs(lat - 22.85)).toBeLessThan(MAP_GRID_CELL_DEGREES);
  });
});

describe('enterprise info window', () => {
  it('shows the counters of an enterprise within scope', async () => {
    const reply = await cast.api.get<MapEnterpriseInfo>(MAP_PATHS.enterprise, {
      token: cast.owner.token,
      query: { id: String(cast.mine.id) },
    });
    expect(reply.body.result).toMatchObject({
      enterpriseName: '本企业化工有限公司',
      riskLevel_dictText: '重大风险',
      insureStatus_dictText: '保障中',
      servicesTotal: 1,
      hazardsTotal: 3,
      hazardsClosed: 1,
      hazardsOpen: 2,
      lastServiceDate: DAY,
    });
  });

  it('shows 保单到期 as the enterprise list does: the latest end of its policies', async () => {
    await sql`insert into nanli_policy (id, tenant_id, enterprise_id, end_date, policy_status)
      values (${id('p')}, ${tenant}, ${cast.mine.id}, '2026-03-31', '3'),
             (${id('p')}, ${tenant}, ${cast.mine.id}, '2027-03-31', '1'),
             (${id('p')}, ${tenant + 1000}, ${cast.mine.id}, '2029-01-01', '1')`.execute(raw());
    const query = { id: String(cast.mine.id) };
    const info = await cast.api.get<MapEnterpriseInfo>(MAP_PATHS.enterprise, {
      token: cast.owner.token,
      query,
    });
    const record = await cast.api.get<Row>('/nanli/enterprise/queryById', { token: cast.owner.token, query });
    expect(info.body.result.policyEndDate).toBe('2027-03-31');
    expect(record.body.result.policyEndDate).toBe('2027-03-31');
  });

  it('does not show an enterprise outside the scope', async () => {
    for (const [token, target] of [
      [cast.owner.token, cast.theirs.id],
      [cast.admin.token, foreign],
    ] as const) {
      const reply = await cast.api.get(MAP_PATHS.enterprise, { token, query: { id: String(target) } });
      expect(reply.body.success).toBe(false);
    }
  });
});

describe('appointment map', () => {
  it('gives the appointments of the day and the check-ins within scope', async () => {
    const day = async (token: string) =>
      (await cast.api.get<MapAppointmentDay>(MAP_PATHS.appointments, { token, query: { date: DAY } })).body
        .result;
    const all = await day(cast.admin.token);
    expect(all.appointments.map((a) => a.status).sort()).toEqual(['0', '1']);
    expect(all.checkIns).toMatchObject([{ lng: 108.371, lat: 22.851, checkInTime: `${DAY} 09:30:00` }]);
    const mine = await day(cast.owner.token);
    expect(mine.appointments).toMatchObject([{ enterpriseId: cast.mine.id, status: '1', lng: 108.37 }]);
    expect((await day(cast.otherEngineer.token)).appointments).toEqual([]);
  });
});

describe('permissions', () => {
  it('answers 510 without the list permission', async () => {
    for (const path of Object.values(MAP_PATHS)) {
      const reply = await cast.api.get(path, { token: nobody, query: { id: String(cast.mine.id) } });
      expect(reply.body.code).toBe(510);
    }
  });
});

// The server rules of the service cycle's schemas: the deep service's experts narrowed by the
// availableExpert option rule (and refused on save outside it), the prevention-fee advice on its cost,
// and the enterprise's insure status the server maintains from its policies — through the sub-table,
// an import, a delete and the daily job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DictItem, PageResult } from '../../../src/shared/api-types';
import { ENGINE_PATHS } from '../../../src/shared/engine-api';
import type { AdviceWarning, EntitySchemaResult } from '../../../src/shared/engine-api';
import { QUARTZ_PATHS } from '../../../src/shared/jobs/jobs-api';
import type { QuartzJob, QuartzJobRun } from '../../../src/shared/jobs/jobs-api';
import { fillPath } from '../../../src/shared/api-paths';
import { EXPERT_SELECTION_TEXTS } from '../../../src/server/business/expert-selection';
import { PREVENTION_FEE_TEXTS } from '../../../src/server/business/prevention-fee';
import { INSURE_STATUS } from '../../../src/server/business/insure-status';
import { accessOf } from '../../../src/server/engine/access';
import { accountPrincipal } from '../helpers/principals';
import { deleteRecords } from '../../../src/server/engine/write/delete-records';
import { TIME_RULE_JOB } from '../../../src/server/modules/jobs/time-rule-job';
import { createUser } from '../helpers/fixtures';
import { runJobOnce } from '../helpers/job-runs';
import { enterpriseBody, serviceOrgBody, staffRow } from '../engine/support';
import {
  addAs,
  daysFromToday,
  investigationBody,
  operate,
  policyRow,
  readAsAdmin,
  startCast,
  today,
} from './support';
import type { Cast, Row } from './support';

const DEEP = '/nanli/deepService';
const ENTERPRISE = '/nanli/enterprise';
const INVESTIGATION = '/nanli/investigation';
let cast: Cast;
/** A hazardous-chemicals enterprise (majors '01') of 兴宁区. */
let chemical: Row;
let serviceOrgId: string;
/** Experts by role in the tests: fitting ones, a wrong major, a wrong area, a busy one. */
const experts: Record<'inArea' | 'wholeCity' | 'wrongMajor' | 'elsewhere', string> = {
  inArea: '',
  wholeCity: '',
  wrongMajor: '',
  elsewhere: '',
};

const post = async (path: string, body: Row) => {
  const reply = await cast.api.post<Row>(path, body, { token: cast.admin.token });
  if (!reply.body.success) throw new Error(`${path}: ${reply.body.message}`);
  return reply.body.result;
};

let phone = 0;
const expert = (name: string, majors: string, serviceArea: string | null) => ({
  name,
  sex: '1',
  mobile: `1390000010${++phone}`,
  expertType: '1',
  majors,
  serviceArea,
  workStatus: '1',
});

beforeAll(async () => {
  cast = await startCast();
  const org = await post('/nanli/serviceOrg/add', {
    ...serviceOrgBody(),
    expertList: [
      expert('区内专家', '01', '450102,450103'),
      expert('全市专家', '01', null),
      expert('矿山专家', '02', null),
      expert('外区专家', '01', '450105'),
    ],
  });
  serviceOrgId = String(org.id);
  const listed = await cast.api.get<Row[]>('/nanli/serviceOrg/queryExpertByMainId', {
    token: cast.admin.token,
    query: { id: serviceOrgId },
  });
  const idOf = (name: string) => String(listed.body.result.find((e) => e.name === name)!.id);
  experts.inArea = idOf('区内专家');
  experts.wholeCity = idOf('全市专家');
  experts.wrongMajor = idOf('矿山专家');
  experts.elsewhere = idOf('外区专家');
  chemical = await post(`${ENTERPRISE}/add`, {
    ...enterpriseBody({ highRiskSector: '03', districtCode: '450102' }),
    enterpriseStaffList: [staffRow()],
  });
});
afterAll(() => cast.close());

const deepBody = (fields: Row = {}): Row => ({
  enterpriseId: chemical.id,
  triggerReason: '2',
  serviceContents: '04',
  expectedStart: daysFromToday(10),
  expectedEnd: daysFromToday(12),
  ...fields,
});

async function expertOptions(values: Row, recordId = ''): Promise<(DictItem & { reason?: string })[]> {
  const schema = await cast.api.get<EntitySchemaResult>(
    fillPath(ENGINE_PATHS.entitySchema, { name: 'deepService' }),
    {
      token: cast.admin.token,
    },
  );
  const code = schema.body.result.tableDictCodes['deepService.leaderExpertId']!;
  const reply = await cast.api.get<(DictItem & { reason?: string })[]>(
    fillPath('/sys/dict/loadDict/:code', { code }),
    {
      token: cast.admin.token,
      query: {
        field: 'deepService.leaderExpertId',
        values: JSON.stringify(values),
        recordId,
        keyword: '',
        pageSize: '100',
      },
    },
  );
  expect(reply.body.success).toBe(true);
  return reply.body.result;
}

const countDeepServices = async () =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*) as n from nanli_deep_service where enterprise_id = ${chemical.id}`.execute(
        cast.db.withoutPlugins(),
      )
    ).rows[0]!.n,
  );

describe('the availableExpert option rule', () => {
  it('offers only experts of the sector’s majors serving the district, free on the days, with why', async () => {
    const options = await expertOptions(deepBody());
    const byId = new Map(options.map((o) => [o.value, o]));
    expect(byId.get(experts.inArea)?.reason).toBe(
      [EXPERT_SELECTION_TEXTS.majorFits, EXPERT_SELECTION_TEXTS.inArea, EXPERT_SELECTION_TEXTS.free].join(
        '·',
      ),
    );
    expect(byId.get(experts.wholeCity)?.reason).toContain(EXPERT_SELECTION_TEXTS.wholeCity);
    expect(byId.has(experts.wrongMajor)).toBe(false);
    expect(byId.has(experts.elsewhere)).toBe(false);
  });

  it('leaves out an expert dispatched elsewhere over the same days', async () => {
    const busy = await post(
      `${DEEP}/add`,
      deepBody({ expectedStart: daysFromToday(30), expectedEnd: daysFromToday(33) }),
    );
    const dispatched = await operate(cast, DEEP, 'dispatch', [busy.id], cast.admin.token, {
      values: { serviceOrgId, leaderExpertId: experts.wholeCity },
    });
    expect(dispatched.body.success).toBe(true);
    const overlapping = await expertOptions(
      deepBody({ expectedStart: daysFromToday(32), expectedEnd: daysFromToday(35) }),
    );
    expect(overlapping.map((o) => o.value)).not.toContain(experts.wholeCity);
    expect(overlapping.map((o) => o.value)).toContain(experts.inArea);
    // The dispatched service's own form still offers its leader.
    const own = await expertOptions({}, String(busy.id));
    expect(own.map((o) => o.value)).toContain(experts.wholeCity);
  });

  it('refuses a save with an expert the rule does not allow, writing nothing', async () => {
    const before = await countDeepServices();
    const reply = await addAs(cast, DEEP, deepBody({ leaderExpertId: experts.wrongMajor }), cast.admin.token);
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toContain(EXPERT_SELECTION_TEXTS.refusal);
    expect(await countDeepServices()).toBe(before);
    const good = await addAs(cast, DEEP, deepBody({ leaderExpertId: experts.inArea }), cast.admin.token);
    expect(good.body.success).toBe(true);
  });
});

/** Edits the enterprise with these policies (its sub-table) and answers its insure status. */
async function withPolicies(enterprise: Row, policies: Row[]): Promise<unknown> {
  const current = await readAsAdmin(cast, ENTERPRISE, enterprise.id);
  const staff = await cast.api.get<Row[]>(`${ENTERPRISE}/queryEnterpriseStaffByMainId`, {
    token: cast.admin.token,
    query: { id: String(enterprise.id) },
  });
  const reply = await cast.api.post<Row>(
    `${ENTERPRISE}/edit`,
    { ...current, enterpriseStaffList: staff.body.result, policyList: policies },
    { token: cast.admin.token },
  );
  if (!reply.body.success) throw new Error(reply.body.message);
  return (await readAsAdmin(cast, ENTERPRISE, enterprise.id)).insureStatus;
}

const statusOf = async (enterprise: Row) => (await readAsAdmin(cast, ENTERPRISE, enterprise.id)).insureStatus;

describe('the preventionFeeBudget advice', () => {
  const advice = async (values: Row) =>
    (
      await cast.api.get<AdviceWarning[]>(fillPath(ENGINE_PATHS.advice, { name: 'deepService' }), {
        token: cast.admin.token,
        query: { values: JSON.stringify(values) },
      })
    ).body;

  it('warns under the cost above the policy’s prevention fee, not below', async () => {
    const insured = await post(`${ENTERPRISE}/add`, {
      ...enterpriseBody({ highRiskSector: '03' }),
      enterpriseStaffList: [staffRow()],
      policyList: [policyRow()],
    });
    const values = { enterpriseId: insured.id, expectedStart: today() };
    expect(await advice({ ...values, cost: 8000 })).toMatchObject({ success: true, result: [] });
    expect((await advice({ ...values, cost: 12000 })).result).toEqual([
      { field: 'cost', message: PREVENTION_FEE_TEXTS.overBudget(10000) },
    ]);
    expect((await advice({ enterpriseId: chemical.id, expectedStart: today(), cost: 1 })).result).toEqual([
      { field: 'cost', message: PREVENTION_FEE_TEXTS.noPolicy },
    ]);
  });

  it('counts the costs of checked-in investigations, and warns under an investigation’s own cost', async () => {
    const insured = await post(`${ENTERPRISE}/add`, {
      ...enterpriseBody({ highRiskSector: '03' }),
      enterpriseStaffList: [staffRow()],
      policyList: [policyRow()],
    });
    const investigation = (serviceCost: number) =>
      post(`${INVESTIGATION}/add`, {
        ...investigationBody(cast, { enterpriseId: insured.id }),
        serviceCost,
      });
    const visited = await investigation(4000);
    expect((await operate(cast, INVESTIGATION, 'checkIn', [visited.id], cast.admin.token)).body.success).toBe(
      true,
    );
    await investigation(5000); // a draft: not spent yet
    const deep = { enterpriseId: insured.id, expectedStart: today() };
    expect((await advice({ ...deep, cost: 6000 })).result).toEqual([]);
    expect((await advice({ ...deep, cost: 8000 })).result).toEqual([
      { field: 'cost', message: PREVENTION_FEE_TEXTS.overBudget(6000) },
    ]);
    const own = await cast.api.get<AdviceWarning[]>(
      fillPath(ENGINE_PATHS.advice, { name: 'investigation' }),
      {
        token: cast.admin.token,
        query: { values: JSON.stringify({ enterpriseId: insured.id, serviceCost: 7000 }) },
      },
    );
    expect(own.body.result).toEqual([
      { field: 'serviceCost', message: PREVENTION_FEE_TEXTS.overBudget(6000) },
    ]);
  });

  it('is asked only by users who may fill a deep-service form', async () => {
    const username = `nobody${Date.now().toString(36)}`;
    await createUser(cast.db, { username, password: 'Passw0rd!', roleCodes: [], orgCodes: ['A01'] });
    const reply = await cast.api.get(fillPath(ENGINE_PATHS.advice, { name: 'deepService' }), {
      token: await cast.api.login(username, 'Passw0rd!'),
      query: { values: '{}' },
    });
    expect(reply.body).toMatchObject({ success: false });
  });
});

describe('the maintained insure status', () => {
  const fresh = () => post(`${ENTERPRISE}/add`, { ...enterpriseBody(), enterpriseStaffList: [staffRow()] });

  it('follows the policies saved in the enterprise’s sub-table, and is not written by an edit', async () => {
    const enterprise = await fresh();
    expect(enterprise.insureStatus).toBe(INSURE_STATUS.uninsured);
    expect(await withPolicies(enterprise, [policyRow()])).toBe(INSURE_STATUS.covered);
    expect(await withPolicies(enterprise, [policyRow({ endDate: daysFromToday(10) })])).toBe(
      INSURE_STATUS.expiring,
    );
    expect(await withPolicies(enterprise, [policyRow({ policyStatus: '4' })])).toBe(
      INSURE_STATUS.surrendered,
    );
    expect(await withPolicies(enterprise, [])).toBe(INSURE_STATUS.uninsured);
    const edited = await cast.api.post<Row>(
      `${ENTERPRISE}/edit`,
      { ...(await readAsAdmin(cast, ENTERPRISE, enterprise.id)), insureStatus: INSURE_STATUS.covered },
      { token: cast.admin.token },
    );
    expect(edited.body.success).toBe(true);
    expect(await statusOf(enterprise)).toBe(INSURE_STATUS.uninsured);
  });

  it('follows a policy imported and one deleted', async () => {
    const enterprise = await fresh();
    const { engine } = cast.app.app.services;
    const access = await accessOf(
      engine.deps,
      await accountPrincipal(cast.db),
      engine.registry.get('policy')!,
    );
    const outcome = await engine.importRows(access, [policyRow({ enterpriseId: enterprise.id })]);
    expect(outcome).toMatchObject({ inserted: 1, failures: [] });
    expect(await statusOf(enterprise)).toBe(INSURE_STATUS.covered);
    const [policy] = await cast.db
      .selectFrom('nanliPolicy' as never)
      .select('id' as never)
      .where('enterpriseId' as never, '=', enterprise.id as never)
      .execute();
    await deleteRecords(engine.deps, access, [String((policy as Row).id)]);
    expect(await statusOf(enterprise)).toBe(INSURE_STATUS.uninsured);
  });

  it('changes as dates pass, with the daily job', async () => {
    const enterprise = await fresh();
    await withPolicies(enterprise, [policyRow({ endDate: daysFromToday(100) })]);
    // Time passing for the policy: its cover ends yesterday, written around the engine.
    await sql`update nanli_policy set end_date = ${daysFromToday(-1)} where enterprise_id = ${enterprise.id}`.execute(
      cast.db.withoutPlugins(),
    );
    expect(await statusOf(enterprise)).toBe(INSURE_STATUS.covered);
    const run = await runJob();
    expect(run).toMatchObject({ status: 'success', message: expect.stringMatching(/刷新维护值[1-9]\d*条/) });
    expect(await statusOf(enterprise)).toBe(INSURE_STATUS.lapsed);
  });
});

/** Runs the time-rule job once (as 执行一次 does) and waits for its outcome. */
async function runJob(): Promise<QuartzJobRun> {
  const token = cast.admin.token;
  const jobs = await cast.api.get<PageResult<QuartzJob>>(QUARTZ_PATHS.list, {
    token,
    query: { jobClassName: TIME_RULE_JOB },
  });
  const jobId = jobs.body.result.records[0]!.id;
  return runJobOnce(cast.api, token, jobId);
}

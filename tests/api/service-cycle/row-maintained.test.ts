// Values the server keeps from the record's own fields (maintained values from the row), as a user
// reads them in the lists: a policy's 保单状态 follows its dates on every save, import and daily run
// as the dates pass, whatever status was picked, while 已注销 stays until another status is picked;
// a training attendee's 考核结果 follows the score, or is what was entered without a score.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { accessOf } from '../../../src/server/engine/access';
import { accountPrincipal } from '../helpers/principals';
import { TIME_RULE_JOB } from '../../../src/server/modules/jobs/time-rule-job';
import { runJobOfClass } from '../helpers/job-runs';
import { enterpriseBody, staffRow } from '../engine/support';
import { addAs, daysFromToday, policyRow, readAsAdmin, startCast, trainingBody } from './support';
import type { Cast, Row } from './support';

const ENTERPRISE = '/nanli/enterprise';
const POLICY = '/nanli/policy';
const TRAINING = '/nanli/safetyTraining';
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

const ok = (reply: { body: { success: boolean; message: string; result: unknown } }) => {
  if (!reply.body.success) throw new Error(reply.body.message);
  return reply.body.result as Row;
};

const newEnterprise = async () =>
  ok(
    await addAs(
      cast,
      ENTERPRISE,
      { ...enterpriseBody(), enterpriseStaffList: [staffRow()] },
      cast.admin.token,
    ),
  );

/** The enterprise's policies as its sub-table grid loads them (with their ids). */
const policiesOf = async (enterprise: Row) =>
  (
    await cast.api.get<Row[]>(`${ENTERPRISE}/queryPolicyByMainId`, {
      token: cast.admin.token,
      query: { id: String(enterprise.id) },
    })
  ).body.result;

/** Saves the enterprise with these policies in its grid, as the edit form does. */
async function savePolicies(enterprise: Row, policies: Row[]): Promise<void> {
  const staff = await cast.api.get<Row[]>(`${ENTERPRISE}/queryEnterpriseStaffByMainId`, {
    token: cast.admin.token,
    query: { id: String(enterprise.id) },
  });
  const current = await readAsAdmin(cast, ENTERPRISE, enterprise.id);
  const body = { ...current, enterpriseStaffList: staff.body.result, policyList: policies };
  ok(await cast.api.post<Row>(`${ENTERPRISE}/edit`, body, { token: cast.admin.token }));
}

/** 保单状态 as the policy list shows it, by policy number. */
async function statusTexts(enterprise: Row): Promise<Record<string, unknown>> {
  const reply = await cast.api.get<PageResult<Row>>(`${POLICY}/list`, {
    token: cast.admin.token,
    query: { enterpriseId: String(enterprise.id), pageSize: '100' },
  });
  return Object.fromEntries(reply.body.result.records.map((r) => [r.policyNo, r.policyStatus_dictText]));
}

const policy = (policyNo: string, fields: Row = {}) => policyRow({ policyNo, ...fields });

describe('the maintained policy status', () => {
  it('lists each policy by its dates, whatever status was picked, and keeps 已注销', async () => {
    const enterprise = await newEnterprise();
    await savePolicies(enterprise, [
      policy('PL-LAST-YEAR', { startDate: daysFromToday(-400), endDate: daysFromToday(-36) }),
      policy('PL-ENDED-YDAY', { startDate: daysFromToday(-365), endDate: daysFromToday(-1) }),
      policy('PL-ENDS-TODAY', { startDate: daysFromToday(-364), endDate: daysFromToday(0) }),
      policy('PL-ENDS-IN-10', { startDate: daysFromToday(-355), endDate: daysFromToday(10) }),
      policy('PL-ENDS-IN-30', { startDate: daysFromToday(-335), endDate: daysFromToday(30) }),
      policy('PL-ENDS-IN-31', { startDate: daysFromToday(-334), endDate: daysFromToday(31) }),
      policy('PL-NEXT-MONTH', {
        startDate: daysFromToday(5),
        endDate: daysFromToday(370),
        policyStatus: '3',
      }),
      policy('PL-NO-STATUS', { policyStatus: null }),
      policy('PL-CANCELLED', { policyStatus: '4' }),
    ]);
    expect(await statusTexts(enterprise)).toEqual({
      'PL-LAST-YEAR': '已过期',
      'PL-ENDED-YDAY': '已过期',
      'PL-ENDS-TODAY': '即将到期',
      'PL-ENDS-IN-10': '即将到期',
      'PL-ENDS-IN-30': '即将到期',
      'PL-ENDS-IN-31': '有效',
      'PL-NEXT-MONTH': '未生效',
      'PL-NO-STATUS': '有效',
      'PL-CANCELLED': '已注销',
    });
  });

  it('is cancelled by picking 已注销 and un-cancelled by picking another status', async () => {
    const enterprise = await newEnterprise();
    await savePolicies(enterprise, [policy('PL-TO-CANCEL', { endDate: daysFromToday(-1) })]);
    expect(await statusTexts(enterprise)).toEqual({ 'PL-TO-CANCEL': '已过期' });
    const [saved] = await policiesOf(enterprise);
    await savePolicies(enterprise, [{ ...saved, policyStatus: '4' }]);
    expect(await statusTexts(enterprise)).toEqual({ 'PL-TO-CANCEL': '已注销' });
    // Saved again untouched (another field changed): still cancelled.
    await savePolicies(enterprise, [{ ...saved, policyStatus: '4', insuredPersonCount: 60 }]);
    expect(await statusTexts(enterprise)).toEqual({ 'PL-TO-CANCEL': '已注销' });
    await savePolicies(enterprise, [{ ...saved, policyStatus: '1' }]);
    expect(await statusTexts(enterprise)).toEqual({ 'PL-TO-CANCEL': '已过期' });
  });

  it('follows the dates of an imported policy', async () => {
    const enterprise = await newEnterprise();
    const { engine } = cast.app.app.services;
    const principal = await accountPrincipal(cast.db);
    const access = await accessOf(engine.deps, principal, engine.registry.get('policy')!);
    const row = policy('PL-IMPORTED', { enterpriseId: enterprise.id, endDate: daysFromToday(20) });
    expect(await engine.importRows(access, [row])).toMatchObject({ inserted: 1, failures: [] });
    expect(await statusTexts(enterprise)).toEqual({ 'PL-IMPORTED': '即将到期' });
  });

  it('moves a policy whose end passes with the daily job, leaving a cancelled one', async () => {
    const enterprise = await newEnterprise();
    await savePolicies(enterprise, [policy('PL-RUNNING'), policy('PL-WITHDRAWN', { policyStatus: '4' })]);
    expect(await statusTexts(enterprise)).toEqual({ 'PL-RUNNING': '有效', 'PL-WITHDRAWN': '已注销' });
    // Time passing for the policies: their cover ended yesterday, written around the engine.
    await sql`update nanli_policy set end_date = ${daysFromToday(-1)} where enterprise_id = ${enterprise.id}`.execute(
      cast.db.withoutPlugins(),
    );
    expect(await statusTexts(enterprise)).toEqual({ 'PL-RUNNING': '有效', 'PL-WITHDRAWN': '已注销' });
    const run = await runJobOfClass(cast.api, cast.admin.token, TIME_RULE_JOB);
    expect(run).toMatchObject({ status: 'success', message: expect.stringMatching(/刷新维护值[1-9]\d*条/) });
    expect(await statusTexts(enterprise)).toEqual({ 'PL-RUNNING': '已过期', 'PL-WITHDRAWN': '已注销' });
  });
});

describe('the maintained exam result', () => {
  const attendee = (name: string, fields: Row): Row => ({
    enterpriseId: cast.mine.id,
    name,
    staffType: '2',
    signInMethod: '2',
    attendHours: 8,
    ...fields,
  });

  const resultTexts = async (training: Row) =>
    (
      await cast.api.get<Row[]>(`${TRAINING}/queryTrainingAttendeeByMainId`, {
        token: cast.admin.token,
        query: { id: String(training.id) },
      })
    ).body.result.map((r) => [r.name, r.examScore, r.examResult_dictText ?? '']);

  it('follows the score from 60 up, else keeps what was entered', async () => {
    const added = await addAs(
      cast,
      TRAINING,
      trainingBody(cast.mine.id, {
        trainingAttendeeList: [
          attendee('张三', { examScore: 75, examResult: '0' }),
          attendee('李四', { examScore: 59, examResult: '1' }),
          attendee('王五', { examScore: 60 }),
          attendee('赵六', { examResult: '2' }),
          attendee('钱七', {}),
        ],
      }),
      cast.admin.token,
    );
    const training = ok(added);
    expect(await resultTexts(training)).toEqual([
      ['张三', 75, '合格'],
      ['李四', 59, '不合格'],
      ['王五', 60, '合格'],
      ['赵六', null, '缺考'],
      ['钱七', null, ''],
    ]);
    const rows = (
      await cast.api.get<Row[]>(`${TRAINING}/queryTrainingAttendeeByMainId`, {
        token: cast.admin.token,
        query: { id: String(training.id) },
      })
    ).body.result;
    const current = await readAsAdmin(cast, TRAINING, training.id);
    const edited = rows.map((r) => (r.name === '李四' ? { ...r, examScore: 80 } : r));
    ok(
      await cast.api.post<Row>(
        `${TRAINING}/edit`,
        { ...current, trainingAttendeeList: edited },
        { token: cast.admin.token },
      ),
    );
    expect((await resultTexts(training))[1]).toEqual(['李四', 80, '合格']);
  });
});

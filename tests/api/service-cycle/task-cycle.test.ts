// A service from dispatch to completion (domain §4.2, §4.3, §2.7): the administrator dispatches a
// task, its engineer accepts it and proposes an appointment, the enterprise user confirms (the task
// becomes 已预约), the engineer investigates and submits — issuing the hazards found — and the
// administrator approves; the enterprise's service list counts it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PageResult } from '../../../src/shared/api-types';
import { del } from '../engine/support';
import {
  addAs,
  appointmentBody as appointmentBodyOf,
  daysFromToday,
  hazardBody,
  operate,
  photoOf,
  readAsAdmin,
  startCast,
  today,
} from './support';
import type { Cast, Row } from './support';

const TASK = '/nanli/task';
const APPOINTMENT = '/nanli/appointment';
const INVESTIGATION = '/nanli/investigation';
const HAZARD = '/nanli/hiddenDanger';
const NO_PERMISSION = { success: false, code: 510 };
const YEAR = Number(today().slice(0, 4));

let cast: Cast;
let task: Row;
let appointment: Row;
let investigation: Row;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

const ok = async (reply: Promise<{ body: { success: boolean; message: string; result: unknown } }>) => {
  const { body } = await reply;
  if (!body.success) throw new Error(body.message);
  return body.result as Row;
};
const stateOf = async (base: string, id: unknown) => (await readAsAdmin(cast, base, id)).status;

const appointmentBody = (fields: Row = {}) => appointmentBodyOf(cast, fields);

describe('a service from dispatch to completion', () => {
  it('is dispatched by the administrator to an engineer who alone may accept it', async () => {
    task = await ok(
      addAs(
        cast,
        TASK,
        {
          taskName: '年度第一次隐患排查',
          taskType: '1',
          enterpriseId: cast.mine.id,
          serviceYear: YEAR,
          sourceType: '1',
          priority: '1',
          planStart: today(),
          planEnd: daysFromToday(30),
        },
        cast.admin.token,
      ),
    );
    expect(task.status).toBe('0');
    expect((await operate(cast, TASK, 'dispatch', [task.id], cast.owner.token)).body).toMatchObject(
      NO_PERMISSION,
    );
    await ok(
      operate(cast, TASK, 'dispatch', [task.id], cast.admin.token, {
        values: { leaderExpertId: cast.engineer.expertId },
      }),
    );
    expect((await operate(cast, TASK, 'accept', [task.id], cast.otherEngineer.token)).body).toMatchObject({
      success: false,
      message: '无权操作该数据',
    });
    await ok(operate(cast, TASK, 'accept', [task.id], cast.engineer.token));
    expect(await stateOf(TASK, task.id)).toBe('2');
  });

  it('is scheduled when the enterprise confirms the engineer’s appointment, one per expert and half day', async () => {
    appointment = await ok(
      addAs(cast, APPOINTMENT, appointmentBody({ taskId: task.id }), cast.engineer.token),
    );
    expect(appointment.status).toBe('0');
    await ok(operate(cast, APPOINTMENT, 'confirm', [appointment.id], cast.owner.token));
    expect(await readAsAdmin(cast, APPOINTMENT, appointment.id)).toMatchObject({
      status: '1',
      confirmBy: cast.owner.username,
    });
    expect(await stateOf(TASK, task.id)).toBe('3');
    const clash = await ok(
      addAs(
        cast,
        APPOINTMENT,
        appointmentBody({ enterpriseId: cast.theirs.id, timeSlot: '3' }),
        cast.admin.token,
      ),
    );
    expect((await operate(cast, APPOINTMENT, 'confirm', [clash.id], cast.admin.token)).body).toMatchObject({
      success: false,
      message: '该专家在该日期时段已有确认的预约',
    });
    const later = await operate(cast, APPOINTMENT, 'reschedule', [clash.id], cast.admin.token, {
      values: { appointDate: daysFromToday(4), timeSlot: '2' },
      opinion: '错开时间',
    });
    expect(later.body.success).toBe(true);
    await ok(operate(cast, APPOINTMENT, 'confirm', [clash.id], cast.admin.token));
    expect(await readAsAdmin(cast, APPOINTMENT, clash.id)).toMatchObject({
      rescheduleCount: 1,
      originalDate: daysFromToday(3),
    });
  });

  it('starts when its engineer checks in at the enterprise, which fulfils the appointment', async () => {
    investigation = await ok(
      addAs(
        cast,
        INVESTIGATION,
        {
          enterpriseId: cast.mine.id,
          taskId: task.id,
          leaderExpertId: cast.engineer.expertId,
          serviceItem: '04',
          serviceMode: '1',
          checkType: '1',
          investigationItemList: [{ checkContent: '配电箱是否关闭加锁', checkResult: '0' }],
        },
        cast.engineer.token,
      ),
    );
    expect(await stateOf(TASK, task.id)).toBe('3');
    await ok(operate(cast, INVESTIGATION, 'checkIn', [investigation.id], cast.engineer.token));
    expect(await stateOf(TASK, task.id)).toBe('4');
    expect(await stateOf(APPOINTMENT, appointment.id)).toBe('5');
  });

  it('is not submitted before its investigation is', async () => {
    expect((await operate(cast, TASK, 'submit', [task.id], cast.engineer.token)).body).toMatchObject({
      success: false,
      message: '请先提交该任务的排查记录',
    });
  });

  it('issues the hazards its investigation found when the investigation is submitted', async () => {
    const hazards = [];
    for (const description of ['配电箱门未关闭', '消防通道堆放杂物'])
      hazards.push(
        await ok(
          addAs(
            cast,
            HAZARD,
            await hazardBody(cast, cast.engineer.token, { investigationId: investigation.id, description }),
            cast.engineer.token,
          ),
        ),
      );
    expect(
      (await operate(cast, INVESTIGATION, 'submit', [investigation.id], cast.engineer.token)).body,
    ).toMatchObject({
      success: false,
      message: expect.stringMatching(/^排查情况综述：/),
    });
    await ok(
      operate(cast, INVESTIGATION, 'submit', [investigation.id], cast.engineer.token, {
        values: {
          summary: '共检查1项，发现隐患2处',
          expertSignImg: await photoOf(cast, cast.engineer.token),
          enterpriseSignImg: await photoOf(cast, cast.engineer.token),
        },
      }),
    );
    for (const hazard of hazards)
      // Found in the task's investigation, each is the task's too (taskId defaults from it).
      expect(await readAsAdmin(cast, HAZARD, hazard.id)).toMatchObject({ status: '20', taskId: task.id });
    expect(await readAsAdmin(cast, INVESTIGATION, investigation.id)).toMatchObject({
      status: '2',
      hazardTotal: 2,
    });
  });

  it('is completed by the administrator, and counted on the enterprise’s service list', async () => {
    await ok(operate(cast, TASK, 'submit', [task.id], cast.engineer.token));
    expect((await operate(cast, TASK, 'approve', [task.id], cast.engineer.token)).body).toMatchObject(
      NO_PERMISSION,
    );
    await ok(operate(cast, TASK, 'approve', [task.id], cast.admin.token, { opinion: '资料齐全' }));
    const done = await readAsAdmin(cast, TASK, task.id);
    expect(done).toMatchObject({ status: '6', auditOpinion: '资料齐全', hazardCount: 2 });
    await ok(
      addAs(
        cast,
        '/nanli/enterpriseService',
        { enterpriseId: cast.mine.id, policyYear: YEAR, serviceItems: '04', plannedTimes: 4, status: '1' },
        cast.admin.token,
      ),
    );
    const list = await cast.api.get<PageResult<Row>>('/nanli/enterpriseService/list', {
      token: cast.owner.token,
      query: { policyYear: String(YEAR) },
    });
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toMatchObject({
      plannedTimes: 4,
      doneTimes: 1,
      lastServiceDate: done.completeTime,
      hazardTotal: 2,
      hazardRectified: 0,
      hazardUnrectified: 2,
    });
  });

  it('counts on each policy year’s ledger row the hazards discovered in that year only', async () => {
    const lastYear = YEAR - 1;
    await ok(
      addAs(
        cast,
        '/nanli/enterpriseService',
        {
          enterpriseId: cast.mine.id,
          policyYear: lastYear,
          serviceItems: '04',
          plannedTimes: 2,
          status: '1',
        },
        cast.admin.token,
      ),
    );
    // A hazard of last year, since closed (its state set directly: the steps are not this test's).
    const old = await ok(
      addAs(
        cast,
        HAZARD,
        await hazardBody(cast, cast.engineer.token, {
          discoverTime: `${lastYear}-06-01 09:00:00`,
          rectifyDeadline: `${lastYear}-06-08`,
          description: '去年的隐患',
        }),
        cast.engineer.token,
      ),
    );
    await sql`update nanli_hidden_danger set status = '60' where id = ${String(old.id)}`.execute(cast.db);
    const list = await cast.api.get<PageResult<Row>>('/nanli/enterpriseService/list', {
      token: cast.owner.token,
      query: { enterpriseId: String(cast.mine.id) },
    });
    const byYear = Object.fromEntries(
      list.body.result.records.map((row) => [
        row.policyYear,
        [row.hazardTotal, row.hazardRectified, row.hazardUnrectified],
      ]),
    );
    expect(byYear).toEqual({ [YEAR]: [2, 0, 2], [lastYear]: [1, 1, 0] });
  });

  it('keeps an enterprise with a service history from deletion', async () => {
    const reply = await del(cast.api, '/nanli/enterprise/delete', cast.admin.token, {
      id: String(cast.mine.id),
    });
    expect(reply.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^该记录已被引用，无法删除/),
    });
  });
});

// Who answers an appointment (domain §4.3): the other party — the enterprise confirms or declines what
// the expert proposed, the appointment's expert what the enterprise proposed; after a reschedule, the
// party that did not reschedule. An administrator may act for either party, and either party answers
// what the platform proposed. A task that ends closes its appointments still open: approved, its
// confirmed appointment is done (签到完成) and an unconfirmed one cancelled; cancelled, all are cancelled.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_TEXTS, BUSINESS_MESSAGES } from '../../../src/server/business/messages';
import { addAs, appointmentBody, daysFromToday, operate, readAsAdmin, startCast, taskBody } from './support';
import type { Cast, Row } from './support';

const APPOINTMENT = '/nanli/appointment';
const TASK = '/nanli/task';
const { enterprise: ENTERPRISE, expert: EXPERT } = APPOINTMENT_TEXTS.sides;
let cast: Cast;
let day = 2;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

async function ok(reply: Promise<{ body: { success: boolean; message: string; result: unknown } }>) {
  const { body } = await reply;
  expect(body.success, body.message).toBe(true);
  return body.result as Row;
}

/** An appointment the person proposes, each on a day of its own (no clash between them). */
const proposed = (initiator: string, token: string, fields: Row = {}) =>
  ok(
    addAs(
      cast,
      APPOINTMENT,
      appointmentBody(cast, { initiator, appointDate: daysFromToday(day++), ...fields }),
      token,
    ),
  );
const answer = (name: 'confirm' | 'decline', appointment: Row, token: string) =>
  operate(
    cast,
    APPOINTMENT,
    name,
    [appointment.id],
    token,
    name === 'decline' ? { opinion: '时间不便' } : {},
  );
const stateOf = async (id: unknown) => (await readAsAdmin(cast, APPOINTMENT, id)).status;

describe('an appointment', () => {
  it('proposed by the expert is confirmed or declined by the enterprise, not by the expert', async () => {
    const appointment = await proposed('2', cast.engineer.token);
    for (const [name, label] of [
      ['confirm', '确认'],
      ['decline', '拒绝'],
    ] as const)
      expect((await answer(name, appointment, cast.engineer.token)).body).toMatchObject({
        success: false,
        message: BUSINESS_MESSAGES.appointmentOwnInitiative(EXPERT, ENTERPRISE, label),
      });
    expect(await stateOf(appointment.id)).toBe('0');
    await ok(answer('confirm', appointment, cast.owner.token));
    expect(await stateOf(appointment.id)).toBe('1');
  });

  it('proposed by the enterprise is answered by the expert, not by the enterprise', async () => {
    const appointment = await proposed('1', cast.owner.token);
    expect((await answer('confirm', appointment, cast.owner.token)).body).toMatchObject({
      success: false,
      message: BUSINESS_MESSAGES.appointmentOwnInitiative(ENTERPRISE, EXPERT, '确认'),
    });
    await ok(answer('decline', appointment, cast.engineer.token));
    expect(await stateOf(appointment.id)).toBe('3');
  });

  it('rescheduled by one party is confirmed by the other', async () => {
    const appointment = await proposed('1', cast.owner.token);
    await ok(
      operate(cast, APPOINTMENT, 'reschedule', [appointment.id], cast.engineer.token, {
        values: { appointDate: daysFromToday(day++), timeSlot: '2' },
        opinion: '上午另有安排',
      }),
    );
    expect((await answer('confirm', appointment, cast.engineer.token)).body).toMatchObject({
      success: false,
      message: BUSINESS_MESSAGES.appointmentOwnReschedule(EXPERT, ENTERPRISE, '确认'),
    });
    await ok(answer('confirm', appointment, cast.owner.token));
    expect(await stateOf(appointment.id)).toBe('1');
  });

  it('is answered by an administrator for either party, and by either party when the platform proposed it', async () => {
    await ok(answer('confirm', await proposed('2', cast.admin.token), cast.admin.token));
    await ok(answer('confirm', await proposed('1', cast.admin.token), cast.admin.token));
    await ok(answer('confirm', await proposed('3', cast.admin.token), cast.engineer.token));
    await ok(answer('confirm', await proposed('3', cast.admin.token), cast.owner.token));
  });
});

describe('the appointments of a task that ends', () => {
  /** A task accepted by the engineer; `status` then forced (its investigation is another test's concern). */
  async function taskOf(): Promise<Row> {
    const task = await ok(addAs(cast, TASK, taskBody(cast.mine.id), cast.admin.token));
    await ok(
      operate(cast, TASK, 'dispatch', [task.id], cast.admin.token, {
        values: { leaderExpertId: cast.engineer.expertId },
      }),
    );
    await ok(operate(cast, TASK, 'accept', [task.id], cast.engineer.token));
    return task;
  }
  const forceTask = (task: Row, status: string) =>
    sql`update nanli_task set status = ${status} where id = ${String(task.id)}`.execute(
      cast.db.withoutPlugins(),
    );

  it('approved: its confirmed appointment is done, one awaiting confirmation cancelled', async () => {
    const task = await taskOf();
    const confirmed = await proposed('2', cast.engineer.token, { taskId: task.id });
    await ok(answer('confirm', confirmed, cast.owner.token));
    const awaiting = await proposed('2', cast.engineer.token, { taskId: task.id });
    const declined = await proposed('2', cast.engineer.token, { taskId: task.id });
    await ok(answer('decline', declined, cast.owner.token));
    await forceTask(task, '5');
    await ok(operate(cast, TASK, 'approve', [task.id], cast.admin.token));
    expect(await stateOf(confirmed.id)).toBe('5');
    expect(await readAsAdmin(cast, APPOINTMENT, awaiting.id)).toMatchObject({
      status: '4',
      cancelReason: APPOINTMENT_TEXTS.taskDone,
    });
    expect(await stateOf(declined.id)).toBe('3');
    const waiting = await cast.api.get<{ cards: { todo: string; records: Row[] }[] }>('/engine/workplace', {
      token: cast.admin.token,
    });
    expect(waiting.body.success, waiting.body.message).toBe(true);
    const listed = JSON.stringify(waiting.body.result.cards);
    for (const appointment of [confirmed, awaiting]) expect(listed).not.toContain(String(appointment.id));
  });

  it('cancelled: its appointments still open are cancelled', async () => {
    const task = await taskOf();
    const awaiting = await proposed('2', cast.engineer.token, { taskId: task.id });
    await ok(operate(cast, TASK, 'cancel', [task.id], cast.admin.token, { opinion: '企业停产' }));
    expect(await readAsAdmin(cast, APPOINTMENT, awaiting.id)).toMatchObject({
      status: '4',
      cancelReason: APPOINTMENT_TEXTS.taskCancelled,
    });
  });
});

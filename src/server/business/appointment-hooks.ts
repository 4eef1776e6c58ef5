// The appointment rules (domain §4.3): one confirmed appointment per expert per half day (a whole
// day takes both halves), at most APPOINTMENT_RESCHEDULE_LIMIT reschedules, a confirmed appointment
// rescheduled at least a day before (never into the past: the date's rule notPastDate, as on add);
// confirming moves its task to 已预约. Only the other party confirms or declines: the enterprise's
// staff what the expert proposed, the appointment's expert what the enterprise proposed — the proposal
// being the appointment (发起方) or, once rescheduled, the reschedule (whoever took the last 改期);
// the platform's proposals and the administrators, who act for either party, are not limited. A task
// that ends closes its appointments still open: approved (审核通过), its confirmed ones are done
// (签到完成) and those awaiting confirmation cancelled; cancelled, all of them are cancelled.
import { sql } from 'kysely';
import { formatDate } from '../../shared/date-format';
import type { OperationContext, OperationEffect, OperationGuard } from '../engine/hooks';
import { systemDb } from '../engine/engine-db';
import { allOf, compare, inList, notInList } from '../engine/sql-conditions';
import { APPOINTMENT_RESCHEDULE_LIMIT, APPOINTMENT_TEXTS, BUSINESS_MESSAGES } from './messages';
import { columnOf, entityOf, selectIds } from './records';

const CONFIRMED = '1';
/** nl_appointment_status: awaiting the other party (new, rescheduled). */
const AWAITING = ['0', '2'];
const RESCHEDULED = '2';
const WHOLE_DAY = '3';
/** nl_initiator values naming a party (平台 names none). */
const INITIATOR = { enterprise: '1', expert: '2' } as const;
/** nl_task_status 已完成 (审核通过). */
const TASK_DONE = '6';
/** The task state an appointment's confirmation moves on from (已接收). */
const TASK_ACCEPTED = '2';

/** Slots that clash with a slot: a half day with itself and the whole day; the whole day with all. */
const clashingSlots = (slot: string) => (slot === WHOLE_DAY ? ['1', '2', WHOLE_DAY] : [slot, WHOLE_DAY]);

export const noConflictingAppointment: OperationGuard = async ({ db, access, before, changes }) => {
  const entity = access.entity;
  const merged = { ...before, ...changes };
  const clash = await selectIds(db, entity, access.principal.tenantId)
    .where(
      allOf([
        compare(columnOf(entity, 'expertId'), '=', String(merged.expertId ?? '')),
        compare(columnOf(entity, 'appointDate'), '=', String(merged.appointDate ?? '')),
        inList(columnOf(entity, 'timeSlot'), clashingSlots(String(merged.timeSlot ?? ''))),
        compare(columnOf(entity, 'status'), '=', CONFIRMED),
        notInList('id', [String(before.id)]),
      ]),
    )
    .executeTakeFirst();
  return clash ? BUSINESS_MESSAGES.appointmentConflict : null;
};

export const rescheduleAllowed: OperationGuard = async ({ before }) => {
  const today = formatDate();
  if (Number(before.rescheduleCount ?? 0) >= APPOINTMENT_RESCHEDULE_LIMIT)
    return BUSINESS_MESSAGES.rescheduleLimit(APPOINTMENT_RESCHEDULE_LIMIT);
  if (before.status === CONFIRMED && String(before.appointDate ?? '') <= today)
    return BUSINESS_MESSAGES.rescheduleTooLate;
  return null;
};

export const countReschedule: OperationEffect = async ({ db, access, before }) => {
  const entity = access.entity;
  await db
    .updateTable(entity.table)
    .set({
      [columnOf(entity, 'rescheduleCount')]: Number(before.rescheduleCount ?? 0) + 1,
      [columnOf(entity, 'originalDate')]: before.originalDate ?? before.appointDate ?? null,
    })
    .where(sql.ref('id'), '=', String(before.id))
    .execute();
};

export const scheduleAppointmentTask: OperationEffect = async (context) => {
  const { db, registry, access, after } = context;
  if (!after.taskId) return;
  const task = entityOf(registry, 'task');
  const accepted = await selectIds(db, task, access.principal.tenantId)
    .where(
      allOf([
        compare('id', '=', String(after.taskId)),
        compare(columnOf(task, 'status'), '=', TASK_ACCEPTED),
      ]),
    )
    .executeTakeFirst();
  if (accepted) await context.operate(task.name, 'schedule', [String(after.taskId)]);
};

type Side = 'enterprise' | 'expert';

/** Which party of the appointment the account is: its expert, staff of its enterprise, or neither. */
async function sideOf(context: OperationContext, username: string): Promise<Side | null> {
  const { db, registry, access, before } = context;
  const expert = entityOf(registry, 'expert');
  const isExpert = await selectIds(db, expert, access.principal.tenantId)
    .where(
      allOf([
        compare('id', '=', String(before.expertId ?? '')),
        compare(columnOf(expert, 'userName'), '=', username),
      ]),
    )
    .executeTakeFirst();
  if (isExpert) return 'expert';
  const staff = entityOf(registry, 'enterpriseStaff');
  const isStaff = await selectIds(db, staff, access.principal.tenantId)
    .where(
      allOf([
        compare(columnOf(staff, 'enterpriseId'), '=', String(before.enterpriseId ?? '')),
        compare(columnOf(staff, 'userName'), '=', username),
      ]),
    )
    .executeTakeFirst();
  return isStaff ? 'enterprise' : null;
}

/** The party whose proposal awaits an answer: the last reschedule's, else the initiator. */
async function proposer(context: OperationContext): Promise<{ side: Side | null; rescheduled: boolean }> {
  const { db, access, before } = context;
  if (String(before.status ?? '') === RESCHEDULED) {
    const last = await systemDb(db)
      .selectFrom('sysFlowLog')
      .select('operator')
      .where('entity', '=', access.entity.name)
      .where('recordId', '=', String(before.id))
      .where('operation', '=', 'reschedule')
      .orderBy('createTime', 'desc')
      .executeTakeFirst();
    if (last) return { side: last.operator ? await sideOf(context, last.operator) : null, rescheduled: true };
  }
  const initiator = String(before.initiator ?? '');
  const side =
    initiator === INITIATOR.expert ? 'expert' : initiator === INITIATOR.enterprise ? 'enterprise' : null;
  return { side, rescheduled: false };
}

export const otherPartyResponds: OperationGuard = async (context) => {
  const { side, rescheduled } = await proposer(context);
  if (!side || (await sideOf(context, context.access.principal.user.username)) !== side) return null;
  const other: Side = side === 'expert' ? 'enterprise' : 'expert';
  const message = rescheduled
    ? BUSINESS_MESSAGES.appointmentOwnReschedule
    : BUSINESS_MESSAGES.appointmentOwnInitiative;
  return message(APPOINTMENT_TEXTS.sides[side], APPOINTMENT_TEXTS.sides[other], context.operation.label);
};

/** The task's appointments in the states, by id. */
async function appointmentsOf(context: OperationContext, taskId: string, states: readonly string[]) {
  const appointment = entityOf(context.registry, 'appointment');
  const rows = await selectIds(context.db, appointment, context.access.principal.tenantId)
    .where(
      allOf([
        compare(columnOf(appointment, 'taskId'), '=', taskId),
        inList(columnOf(appointment, 'status'), states),
      ]),
    )
    .execute();
  return rows.map((row) => String(row.id));
}

export const closeTaskAppointments: OperationEffect = async (context) => {
  const taskId = String(context.before.id);
  const done = String(context.after.status ?? '') === TASK_DONE;
  if (done) {
    const confirmed = await appointmentsOf(context, taskId, [CONFIRMED]);
    if (confirmed.length) await context.operate('appointment', 'complete', confirmed);
  }
  const open = await appointmentsOf(context, taskId, done ? AWAITING : [...AWAITING, CONFIRMED]);
  if (open.length)
    await context.operate(
      'appointment',
      'cancel',
      open,
      {},
      done ? APPOINTMENT_TEXTS.taskDone : APPOINTMENT_TEXTS.taskCancelled,
    );
};

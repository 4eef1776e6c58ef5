// The appointment rules (domain §4.3): one confirmed appointment per expert per half day (a whole
// day takes both halves), at most APPOINTMENT_RESCHEDULE_LIMIT reschedules, a confirmed appointment
// rescheduled at least a day before (never into the past: the date's rule notPastDate, as on add);
// confirming moves its task to 已预约.
import { sql } from 'kysely';
import { formatDate } from '../../shared/date-format';
import type { OperationEffect, OperationGuard } from '../engine/hooks';
import { allOf, compare, inList, notInList } from '../engine/sql-conditions';
import { APPOINTMENT_RESCHEDULE_LIMIT, BUSINESS_MESSAGES } from './messages';
import { columnOf, entityOf, selectIds } from './records';

const CONFIRMED = '1';
const WHOLE_DAY = '3';
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

// The task and investigation steps (domain §4.2, §2.7): only the task's leader accepts, declines,
// starts and submits it; a task is submitted with its investigation; checking in at the enterprise
// starts the task's work (执行中) and fulfils its appointment (签到完成); submitting an investigation
// issues the hazards it found (待下发 → 待整改).
import type { OperationEffect, OperationGuard } from '../engine/hooks';
import { inList, compare, allOf } from '../engine/sql-conditions';
import { myExpertIds } from './experts';
import { BUSINESS_MESSAGES } from './messages';
import { columnOf, entityOf, selectIds } from './records';

/** Hazard state an investigation's submission issues (待下发), and the operation that does it. */
const HAZARD_NOT_ISSUED = '10';
/** Investigation states that count as the task's result (已提交, 已审核). */
const INVESTIGATION_SUBMITTED = ['2', '3'];
/** Task states a check-in starts from (已接收, 已预约), and an appointment's 已确认. */
const TASK_STARTABLE = ['2', '3'];
const APPOINTMENT_CONFIRMED = '1';

export const leaderIsMe: OperationGuard = async ({ db, registry, access, before }) => {
  const mine = await myExpertIds({ db, registry, principal: access.principal });
  return mine.includes(String(before.leaderExpertId ?? '')) ? null : BUSINESS_MESSAGES.notTaskLeader;
};

export const taskHasInvestigation: OperationGuard = async ({ db, registry, access, before }) => {
  const investigation = entityOf(registry, 'investigation');
  const found = await selectIds(db, investigation, access.principal.tenantId)
    .where(
      allOf([
        compare(columnOf(investigation, 'taskId'), '=', String(before.id)),
        inList(columnOf(investigation, 'status'), INVESTIGATION_SUBMITTED),
      ]),
    )
    .executeTakeFirst();
  return found ? null : BUSINESS_MESSAGES.taskWithoutInvestigation;
};

export const issueInvestigationHazards: OperationEffect = async (context) => {
  const { db, registry, access, after } = context;
  const hazard = entityOf(registry, 'hiddenDanger');
  const rows = await selectIds(db, hazard, access.principal.tenantId)
    .where(
      allOf([
        compare(columnOf(hazard, 'investigationId'), '=', String(after.id)),
        compare(columnOf(hazard, 'status'), '=', HAZARD_NOT_ISSUED),
      ]),
    )
    .execute();
  await context.operate(
    hazard.name,
    'issue',
    rows.map((row) => String(row.id)),
  );
};

/**
 * An investigation's check-in is its task's work begun: the task moves to 执行中 when the one checking
 * in leads it (only the leader starts a task; a member's check-in leaves that to the leader), and the
 * task's confirmed appointment is fulfilled (签到完成).
 */
export const startInvestigationTask: OperationEffect = async (context) => {
  const { db, registry, access, after } = context;
  if (!after.taskId) return;
  const taskId = String(after.taskId);
  const tenantId = access.principal.tenantId;
  const task = entityOf(registry, 'task');
  const waiting = await selectIds(db, task, tenantId)
    .select(`${columnOf(task, 'leaderExpertId')} as leader`)
    .where(allOf([compare('id', '=', taskId), inList(columnOf(task, 'status'), TASK_STARTABLE)]))
    .executeTakeFirst();
  const mine = await myExpertIds({ db, registry, principal: access.principal });
  if (waiting && mine.includes(String(waiting.leader))) await context.operate(task.name, 'start', [taskId]);
  const appointment = entityOf(registry, 'appointment');
  const booked = await selectIds(db, appointment, tenantId)
    .where(
      allOf([
        compare(columnOf(appointment, 'taskId'), '=', taskId),
        compare(columnOf(appointment, 'status'), '=', APPOINTMENT_CONFIRMED),
      ]),
    )
    .execute();
  if (booked.length > 0)
    await context.operate(
      appointment.name,
      'complete',
      booked.map((row) => String(row.id)),
    );
};

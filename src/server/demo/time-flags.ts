// The flags of the schemas' time rules (timeRules of hiddenDanger, task and appointment) as the
// evaluation job would have left them on the reference day: '1' when the deadline passed while the
// record is in a state the rule applies to (a date is due until its day ends). Set here so that the
// first evaluation finds the long-overdue records already flagged instead of announcing them all.
// A task completed after its deadline keeps its flag (the rule's keptIn: 已完成).
import { OVERDUE_FLAG } from '../../shared/time-rules';
import type { ServiceCycle } from './cycle-rows';

/** Closed states of the life cycles (the rules without `states` apply to every other state). */
const HAZARD_CLOSED = new Set(['60', '90']);
const TASK_CLOSED = new Set(['6', '8']);
/** The task state in which the rule keeps the flag of a task completed late. */
const TASK_DONE = '6';
/** The missed-appointment rule applies to confirmed appointments only. */
const APPOINTMENT_CONFIRMED = '1';

const flag = (deadline: string | null, applies: boolean, asOf: string) =>
  applies && deadline !== null && deadline < asOf ? OVERDUE_FLAG.overdue : OVERDUE_FLAG.onTime;

export function flagOverdue(cycle: ServiceCycle, asOf: string): void {
  for (const hazard of cycle.hazards)
    hazard.isOverdue = flag(hazard.rectifyDeadline, !HAZARD_CLOSED.has(hazard.status), asOf);
  for (const task of cycle.tasks) {
    const doneLate =
      task.status === TASK_DONE &&
      task.completeTime !== null &&
      task.completeTime.slice(0, 10) > task.deadline;
    task.isOverdue = doneLate
      ? OVERDUE_FLAG.overdue
      : flag(task.deadline, !TASK_CLOSED.has(task.status), asOf);
  }
  for (const appointment of cycle.appointments)
    appointment.isMissed = flag(appointment.appointDate, appointment.status === APPOINTMENT_CONFIRMED, asOf);
}

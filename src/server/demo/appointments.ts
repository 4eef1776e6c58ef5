// How a visit is arranged (预约, domain §2.16, §4.3): a quarter of visits need no appointment; the
// others are proposed by one side a few days ahead and confirmed by the other — which moves the task
// to 已预约 — some after the counterpart proposed another date (已改期), a few after an earlier
// appointment nobody turned up for (the time rule's job marks it 已失约 just after its day). The
// appointment the visit happens on is completed at check-in. So an appointment of a past day is
// 已完成 or 已失约, one of a coming day 待确认, 已改期 or 已确认.
import { dateOf, dateTimeOf, instantOf, workdayNear } from './calendar';
import type { DemoContext } from './context';
import { officeInstant } from './context';
import { APPOINTMENT_PLANS, INITIATORS } from './cycle-distributions';
import type { AppointmentRow, FlowStep, TaskRow } from './cycle-rows';
import { SYSTEM_OPERATOR } from './operators';
import type { Operator } from './operators';
import type { Random } from './random';
import type { EnterpriseRow } from './rows';
import { Timeline } from './timeline';

const HOUR_MS = 3_600_000;
const RESCHEDULE_REASONS = [
  '企业当天有上级检查，申请改期',
  '专家当天另有紧急任务，协商改期',
  '企业负责人出差，申请改期',
];

export interface VisitArrangement {
  enterprise: EnterpriseRow;
  task: TaskRow;
  taskLife: Timeline;
  leader: Operator;
  enterpriseSide: Operator;
  platform: Operator;
  visitDay: number;
  timeSlot: string;
  acceptedAt: number;
  checkInAt: number;
}

interface Appointment {
  row: AppointmentRow;
  life: Timeline;
  createdAt: number;
}

export interface Arranged {
  /** The appointments proposed before the reference day. */
  rows: AppointmentRow[];
  /** The appointment the visit happens on, completed at check-in. */
  main: Appointment | null;
}

/** Who proposes and who answers, by nl_initiator (企业 1, 专家 2, 平台 3). */
function sides(row: AppointmentRow, visit: VisitArrangement): { proposer: Operator; counterpart: Operator } {
  if (row.initiator === '1') return { proposer: visit.enterpriseSide, counterpart: visit.leader };
  return {
    proposer: row.initiator === '3' ? visit.platform : visit.leader,
    counterpart: visit.enterpriseSide,
  };
}

function propose(
  random: Random,
  context: DemoContext,
  visit: VisitArrangement,
  day: number,
  createdAt: number,
  steps: FlowStep[],
): Appointment {
  const { enterprise, task } = visit;
  const row: AppointmentRow = {
    id: context.newId(),
    createTime: dateTimeOf(createdAt),
    enterpriseId: enterprise.id,
    taskId: task.id,
    expertId: task.leaderExpertId!,
    serviceItem: '04',
    initiator: random.weighted(INITIATORS),
    appointDate: dateOf(day),
    timeSlot: visit.timeSlot,
    address: enterprise.address,
    contactName: enterprise.contactName,
    contactPhone: enterprise.contactPhone,
    remark: null,
    status: '0',
    isMissed: '0',
    confirmBy: null,
    confirmTime: null,
    originalDate: null,
    rescheduleCount: 0,
    cancelReason: null,
  };
  return { row, life: new Timeline(context, steps, 'appointment', row.id, '0', createdAt), createdAt };
}

/** Confirms; the first confirmation of the task's appointments moves it to 已预约 (scheduleAppointmentTask). */
function confirm(appointment: Appointment, at: number, by: Operator, visit: VisitArrangement): void {
  const confirmedAt = appointment.life.step('confirm', '1', at, by);
  if (confirmedAt === null) return;
  appointment.row.confirmBy = by.name;
  appointment.row.confirmTime = dateTimeOf(confirmedAt);
  if (visit.taskLife.state === '2') visit.taskLife.step('schedule', '3', confirmedAt, by);
}

/** A proposal for `day`, some days ahead, never before the task was accepted and `notBefore`. */
function proposalTime(
  random: Random,
  visit: VisitArrangement,
  day: number,
  ahead: readonly [number, number],
  notBefore: number,
) {
  return Math.max(
    notBefore,
    visit.acceptedAt + HOUR_MS,
    officeInstant(day - random.int(...ahead), random.next()),
  );
}

/** An appointment nobody turned up for, a week or two before the visit. */
function missedAppointment(random: Random, context: DemoContext, visit: VisitArrangement, steps: FlowStep[]) {
  const day = workdayNear(visit.visitDay - random.int(7, 14));
  const createdAt = proposalTime(random, visit, day, [3, 8], 0);
  // Not in the last days: the re-arranged appointment must be confirmed by the reference day, so
  // that a task 已预约 always has a confirmed appointment.
  if (createdAt >= officeInstant(day - 1, 0) || day >= context.asOfDay - 3) return null;
  const missed = propose(random, context, visit, day, createdAt, steps);
  confirm(missed, createdAt + random.int(1, 12) * HOUR_MS, sides(missed.row, visit).counterpart, visit);
  // The time rule's job runs every ten minutes: just after midnight the appointment is 已失约.
  missed.life.step('markMissed', '6', instantOf(day + 1, random.int(1, 10) * 60), SYSTEM_OPERATOR);
  return { missed, day };
}

/** Proposed for an earlier day, moved to the visit's day by the counterpart, accepted by the proposer. */
function rescheduledAppointment(
  random: Random,
  context: DemoContext,
  visit: VisitArrangement,
  latest: number,
  steps: FlowStep[],
) {
  const firstDay = workdayNear(visit.visitDay - random.int(2, 6));
  const createdAt = proposalTime(random, visit, firstDay, [3, 8], 0);
  if (createdAt >= officeInstant(firstDay - 1, 0)) return null;
  const appointment = propose(random, context, visit, firstDay, createdAt, steps);
  const { proposer, counterpart } = sides(appointment.row, visit);
  const reason = random.pick(RESCHEDULE_REASONS);
  const movedAt = appointment.life.step(
    'reschedule',
    '2',
    createdAt + random.int(2, 20) * HOUR_MS,
    counterpart,
    reason,
  );
  if (movedAt !== null) {
    // Hook countReschedule keeps the first date and counts the move.
    appointment.row.originalDate = appointment.row.appointDate;
    appointment.row.appointDate = dateOf(visit.visitDay);
    appointment.row.rescheduleCount = 1;
    confirm(appointment, Math.min(movedAt + random.int(1, 20) * HOUR_MS, latest), proposer, visit);
  }
  return appointment;
}

export function arrangeVisit(
  random: Random,
  context: DemoContext,
  visit: VisitArrangement,
  steps: FlowStep[],
): Arranged {
  const plan = random.weighted(APPOINTMENT_PLANS);
  const rows: AppointmentRow[] = [];
  const keep = (appointment: Appointment) => {
    appointment.row.status = appointment.life.state;
    if (appointment.createdAt < context.cutoff) rows.push(appointment.row);
  };
  if (plan === 'none') return { rows, main: null };
  const latest = visit.checkInAt - 3 * HOUR_MS;
  let notBefore = 0;
  if (plan === 'missed') {
    const earlier = missedAppointment(random, context, visit, steps);
    if (earlier) {
      keep(earlier.missed);
      notBefore = officeInstant(earlier.day + 1, random.next());
    }
  }
  if (plan === 'rescheduled') {
    const moved = rescheduledAppointment(random, context, visit, latest, steps);
    if (moved) {
      keep(moved);
      return { rows, main: moved };
    }
  }
  // After a missed appointment the visit is arranged again the next day.
  const createdAt = notBefore > 0 ? notBefore : proposalTime(random, visit, visit.visitDay, [3, 12], 0);
  if (createdAt >= latest) return { rows, main: null };
  const main = propose(random, context, visit, visit.visitDay, createdAt, steps);
  confirm(
    main,
    Math.min(createdAt + random.int(1, 36) * HOUR_MS, latest),
    sides(main.row, visit).counterpart,
    visit,
  );
  keep(main);
  return { rows, main };
}

/** The engineer checks in on the appointment's day (已确认 → 已完成). */
export function completeAppointment(arranged: Arranged, at: number, leader: Operator): void {
  const main = arranged.main;
  if (!main) return;
  main.life.step('complete', '5', at, leader);
  main.row.status = main.life.state;
}

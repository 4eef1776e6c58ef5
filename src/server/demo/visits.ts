// One planned visit of the service cycle (domain §4.2): the yearly plan's task is dispatched to an
// engineer a few weeks ahead and accepted; the visit is arranged (appointments.ts); on the day the
// engineer checks in, registers what is found (hazards.ts) and submits the investigation — which
// issues the hazards — and the task; the platform approves it (已完成, counted as a service done)
// and audits the investigation. A task may also be cancelled, stall after dispatch or acceptance
// (overdue once its deadline passes) or be sent back once. Each record's life is cut at the
// reference day (timeline.ts), which is what leaves the current year's tasks open.
import { UPLOAD_LIMITS } from '../../shared/uploads';
import { dateOf, dateTimeOf, dayOfInstant, firstDayOfYear, instantOf, workdayNear } from './calendar';
import type { DemoContext } from './context';
import { officeInstant } from './context';
import { arrangeVisit, completeAppointment } from './appointments';
import {
  AUDITED_SHARE,
  FOLLOWED_UP_SHARE,
  FOLLOW_UP_DAYS,
  FOLLOW_UP_RESULTS,
  SATISFACTION,
  DISPATCH_DAYS_BEFORE_VISIT,
  NEXT_DAY_SUBMIT_SHARE,
  TIME_SLOTS,
} from './cycle-distributions';
import type { TaskFate } from './cycle-distributions';
import type { ServiceCycle, TaskRow } from './cycle-rows';
import { drawVisitTeam, expertOperator } from './cycle-team';
import type { CycleTeam } from './cycle-team';
import type { EnterpriseDraft } from './enterprises';
import { liveHazard } from './hazard-life';
import { registerHazard } from './hazards';
import type { RegisteredHazard } from './hazards';
import {
  auditInvestigation,
  followUpInvestigation,
  checklist,
  openInvestigation,
  submitInvestigation,
  signInvestigation,
  summaryOf,
} from './investigations';
import type { OpenInvestigation } from './investigations';
import type { Numbering } from './numbering';
import type { Operator } from './operators';
import type { Random } from './random';
import { Timeline } from './timeline';
import type { PlannedVisit } from './visit-plan';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const CANCEL_REASONS = [
  '企业停产整顿，本次服务取消',
  '与行业主管部门联合检查合并开展，本次服务取消',
  '企业生产经营地址变更，待核实后重新安排',
];
const SEND_BACK_REASONS = ['排查记录不完整，请补充检查项和隐患照片', '隐患描述不规范，请修改后重新提交'];
const APPROVE_OPINIONS = ['同意', '服务记录完整，同意'];

export interface VisitSetting {
  draft: EnterpriseDraft;
  team: CycleTeam;
  numbers: Numbering;
  cycle: ServiceCycle;
}

/** An instant on a working hour `days` (drawn from the range) after the day of `at`. */
const daysAfter = (random: Random, at: number, days: readonly [number, number]) =>
  officeInstant(dayOfInstant(at) + random.int(...days), random.next());

/** The earliest check-in of a day (the morning slot's start, 08:30). */
const FIRST_CHECK_IN_SECOND = 8.5 * 3600;

/** Check-in inside the appointment's slot: 上午, 下午 or 全天. */
function checkInTime(random: Random, day: number, slot: string): number {
  if (slot === '2') return instantOf(day, 14 * 3600 + random.int(0, 90) * 60);
  return instantOf(day, FIRST_CHECK_IN_SECOND + random.int(0, slot === '1' ? 120 : 60) * 60);
}

function newTask(
  random: Random,
  context: DemoContext,
  setting: VisitSetting,
  visit: PlannedVisit,
  createdAt: number,
): TaskRow {
  const { row } = setting.draft;
  const first = firstDayOfYear(visit.year);
  const last = firstDayOfYear(visit.year + 1) - 1;
  const planEnd = dateOf(Math.min(last, visit.day + random.int(7, 20)));
  return {
    id: context.newId(),
    createTime: dateTimeOf(createdAt),
    taskNo: setting.numbers.next('RW', createdAt),
    taskName: `${visit.year}年度第${visit.order}次隐患排查`,
    taskType: '1',
    serviceItem: '04',
    enterpriseId: row.id,
    serviceYear: visit.year,
    sourceType: '1',
    priority: row.riskLevel === '1' && random.chance(0.3) ? '2' : '1',
    planStart: dateOf(Math.max(first, visit.day - random.int(7, 20))),
    planEnd,
    deadline: planEnd,
    leaderExpertId: null,
    memberExpertIds: null,
    description: `按${visit.year}年度服务计划开展第${visit.order}次事故隐患排查服务`,
    attachments: null,
    status: '0',
    isOverdue: '0',
    startTime: null,
    completeTime: null,
    auditOpinion: null,
  };
}

/** Mean hazards a visit finds: the sector's, at most two in micro enterprises (domain §6.4). */
function hazardsPerVisit(draft: EnterpriseDraft): number {
  return draft.row.enterpriseScale === '4'
    ? Math.min(2, draft.sector.hazardsPerVisit)
    : draft.sector.hazardsPerVisit;
}

/** Plays the visit into the cycle; answers when a major hazard was found, if one was. */
export function playVisit(
  random: Random,
  context: DemoContext,
  setting: VisitSetting,
  visit: PlannedVisit,
  fate: TaskFate,
): number | null {
  const { draft, team, cycle } = setting;
  const { platform } = context;
  // The yearly plan's tasks are made early in the year (or just after the enterprise joined).
  const planned = Math.max(firstDayOfYear(visit.year) + random.int(1, 6), dayOfInstant(draft.createdAt) + 1);
  const createdAt = Math.min(officeInstant(planned, random.next()), context.cutoff - HOUR_MS);
  const task = newTask(random, context, setting, visit, createdAt);
  cycle.tasks.push(task);
  const life = new Timeline(context, cycle.flowSteps, 'task', task.id, '0', createdAt);
  const finish = () => {
    task.status = life.state;
    return null;
  };
  const crew = drawVisitTeam(random, team);
  if (!crew) return finish();
  const leader = expertOperator(context, crew.leader);
  const dispatchAt = Math.max(
    createdAt + 2 * HOUR_MS,
    officeInstant(visit.day - random.int(...DISPATCH_DAYS_BEFORE_VISIT), random.next()),
  );
  const dispatch = () => {
    const at = life.step('dispatch', '1', dispatchAt, platform);
    if (at !== null) {
      task.leaderExpertId = crew.leader.id;
      task.memberExpertIds = crew.members.length > 0 ? crew.members.map((m) => m.id).join(',') : null;
    }
    return at;
  };
  const accept = (after: number) => life.step('accept', '2', after + random.int(1, 72) * HOUR_MS, leader);

  if (fate === 'cancel') {
    const stage = random.int(0, 2);
    const dispatched = stage >= 1 ? dispatch() : null;
    if (stage >= 2 && dispatched !== null) accept(dispatched);
    life.step(
      'cancel',
      '8',
      officeInstant(visit.day - random.int(1, 10), random.next()),
      platform,
      random.pick(CANCEL_REASONS),
    );
    return finish();
  }
  const dispatchedAt = dispatch();
  if (dispatchedAt === null || (fate === 'stall' && random.chance(0.5))) return finish();
  const acceptedAt = accept(dispatchedAt);
  if (acceptedAt === null || fate === 'stall') return finish();

  const slot = random.weighted(TIME_SLOTS);
  // A task accepted after the planned morning is visited on the next working day: checking in at
  // the acceptance itself put visits (and the hazards they found) in the middle of the night.
  const acceptedDay = dayOfInstant(acceptedAt);
  const visitDay =
    acceptedAt < instantOf(visit.day, FIRST_CHECK_IN_SECOND)
      ? visit.day
      : workdayNear(acceptedDay + 1, acceptedDay + 1);
  const checkInAt = checkInTime(random, visitDay, slot);
  const arranged = arrangeVisit(
    random,
    context,
    {
      enterprise: draft.row,
      task,
      taskLife: life,
      leader,
      enterpriseSide: team.enterprise,
      platform,
      visitDay,
      timeSlot: slot,
      acceptedAt,
      checkInAt,
    },
    cycle.flowSteps,
  );
  cycle.appointments.push(...arranged.rows);
  const startedAt = life.step('start', '4', checkInAt, leader);
  if (startedAt === null) return finish();
  task.startTime = dateTimeOf(startedAt);
  completeAppointment(arranged, startedAt, leader);

  const { investigation, submittedAt, major } = inspect(random, context, setting, task, leader, startedAt);
  if (submittedAt !== null)
    conclude(random, context, { task, life, leader, fate, investigation }, submittedAt);
  finish();
  return major;
}

/**
 * On site: the investigation is opened at check-in, the hazards found are registered one after the
 * other, the checklist written, and the investigation submitted — the same day, or the next — which
 * issues the hazards and starts their lives.
 */
function inspect(
  random: Random,
  context: DemoContext,
  setting: VisitSetting,
  task: TaskRow,
  leader: Operator,
  startedAt: number,
): { investigation: OpenInvestigation; submittedAt: number | null; major: number | null } {
  const { draft, team, cycle } = setting;
  const investigation = openInvestigation(
    random,
    context,
    { enterprise: draft.row, task, leader, escort: team.enterprise.name, checkInAt: startedAt },
    setting.numbers,
    cycle.flowSteps,
  );
  cycle.investigations.push(investigation.row);
  const found: RegisteredHazard[] = [];
  const where = {
    photoDirectory: `${UPLOAD_LIMITS.engineBiz}/${context.newId()}`,
    enterprise: draft.row,
    team,
    task,
    investigation: investigation.row,
    leader,
  };
  let discoveredAt = startedAt;
  for (let k = random.binomial(hazardsPerVisit(draft) * 3, 1 / 3); k > 0; k--) {
    discoveredAt += random.int(8, 25) * MINUTE_MS;
    found.push(registerHazard(random, context, where, discoveredAt, setting.numbers, cycle.files));
  }
  cycle.hazards.push(...found.map((h) => h.row));
  const items = checklist(random, context, investigation.row, draft.row.highRiskSector, found);
  cycle.investigationItems.push(...items);

  const submitAt = random.chance(NEXT_DAY_SUBMIT_SHARE)
    ? daysAfter(random, startedAt, [1, 1])
    : discoveredAt + random.int(30, 120) * MINUTE_MS;
  const summary = summaryOf(investigation.row, items.length, found);
  const submittedAt = submitInvestigation(investigation, submitAt, leader, summary, draft.row.riskLevel);
  if (submittedAt !== null)
    cycle.files.push(
      ...signInvestigation(context, investigation.row, where.photoDirectory, leader, submittedAt),
    );
  const actors = { engineer: leader, enterprise: team.enterprise, platform: context.platform };
  for (const hazard of found) liveHazard(random, context, hazard, submittedAt, actors, cycle.flowSteps);
  const major = found.find((h) => h.row.hazardLevel === '2')?.discoveredAt ?? null;
  return { investigation, submittedAt, major };
}

interface Conclusion {
  task: TaskRow;
  life: Timeline;
  leader: Operator;
  fate: TaskFate;
  investigation: OpenInvestigation;
}

/** The task submitted for review (sent back once for some), approved, its investigation audited. */
function conclude(random: Random, context: DemoContext, visit: Conclusion, submittedAt: number): void {
  const { task, life, leader, investigation } = visit;
  const { platform } = context;
  let reviewFrom = life.step('submit', '5', submittedAt + random.int(5, 60) * MINUTE_MS, leader);
  if (reviewFrom !== null && visit.fate === 'returned') {
    const reason = random.pick(SEND_BACK_REASONS);
    const backAt = life.step('sendBack', '7', daysAfter(random, reviewFrom, [1, 3]), platform, reason);
    if (backAt !== null) task.auditOpinion = reason;
    reviewFrom = backAt === null ? null : life.step('submit', '5', daysAfter(random, backAt, [1, 3]), leader);
  }
  if (reviewFrom === null) return;
  const opinion = random.chance(0.5) ? random.pick(APPROVE_OPINIONS) : null;
  const approvedAt = life.step('approve', '6', daysAfter(random, reviewFrom, [1, 5]), platform, opinion);
  if (approvedAt === null) return;
  task.completeTime = dateTimeOf(approvedAt);
  task.auditOpinion = opinion;
  if (!random.chance(AUDITED_SHARE)) return;
  const auditedAt = approvedAt + random.int(10, 120) * MINUTE_MS;
  auditInvestigation(investigation, auditedAt, platform, opinion);
  if (random.chance(FOLLOWED_UP_SHARE))
    followUpInvestigation(investigation, daysAfter(random, auditedAt, FOLLOW_UP_DAYS), platform, {
      result: random.pick(FOLLOW_UP_RESULTS),
      satisfaction: random.weighted(SATISFACTION),
    });
}

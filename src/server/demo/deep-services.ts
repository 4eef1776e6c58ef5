// Deep services (深度服务派遣, domain §2.9, §4.4), a few per hundred enterprises: the platform applies
// for one after a visit found a major hazard, or for an enterprise of red risk (always for the edge
// case of a red enterprise with a major hazard source, so even the first-start set has one); it dispatches a team
// of its service organisation's engineers (or rejects the application, or cancels before the start),
// the team serves on site for a few days and submits its findings, the platform accepts them with
// the enterprise's satisfaction and, most of those a month old, calls back (回访). As everywhere, the
// life stops at the reference day.
import { addYears, dateOf, dateTimeOf, dayOfInstant, workdayNear } from './calendar';
import type { DemoContext } from './context';
import { officeInstant } from './context';
import {
  DEEP_AFTER_MAJOR_SHARE,
  DEEP_FATES,
  DEEP_FOLLOW_UP_DAYS,
  DEEP_FOLLOW_UP_RESULTS,
  DEEP_FOLLOWED_UP_SHARE,
  DEEP_FOR_RED_SHARE,
} from './cycle-distributions';
import type { DeepServiceRow, ServiceCycle } from './cycle-rows';
import { expertOperator } from './cycle-team';
import type { CycleTeam } from './cycle-team';
import type { EnterpriseDraft } from './enterprises';
import type { Numbering } from './numbering';
import type { Operator } from './operators';
import type { Random, Weighted } from './random';
import { Timeline } from './timeline';

const DAY_MS = 86_400_000;

/** nl_apply_source of the application: the platform, the regulator (吹哨) or the insurer. */
const APPLY_SOURCES: Weighted<string> = [
  ['2', 50],
  ['3', 30],
  ['4', 20],
];
const SATISFACTION: Weighted<number> = [
  [5, 60],
  [4, 35],
  [3, 5],
];

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

interface Trigger {
  reason: string;
  appliedAt: number;
  contents: string;
  description: string;
}

function trigger(
  random: Random,
  context: DemoContext,
  draft: EnterpriseDraft,
  majorFoundAt: number | null,
  forced: boolean,
): Trigger | null {
  if (majorFoundAt !== null && random.chance(DEEP_AFTER_MAJOR_SHARE)) {
    return {
      reason: '1',
      appliedAt: officeInstant(dayOfInstant(majorFoundAt) + random.int(2, 10), random.next()),
      contents: '02,04',
      description: `${dateOf(dayOfInstant(majorFoundAt))}隐患排查发现重大事故隐患，申请派遣专家组开展深度服务，协助企业制定并落实治理方案。`,
    };
  }
  const earliest = Math.max(dayOfInstant(draft.createdAt) + 7, addYears(context.asOfDay, -1));
  if (
    draft.row.riskLevel === '1' &&
    earliest < context.asOfDay &&
    (forced || random.chance(DEEP_FOR_RED_SHARE))
  ) {
    return {
      reason: '2',
      appliedAt: officeInstant(random.int(earliest, context.asOfDay - 1), random.next()),
      contents: random.sample(['01', '02', '03', '04', '05'], random.int(2, 3)).join(','),
      description: '企业评估为重大风险（红色），申请开展风险评估和隐患排查等深度服务。',
    };
  }
  return null;
}

export function generateDeepService(
  random: Random,
  context: DemoContext,
  draft: EnterpriseDraft,
  team: CycleTeam,
  majorFoundAt: number | null,
  numbers: Numbering,
  cycle: ServiceCycle,
  forced = false,
): void {
  const cause = trigger(random, context, draft, majorFoundAt, forced);
  const leader = team.responsible ?? team.engineers[0];
  if (!cause || !leader || cause.appliedAt >= context.cutoff) return;
  const members = random.sample(
    team.engineers.filter((e) => e !== leader),
    random.int(1, 2),
  );
  const startDay = workdayNear(dayOfInstant(cause.appliedAt) + random.int(7, 20));
  const days = random.int(2, 6);
  const row: DeepServiceRow = {
    id: context.newId(),
    createTime: dateTimeOf(cause.appliedAt),
    dispatchNo: numbers.next('SD', cause.appliedAt),
    enterpriseId: draft.row.id,
    triggerReason: cause.reason,
    applySource: random.weighted(APPLY_SOURCES),
    serviceContents: cause.contents,
    expectedStart: dateOf(startDay),
    expectedEnd: dateOf(startDay + days - 1),
    reasonDesc: cause.description,
    serviceOrgId: null,
    leaderExpertId: null,
    memberExpertIds: null,
    cost: null,
    approveOpinion: null,
    approveTime: null,
    actualStart: null,
    actualEnd: null,
    manDays: null,
    findings: null,
    satisfaction: null,
    completeTime: null,
    followUpTime: null,
    followUpBy: null,
    followUpResult: null,
    status: '0',
  };
  cycle.deepServices.push(row);
  const life = new Timeline(context, cycle.flowSteps, 'deepService', row.id, '0', cause.appliedAt);
  const { platform } = context;
  const fate = random.weighted(DEEP_FATES);
  const decideAt = officeInstant(dayOfInstant(cause.appliedAt) + random.int(1, 4), random.next());
  if (fate === 'reject') {
    const opinion = '企业已按要求完成整改，暂不派遣';
    const at = life.step('reject', '1', decideAt, platform, opinion);
    if (at !== null) [row.approveOpinion, row.approveTime] = [opinion, dateTimeOf(at)];
    row.status = life.state;
    return;
  }
  const opinion = random.chance(0.5) ? '同意派遣' : null;
  const dispatchedAt = life.step('dispatch', '2', decideAt, platform, opinion);
  if (dispatchedAt !== null) {
    row.serviceOrgId = draft.org?.id ?? null;
    row.leaderExpertId = leader.id;
    row.memberExpertIds = members.length > 0 ? members.map((m) => m.id).join(',') : null;
    row.cost = roundTo(random.float(8_000, 40_000), 100);
    row.approveOpinion = opinion;
    row.approveTime = dateTimeOf(dispatchedAt);
  }
  if (fate === 'cancel') {
    life.step(
      'cancel',
      '6',
      officeInstant(startDay - random.int(1, 3), random.next()),
      platform,
      '企业停产检修，服务取消',
    );
    row.status = life.state;
    return;
  }
  const by = expertOperator(context, leader);
  const startedAt = life.step('startService', '3', officeInstant(startDay, random.float(0, 0.1)), by);
  if (startedAt !== null) row.actualStart = dateTimeOf(startedAt);
  const submittedAt = life.step(
    'submit',
    '4',
    officeInstant(startDay + days - 1, random.float(0.8, 0.95)),
    by,
  );
  if (submittedAt !== null) {
    const found = random.int(5, 20);
    row.actualEnd = dateTimeOf(submittedAt);
    row.manDays = (1 + members.length) * days;
    row.findings =
      `专家组开展深度服务${days}天，共排查事故隐患${found}项，其中重大事故隐患${random.int(0, 2)}项；` +
      '已协助企业制定治理方案，明确整改责任、资金和时限，并对相关人员开展了现场培训。';
  }
  const acceptedAt = life.step('accept', '5', (submittedAt ?? 0) + random.int(2, 7) * DAY_MS, platform);
  if (acceptedAt !== null) {
    row.satisfaction = random.weighted(SATISFACTION);
    row.completeTime = dateTimeOf(acceptedAt);
    if (random.chance(DEEP_FOLLOWED_UP_SHARE)) followUp(random, life, row, acceptedAt, platform);
  }
  row.status = life.state;
}

/** The platform's call back (回访) some weeks after the acceptance, unless that is past the reference day. */
function followUp(
  random: Random,
  life: Timeline,
  row: DeepServiceRow,
  acceptedAt: number,
  platform: Operator,
): void {
  const [least, most] = DEEP_FOLLOW_UP_DAYS;
  const at = officeInstant(dayOfInstant(acceptedAt) + random.int(least, most), random.next());
  const calledAt = life.step('followUp', '5', at, platform);
  if (calledAt === null) return;
  row.followUpTime = dateTimeOf(calledAt);
  row.followUpBy = platform.name;
  row.followUpResult = random.pick(DEEP_FOLLOW_UP_RESULTS);
}

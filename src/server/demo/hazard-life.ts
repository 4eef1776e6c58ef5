// What happens to a hidden danger once its investigation is submitted (domain §4.1), step by step
// through the operations of schemas/entities/hiddenDanger.json, each setting the fields the schema
// says it sets: issued (待整改); sometimes started (整改中) or given more time (延期审核中); the
// rectification submitted by the enterprise (measure, finish time; 待复查) — on the spot for 立即整改,
// usually well before the deadline, late for a tenth of them; reviewed by the engineer a few days
// later, failing the first time for a few (复查不通过, then done again); closed (已销号) at once when
// general, after the platform's approval (待销号审批) when major. The reference day cuts the life
// short wherever it falls (timeline.ts), which leaves the open and overdue ones.
import { dateOf, dateTimeOf, dayOfInstant } from './calendar';
import type { DemoContext } from './context';
import { officeInstant } from './context';
import {
  EXTENSION_APPROVED_SHARE,
  EXTENSION_SHARE,
  LAGGARD_SHARE,
  REVIEW_DELAY,
  REVIEW_FAIL_SHARE,
  REVOKED_SHARE,
  STARTED_SHARE,
} from './cycle-distributions';
import type { FlowStep } from './cycle-rows';
import type { RegisteredHazard } from './hazards';
import type { Operator } from './operators';
import type { Random } from './random';
import { Timeline } from './timeline';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** A laggard rectifies up to this many days after its deadline. */
const LAGGARD_MAX_DAYS = 365;

const REVOKE_OPINION = '与本次排查已登记隐患重复，撤销';
const EXTENSION_REASONS = [
  '整改所需设备采购周期较长，申请延期',
  '需停产检修方可整改，申请延期至检修期间完成',
  '整改方案需报上级单位审批，申请延期',
];
const REVIEW_FAIL_OPINIONS = [
  '整改不彻底，现场仍存在同类问题，请重新整改',
  '整改措施未落实到位，未提供整改后的佐证材料',
  '防护措施不牢固，不符合要求，请重新整改',
];
const REVIEW_PASS_OPINIONS = ['整改到位，同意销号', '经现场复查，隐患已消除'];
const RECTIFY_NOTES = ['已组织相关岗位人员学习并纳入日常检查', '已举一反三对同类部位进行了排查'];

export interface HazardActors {
  /** Registers, issues and reviews (the visit's leader). */
  engineer: Operator;
  /** Rectifies and asks for extensions. */
  enterprise: Operator;
  /** Approves the closing of major hazards. */
  platform: Operator;
}

/**
 * Plays the hazard's life on its row; `issuedAt` is the investigation's submission, null while it
 * is not submitted (the hazard stays 待下发).
 */
export function liveHazard(
  random: Random,
  context: DemoContext,
  hazard: RegisteredHazard,
  issuedAt: number | null,
  actors: HazardActors,
  steps: FlowStep[],
): void {
  const { row } = hazard;
  const life = new Timeline(context, steps, 'hiddenDanger', row.id, row.status, hazard.discoveredAt);
  const { engineer, enterprise } = actors;
  if (issuedAt === null) return;
  if (random.chance(REVOKED_SHARE)) {
    // Revoked on the spot, before the submission would have issued it.
    const at = issuedAt - random.int(5, 30) * MINUTE_MS;
    life.step('revoke', '90', Math.max(at, hazard.discoveredAt), engineer, REVOKE_OPINION);
    row.status = life.state;
    return;
  }
  life.step('issue', '20', issuedAt, engineer);

  const immediate = row.rectifyType === '1';
  const discoveredDay = dayOfInstant(hazard.discoveredAt);
  const { deadlineDay } = hazard;
  let submitAt = rectificationDone(random, immediate, issuedAt, discoveredDay, deadlineDay);
  if (!immediate && random.chance(STARTED_SHARE)) {
    life.step(
      'startRectify',
      '30',
      issuedAt + Math.floor((submitAt - issuedAt) * random.float(0.05, 0.5)),
      enterprise,
    );
  }
  if (!immediate && random.chance(EXTENSION_SHARE)) {
    submitAt = extend(random, life, hazard, deadlineDay, actors) ?? submitAt;
  }
  if (!rectify(random, life, hazard, submitAt, enterprise)) return finish(row, life);

  let reviewAt = officeInstant(
    dayOfInstant(submitAt) + random.int(immediate ? 0 : REVIEW_DELAY[0], REVIEW_DELAY[1]),
    random.next(),
  );
  if (random.chance(REVIEW_FAIL_SHARE)) {
    const opinion = random.pick(REVIEW_FAIL_OPINIONS);
    const failedAt = life.step('reviewFail', '50', reviewAt, engineer, opinion);
    if (failedAt === null) return finish(row, life);
    review(row, engineer, failedAt, '0', opinion);
    const restartAt = life.step('startRectify', '30', failedAt + random.int(1, 3) * DAY_MS, enterprise);
    const againAt = (restartAt ?? failedAt) + random.int(2, 10) * DAY_MS;
    if (!rectify(random, life, hazard, againAt, enterprise)) return finish(row, life);
    reviewAt = officeInstant(dayOfInstant(againAt) + random.int(1, 5), random.next());
  }
  const opinion = random.chance(0.5) ? random.pick(REVIEW_PASS_OPINIONS) : null;
  if (row.hazardLevel === '2') {
    const passedAt = life.step('reviewPassMajor', '45', reviewAt, engineer, opinion);
    if (passedAt !== null) review(row, engineer, passedAt, '1', opinion);
    const closedAt = life.step(
      'approveClose',
      '60',
      (passedAt ?? reviewAt) + random.int(1, 5) * DAY_MS,
      actors.platform,
    );
    if (closedAt !== null) row.closeTime = dateTimeOf(closedAt);
  } else {
    const passedAt = life.step('reviewPass', '60', reviewAt, engineer, opinion);
    if (passedAt !== null) {
      review(row, engineer, passedAt, '1', opinion);
      row.closeTime = row.reviewTime;
    }
  }
  finish(row, life);
}

function finish(row: RegisteredHazard['row'], life: Timeline): void {
  row.status = life.state;
}

/** When the enterprise submits its rectification, if nothing intervenes. */
function rectificationDone(
  random: Random,
  immediate: boolean,
  issuedAt: number,
  discoveredDay: number,
  deadlineDay: number,
): number {
  if (immediate) return issuedAt + random.int(5, 60) * MINUTE_MS;
  const allowed = Math.max(1, deadlineDay - discoveredDay);
  // Mostly early (a product of two uniforms leans towards small values); laggards after the
  // deadline, some of them by most of a year, so old overdue hazards remain.
  const late = random.next();
  const days = random.chance(LAGGARD_SHARE)
    ? allowed + 1 + Math.floor(late * late * LAGGARD_MAX_DAYS)
    : Math.min(allowed, 1 + Math.floor(random.next() * random.next() * 2 * allowed));
  return officeInstant(discoveredDay + days, random.next());
}

/** Asks for more time; answers when the rectification is then submitted, if the request is approved. */
function extend(
  random: Random,
  life: Timeline,
  hazard: RegisteredHazard,
  deadlineDay: number,
  actors: HazardActors,
): number | null {
  const { row } = hazard;
  const newDeadline = deadlineDay + random.int(15, 30);
  const askedAt = Math.max(hazard.discoveredAt, officeInstant(deadlineDay - random.int(1, 3), random.next()));
  if (
    life.step('requestExtension', '70', askedAt, actors.enterprise, random.pick(EXTENSION_REASONS)) === null
  )
    return null;
  row.extensionDeadline = dateOf(newDeadline);
  const approved = random.chance(EXTENSION_APPROVED_SHARE);
  const decidedAt = life.step(
    approved ? 'approveExtension' : 'rejectExtension',
    '30',
    askedAt + random.int(1, 3) * DAY_MS,
    actors.engineer,
    approved ? null : '整改期限内可以完成，不同意延期',
  );
  if (decidedAt === null || !approved) return null;
  // The approval moves the deadline to the date asked for (hook applyExtension).
  row.rectifyDeadline = row.extensionDeadline;
  return officeInstant(newDeadline - random.int(1, 10), random.next());
}

/** The enterprise's submission of the rectification (submitRectify); answers whether it happened. */
function rectify(
  random: Random,
  life: Timeline,
  hazard: RegisteredHazard,
  at: number,
  by: Operator,
): boolean {
  const submittedAt = life.step('submitRectify', '40', at, by);
  if (submittedAt === null) return false;
  const { row } = hazard;
  const finishedAt =
    hazard.discoveredAt + Math.floor((submittedAt - hazard.discoveredAt) * random.float(0.7, 0.98));
  row.rectifyMeasure = hazard.entry.measure;
  row.rectifyFinishTime = dateTimeOf(finishedAt);
  row.rectifyDesc = random.chance(0.3) ? random.pick(RECTIFY_NOTES) : null;
  row.rectifierId = by.accountId;
  row.rectifierName = by.name;
  return true;
}

function review(
  row: RegisteredHazard['row'],
  engineer: Operator,
  at: number,
  result: string,
  opinion: string | null,
): void {
  row.reviewerId = engineer.accountId;
  row.reviewerName = engineer.name;
  row.reviewTime = dateTimeOf(at);
  row.reviewResult = result;
  row.reviewOpinion = opinion;
}

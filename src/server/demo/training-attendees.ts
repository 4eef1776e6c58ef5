// Who attends an enterprise's safety trainings (参训人员, domain §2.11): its staff on record and the
// rest of its workforce — a roster of up to 80 people (never more than its headcount) drawn once per
// enterprise, so the same workers come back from training to training. They sign in before the
// start; a completed training with an exam passes 90–98 % of them when at least ten attend (a
// public mock: 共54人参训，53人考核合格), the others fail or miss the exam.
import { CITY } from '../../shared/platform';
import { PASSING_SCORE } from '../business/exam-result';
import { dateOf, dateTimeOf } from './calendar';
import { idCardNumber } from './codes';
import type { DemoContext } from './context';
import { MALE_SHARE } from './distributions';
import type { EnterpriseDraft } from './enterprises';
import { drawBirthday, drawPerson } from './people';
import type { Random, Weighted } from './random';
import type { EnterpriseStaffRow } from './rows';
import type { SafetyTrainingRow, TrainingAttendeeRow } from './work-rows';

export interface RosterPerson {
  name: string;
  idCardNo: string | null;
  mobile: string;
  /** nl_ent_staff_type */
  staffType: string;
}

/** The largest roster, and the most people one training takes. */
export const MAX_ATTENDEES = 80;
export const MIN_ATTENDEES = 10;
/** A training with an exam passes this share of its attendees (at least ten of them). */
const PASS_RATE: readonly [number, number] = [0.9, 0.98];
/** Of those who do not pass, this share missed the exam (缺考), the others failed it. */
const ABSENT_SHARE = 0.2;
const LATE_SHARE = 0.05;
/** nl_signin_method: 扫码, 手写签到, 人脸识别. */
const SIGN_IN_METHODS: Weighted<string> = [
  ['1', 60],
  ['2', 30],
  ['3', 10],
];
const LATE_REMARK = '迟到';
const SPECIAL_OPERATOR_SHARE = 0.1;

/** The enterprise's staff first, then further workers up to its headcount (at most 80). */
export function drawRoster(
  random: Random,
  context: DemoContext,
  draft: EnterpriseDraft,
  staff: readonly EnterpriseStaffRow[],
): RosterPerson[] {
  const roster: RosterPerson[] = staff.map((s) => ({
    name: s.name,
    idCardNo: s.idCardNo,
    mobile: s.mobile,
    staffType: s.staffType,
  }));
  const special = draft.sector.specialWorks.length > 0;
  const size = Math.min(draft.row.employeeCount, MAX_ATTENDEES);
  while (roster.length < size) {
    const person = drawPerson(random, MALE_SHARE);
    const birthday = dateOf(drawBirthday(random, context, 18, 58));
    const district = random.pick(CITY.districts).code;
    roster.push({
      name: person.name,
      idCardNo: idCardNumber(random, district, birthday, person.sex),
      mobile: person.mobile,
      staffType: special && random.chance(SPECIAL_OPERATOR_SHARE) ? '3' : '4',
    });
  }
  return roster;
}

/** The roster's people a training is for (its 培训对象), and how many of them it takes. */
export function invitees(random: Random, roster: readonly RosterPerson[], targets: string): RosterPerson[] {
  const types = new Set(targets.split(','));
  const eligible = roster.filter((p) => types.has(p.staffType));
  return random.sample(eligible, random.int(MIN_ATTENDEES, MAX_ATTENDEES));
}

/** How many of `count` attendees do not pass: 2–10 % when there are ten or more. */
function failures(random: Random, count: number): number {
  const passRate = random.float(...PASS_RATE);
  const drawn = Math.floor(count * (1 - passRate));
  return count >= MIN_ATTENDEES ? Math.max(Math.ceil(count * 0.02), drawn) : drawn;
}

export interface Attendance {
  training: SafetyTrainingRow;
  people: readonly RosterPerson[];
  /** The start, as an instant: sign-in is in the half hour before. */
  startAt: number;
  /** The training was completed: hours, scores and certificates are known. */
  completed: boolean;
  /** Issues training certificates to those who pass. */
  certified: boolean;
}

/** The attendees of a training that started; scores only once it is completed. */
export function attend(random: Random, context: DemoContext, attendance: Attendance): TrainingAttendeeRow[] {
  const { training, people, completed } = attendance;
  const examined = completed && training.hasExam === 'Y';
  const failed = new Set(
    examined
      ? random.sample(
          people.map((_, i) => i),
          failures(random, people.length),
        )
      : [],
  );
  return people.map((person, index) => {
    const late = random.chance(LATE_SHARE) && training.hours > 2;
    const signInAt = attendance.startAt + (late ? random.int(10, 50) : -random.int(1, 25)) * 60_000;
    const absent = failed.has(index) && random.chance(ABSENT_SHARE);
    const score =
      !examined || absent
        ? null
        : failed.has(index)
          ? random.int(35, PASSING_SCORE - 1)
          : passingScore(random);
    const passed = examined && !failed.has(index);
    return {
      id: context.newId(),
      createTime: dateTimeOf(signInAt),
      trainingId: training.id,
      enterpriseId: training.enterpriseId,
      name: person.name,
      idCardNo: person.idCardNo,
      mobile: person.mobile,
      staffType: person.staffType,
      signInTime: dateTimeOf(signInAt),
      signInMethod: random.weighted(SIGN_IN_METHODS),
      attendHours: completed ? (late ? training.hours - 1 : training.hours) : null,
      examScore: score,
      examResult: examined ? (absent ? '2' : failed.has(index) ? '0' : '1') : null,
      certificateNo:
        passed && attendance.certified
          ? `${training.trainingNo}-${String(index + 1).padStart(3, '0')}`
          : null,
      remark: late ? LATE_REMARK : null,
      orderNum: index + 1,
    };
  });
}

/** 60–100, most between 75 and 95 (the result follows the score: examResultByScore). */
function passingScore(random: Random): number {
  return Math.min(100, PASSING_SCORE + Math.round((random.next() + random.next()) * 20));
}

// Safety trainings (安全培训, domain §2.11, §4.6): one to three a year per enterprise (more in larger
// ones) — new hires' three-level education, the yearly re-training, special topics of the sector,
// warning education with accident cases, emergency knowledge — given by the engineer who looks after
// the enterprise (a prevention service of the insurance) or by its own safety manager. A training is
// planned weeks ahead (计划), opens sign-in at its start (进行中), is completed with attendance,
// scores and photos (已完成) and mostly archived by the platform (已归档); a few are called off
// (已取消) and held again later. One that spans the reference day is still 进行中.
import { dateTimeOf, dayOfInstant, instantOf } from './calendar';
import { workdayAfter } from './context';
import { expertOperator } from './cycle-team';
import type { Random } from './random';
import { scenePhotos } from './safety-work';
import type { WorkSetting } from './safety-work';
import { Timeline } from './timeline';
import { attend, drawRoster, invitees } from './training-attendees';
import type { RosterPerson } from './training-attendees';
import { drawKind, LOCATIONS, SPECIAL_TOPICS } from './training-kinds';
import type { SafetyTrainingRow } from './work-rows';
import { eventDays, playEvents, withCancellations } from './yearly-events';
import type { MonthRange, YearlyEvents } from './yearly-events';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const TRAINING_MONTH_WEIGHTS = [3, 2, 10, 10, 9, 12, 7, 6, 10, 8, 10, 8];
const WHOLE_YEAR: MonthRange = [1, 12];
const PLAN_AHEAD_DAYS = 45;
const FIRST_AFTER_DAYS = 10;
const SPAN_DAYS = 730;
const CANCEL_SHARE = 0.05;
const ARCHIVED_SHARE = 0.6;
/** Share of trainings given by an engineer of the enterprise's service organisation. */
const BY_ENGINEER_SHARE = 0.65;
const CANCEL_REASONS = [
  '参训人员生产任务冲突，培训延期',
  '授课讲师临时有事，培训改期',
  '受恶劣天气影响，培训延期',
];
const PHOTO_LABEL = '培训照片';
const summaryOf = (count: number, passed: number | null) =>
  passed === null ? `共${count}人参训，已完成全部培训内容。` : `共${count}人参训，${passed}人考核合格。`;

/** Sessions a year by size: micro one, small one or two, medium and large two or three. */
const trainingPlan = (scale: string): YearlyEvents => ({
  monthWeights: TRAINING_MONTH_WEIGHTS,
  eventsOf: (random) => {
    const count = scale === '4' ? 1 : scale === '3' ? random.int(1, 2) : random.int(2, 3);
    return Array.from({ length: count }, () => WHOLE_YEAR);
  },
});

export function generateTrainings(random: Random, setting: WorkSetting): void {
  const { context, draft } = setting;
  const first = Math.max(dayOfInstant(draft.createdAt) + FIRST_AFTER_DAYS, context.asOfDay - SPAN_DAYS);
  const last = context.asOfDay + PLAN_AHEAD_DAYS;
  const days = eventDays(random, trainingPlan(draft.row.enterpriseScale), first, last);
  const events = withCancellations(random, days, CANCEL_SHARE, last);
  if (events.length === 0) return;
  const roster = drawRoster(random, context, draft, setting.staff);
  playEvents(events, (day, cancelled) => playTraining(random, setting, roster, day, cancelled));
}

/** A session's start and end: up to 4 hours in a morning or afternoon, else 8 hours a day from 08:30. */
function schedule(random: Random, day: number, hours: number): { start: number; end: number } {
  if (hours <= 4) {
    const start = instantOf(day, random.chance(0.6) ? 9 * 3600 : 14.5 * 3600);
    return { start, end: start + hours * HOUR_MS };
  }
  const days = Math.ceil(hours / 8);
  // Consecutive weekdays: a session of several days starts early enough in its week.
  const weekday = (((day + 4) % 7) + 7) % 7;
  const firstDay = weekday + days - 1 > 5 ? day - (weekday - 1) : day;
  const rest = hours - 8 * (days - 1);
  return {
    start: instantOf(firstDay, 8.5 * 3600),
    end: instantOf(firstDay + days - 1, 8.5 * 3600 + (rest + (rest > 4 ? 1 : 0)) * 3600),
  };
}

function playTraining(
  random: Random,
  setting: WorkSetting,
  roster: readonly RosterPerson[],
  day: number,
  cancelled: boolean,
): boolean {
  const { context, draft, team, cycle } = setting;
  const kind = drawKind(random, roster);
  const topics = kind.type === '6' ? (SPECIAL_TOPICS[draft.sector.code] ?? kind.topics) : kind.topics;
  const hours = random.int(...kind.hours);
  const { start, end } = schedule(random, day, hours);
  const form = random.weighted(kind.forms);
  const engineer = team.responsible && random.chance(BY_ENGINEER_SHARE) ? team.responsible : null;
  const lecturer = engineer ? expertOperator(context, engineer) : team.enterprise;
  const people = invitees(random, roster, kind.targets);
  const createdAt = Math.max(workdayAfter(random, dayOfInstant(start), [-30, -7]), draft.createdAt + HOUR_MS);
  if (createdAt >= context.cutoff || createdAt >= start) return false;
  const row: SafetyTrainingRow = {
    id: context.newId(),
    createTime: dateTimeOf(createdAt),
    trainingNo: setting.numbers.next('PX', createdAt),
    status: '0',
    enterpriseId: draft.row.id,
    topic: random.pick(topics),
    trainingType: kind.type,
    trainingForm: form,
    targetStaffTypes: kind.targets,
    lecturerExpertId: engineer?.id ?? null,
    lecturerName: engineer?.name ?? draft.safetyManager?.name ?? draft.principal.name,
    startTime: dateTimeOf(start),
    endTime: dateTimeOf(end),
    hours,
    location: LOCATIONS[form]!(draft.row.address),
    plannedCount: Math.max(1, people.length + random.int(0, 5)),
    hasExam: random.chance(kind.examShare) ? 'Y' : 'N',
    materials: null,
    photos: null,
    summary: null,
    actualStart: null,
    actualEnd: null,
    cancelReason: null,
  };
  setting.work.trainings.push(row);
  const life = new Timeline(context, cycle.flowSteps, 'safetyTraining', row.id, '0', createdAt);
  const finish = () => {
    row.status = life.state;
    return row.status === '9';
  };
  if (cancelled) {
    const reason = random.pick(CANCEL_REASONS);
    const cancelAt = workdayAfter(random, dayOfInstant(start), [-7, -1]);
    if (life.step('cancel', '9', cancelAt, team.enterprise, reason) !== null) row.cancelReason = reason;
    return finish();
  }
  const startedAt = life.step('start', '1', start - random.int(0, 10) * MINUTE_MS, lecturer);
  if (startedAt === null) return finish();
  row.actualStart = dateTimeOf(startedAt);
  const completedAt = life.step('complete', '2', end + random.int(5, 60) * MINUTE_MS, lecturer);
  const attendees = attend(random, context, {
    training: row,
    people,
    startAt: start,
    completed: completedAt !== null,
    certified: kind.certified,
  });
  setting.work.trainingAttendees.push(...attendees);
  if (completedAt === null) return finish();
  const passed = row.hasExam === 'Y' ? attendees.filter((a) => a.examResult === '1').length : null;
  row.actualEnd = dateTimeOf(completedAt);
  row.summary = summaryOf(attendees.length, passed);
  row.photos = scenePhotos(
    context,
    {
      entity: 'safetyTraining',
      recordId: row.id,
      fieldKey: 'photos',
      label: PHOTO_LABEL,
      number: row.trainingNo,
      count: random.int(1, 3),
      uploader: lecturer,
      at: completedAt,
    },
    cycle.files,
  );
  if (random.chance(ARCHIVED_SHARE))
    life.step('archive', '3', workdayAfter(random, dayOfInstant(completedAt), [3, 30]), context.platform);
  return finish();
}

// Emergency drills (应急演练, domain §2.10, §4.6): at least one a year from an enterprise's first days
// on the platform — one each half-year in the high-risk sectors (应急预案管理办法 art.33) — most in
// June (安全生产月) and November (around 11·9 消防日), few around 春节. A drill is planned a few weeks
// ahead (计划); on its day the enterprise runs it and records how it went with photos (已完成); its
// guiding engineer evaluates it (AQ/T 9009: 85 % 合格 or better, 已评估) and the platform archives
// most (已归档). A few are called off (已取消, with the reason) and held again weeks later. As
// everywhere, the life stops at the reference day: drills still to come are 计划.
import { dateOf, dateTimeOf, dayOfInstant, instantOf, yearOf } from './calendar';
import { workdayAfter } from './context';
import { expertOperator } from './cycle-team';
import {
  DRILL_CANCEL_REASONS,
  DRILL_FAILED_IMPROVEMENT,
  DRILL_FINDINGS,
  FIRE_DAY_MONTH,
  FIRE_SCENARIO,
  SAFETY_MONTH,
  scenariosOf,
} from './drill-scenarios';
import type { DrillScenario } from './drill-scenarios';
import type { Random, Weighted } from './random';
import { scenePhotos } from './safety-work';
import type { WorkSetting } from './safety-work';
import { Timeline } from './timeline';
import type { EmergencyDrillRow } from './work-rows';
import { eventDays, playEvents, withCancellations } from './yearly-events';
import type { MonthRange, YearlyEvents } from './yearly-events';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Months January…December: peaks in June and November, few around 春节. */
const DRILL_MONTH_WEIGHTS = [2, 1, 6, 7, 8, 30, 5, 5, 8, 7, 25, 6];
/** Sectors that drill every half-year: non-coal mines, hazardous chemicals, fireworks, smelting, gas. */
const HALF_YEARLY_SECTORS = new Set(['02', '03', '04', '08', '11']);
const HALF_YEARS: readonly MonthRange[] = [
  [1, 6],
  [7, 12],
];
const WHOLE_YEAR: MonthRange = [1, 12];
/** Share of other enterprises that drill twice a year. */
const TWICE_SHARE = 0.3;
/** Drills are planned up to this many days ahead of the reference day. */
const PLAN_AHEAD_DAYS = 60;
/** The first drill comes at least this long after the enterprise joined; data reaches back two years. */
const FIRST_AFTER_DAYS = 14;
const SPAN_DAYS = 730;
const CANCEL_SHARE = 0.05;
const ARCHIVED_SHARE = 0.7;
/** nl_eval_result: 优秀, 良好, 合格, 不合格 — 88 % 合格 or better. */
const RESULTS: Weighted<string> = [
  ['1', 20],
  ['2', 40],
  ['3', 28],
  ['4', 12],
];
const PURPOSES: Weighted<string> = [
  ['1', 80],
  ['2', 15],
  ['3', 5],
];
const ORGANIZERS = ['安全管理部', '安全环保部', '综合办公室', '生产技术部'] as const;
const PHOTO_LABEL = '演练照片';
const SAFETY_MONTH_NAME = '安全生产月';
const FIRE_MONTH_NAME = '消防宣传月';

const drillPlan = (sector: string, riskLevel: string): YearlyEvents => ({
  monthWeights: DRILL_MONTH_WEIGHTS,
  eventsOf: (random) =>
    HALF_YEARLY_SECTORS.has(sector) || riskLevel === '1'
      ? HALF_YEARS
      : random.chance(TWICE_SHARE)
        ? [WHOLE_YEAR, WHOLE_YEAR]
        : [WHOLE_YEAR],
});

/** November's drills are mostly fire drills; otherwise any scenario of the sector. */
function drawScenario(random: Random, sector: string, month: number): DrillScenario {
  if (month === FIRE_DAY_MONTH && random.chance(0.7)) return FIRE_SCENARIO;
  return random.pick(scenariosOf(sector));
}

function drillName(year: number, month: number, scenario: DrillScenario): string {
  if (month === SAFETY_MONTH) return `${year}年${SAFETY_MONTH_NAME}${scenario.title}应急演练`;
  if (month === FIRE_DAY_MONTH && scenario === FIRE_SCENARIO)
    return `${year}年${FIRE_MONTH_NAME}${scenario.title}演练`;
  return `${year}年${scenario.title}应急演练`;
}

/** The evaluation's problems and improvements: fewer for a good drill, a re-run for a failed one. */
function evaluation(random: Random, result: string): { problems: string; improvements: string } {
  const count = result === '1' ? 1 : result === '4' ? 3 : random.int(1, 2);
  const found = random.sample(DRILL_FINDINGS, count);
  const improvements = found.map(([, improvement]) => improvement);
  if (result === '4') improvements.push(DRILL_FAILED_IMPROVEMENT);
  const numbered = (lines: readonly string[]) => lines.map((line, i) => `${i + 1}. ${line}`).join('\n');
  return { problems: numbered(found.map(([problem]) => problem)), improvements: numbered(improvements) };
}

export function generateDrills(random: Random, setting: WorkSetting): void {
  const { context, draft } = setting;
  const first = Math.max(dayOfInstant(draft.createdAt) + FIRST_AFTER_DAYS, context.asOfDay - SPAN_DAYS);
  const last = context.asOfDay + PLAN_AHEAD_DAYS;
  const plan = drillPlan(draft.sector.code, draft.row.riskLevel);
  const days = eventDays(random, plan, first, last);
  playEvents(withCancellations(random, days, CANCEL_SHARE, last), (day, cancelled) =>
    playDrill(random, setting, day, cancelled),
  );
}

/** Plays one drill into the setting; answers whether it was called off by the reference day. */
function playDrill(random: Random, setting: WorkSetting, day: number, cancelled: boolean): boolean {
  const { context, draft, team, cycle } = setting;
  const { row: enterprise } = draft;
  const createdAt = Math.max(workdayAfter(random, day, [-60, -15]), draft.createdAt + HOUR_MS);
  const month = Number(dateOf(day).slice(5, 7));
  const scenario = drawScenario(random, draft.sector.code, month);
  const live = random.chance(scenario.planType === '1' ? 0.6 : 0.75);
  const drillAt = instantOf(day, 9 * 3600 + random.int(0, 12) * 1800);
  const duration = live ? random.int(6, 15) * 10 : random.int(5, 12) * 10;
  const guide = team.responsible && random.chance(0.8) ? team.responsible : null;
  if (createdAt >= context.cutoff || createdAt >= drillAt) return false;
  const row: EmergencyDrillRow = {
    id: context.newId(),
    createTime: dateTimeOf(createdAt),
    drillNo: setting.numbers.next('YL', createdAt),
    status: '0',
    enterpriseId: enterprise.id,
    drillName: drillName(yearOf(day), month, scenario),
    planName: `${enterprise.shortName ?? ''}${scenario.plan}`,
    planType: scenario.planType,
    drillContentType: scenario.planType === '1' || random.chance(0.2) ? '1' : '2',
    drillForm: live ? '1' : '2',
    drillPurpose: random.weighted(PURPOSES),
    scenarioAccidentType: scenario.accidentType,
    drillTime: dateTimeOf(drillAt),
    durationMin: null,
    location: `${enterprise.address}${scenario.place}`,
    organizerDept: random.pick(ORGANIZERS),
    commander: draft.principal.name,
    participantCount: Math.max(
      1,
      Math.min(enterprise.employeeCount, live ? random.int(15, 120) : random.int(6, 20)),
    ),
    guidingExpertId: guide?.id ?? null,
    scenarioDesc: scenario.setting,
    photos: null,
    signInSheet: null,
    process: null,
    completeTime: null,
    evaluationResult: null,
    problemsFound: null,
    improvements: null,
    evaluatorName: null,
    evaluateTime: null,
    cancelReason: null,
  };
  setting.work.drills.push(row);
  const life = new Timeline(context, cycle.flowSteps, 'emergencyDrill', row.id, '0', createdAt);
  const finish = () => {
    row.status = life.state;
    return row.status === '9';
  };
  if (cancelled) {
    const reason = random.pick(DRILL_CANCEL_REASONS);
    const cancelAt = workdayAfter(random, day, [-10, -2]);
    if (life.step('cancel', '9', cancelAt, team.enterprise, reason) !== null) row.cancelReason = reason;
    return finish();
  }
  const engineer = guide ? expertOperator(context, guide) : null;
  const recorder = engineer && random.chance(0.3) ? engineer : team.enterprise;
  const completedAt = life.step(
    'complete',
    '1',
    drillAt + (duration + random.int(10, 60)) * MINUTE_MS,
    recorder,
  );
  if (completedAt === null) return finish();
  const clock = row.drillTime.slice(11, 16);
  row.process = `${clock}演练开始。${scenario.process}演练历时${duration}分钟，参演${row.participantCount}人。`;
  row.durationMin = duration;
  row.completeTime = dateTimeOf(completedAt);
  row.photos = scenePhotos(
    context,
    {
      entity: 'emergencyDrill',
      recordId: row.id,
      fieldKey: 'photos',
      label: PHOTO_LABEL,
      number: row.drillNo,
      count: random.int(1, 3),
      uploader: recorder,
      at: completedAt,
    },
    cycle.files,
  );
  const evaluator = engineer ?? context.platform;
  const evaluatedAt = life.step(
    'evaluate',
    '2',
    workdayAfter(random, dayOfInstant(completedAt), [1, 10]),
    evaluator,
  );
  if (evaluatedAt === null) return finish();
  const result = random.weighted(RESULTS);
  const { problems, improvements } = evaluation(random, result);
  Object.assign(row, {
    evaluationResult: result,
    problemsFound: problems,
    improvements,
    evaluatorName: evaluator.name,
    evaluateTime: dateTimeOf(evaluatedAt),
  });
  if (random.chance(ARCHIVED_SHARE))
    life.step('archive', '3', workdayAfter(random, dayOfInstant(evaluatedAt), [3, 30]), context.platform);
  return finish();
}

// Guide inspections (指导检查, domain §2.12, §4.6): the regulator, a sector department, the insurer or
// the platform, with engineers of the service organisations, inspects an enterprise — a few a
// quarter in every district of the demo city, more often where the risk is higher — or spot-checks
// the work of the enterprise's service organisation. Planned a week or two ahead (计划); on the day
// the inspectors record their findings (已完成); where they found problems they require
// rectification by a deadline (整改中); the platform closes the inspection once it is rectified, or
// right away when nothing was found (已闭环). Inspections still to come are 计划. Each carries its
// sector's checklist, 不符合 where problems were found (guide-inspection-items.ts).
import { dateOf, dateTimeOf, dayOfInstant, instantOf, workdayNear, yearOf } from './calendar';
import { CITY } from '../../shared/platform';
import { districtShortName } from './city-profile';
import type { ExpertRef } from './context';
import { workdayAfter } from './context';
import { expertOperator } from './cycle-team';
import { inspectionChecklist } from './guide-inspection-items';
import { drawPerson } from './people';
import type { Random, Weighted } from './random';
import { scenePhotos } from './safety-work';
import type { WorkSetting } from './safety-work';
import { Timeline } from './timeline';
import type { GuideInspectionRow } from './work-rows';
import { firstDayOfMonth } from './yearly-events';

const HOUR_MS = 3_600_000;
/**
 * Chance per quarter of an inspection, by risk colour (红 橙 黄 蓝): one to three per district a
 * quarter in the first-start set of 60 enterprises.
 */
const QUARTER_CHANCE: Readonly<Record<string, number>> = { '1': 0.8, '2': 0.65, '3': 0.45, '4': 0.35 };
const SPAN_DAYS = 730;
const FIRST_AFTER_DAYS = 30;
const PLAN_AHEAD_DAYS = 30;
/** nl_inspection_type: 日常, 专项, 季节性, 节假日前, 服务质量抽查, 复查 (after a rectification). */
const TYPES: Weighted<string> = [
  ['1', 30],
  ['2', 20],
  ['3', 15],
  ['4', 15],
  ['5', 15],
];
/** nl_lead_unit by inspection type: the regulator's checks, the insurer's and platform's spot checks. */
const LEAD_UNITS: Readonly<Record<string, Weighted<string>>> = {
  regulator: [
    ['1', 45],
    ['2', 25],
    ['5', 20],
    ['3', 10],
  ],
  spotCheck: [
    ['3', 60],
    ['4', 40],
  ],
};
const SPECIAL_PROJECTS: Readonly<Record<string, string>> = {
  '03': '危险化学品安全风险集中治理',
  '06': '建筑施工安全专项整治',
  '05': '道路运输安全专项整治',
  '11': '城镇燃气安全专项整治',
  '10': '工贸行业重大事故隐患专项排查整治',
  '02': '非煤矿山安全专项整治',
  '08': '冶金行业安全专项整治',
};
const GENERAL_PROJECT = '安全生产治本攻坚三年行动';
/** nl_lead_unit of the authorities: 应急管理部门, 行业主管部门, 联合检查组. */
const REGULATORS = new Set(['1', '2', '5']);
/** What seasonal and pre-holiday checks are about, by quarter. */
const SEASONS = ['春季', '汛期', '夏季高温', '冬季防火'] as const;
const HOLIDAYS = ['春节', '五一', '国庆', '元旦'] as const;
const FINDINGS_CLEAR = '企业安全生产主体责任落实较好，现场检查未发现明显事故隐患。';
const FINDINGS_PROBLEMS = [
  '部分特种作业人员证书未在现场备查',
  '应急物资台账与实物不符，部分灭火器压力不足',
  '隐患排查治理台账记录不完整',
  '作业场所安全警示标志设置不全',
  '安全教育培训记录缺少考核内容',
  '配电箱未上锁，线路敷设不规范',
];
const SERVICE_FINDINGS =
  '抽查服务机构对该企业的服务记录：排查记录完整，隐患描述基本规范，部分隐患整改复查不及时。';
const RECTIFY_REQUIREMENT =
  '请企业对检查发现的问题逐项制定整改措施，明确责任人和完成时限，按期完成整改并报送整改情况。';
const CLOSE_CLEAR = '检查未发现问题，予以闭环。';
const CLOSE_RECTIFIED = '企业已按要求完成整改，经复核予以闭环。';
const PHOTO_LABEL = '检查照片';

const quarterName = (type: string, quarter: number) =>
  type === '3' ? `${SEASONS[quarter]}安全检查` : type === '4' ? `${HOLIDAYS[quarter]}前安全检查` : null;

/** `itemRandom` draws the check items' results: a stream of their own (guide-inspection-items.ts). */
export function generateGuideInspections(random: Random, setting: WorkSetting, itemRandom: Random): void {
  const { context, draft } = setting;
  const first = Math.max(dayOfInstant(draft.createdAt) + FIRST_AFTER_DAYS, context.asOfDay - SPAN_DAYS);
  const last = context.asOfDay + PLAN_AHEAD_DAYS;
  const chance = QUARTER_CHANCE[draft.row.riskLevel] ?? QUARTER_CHANCE['3']!;
  // The enterprise of the demo enterprise account is inspected every year, so the account sees one.
  const always = draft.account !== null;
  for (let year = yearOf(first); year <= yearOf(last); year++) {
    for (let quarter = 0; quarter < 4; quarter++) {
      const start = Math.max(first, firstDayOfMonth(year, quarter * 3 + 1));
      const end = Math.min(last, firstDayOfMonth(year, quarter * 3 + 4) - 1);
      const drawn = random.chance(chance) || (always && quarter === 1);
      if (end - start < 6 || !drawn) continue;
      inspect(random, setting, workdayNear(random.int(start, end), start, end), quarter, itemRandom);
    }
  }
}

/** One to two engineers of organisations other than the enterprise's (its own for a regulator's check, rarely). */
function drawInspectors(random: Random, setting: WorkSetting, spotCheck: boolean): ExpertRef[] {
  const own = setting.draft.org?.id;
  const orgs = setting.context.serviceOrgs.filter((o) => !spotCheck || o.id !== own);
  const engineers = orgs.flatMap((o) => o.experts.filter((e) => e.assignable));
  return engineers.length > 0 ? random.sample(engineers, random.int(1, 2)) : [];
}

function inspect(
  random: Random,
  setting: WorkSetting,
  day: number,
  quarter: number,
  itemRandom: Random,
): void {
  const { context, draft, cycle } = setting;
  const type = random.weighted(TYPES);
  const spotCheck = type === '5' && draft.org !== null;
  const inspectors = drawInspectors(random, setting, spotCheck);
  const createdAt = Math.max(workdayAfter(random, day, [-20, -5]), draft.createdAt + HOUR_MS);
  if (inspectors.length === 0 || createdAt >= context.cutoff) return;
  const leadUnit = random.weighted(LEAD_UNITS[spotCheck ? 'spotCheck' : 'regulator']!);
  const district = CITY.districts.find((d) => d.code === draft.row.districtCode);
  const row: GuideInspectionRow = {
    id: context.newId(),
    createTime: dateTimeOf(createdAt),
    inspectionNo: setting.numbers.next('ZD', createdAt),
    status: '0',
    enterpriseId: draft.row.id,
    inspectionType: spotCheck ? '5' : type === '5' ? '1' : type,
    targetServiceOrgId: spotCheck ? draft.org!.id : null,
    leadUnit,
    leaderName: drawPerson(random, 0.8).name,
    inspectorExpertIds: inspectors.map((e) => e.id).join(','),
    specialProject:
      type === '2' ? (SPECIAL_PROJECTS[draft.sector.code] ?? GENERAL_PROJECT) : quarterName(type, quarter),
    inspectionDate: dateOf(day),
    serviceQualityScore: spotCheck ? random.int(70, 98) : null,
    docNo: null,
    photos: null,
    findings: null,
    completeTime: null,
    rectifyRequirement: null,
    rectifyDeadline: null,
    closeOpinion: null,
    closeTime: null,
  };
  setting.work.guideInspections.push(row);
  const checkItems = (problems: readonly string[]) =>
    setting.work.guideInspectionItems.push(
      ...inspectionChecklist(itemRandom, context, row, draft.row.highRiskSector, problems),
    );
  const life = new Timeline(context, cycle.flowSteps, 'guideInspection', row.id, '0', createdAt);
  const lead = expertOperator(context, inspectors[0]!);
  const completedAt = life.step('complete', '1', instantOf(day, 15.5 * 3600 + random.int(0, 90) * 60), lead);
  if (completedAt === null) {
    checkItems([]);
    return void (row.status = life.state);
  }
  const problems = random.chance(0.7) ? random.sample(FINDINGS_PROBLEMS, random.int(1, 3)) : [];
  checkItems(problems);
  const listed = problems.map((p, i) => `${i + 1}. ${p}`).join('；');
  row.findings = spotCheck
    ? `${SERVICE_FINDINGS}${problems.length > 0 ? `企业现场：${listed}。` : ''}`
    : problems.length > 0
      ? `检查发现问题${problems.length}项：${listed}。`
      : FINDINGS_CLEAR;
  row.completeTime = dateTimeOf(completedAt);
  // The inspection's document (检查文书) is the authorities' own.
  if (REGULATORS.has(leadUnit) && random.chance(0.8))
    row.docNo = `${district ? districtShortName(district.name) : ''}应急检〔${yearOf(day)}〕${random.int(1, 399)}号`;
  if (random.chance(0.5))
    row.photos = scenePhotos(
      context,
      {
        entity: 'guideInspection',
        recordId: row.id,
        fieldKey: 'photos',
        label: PHOTO_LABEL,
        number: row.inspectionNo,
        count: random.int(1, 2),
        uploader: lead,
        at: completedAt,
      },
      cycle.files,
    );
  const { platform } = context;
  if (problems.length === 0) {
    const closedAt = life.step('close', '3', workdayAfter(random, day, [1, 5]), platform, CLOSE_CLEAR);
    if (closedAt !== null) [row.closeOpinion, row.closeTime] = [CLOSE_CLEAR, dateTimeOf(closedAt)];
    return void (row.status = life.state);
  }
  const deadline = workdayNear(day + random.int(15, 30));
  const requiredAt = life.step('requireRectify', '2', workdayAfter(random, day, [1, 3]), lead);
  if (requiredAt !== null)
    [row.rectifyRequirement, row.rectifyDeadline] = [RECTIFY_REQUIREMENT, dateOf(deadline)];
  // Most are rectified by the deadline; some late, still 整改中 a while after it.
  const closeDay = deadline + (random.chance(0.85) ? -random.int(0, 8) : random.int(5, 40));
  const closedAt =
    requiredAt === null
      ? null
      : life.step(
          'close',
          '3',
          workdayAfter(random, Math.max(closeDay, dayOfInstant(requiredAt) + 1), [0, 0]),
          platform,
          CLOSE_RECTIFIED,
        );
  if (closedAt !== null) [row.closeOpinion, row.closeTime] = [CLOSE_RECTIFIED, dateTimeOf(closedAt)];
  row.status = life.state;
}

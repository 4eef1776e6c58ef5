// A hidden danger as an engineer registers it during a visit (隐患记录, domain §2.8): filed under a
// leaf of the risk-type tree that applies to the enterprise's sector, worded from the suggestion
// library (description, suggestion, basis, level), 基础管理类 35 % / 现场管理类 65 %, major in a few
// per cent of cases (then with funds and a governance plan covering the six required elements), a
// deadline by the library's default days, the enterprise's responsible person, and one photo (the
// visit's photos share a directory, each named by its hazard's number).
// What happens to it afterwards is hazard-life.ts.
import { dateOf, dateTimeOf, dayOfInstant } from './calendar';
import type { DemoContext } from './context';
import { BASIC_CATEGORY_SHARE, MAJOR_SHARE, MAJOR_SHARE_RED } from './cycle-distributions';
import type { HiddenDangerRow, InvestigationRow, StoredFile, TaskRow } from './cycle-rows';
import type { CycleTeam } from './cycle-team';
import type { Numbering } from './numbering';
import type { Operator } from './operators';
import type { Random, Weighted } from './random';
import { appliesTo, RISK_TYPE_LEAVES, rootOf } from './risk-types';
import type { RiskTypeLeaf } from './risk-types';
import type { EnterpriseRow } from './rows';
import { SUGGESTIONS } from './suggestions';
import type { SuggestionEntry } from './suggestions';

const HAZARD_PHOTO_NAME = '隐患照片';

interface SectorLibrary {
  basic: readonly SuggestionEntry[];
  site: readonly SuggestionEntry[];
  major: readonly SuggestionEntry[];
}

const leafOf = (code: string): RiskTypeLeaf => RISK_TYPE_LEAVES.find((leaf) => leaf.code === code)!;

const libraries = new Map<string, SectorLibrary>();

/** The library entries whose risk type applies to the sector, by kind (computed once per sector). */
function libraryFor(sector: string): SectorLibrary {
  let library = libraries.get(sector);
  if (!library) {
    const applicable = SUGGESTIONS.filter((entry) => appliesTo(leafOf(entry.riskType), sector));
    const general = applicable.filter((entry) => !entry.major);
    library = {
      basic: general.filter((entry) => rootOf(leafOf(entry.riskType)).category === '1'),
      site: general.filter((entry) => rootOf(leafOf(entry.riskType)).category === '2'),
      major: applicable.filter((entry) => entry.major),
    };
    libraries.set(sector, library);
  }
  return library;
}

function drawEntry(random: Random, enterprise: EnterpriseRow): SuggestionEntry {
  const library = libraryFor(enterprise.highRiskSector);
  const majorShare = enterprise.riskLevel === '1' ? MAJOR_SHARE_RED : MAJOR_SHARE;
  if (library.major.length > 0 && random.chance(majorShare)) return random.pick(library.major);
  return random.pick(random.chance(BASIC_CATEGORY_SHARE) ? library.basic : library.site);
}

/** nl_rectify_type: major hazards are rectified by a deadline or by stopping (part of) production. */
const MAJOR_RECTIFY_TYPES: Weighted<string> = [
  ['2', 60],
  ['4', 30],
  ['3', 10],
];

function rectifyType(random: Random, entry: SuggestionEntry): string {
  if (entry.major) return random.weighted(MAJOR_RECTIFY_TYPES);
  // Quick fixes are often done on the spot (立即整改).
  return random.chance(entry.deadlineDays <= 3 ? 0.6 : 0.15) ? '1' : '2';
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function governancePlan(entry: SuggestionEntry, fund: number, person: string, deadline: string): string {
  return [
    `一、治理目标：消除“${entry.description}”重大事故隐患。`,
    `二、治理方法：${entry.suggestion}。`,
    `三、经费和物资：落实治理资金${fund}元，所需物资由企业采购部门保障。`,
    `四、机构和人员：成立隐患治理小组，由${person}负责组织实施。`,
    `五、时限和要求：${deadline}前完成治理并申请复查。`,
    '六、安全措施和应急预案：治理期间设置警戒区域，安排专人监护，制定应急处置措施。',
  ].join('\n');
}

export interface RegisteredHazard {
  row: HiddenDangerRow;
  entry: SuggestionEntry;
  discoveredAt: number;
  /** The rectification deadline as a day number (the row holds its date). */
  deadlineDay: number;
}

export interface HazardVisit {
  /** Where the visit's photos are stored, as an upload would (<biz>/<random>), one file per hazard. */
  photoDirectory: string;
  enterprise: EnterpriseRow;
  team: CycleTeam;
  task: TaskRow;
  investigation: InvestigationRow;
  leader: Operator;
}

export function registerHazard(
  random: Random,
  context: DemoContext,
  visit: HazardVisit,
  discoveredAt: number,
  numbers: Numbering,
  files: StoredFile[],
): RegisteredHazard {
  const entry = drawEntry(random, visit.enterprise);
  const leaf = leafOf(entry.riskType);
  const type = rectifyType(random, entry);
  const deadlineDay = dayOfInstant(discoveredAt) + (type === '1' ? 1 : entry.deadlineDays);
  const deadline = dateOf(deadlineDay);
  const person = visit.team.enterprise.name;
  const fund = entry.major
    ? roundTo(random.float(5_000, 200_000), 100)
    : random.chance(0.3)
      ? roundTo(random.float(200, 5_000), 10)
      : null;
  const id = context.newId();
  const at = dateTimeOf(discoveredAt);
  const hazardNo = numbers.next('YH', discoveredAt);
  const name = `${HAZARD_PHOTO_NAME}-${hazardNo}.png`;
  const photo: StoredFile = {
    id: context.newId(),
    storedPath: `${visit.photoDirectory}/${name}`,
    originalName: name,
    entity: 'hiddenDanger',
    recordId: id,
    fieldKey: 'hazardPhotos',
    uploaderId: visit.leader.id,
    at,
  };
  files.push(photo);
  const row: HiddenDangerRow = {
    id,
    createTime: at,
    hazardNo,
    enterpriseId: visit.enterprise.id,
    districtCode: visit.enterprise.districtCode,
    investigationId: visit.investigation.id,
    source: '1',
    // Found by an expert's investigation: no guide inspection.
    guideInspectionId: null,
    // Nor a deep service.
    deepServiceId: null,
    discoverTime: at,
    discoverer: visit.leader.accountId ? visit.leader.username : null,
    location: random.pick(leaf.places),
    riskTypeId: context.reference.riskTypes.get(leaf.code)!,
    suggestionId: context.reference.suggestions.get(entry.key) ?? null,
    description: entry.description,
    hazardLevel: entry.major ? '2' : '1',
    hazardCategory: rootOf(leaf).category,
    accidentTypes: entry.accidentTypes.length > 0 ? entry.accidentTypes.join(',') : null,
    basis: entry.basis,
    rectifySuggestion: entry.suggestion,
    rectifyType: type,
    rectifyDeadline: deadline,
    responsiblePerson: person,
    responsiblePhone: visit.team.enterprisePhone,
    rectifyFund: fund,
    governancePlan: entry.major ? governancePlan(entry, fund!, person, deadline) : null,
    hazardPhotos: photo.storedPath,
    status: '10',
    isOverdue: '0',
    rectifyMeasure: null,
    rectifyFinishTime: null,
    rectifyPhotos: null,
    rectifyDesc: null,
    rectifierId: null,
    rectifierName: null,
    extensionDeadline: null,
    reviewerId: null,
    reviewerName: null,
    reviewTime: null,
    reviewResult: null,
    reviewOpinion: null,
    reviewPhotos: null,
    closeTime: null,
    taskId: visit.task.id,
  };
  return { row, entry, discoveredAt, deadlineDay };
}

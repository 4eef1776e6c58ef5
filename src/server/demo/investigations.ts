// The investigation of a visit (隐患排查, domain §2.7): opened and checked in on site by the leader
// (the check-in position near the enterprise unless the visit was remote), a checklist line per
// hazard found (不符合) plus a few that found nothing, submitted with a summary and the assessed
// risk level, audited by the platform once the task is approved. Signatures and site photos are
// optional fields and stay empty.
import { dateOf, dateTimeOf, dayOfInstant } from './calendar';
import type { DemoContext } from './context';
import { CHECK_TYPES, CONFORMING_ITEMS, REMOTE_SHARE } from './cycle-distributions';
import type { FlowStep, InvestigationItemRow, InvestigationRow, StoredFile, TaskRow } from './cycle-rows';
import type { RegisteredHazard } from './hazards';
import type { Numbering } from './numbering';
import type { Operator } from './operators';
import type { Random } from './random';
import { appliesTo, RISK_TYPE_LEAVES } from './risk-types';
import type { EnterpriseRow } from './rows';
import { Timeline } from './timeline';

const CHECK_TYPE_TEXT: Readonly<Record<string, string>> = {
  '1': '综合检查',
  '2': '专项检查',
  '3': '季节性检查',
  '4': '节假日检查',
};
/** Check-in positions are within about 100 m of the enterprise's coordinates. */
const CHECK_IN_JITTER_DEG = 0.001;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export interface OpenInvestigation {
  row: InvestigationRow;
  life: Timeline;
}

export function openInvestigation(
  random: Random,
  context: DemoContext,
  args: { enterprise: EnterpriseRow; task: TaskRow; leader: Operator; escort: string; checkInAt: number },
  numbers: Numbering,
  steps: FlowStep[],
): OpenInvestigation {
  const { enterprise, task, leader, checkInAt } = args;
  const remote = random.chance(REMOTE_SHARE);
  const located = !remote && enterprise.longitude !== null && enterprise.latitude !== null;
  const jitter = () => random.float(-CHECK_IN_JITTER_DEG, CHECK_IN_JITTER_DEG);
  const createdAt = checkInAt - random.int(5, 30) * 60_000;
  const row: InvestigationRow = {
    id: context.newId(),
    createTime: dateTimeOf(createdAt),
    investigationNo: numbers.next('PC', createdAt),
    enterpriseId: enterprise.id,
    taskId: task.id,
    leaderExpertId: task.leaderExpertId!,
    memberExpertIds: task.memberExpertIds,
    serviceItem: '04',
    serviceMode: remote ? '2' : '1',
    checkType: random.weighted(CHECK_TYPES),
    planDate: dateOf(dayOfInstant(checkInAt)),
    checkInTime: null,
    checkInLng: null,
    checkInLat: null,
    checkOutTime: null,
    enterpriseEscort: args.escort,
    summary: null,
    assessedRiskLevel: null,
    sitePhotos: null,
    expertSignImg: null,
    enterpriseSignImg: null,
    serviceCost: null,
    status: '0',
    auditOpinion: null,
    followUpTime: null,
    followUpBy: null,
    followUpResult: null,
    satisfaction: null,
  };
  const life = new Timeline(context, steps, 'investigation', row.id, '0', createdAt);
  const checkedIn = life.step('checkIn', '1', checkInAt, leader);
  if (checkedIn !== null) {
    row.checkInTime = dateTimeOf(checkedIn);
    if (located) {
      row.checkInLng = round6(enterprise.longitude! + jitter());
      row.checkInLat = round6(enterprise.latitude! + jitter());
    }
  }
  row.status = life.state;
  return { row, life };
}

/** The checklist: a 不符合 line per hazard, then lines of other applicable types that were fine. */
export function checklist(
  random: Random,
  context: DemoContext,
  investigation: InvestigationRow,
  sector: string,
  hazards: readonly RegisteredHazard[],
): InvestigationItemRow[] {
  const found = new Set(hazards.map((h) => h.entry.riskType));
  const others = RISK_TYPE_LEAVES.filter((leaf) => appliesTo(leaf, sector) && !found.has(leaf.code));
  const fine = random.sample(others, random.int(...CONFORMING_ITEMS));
  const lines = [
    ...hazards.map((h) => ({
      code: h.entry.riskType,
      result: '0',
      remark: `${h.row.hazardNo} ${h.row.description}`,
    })),
    ...fine.map((leaf) => ({ code: leaf.code, result: '1', remark: null })),
  ];
  return lines.map((line, order) => {
    const leaf = RISK_TYPE_LEAVES.find((l) => l.code === line.code)!;
    return {
      id: context.newId(),
      createTime: investigation.createTime,
      investigationId: investigation.id,
      riskTypeId: context.reference.riskTypes.get(leaf.code)!,
      checkContent: leaf.checkContent,
      checkBasis: leaf.checkBasis,
      checkResult: line.result,
      remark: line.remark === null ? null : line.remark.slice(0, 200),
      orderNum: order + 1,
    };
  });
}

export function summaryOf(
  investigation: InvestigationRow,
  items: number,
  hazards: readonly RegisteredHazard[],
): string {
  const kind = CHECK_TYPE_TEXT[investigation.checkType] ?? '检查';
  if (hazards.length === 0) return `本次${kind}共检查${items}项，未发现事故隐患，企业安全管理总体良好。`;
  const major = hazards.filter((h) => h.row.hazardLevel === '2').length;
  const general = hazards.length - major;
  return (
    `本次${kind}共检查${items}项，发现一般事故隐患${general}项` +
    (major > 0 ? `、重大事故隐患${major}项` : '') +
    '，已现场告知企业负责人并下发隐患整改通知，请企业按期整改。'
  );
}

/** Submits the investigation (1 → 2); answers the instant, or null when it had not happened yet. */
export function submitInvestigation(
  open: OpenInvestigation,
  at: number,
  leader: Operator,
  summary: string,
  riskLevel: string,
): number | null {
  const submittedAt = open.life.step('submit', '2', at, leader);
  if (submittedAt !== null) {
    open.row.checkOutTime = dateTimeOf(submittedAt);
    open.row.summary = summary;
    open.row.assessedRiskLevel = riskLevel;
  }
  open.row.status = open.life.state;
  return submittedAt;
}

/** The names the demo's signature files are uploaded under. */
const SIGNATURE_FILE_NAME = { expertSignImg: '检查人员签字', enterpriseSignImg: '企业负责人签字' } as const;

/**
 * Both signatures of a submitted investigation (the step requires them): drawn placeholder files of
 * the engineer's and the enterprise's signature, uploaded by the engineer's pad, linked to the record.
 */
export function signInvestigation(
  context: DemoContext,
  row: InvestigationRow,
  directory: string,
  leader: Operator,
  signedAt: number,
): StoredFile[] {
  const at = dateTimeOf(signedAt);
  return (['expertSignImg', 'enterpriseSignImg'] as const).map((fieldKey) => {
    const name = `${SIGNATURE_FILE_NAME[fieldKey]}-${row.investigationNo}.png`;
    const file: StoredFile = {
      id: context.newId(),
      storedPath: `${directory}/${name}`,
      originalName: name,
      entity: 'investigation',
      recordId: row.id,
      fieldKey,
      uploaderId: leader.id,
      at,
      picture: 'signature',
    };
    row[fieldKey] = file.storedPath;
    return file;
  });
}

/** The platform's audit (2 → 3). */
export function auditInvestigation(
  open: OpenInvestigation,
  at: number,
  platform: Operator,
  opinion: string | null,
): void {
  if (open.life.step('audit', '3', at, platform, opinion) !== null) open.row.auditOpinion = opinion;
  open.row.status = open.life.state;
}

/** The platform's follow-up call (回访) of an audited investigation: what was said, satisfaction 1–5. */
export function followUpInvestigation(
  open: OpenInvestigation,
  at: number,
  platform: Operator,
  answer: { result: string; satisfaction: number },
): void {
  if (open.row.status !== '3') return;
  const calledAt = open.life.step('followUp', '3', at, platform);
  if (calledAt === null) return;
  Object.assign(open.row, {
    followUpTime: dateTimeOf(calledAt),
    followUpBy: platform.name,
    followUpResult: answer.result,
    satisfaction: answer.satisfaction,
  });
}

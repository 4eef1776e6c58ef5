// The data of hazard-investigation reports (domain §2.18, §4.5): for each investigation, every value,
// image and list the catalogue (shared/report-templates.ts) offers a template — the enterprise
// profile, its policy, the investigation, the hazard table with at most two photos a row, counts by
// level and category, the conclusion and both signatures. Read for many investigations at once.
import { formatDate } from '../../../shared/date-format';
import { REPORT_DATA_TEXTS, REPORT_PHOTOS_PER_HAZARD } from '../../../shared/report-templates';
import { storedPathsOf } from '../../../shared/uploads';
import { notInList } from '../../engine/sql-conditions';
import type { Row, RowReader } from './report-rows';
import { groupBy, shown } from './report-rows';

/** nl_hazard_status: 已撤销 hazards are not part of a report; 已销号 ones count as rectified. */
const HAZARD_REVOKED = '90';
const HAZARD_CLOSED = '60';
/** nl_hazard_level 重大事故隐患. */
const HAZARD_MAJOR = '2';
/** nl_policy_status 有效. */
const POLICY_VALID = '1';

/** An image of a report: the stored path of an uploaded file (read by the renderer). */
export interface ReportImage {
  storedPath: string;
}

export interface ReportData {
  investigationId: string;
  enterpriseId: string;
  enterpriseName: string;
  /** Values, lists and images by placeholder name, as the template engine reads them. */
  fields: Record<string, unknown>;
}

const image = (value: unknown): ReportImage | null => {
  const first = storedPathsOf(value)[0];
  return first ? { storedPath: first } : null;
};

const dateOf = (value: unknown) => (value ? String(value).slice(0, 10) : '');

function hazardRows(hazards: readonly Row[]): Record<string, unknown>[] {
  return hazards.map((hazard, index) => {
    const photos = storedPathsOf(hazard.hazardPhotos).slice(0, REPORT_PHOTOS_PER_HAZARD);
    return {
      index: index + 1,
      hazardNo: shown(hazard, 'hazardNo'),
      location: shown(hazard, 'location'),
      description: shown(hazard, 'description'),
      hazardLevel: shown(hazard, 'hazardLevel'),
      hazardCategory: shown(hazard, 'hazardCategory'),
      basis: shown(hazard, 'basis'),
      suggestion: shown(hazard, 'rectifySuggestion'),
      rectifyDeadline: dateOf(hazard.rectifyDeadline),
      status: shown(hazard, 'status'),
      photo1: photos[0] ? { storedPath: photos[0] } : null,
      photo2: photos[1] ? { storedPath: photos[1] } : null,
    };
  });
}

/** Counts by category (one row each, in the order the hazards name them) and a total row. */
function hazardCounts(hazards: readonly Row[]): Record<string, unknown>[] {
  const rows = [...groupBy(hazards, 'hazardCategory').values()].map((group) => ({
    category: shown(group[0], 'hazardCategory') || REPORT_DATA_TEXTS.uncategorised,
    general: group.filter((h) => h.hazardLevel !== HAZARD_MAJOR).length,
    major: group.filter((h) => h.hazardLevel === HAZARD_MAJOR).length,
    total: group.length,
  }));
  return rows;
}

function rectifyRequirement(hazards: readonly Row[]): string {
  if (hazards.length === 0) return REPORT_DATA_TEXTS.noHazards;
  const major = hazards.filter((h) => h.hazardLevel === HAZARD_MAJOR).length;
  const latest =
    hazards
      .map((h) => dateOf(h.rectifyDeadline))
      .sort()
      .at(-1) ?? '';
  return REPORT_DATA_TEXTS.requirement(hazards.length, major, latest);
}

/** The latest valid policy of each enterprise (the last ending, else the last of any state). */
function policyOf(policies: readonly Row[]): Row | undefined {
  const byEnd = [...policies].sort((a, b) => String(b.endDate ?? '').localeCompare(String(a.endDate ?? '')));
  return byEnd.find((p) => p.policyStatus === POLICY_VALID) ?? byEnd[0];
}

/** The data of each investigation (in the order given); ids not found are left out. */
export async function loadReportData(
  reader: RowReader,
  investigationIds: readonly string[],
  now: Date = new Date(),
): Promise<ReportData[]> {
  const investigations = await reader.rowsWhere('investigation', 'id', investigationIds);
  if (investigations.length === 0) return [];
  const ids = investigations.map((i) => String(i.id));
  const enterpriseIds = investigations.map((i) => String(i.enterpriseId));
  const [enterprises, policies, hazards, items] = await Promise.all([
    reader.rowsWhere('enterprise', 'id', enterpriseIds),
    reader.rowsWhere('policy', 'enterpriseId', enterpriseIds),
    reader.rowsWhere('hiddenDanger', 'investigationId', ids, [
      notInList(reader.entity('hiddenDanger').field('status')!.column, [HAZARD_REVOKED]),
    ]),
    reader.rowsWhere('investigationItem', 'investigationId', ids),
  ]);
  const expertIds = investigations.flatMap((i) => [
    ...storedPathsOf(i.leaderExpertId),
    ...storedPathsOf(i.memberExpertIds),
  ]);
  const [experts, orgs] = await Promise.all([
    reader.rowsWhere('expert', 'id', expertIds),
    reader.rowsWhere(
      'serviceOrg',
      'id',
      enterprises.map((e) => String(e.serviceOrgId ?? '')).filter(Boolean),
    ),
  ]);
  const enterpriseById = new Map(enterprises.map((e) => [String(e.id), e]));
  const expertById = new Map(experts.map((e) => [String(e.id), e]));
  const orgById = new Map(orgs.map((o) => [String(o.id), o]));
  const policiesOf = groupBy(policies, 'enterpriseId');
  const hazardsOf = groupBy(hazards, 'investigationId');
  const itemsOf = groupBy(items, 'investigationId');
  const byId = new Map(investigations.map((i) => [String(i.id), i]));

  return investigationIds.flatMap((id) => {
    const investigation = byId.get(id);
    if (!investigation) return [];
    const enterprise = enterpriseById.get(String(investigation.enterpriseId));
    const policy = policyOf(policiesOf.get(String(investigation.enterpriseId)) ?? []);
    const found = [...(hazardsOf.get(id) ?? [])].sort((a, b) =>
      String(a.hazardNo ?? '').localeCompare(String(b.hazardNo ?? '')),
    );
    const checklist = [...(itemsOf.get(id) ?? [])].sort(
      (a, b) => Number(a.orderNum ?? 0) - Number(b.orderNum ?? 0),
    );
    const expertNames = [investigation.leaderExpertId, ...storedPathsOf(investigation.memberExpertIds)]
      .map((expertId) => shown(expertById.get(String(expertId)), 'name'))
      .filter(Boolean);
    const basis = [...new Set(checklist.map((item) => shown(item, 'checkBasis')).filter(Boolean))];
    const org = orgById.get(String(enterprise?.serviceOrgId ?? ''));
    const fields: Record<string, unknown> = {
      reportDate: formatDate(now),
      serviceOrgName: shown(org, 'orgName'),
      enterpriseName: shown(enterprise, 'enterpriseName'),
      creditCode: shown(enterprise, 'creditCode'),
      enterpriseAddress: shown(enterprise, 'address'),
      legalPerson: shown(enterprise, 'legalPerson'),
      principalName: shown(enterprise, 'principalName'),
      principalPhone: shown(enterprise, 'principalPhone'),
      industryName: shown(enterprise, 'industryCode'),
      highRiskSector: shown(enterprise, 'highRiskSector'),
      enterpriseScale: shown(enterprise, 'enterpriseScale'),
      employeeCount: shown(enterprise, 'employeeCount'),
      riskLevel: shown(enterprise, 'riskLevel'),
      policyNo: shown(policy, 'policyNo'),
      insurerName: shown(policy, 'insurerName'),
      policyStartDate: dateOf(policy?.startDate),
      policyEndDate: dateOf(policy?.endDate),
      insuredPersonCount: shown(policy, 'insuredPersonCount'),
      investigationNo: shown(investigation, 'investigationNo'),
      checkDate: dateOf(investigation.checkInTime ?? investigation.planDate),
      checkType: shown(investigation, 'checkType'),
      checkScope: [...new Set(checklist.map((item) => shown(item, 'checkContent')))].length
        ? REPORT_DATA_TEXTS.scope(checklist.length)
        : '',
      checkBasis: basis.join('；'),
      expertNames: expertNames.join('、'),
      hazardCount: found.length,
      generalHazardCount: found.filter((h) => h.hazardLevel !== HAZARD_MAJOR).length,
      majorHazardCount: found.filter((h) => h.hazardLevel === HAZARD_MAJOR).length,
      rectifiedCount: found.filter((h) => h.status === HAZARD_CLOSED).length,
      conclusion: [shown(investigation, 'assessedRiskLevel'), shown(investigation, 'summary')]
        .filter(Boolean)
        .join('。'),
      rectifyRequirement: rectifyRequirement(found),
      expertSignature: image(investigation.expertSignImg),
      enterpriseSignature: image(investigation.enterpriseSignImg),
      serviceOrgSeal: null,
      hazards: hazardRows(found),
      hazardCounts: hazardCounts(found),
      checkItems: checklist.map((item, index) => ({
        index: index + 1,
        checkContent: shown(item, 'checkContent'),
        checkResult: shown(item, 'checkResult'),
        remark: shown(item, 'remark'),
      })),
    };
    return [
      {
        investigationId: id,
        enterpriseId: String(investigation.enterpriseId),
        enterpriseName: String(fields.enterpriseName),
        fields,
      },
    ];
  });
}

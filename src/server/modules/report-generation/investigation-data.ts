// The data extension `hazardInvestigation` (shared REPORT_DATA_EXTENSIONS) of hazard-investigation
// reports (domain §2.18, §4.5): what a declaration cannot express — the hazard table with at most two
// photos a row, counts by level and category, the check items, the experts, the conclusion and both
// signatures. Read for many investigations at once.
import { REPORT_DATA_TEXTS, REPORT_PHOTOS_PER_HAZARD } from '../../../shared/report-templates';
import { storedPathsOf } from '../../../shared/uploads';
import { notInList } from '../../engine/sql-conditions';
import type { Row, RowReader } from './report-rows';
import { dateOf, groupBy, image, shown } from './report-rows';

/** nl_hazard_status: 已撤销 hazards are not part of a report; 已销号 ones count as rectified. */
const HAZARD_REVOKED = '90';
const HAZARD_CLOSED = '60';
/** nl_hazard_level 重大事故隐患. */
const HAZARD_MAJOR = '2';

/**
 * The 隐患类型 of hazards by id, with the 隐患大类 each falls under: its own, else the nearest of its
 * parents' (the tree's roots name the category; a hazard form need only choose the type).
 */
async function riskTypesOf(
  reader: RowReader,
  hazards: readonly Row[],
): Promise<Map<string, { name: string; category: string }>> {
  const rows = new Map<string, Row>();
  let wanted = [...new Set(hazards.map((h) => String(h.riskTypeId ?? '')).filter(Boolean))];
  for (let depth = 0; wanted.length && depth < 10; depth++) {
    for (const row of await reader.rowsWhere('riskType', 'id', wanted)) rows.set(String(row.id), row);
    wanted = [...rows.values()]
      .map((row) => String(row.pid ?? ''))
      .filter((pid) => pid && pid !== '0' && !rows.has(pid));
    wanted = [...new Set(wanted)];
  }
  const categoryOf = (row: Row | undefined, depth = 0): string =>
    !row || depth > 10
      ? ''
      : shown(row, 'hazardCategory') || categoryOf(rows.get(String(row.pid ?? '')), depth + 1);
  return new Map([...rows].map(([id, row]) => [id, { name: shown(row, 'name'), category: categoryOf(row) }]));
}

type RiskTypes = Awaited<ReturnType<typeof riskTypesOf>>;

/** A hazard's 隐患大类 as a report shows it: its own, else its 隐患类型's. */
const categoryOf = (hazard: Row, types: RiskTypes) =>
  shown(hazard, 'hazardCategory') || types.get(String(hazard.riskTypeId ?? ''))?.category || '';

function hazardRows(hazards: readonly Row[], types: RiskTypes): Record<string, unknown>[] {
  return hazards.map((hazard, index) => {
    const photos = storedPathsOf(hazard.hazardPhotos).slice(0, REPORT_PHOTOS_PER_HAZARD);
    return {
      index: index + 1,
      hazardNo: shown(hazard, 'hazardNo'),
      location: shown(hazard, 'location'),
      description: shown(hazard, 'description'),
      hazardLevel: shown(hazard, 'hazardLevel'),
      hazardCategory: categoryOf(hazard, types),
      riskType: types.get(String(hazard.riskTypeId ?? ''))?.name ?? '',
      basis: shown(hazard, 'basis'),
      suggestion: shown(hazard, 'rectifySuggestion'),
      rectifyDeadline: dateOf(hazard.rectifyDeadline),
      status: shown(hazard, 'status'),
      photo1: photos[0] ? { storedPath: photos[0] } : null,
      photo2: photos[1] ? { storedPath: photos[1] } : null,
    };
  });
}

/** Counts by category (one row each, in the order the hazards name them). */
function hazardCounts(hazards: readonly Row[], types: RiskTypes): Record<string, unknown>[] {
  const byCategory = new Map<string, Row[]>();
  for (const hazard of hazards) {
    const category = categoryOf(hazard, types);
    byCategory.set(category, [...(byCategory.get(category) ?? []), hazard]);
  }
  return [...byCategory].map(([category, group]) => ({
    category: category || REPORT_DATA_TEXTS.uncategorised,
    general: group.filter((h) => h.hazardLevel !== HAZARD_MAJOR).length,
    major: group.filter((h) => h.hazardLevel === HAZARD_MAJOR).length,
    total: group.length,
  }));
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

/** The extension's values of each investigation, by id. */
export async function investigationData(
  reader: RowReader,
  investigations: readonly Row[],
): Promise<Map<string, Record<string, unknown>>> {
  const ids = investigations.map((i) => String(i.id));
  const [hazards, items, experts] = await Promise.all([
    reader.rowsWhere('hiddenDanger', 'investigationId', ids, [
      notInList(reader.entity('hiddenDanger').field('status')!.column, [HAZARD_REVOKED]),
    ]),
    reader.rowsWhere('investigationItem', 'investigationId', ids),
    reader.rowsWhere(
      'expert',
      'id',
      investigations.flatMap((i) => [
        ...storedPathsOf(i.leaderExpertId),
        ...storedPathsOf(i.memberExpertIds),
      ]),
    ),
  ]);
  const types = await riskTypesOf(reader, hazards);
  const expertById = new Map(experts.map((e) => [String(e.id), e]));
  const hazardsOf = groupBy(hazards, 'investigationId');
  const itemsOf = groupBy(items, 'investigationId');
  const data = new Map<string, Record<string, unknown>>();
  for (const investigation of investigations) {
    const id = String(investigation.id);
    const found = [...(hazardsOf.get(id) ?? [])].sort((a, b) =>
      String(a.hazardNo ?? '').localeCompare(String(b.hazardNo ?? '')),
    );
    const checklist = [...(itemsOf.get(id) ?? [])].sort(
      (a, b) => Number(a.orderNum ?? 0) - Number(b.orderNum ?? 0),
    );
    const expertNames = [investigation.leaderExpertId, ...storedPathsOf(investigation.memberExpertIds)]
      .map((expertId) => shown(expertById.get(String(expertId)), 'name'))
      .filter(Boolean);
    const assessed = shown(investigation, 'assessedRiskLevel');
    const basis = [...new Set(checklist.map((item) => shown(item, 'checkBasis')).filter(Boolean))];
    data.set(id, {
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
      // The level this investigation assessed is the report's 风险等级 (the enterprise takes it when
      // the investigation is approved); without one the enterprise's stored level stands.
      ...(assessed ? { riskLevel: assessed } : {}),
      conclusion: [assessed, shown(investigation, 'summary')].filter(Boolean).join('。'),
      rectifyRequirement: rectifyRequirement(found),
      expertSignature: image(investigation.expertSignImg),
      enterpriseSignature: image(investigation.enterpriseSignImg),
      serviceOrgSeal: null,
      hazards: hazardRows(found, types),
      hazardCounts: hazardCounts(found, types),
      checkItems: checklist.map((item, index) => ({
        index: index + 1,
        checkContent: shown(item, 'checkContent'),
        checkResult: shown(item, 'checkResult'),
        remark: shown(item, 'remark'),
      })),
    });
  }
  return data;
}

// The service lists of a demo enterprise (企业服务清单): one per policy year for the last two years,
// none without a policy, only last year's when the policy lapsed. Visits are planned by risk colour
// (红 4, 橙 3, 黄 2, 蓝 1) and spread over the year; a visit counts as done only when its day has
// passed, so done ≤ planned, the last service date is the last done visit, and the hazard counters
// add up (total = rectified + unrectified).
import { dateOf, dateTimeOf, firstDayOfYear, instantOf, yearOf } from './calendar';
import type { DemoContext } from './context';
import { PLANNED_TIMES_BY_RISK, VISIT_COMPLETION } from './distributions';
import type { EdgeCase } from './edge-cases';
import type { EnterpriseDraft } from './enterprises';
import type { Random } from './random';
import type { EnterpriseServiceRow } from './rows';

/** nl_service_item: hazard investigation (04) always, and up to three of the other items. */
const OTHER_ITEMS = ['01', '02', '03', '05', '06', '07'];
const INVESTIGATION_ITEM = '04';
/** Visits drift up to this many days around their even spread over the year. */
const VISIT_JITTER_DAYS = 20;

function policyYears(context: DemoContext, insureStatus: string): number[] {
  const current = yearOf(context.asOfDay);
  if (insureStatus === '0') return [];
  if (insureStatus === '3') return [current - 1];
  return [current - 1, current];
}

/** Share of a visit's hazards rectified by now: old ones mostly, recent ones partly. */
function rectifiedShare(ageDays: number): number {
  if (ageDays > 60) return 0.96;
  if (ageDays > 14) return 0.8;
  return 0.4;
}

function serviceItems(random: Random, planned: number): string {
  const others = random.sample(OTHER_ITEMS, random.int(0, Math.min(3, planned)));
  return [...others, INVESTIGATION_ITEM].sort().join(',');
}

export function generateServiceLists(
  random: Random,
  context: DemoContext,
  draft: EnterpriseDraft,
  edge: EdgeCase | null,
): EnterpriseServiceRow[] {
  const { row } = draft;
  const planned = PLANNED_TIMES_BY_RISK[row.riskLevel]!;
  // Micro enterprises have fewer hazards per visit (domain §6.4: λ 2 instead of 4).
  const perVisit =
    row.enterpriseScale === '4' ? Math.min(2, draft.sector.hazardsPerVisit) : draft.sector.hazardsPerVisit;
  return policyYears(context, row.insureStatus).map((year, order) => {
    const start = firstDayOfYear(year);
    const length = firstDayOfYear(year + 1) - start;
    let done = 0;
    let lastDay = -1;
    let total = 0;
    let rectified = 0;
    for (let visit = 0; visit < planned; visit++) {
      const spread = start + Math.floor(((visit + 0.5) / planned) * length);
      const jitter = random.int(-VISIT_JITTER_DAYS, VISIT_JITTER_DAYS);
      const day = Math.min(start + length - 1, Math.max(start, spread + jitter));
      const happened = edge !== 'noServiceDone' && day < context.asOfDay && random.chance(VISIT_COMPLETION);
      if (!happened) continue;
      done++;
      lastDay = Math.max(lastDay, day);
      // Binomial(3λ, 1/3): mean λ, a deterministic stand-in for Poisson(λ).
      const found = random.binomial(perVisit * 3, 1 / 3);
      total += found;
      rectified += random.binomial(found, rectifiedShare(context.asOfDay - day));
    }
    const createdAt = Math.min(
      Math.max(draft.createdAt, instantOf(start, 9 * 3600)) + (order + 1) * 60_000,
      instantOf(context.asOfDay, 0) - 1000,
    );
    return {
      id: context.newId(),
      createTime: dateTimeOf(createdAt),
      enterpriseId: row.id,
      policyYear: year,
      serviceItems: serviceItems(random, planned),
      serviceOrgId: row.serviceOrgId,
      plannedTimes: planned,
      doneTimes: done,
      lastServiceDate: lastDay >= 0 ? dateOf(lastDay) : null,
      hazardTotal: total,
      hazardRectified: rectified,
      hazardUnrectified: total - rectified,
      status: '1',
      remark: null,
    };
  });
}

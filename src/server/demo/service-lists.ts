// The service lists of a demo enterprise (企业服务清单): one per policy year for the last two years,
// none without a policy, only last year's when the policy lapsed. Visits are planned by risk colour
// (红 4, 橙 3, 黄 2, 蓝 1). What was done — completed services, the last service, the hazards — is
// no longer stored here: it is counted, when read, from the tasks and hazards the service cycle
// writes (service-cycle.ts).
import { dateTimeOf, firstDayOfYear, instantOf, yearOf } from './calendar';
import type { DemoContext } from './context';
import { PLANNED_TIMES_BY_RISK } from './distributions';
import type { EnterpriseDraft } from './enterprises';
import type { Random } from './random';
import type { EnterpriseServiceRow } from './rows';

/** nl_service_item: hazard investigation (04) always, and up to three of the other items. */
const OTHER_ITEMS = ['01', '02', '03', '05', '06', '07'];
const INVESTIGATION_ITEM = '04';

/** Calendar years with a service list: the last two while insured, last year's after a lapse. */
function policyYears(context: DemoContext, insureStatus: string): number[] {
  const current = yearOf(context.asOfDay);
  if (insureStatus === '0') return [];
  if (insureStatus === '3') return [current - 1];
  return [current - 1, current];
}

function serviceItems(random: Random, planned: number): string {
  const others = random.sample(OTHER_ITEMS, random.int(0, Math.min(3, planned)));
  return [...others, INVESTIGATION_ITEM].sort().join(',');
}

export function generateServiceLists(
  random: Random,
  context: DemoContext,
  draft: EnterpriseDraft,
): EnterpriseServiceRow[] {
  const { row } = draft;
  const planned = PLANNED_TIMES_BY_RISK[row.riskLevel]!;
  return policyYears(context, row.insureStatus).map((year, order) => {
    const createdAt = Math.min(
      Math.max(draft.createdAt, instantOf(firstDayOfYear(year), 9 * 3600)) + (order + 1) * 60_000,
      context.cutoff - 1000,
    );
    return {
      id: context.newId(),
      createTime: dateTimeOf(createdAt),
      enterpriseId: row.id,
      policyYear: year,
      serviceItems: serviceItems(random, planned),
      serviceOrgId: row.serviceOrgId,
      plannedTimes: planned,
      status: '1',
      remark: null,
    };
  });
}

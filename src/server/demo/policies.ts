// The policies of a demo enterprise (保单, domain §2.3, §6.4), agreeing with its insurance status: a
// current policy for one that is insured (ending within 30 days when 即将到期), the lapsed one for
// one that lapsed, none for the uninsured; most also have the policy before it. A policy runs one
// year less a day; the premium follows headcount, the sector's per-capita rate and the rate factor
// the policy records; its limits and add-ons are policy-cover.ts'; the accident-prevention fee ratio
// stays within the 21 % cap. Insurers are fictional brands
// marked 示例, so the demo never appears to name a real policy.
import { CITY } from '../../shared/platform';
import { EXPIRING_DAYS } from '../business/insure-status';
import { addYears, dateOf, dateTimeOf, yearOf } from './calendar';
import { CITY_SHORT_NAME } from './city-profile';
import { policyNumber } from './codes';
import type { DemoContext } from './context';
import { officeInstant } from './context';
import type { PolicyRow } from './cycle-rows';
import type { EnterpriseDraft } from './enterprises';
import { generateCover, rateFactor } from './policy-cover';
import type { Random, Weighted } from './random';

interface Insurer {
  /** Four letters leading the policy number. */
  code: string;
  name: string;
}

const INSURERS: Weighted<Insurer> = [
  [{ code: 'HAXB', name: `鸿安示例财产保险股份有限公司${CITY_SHORT_NAME}中心支公司` }, 40],
  [{ code: 'TYXB', name: `泰裕示例财产保险股份有限公司${CITY_SHORT_NAME}分公司` }, 30],
  [{ code: 'JCXB', name: `锦诚示例保险股份有限公司${CITY_SHORT_NAME}中心支公司` }, 20],
  [{ code: 'RHXB', name: `瑞和示例财产保险有限公司${CITY_SHORT_NAME}支公司` }, 10],
];

/** Premium per insured person (元) by sector: hazardous sectors pay more (domain §6.4). */
const RATE_BY_SECTOR: Readonly<Record<string, readonly [number, number]>> = {
  '01': [300, 800],
  '02': [300, 800],
  '03': [300, 800],
  '04': [300, 800],
  '08': [300, 800],
  '06': [150, 400],
  '05': [200, 500],
};
const USUAL_RATE: readonly [number, number] = [80, 200];
const MIN_PREMIUM = 500;
const MAX_PREVENTION_RATIO = 21;
/** Share of enterprises whose previous policy is on the platform too. */
const PREVIOUS_POLICY_SHARE = 0.85;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** nl_policy_status on the reference day, as the maintained value policyStatusByDates gives it. */
function statusOn(context: DemoContext, endDay: number): string {
  if (endDay < context.asOfDay) return '3';
  return endDay - context.asOfDay <= EXPIRING_DAYS ? '2' : '1';
}

/** The last day of the latest policy, by the enterprise's insurance status; null when uninsured. */
function latestEndDay(random: Random, context: DemoContext, insureStatus: string): number | null {
  if (insureStatus === '0') return null;
  if (insureStatus === '3') return context.asOfDay - random.int(10, 200);
  if (insureStatus === '2') return context.asOfDay + random.int(1, EXPIRING_DAYS);
  return context.asOfDay + random.int(EXPIRING_DAYS + 1, 364);
}

export function generatePolicies(
  random: Random,
  context: DemoContext,
  draft: EnterpriseDraft,
  index: number,
): PolicyRow[] {
  const { row } = draft;
  const lastEnd = latestEndDay(random, context, row.insureStatus);
  if (lastEnd === null) return [];
  const insurer = random.weighted(INSURERS);
  const [low, high] = RATE_BY_SECTOR[row.highRiskSector] ?? USUAL_RATE;
  const count = random.chance(PREVIOUS_POLICY_SHARE) ? 2 : 1;
  const policies: PolicyRow[] = [];
  for (let order = 1; order <= count; order++) {
    // The latest policy first, then the one before it.
    const endDay = order === 1 ? lastEnd : addYears(lastEnd, -1);
    const startDay = addYears(endDay + 1, -1);
    const insured = Math.max(1, row.employeeCount - random.int(0, Math.floor(row.employeeCount / 10)));
    const factor = rateFactor(random);
    const premium = Math.max(MIN_PREMIUM, round2(insured * random.float(low, high) * factor));
    const signDay = startDay - random.int(3, 20);
    const signedAt = officeInstant(signDay, random.next());
    const createdAt = Math.min(Math.max(signedAt, draft.createdAt + order * 60_000), context.cutoff - 1000);
    policies.push({
      id: context.newId(),
      createTime: dateTimeOf(createdAt),
      enterpriseId: row.id,
      policyNo: policyNumber(insurer.code, yearOf(startDay), CITY.cityCode, index, order),
      insurerName: insurer.name,
      startDate: dateOf(startDay),
      endDate: dateOf(endDay),
      insuredPersonCount: insured,
      premium,
      preventionFeeRatio: round2(random.float(10, MAX_PREVENTION_RATIO)),
      policyStatus: statusOn(context, endDay),
      policyFile: null,
      ...generateCover(random, {
        enterpriseName: row.enterpriseName,
        insuredPersons: insured,
        rateFloatFactor: factor,
        signDay,
        startDay,
      }),
    });
  }
  return policies;
}

// The cover of a demo policy (保单, domain §2.3): the insured is the enterprise itself; the
// per-person death and disability limit is one the public application forms offer (30–100万元), the
// per-accident limit covers several persons and the annual limit one to three accidents, so the
// limits always rise in that order (the entity's cross-field rules); a medical limit per person is a
// tenth to a fifth of the death limit. Some policies carry add-ons (nl_addon), a third-party limit
// with 附加第三者责任, and a deductible clause. The rate factor (0.70–1.30 in steps of 0.05) is the one
// the premium was priced with. Amounts are whole yuan: integer arithmetic keeps the data set the
// same on every machine.
import { dateOf } from './calendar';
import type { Random, Weighted } from './random';

export interface PolicyCover {
  productName: string;
  insuredName: string;
  signDate: string;
  payDate: string;
  rateFloatFactor: number;
  limitPerPerson: number;
  limitPerAccident: number;
  limitAnnual: number | null;
  medicalLimitPerPerson: number | null;
  addOnCoverages: string | null;
  thirdPartyLimit: number | null;
  deductibleDesc: string | null;
}

/** The product every demo policy is (the entity's default). */
export const DEMO_PRODUCT = '安全生产责任保险';
const YUAN_PER_WAN = 10_000;

/** 每人伤亡赔偿限额 in 万元 and how often each is chosen. */
const PER_PERSON_WAN: Weighted<number> = [
  [30, 20],
  [40, 15],
  [50, 30],
  [60, 10],
  [80, 15],
  [100, 10],
];
/** Persons one accident's limit covers, and accidents the annual limit covers. */
const PERSONS_PER_ACCIDENT = [3, 20] as const;
const ACCIDENTS_PER_YEAR = [1, 3] as const;
/** Share of policies without an annual limit of their own (the per-accident one counts then). */
const NO_ANNUAL_LIMIT_SHARE = 0.1;
/** Medical limit per person in tenths of the death limit; share of policies without one. */
const MEDICAL_TENTHS = [1, 2] as const;
const NO_MEDICAL_LIMIT_SHARE = 0.2;

/** nl_addon values, and the share of policies with any add-on. */
const ADD_ONS = ['1', '2', '3', '4'] as const;
const THIRD_PARTY = '1';
const ADD_ON_SHARE = 0.35;
/** 第三者责任限额 in 万元. */
const THIRD_PARTY_WAN = [50, 100, 200] as const;

const DEDUCTIBLES: Weighted<string | null> = [
  [null, 50],
  ['每次事故每人医疗费用免赔额500元', 25],
  ['每次事故绝对免赔额1000元或损失金额的5%，以高者为准', 15],
  ['财产损失每次事故免赔额2000元', 10],
];

/** Rate factors 0.70 … 1.30 in steps of 0.05, as hundredths. */
const RATE_FACTOR_HUNDREDTHS = { low: 70, high: 130, step: 5 } as const;

/** A rate factor, drawn before the premium it prices. */
export function rateFactor(random: Random): number {
  const { low, high, step } = RATE_FACTOR_HUNDREDTHS;
  return (low + step * random.int(0, (high - low) / step)) / 100;
}

export interface CoverInput {
  enterpriseName: string;
  insuredPersons: number;
  rateFloatFactor: number;
  /** Day numbers: signed some days before the start, paid between signing and the start. */
  signDay: number;
  startDay: number;
}

export function generateCover(random: Random, input: CoverInput): PolicyCover {
  const perPerson = random.weighted(PER_PERSON_WAN) * YUAN_PER_WAN;
  const persons = Math.min(input.insuredPersons, random.int(...PERSONS_PER_ACCIDENT));
  const perAccident = perPerson * persons;
  const annual = random.chance(NO_ANNUAL_LIMIT_SHARE)
    ? null
    : perAccident * random.int(...ACCIDENTS_PER_YEAR);
  const medical = random.chance(NO_MEDICAL_LIMIT_SHARE)
    ? null
    : (perPerson / 10) * random.int(...MEDICAL_TENTHS);
  const addOns = random.chance(ADD_ON_SHARE) ? random.sample(ADD_ONS, random.int(1, 2)) : [];
  const payDay = input.signDay + random.int(0, Math.max(0, input.startDay - input.signDay));
  return {
    productName: DEMO_PRODUCT,
    insuredName: input.enterpriseName,
    signDate: dateOf(input.signDay),
    payDate: dateOf(payDay),
    rateFloatFactor: input.rateFloatFactor,
    limitPerPerson: perPerson,
    limitPerAccident: perAccident,
    limitAnnual: annual,
    medicalLimitPerPerson: medical,
    addOnCoverages: addOns.length > 0 ? addOns.join(',') : null,
    thirdPartyLimit: addOns.includes(THIRD_PARTY) ? random.pick(THIRD_PARTY_WAN) * YUAN_PER_WAN : null,
    deductibleDesc: random.weighted(DEDUCTIBLES),
  };
}

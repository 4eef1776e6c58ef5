// Default distributions of the demo data (domain §6.4) that do not depend on the sector. Headcount
// and revenue bands follow the statistical size classes (统计上大中小微型企业划分办法 2017): a
// large, medium or small enterprise meets both lower bounds of its class; a micro one is under at
// least one of the small bounds.
import type { Random, Weighted } from './random';

export interface ScaleBand {
  /** nl_ent_scale: 1 大型, 2 中型, 3 小型, 4 微型. */
  code: string;
  share: number;
  employees: readonly [number, number];
  /** Last year's revenue, 万元. */
  revenue: readonly [number, number];
}

export const SCALE_BANDS: readonly ScaleBand[] = [
  { code: '1', share: 2, employees: [1000, 5000], revenue: [40_000, 200_000] },
  { code: '2', share: 10, employees: [300, 999], revenue: [2_000, 39_999] },
  { code: '3', share: 45, employees: [20, 299], revenue: [300, 1_999] },
  { code: '4', share: 43, employees: [5, 19], revenue: [30, 299] },
];

export const SCALE_WEIGHTS: Weighted<ScaleBand> = SCALE_BANDS.map((b) => [b, b.share] as const);

/**
 * A position in [0, 1] skewed towards 0 (u²), so small values of a band are the common ones, as
 * in reality; plain multiplication keeps it identical on every machine.
 */
export function skewedShare(random: Random): number {
  const u = random.next();
  return u * u;
}

/** nl_economic_type: mostly private companies. */
export const ECONOMIC_TYPES: Weighted<string> = [
  ['3', 70],
  ['4', 12],
  ['1', 6],
  ['2', 3],
  ['5', 3],
  ['6', 3],
  ['9', 3],
];

/** nl_std_level by scale: larger enterprises hold higher standardisation grades. */
export const STANDARDIZATION_BY_SCALE: Readonly<Record<string, Weighted<string>>> = {
  '1': [
    ['1', 15],
    ['2', 55],
    ['3', 30],
  ],
  '2': [
    ['2', 30],
    ['3', 55],
    ['0', 15],
  ],
  '3': [
    ['3', 45],
    ['4', 25],
    ['0', 30],
  ],
  '4': [
    ['4', 45],
    ['0', 55],
  ],
};

/** nl_mhs_level of a major hazard source: level 4 is the most common. */
export const MAJOR_HAZARD_LEVELS: Weighted<string> = [
  ['1', 5],
  ['2', 15],
  ['3', 35],
  ['4', 45],
];

/**
 * nl_insure_status today: 保障中 85 %, 即将到期 6 %, 已脱保 7 %, 未投保 2 % (the policy statuses of
 * domain §6.4 seen from the enterprise).
 */
export const INSURE_STATUSES: Weighted<string> = [
  ['1', 85],
  ['2', 6],
  ['3', 7],
  ['0', 2],
];

/** Planned service visits per policy year by risk colour: 红 4, 橙 3, 黄 2, 蓝 1 (domain §6.4). */
export const PLANNED_TIMES_BY_RISK: Readonly<Record<string, number>> = { '1': 4, '2': 3, '3': 2, '4': 1 };

/** Sex ratio (share of men) of enterprise staff and experts (domain §6.2). */
export const MALE_SHARE = 0.7;

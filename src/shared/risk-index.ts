// 安全风险指数 (指数大屏): one number per district, sector or the whole scope, 0–100, higher is riskier.
// Written once here, computed on the server (modules/screens/index-screen.ts) and its weights shown
// beside the screen's legend, so the wall and the code cannot disagree.

/** What the index of one group of enterprises reads (counts within the user's scope). */
export interface RiskIndexInputs {
  /** Enterprises of the group. */
  enterprises: number;
  /** Of them insured (保障中 / 即将到期). */
  insured: number;
  /** Enterprises per risk colour (nl_risk_level code → count); the rest are not assessed. */
  colours: Record<string, number>;
  /** Open hazards (neither 已销号 nor 已撤销) by level, and the open ones overdue. */
  openGeneral: number;
  openMajor: number;
  overdue: number;
}

/** Share of each part in the index (they sum to 1). */
export const RISK_INDEX_WEIGHTS = { hazards: 0.5, colours: 0.3, uncovered: 0.2 } as const;

/** Weight of an open hazard by level; an overdue one adds OVERDUE on top of its level's. */
export const HAZARD_WEIGHTS = { general: 1, major: 5, overdue: 2 } as const;

/**
 * Weighted open hazards per enterprise at which the hazard part is full: two general hazards per
 * enterprise already make a district as hazardous as it can show.
 */
export const HAZARD_LOAD_CAP = 2;

/** Weight of an enterprise's risk colour (重大 1, 较大 0.6, 一般 0.3, 低 0.1); not assessed counts as 一般. */
export const COLOUR_WEIGHTS: Record<string, number> = { '1': 1, '2': 0.6, '3': 0.3, '4': 0.1 };
export const UNASSESSED_COLOUR_WEIGHT = 0.3;

/**
 * The risk index of a group, one decimal, or null for a group without enterprises:
 *
 *   index = 100 × ( 0.5 × min(1, hazardLoad ÷ 2) + 0.3 × colourLoad + 0.2 × (1 − insured ÷ enterprises) )
 *   hazardLoad = (open general × 1 + open major × 5 + overdue × 2) ÷ enterprises
 *   colourLoad = Σ colour weight of the enterprises ÷ enterprises
 *
 * Open hazards weigh most (what is wrong now), the assessed risk colours next (what could go wrong),
 * enterprises without insurance last (who is outside the prevention service).
 */
export function riskIndex(inputs: RiskIndexInputs): number | null {
  const { enterprises } = inputs;
  if (enterprises <= 0) return null;
  const hazardLoad =
    (inputs.openGeneral * HAZARD_WEIGHTS.general +
      inputs.openMajor * HAZARD_WEIGHTS.major +
      inputs.overdue * HAZARD_WEIGHTS.overdue) /
    enterprises;
  let assessed = 0;
  let colourSum = 0;
  for (const [code, count] of Object.entries(inputs.colours)) {
    const weight = COLOUR_WEIGHTS[code];
    if (weight === undefined) continue;
    assessed += count;
    colourSum += weight * count;
  }
  colourSum += Math.max(0, enterprises - assessed) * UNASSESSED_COLOUR_WEIGHT;
  const uncovered = 1 - Math.min(inputs.insured, enterprises) / enterprises;
  const score =
    RISK_INDEX_WEIGHTS.hazards * Math.min(1, hazardLoad / HAZARD_LOAD_CAP) +
    RISK_INDEX_WEIGHTS.colours * (colourSum / enterprises) +
    RISK_INDEX_WEIGHTS.uncovered * uncovered;
  return Math.round(score * 1000) / 10;
}

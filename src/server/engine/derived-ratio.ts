// The value of a ratio derived field (`derived.ratio`): a percentage of two counts or sums of the
// same record.

/**
 * numerator / denominator × 100 rounded to `scale` decimals (7 of 8 passed: 87.5); null when the
 * denominator is 0, since there is no rate of nobody (an empty cell, neither 0% nor NaN).
 */
export function percentage(numerator: number, denominator: number, scale: number): number | null {
  if (denominator === 0) return null;
  return Number(((numerator / denominator) * 100).toFixed(scale));
}

// The value axis of the light SVG charts: ticks at round steps (1, 2 or 5 × a power of ten) from 0 to
// at least the largest value, whole numbers only (the charts count records and visits).
const STEP_FACTORS = [1, 2, 5, 10];

export interface ValueScale {
  /** Tick values from 0 up, the last one the axis maximum. */
  ticks: number[];
  max: number;
}

/** A scale for values up to `largest` with at most `intervals` steps between ticks. */
export function valueScale(largest: number, intervals = 5): ValueScale {
  const top = Math.max(largest, 1);
  const rough = top / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = STEP_FACTORS.find((f) => f * power >= rough) ?? 10;
  const step = Math.max(1, factor * power);
  const count = Math.ceil(top / step);
  const ticks = Array.from({ length: count + 1 }, (_, i) => i * step);
  return { ticks, max: count * step };
}

// The risk index formula (shared/risk-index.ts) against figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { riskIndex } from '../../../src/shared/risk-index';

const none = { openGeneral: 0, openMajor: 0, overdue: 0 };

describe('riskIndex', () => {
  it('weighs open hazards, risk colours and enterprises without insurance', () => {
    // 4 enterprises (重大, 较大, 一般, not assessed), 3 insured; 3 general + 1 major open, 1 overdue:
    // hazards (3 + 5 + 2) ÷ 4 = 2.5 → full (cap 2): 0.5; colours (1 + 0.6 + 0.3 + 0.3) ÷ 4 = 0.55 → 0.165;
    // uninsured ¼ → 0.05. 100 × (0.5 + 0.165 + 0.05) = 71.5.
    const index = riskIndex({
      enterprises: 4,
      insured: 3,
      colours: { '1': 1, '2': 1, '3': 1 },
      openGeneral: 3,
      openMajor: 1,
      overdue: 1,
    });
    expect(index).toBe(71.5);
  });

  it('is proportional below the hazard cap', () => {
    // 10 low-risk insured enterprises, 5 general hazards: 0.5 × (5 ÷ 10 ÷ 2) + 0.3 × 0.1 = 0.155.
    expect(riskIndex({ enterprises: 10, insured: 10, colours: { '4': 10 }, ...none, openGeneral: 5 })).toBe(
      15.5,
    );
  });

  it('reaches 100 only when every part is full, and is null without enterprises', () => {
    expect(riskIndex({ enterprises: 2, insured: 0, colours: { '1': 2 }, ...none, openMajor: 1 })).toBe(100);
    expect(riskIndex({ enterprises: 0, insured: 0, colours: {}, ...none, openMajor: 3 })).toBeNull();
  });

  it('ignores colour codes it does not know (they count as not assessed)', () => {
    // One enterprise of an unknown colour: 0.3 × 0.3 = 0.09, insured.
    expect(riskIndex({ enterprises: 1, insured: 1, colours: { '9': 1 }, ...none })).toBe(9);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canBeWeighed, hasAtMostThreeDecimals, spokenQuantity, storedQuantity } from './product-units';

describe('weighed quantities in thousandths (decision 084)', () => {
  it('stores 12.5 kg as 12500 and speaks 750 as 0.75; piece quantities stay whole', () => {
    expect(storedQuantity(12.5, true)).toBe(12500);
    expect(spokenQuantity(750, true)).toBe(0.75);
    expect(storedQuantity(3, false)).toBe(3);
    expect(spokenQuantity(3, false)).toBe(3);
  });

  it('round-trips every quantity with at most three decimals exactly', () => {
    // Decimals a float cannot hold exactly: 1.001 × 1000 is 1000.9999999999999 before rounding.
    expect(storedQuantity(1.001, true)).toBe(1001);
    expect(storedQuantity(0.575, true)).toBe(575);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (stored) => {
        const spoken = spokenQuantity(stored, true);
        expect(hasAtMostThreeDecimals(spoken)).toBe(true);
        expect(storedQuantity(spoken, true)).toBe(stored);
      }),
    );
  });

  it('tells a fourth decimal apart', () => {
    expect(hasAtMostThreeDecimals(0.125)).toBe(true);
    expect(hasAtMostThreeDecimals(0.1255)).toBe(false);
    expect(hasAtMostThreeDecimals(Number.NaN)).toBe(false);
  });

  it('weighs only measures', () => {
    expect(canBeWeighed('piece')).toBe(false);
    expect(canBeWeighed('kg')).toBe(true);
  });
});

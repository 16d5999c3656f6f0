import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointMoneyPerUnitPaise, sellingPricePaise, wasPricePaise } from './pricing';

/**
 * DESIGN 4: a customer pays MRP less their tier's discount, to the paisa. Discounts are stored
 * with two decimals (products.discount_* is numeric(5,2)), so the exact price is
 * MRP × (10000 − hundredths off) / 10000, and a half paisa rounds up.
 */
function exactPricePaise(mrpPaise: number, discountHundredths: number): number {
  const kept = BigInt(10_000 - discountHundredths);
  return Number((2n * BigInt(mrpPaise) * kept + 10_000n) / 20_000n);
}

/**
 * The discount nearest to (at or above) `from` hundredths whose price falls exactly on half a
 * paisa for this MRP, where rounding matters most; null when this MRP has none.
 */
function halfPaisaDiscount(mrpPaise: number, from: number): number | null {
  for (let step = 0; step <= 10_000; step++) {
    const hundredths = (from + step) % 10_001;
    if ((mrpPaise * (10_000 - hundredths)) % 10_000 === 5_000) return hundredths;
  }
  return null;
}

const mrpPaise = fc.integer({ min: 0, max: 100_000_000 }); // up to ₹10,00,000, one order's limit
const discountHundredths = fc.integer({ min: 0, max: 10_000 });

/** Any MRP and discount, and (half the time) a discount that lands on half a paisa. */
const priced = fc.oneof(
  fc.record({ mrp: mrpPaise, off: discountHundredths }),
  fc
    .tuple(fc.integer({ min: 1, max: 1_000_000 }), discountHundredths)
    .map(([mrp, from]) => ({ mrp, off: halfPaisaDiscount(mrp, from) ?? from })),
);

describe('what a customer pays per unit (property)', () => {
  it('is MRP less the tier discount, exact to the paisa, half a paisa rounding up', () => {
    fc.assert(
      fc.property(priced, ({ mrp, off }) => {
        expect(sellingPricePaise(mrp, off / 100)).toBe(exactPricePaise(mrp, off));
      }),
      { numRuns: 5000 },
    );
  });

  it('never exceeds the MRP, and a bigger discount never costs more', () => {
    fc.assert(
      fc.property(mrpPaise, discountHundredths, discountHundredths, (mrp, a, b) => {
        const [smaller, bigger] = a <= b ? [a, b] : [b, a];
        const price = sellingPricePaise(mrp, smaller / 100);
        expect(price).toBeLessThanOrEqual(mrp);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(sellingPricePaise(mrp, bigger / 100)).toBeLessThanOrEqual(price);
      }),
    );
  });
});

describe('point money per unit (property)', () => {
  it('is what the MRP is above the company price, and nothing when it is not above', () => {
    fc.assert(
      fc.property(mrpPaise, mrpPaise, (mrp, companyPrice) => {
        const pointMoney = pointMoneyPerUnitPaise(mrp, companyPrice);
        expect(pointMoney).toBe(mrp > companyPrice ? mrp - companyPrice : 0);
      }),
    );
  });
});

describe('the struck-through "was" price (property)', () => {
  it('is the dummy price or else the MRP, shown only when above what is paid', () => {
    fc.assert(
      fc.property(mrpPaise, discountHundredths, fc.option(mrpPaise), (mrp, off, dummy) => {
        const selling = sellingPricePaise(mrp, off / 100);
        const was = wasPricePaise({ sellingPricePaise: selling, mrpPaise: mrp, dummyPricePaise: dummy });
        const candidate = dummy ?? mrp;
        expect(was).toBe(candidate > selling ? candidate : null);
      }),
    );
  });
});

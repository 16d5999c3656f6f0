import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, orderTotals } from './checkout';
import { lineAmountPaise } from './line-amount';
import { priceOffers, type PricingOffer } from './offer-pricing';
import { toApiQuantity, toStoredQuantity } from './quantities';

describe('lineAmountPaise', () => {
  it('prices 1.5 kg at ₹45.50 a kg at ₹68.25, to the paisa', () => {
    expect(lineAmountPaise(4550, 1500, true)).toBe(6825);
  });

  it('rounds half a paisa up and less than half down', () => {
    expect(lineAmountPaise(4550, 1, true)).toBe(5); // 4.55 paise
    expect(lineAmountPaise(500, 1, true)).toBe(1); // 0.5 paise
    expect(lineAmountPaise(499, 1, true)).toBe(0); // 0.499 paise
    expect(lineAmountPaise(3333, 750, true)).toBe(2500); // 2499.75 paise
  });

  it('prices a piece line as price times pieces', () => {
    expect(lineAmountPaise(4550, 3)).toBe(13650);
    expect(lineAmountPaise(4550, 3, false)).toBe(13650);
  });
});

describe('lineAmountPaise (property)', () => {
  const price = fc.integer({ min: 0, max: 100_000_000 });

  it('is price × quantity for every piece line', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 99 }), (paise, pieces) => {
        expect(lineAmountPaise(paise, pieces)).toBe(paise * pieces);
      }),
    );
  });

  it('is the exact amount rounded to the nearest paisa (half up) for every weighed line', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 99_000 }), (paise, thousandths) => {
        const amount = lineAmountPaise(paise, thousandths, true);
        // Exact in integers: amount − ½ ≤ paise × q / 1000 < amount + ½.
        expect(2000 * amount - 1000).toBeLessThanOrEqual(2 * paise * thousandths);
        expect(2 * paise * thousandths).toBeLessThan(2000 * amount + 1000);
        // A whole number of units is priced as that many pieces.
        if (thousandths % 1000 === 0) expect(amount).toBe(paise * (thousandths / 1000));
      }),
    );
  });

  it('adds up: a cart’s subtotal and point money are its lines’ amounts, each priced by the rule', () => {
    const line = fc.record({
      unitPricePaise: price,
      pointMoneyPerUnitPaise: fc.integer({ min: 0, max: 100_000 }),
      companyPricePerUnitPaise: fc.constant(0),
      weighed: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 99_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), (drawn) => {
        const lines = drawn.map((l) => (l.weighed ? l : { ...l, quantity: Math.ceil(l.quantity / 1000) }));
        const sum = (amount: (l: (typeof lines)[number]) => number) =>
          lines.reduce((total, l) => total + amount(l), 0);
        expect(cartTotals(lines)).toEqual({
          subtotalPaise: sum((l) => lineAmountPaise(l.unitPricePaise, l.quantity, l.weighed)),
          pointMoneyPaise: sum((l) => lineAmountPaise(l.pointMoneyPerUnitPaise, l.quantity, l.weighed)),
        });
      }),
    );
  });

  it('prices whole kilos of a weighed product as that many pieces, offers and leaderboard too', () => {
    const offer: PricingOffer = {
      id: 'o',
      title: 'Rice week',
      kind: 'percent_off',
      target: 'everything',
      categoryId: null,
      productIds: [],
      percent: 10,
      multiplier: null,
      stacks: true,
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 100 }),
        (mrp, marginPercent, units, percent) => {
          const company = Math.floor((mrp * (100 - marginPercent)) / 100);
          const piece = {
            productId: 'p',
            categoryId: 'c',
            unitPricePaise: mrp,
            companyPricePerUnitPaise: company,
            pointMoneyPerUnitPaise: mrp - company,
            quantity: units,
          };
          const weighed = { ...piece, quantity: units * 1000, weighed: true };
          const [asPiece] = priceOffers([piece], [offer]).lines;
          const [asWeighed] = priceOffers([weighed], [offer]).lines;
          expect(asWeighed!.offerDiscountPaise).toBe(asPiece!.offerDiscountPaise);
          expect(asWeighed!.offerPointMoneyPaise).toBe(asPiece!.offerPointMoneyPaise);
          expect(orderTotals([asWeighed!], 0, 100, percent)).toEqual(
            orderTotals([asPiece!], 0, 100, percent),
          );
        },
      ),
    );
  });

  it('round-trips every quantity with at most 3 decimals through thousandths exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_000 }), (thousandths) => {
        // The quantity as a client writes it: its decimal text parsed, as JSON does.
        const whole = Math.floor(thousandths / 1000);
        const text = `${whole}.${String(thousandths % 1000).padStart(3, '0')}`;
        const quantity = Number(JSON.parse(text));
        expect(toStoredQuantity(quantity, true)).toBe(thousandths);
        expect(toApiQuantity(thousandths, true)).toBe(quantity);
        expect(JSON.stringify(toApiQuantity(thousandths, true))).toBe(String(quantity));
      }),
      { numRuns: 2000 },
    );
  });
});

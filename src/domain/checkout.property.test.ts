import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxRedeemablePoints, orderTotals, type PricedLine } from './checkout';

/** The settings' ranges (settings.schemas.ts): a point is worth ₹1 to ₹1,00,000; the cap is 0–100%. */
const pointValue = fc.integer({ min: 100, max: 10_000_000 });
const capPercent = fc.integer({ min: 0, max: 100 });
const subtotal = fc.integer({ min: 0, max: 100_000_000 });
/** A refund can leave a balance below zero (DESIGN 4). */
const balance = fc.integer({ min: -1_000, max: 1_000_000 });

describe('the redemption cap (property)', () => {
  it('is the most points the balance holds whose worth stays within the cap of the subtotal', () => {
    fc.assert(
      fc.property(balance, subtotal, pointValue, capPercent, (held, paise, value, cap) => {
        const most = maxRedeemablePoints(held, paise, value, cap);
        // DESIGN 4: points per order ≤ min(balance, cap% of subtotal / point value); none while
        // the balance is not above zero.
        const fits = (points: number) => points <= held && 100 * points * value <= cap * paise;
        if (held <= 0) {
          expect(most).toBe(0);
          return;
        }
        expect(most).toBeGreaterThanOrEqual(0);
        expect(fits(most)).toBe(true);
        expect(fits(most + 1)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('an order’s totals (property)', () => {
  // Goods the shop may give away (company price 0): the offer is never capped on them.
  const line = fc.record({
    unitPricePaise: fc.integer({ min: 0, max: 1_000_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
    pointMoneyPerUnitPaise: fc.integer({ min: 0, max: 100_000 }),
    companyPricePerUnitPaise: fc.constant(0),
  });

  it('adds up the lines, and points within the cap never take the payment below what the cap leaves', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        balance,
        pointValue,
        capPercent,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.option(fc.integer({ min: 1, max: 100 })),
        (lines, held, value, cap, share, offer) => {
          const sum = lines.reduce((total, l) => total + l.unitPricePaise * l.quantity, 0);
          // docs/decisions/032: the offer is the percent of the subtotal to the paisa, half up.
          const offerPaise = offer === null ? 0 : Math.round((sum * offer) / 100);
          const most = maxRedeemablePoints(held, sum - offerPaise, value, cap);
          const used = Math.floor(most * share);
          const totals = orderTotals(lines, used, value, offer);
          expect(totals.subtotalPaise).toBe(sum);
          // DESIGN 4: the offer is paid out of the point money, never below zero.
          expect(totals.pointMoneyPaise).toBe(
            Math.max(
              0,
              lines.reduce((total, l) => total + l.pointMoneyPerUnitPaise * l.quantity, 0) - offerPaise,
            ),
          );
          expect(totals.leaderboardDiscountPaise).toBe(offerPaise);
          expect(totals.pointsDiscountPaise).toBe(used * value);
          expect(totals.amountPaidPaise).toBe(sum - offerPaise - used * value);
          // The customer pays at least (100 − cap)% of what is left after the offer, never below zero.
          expect(100 * totals.amountPaidPaise).toBeGreaterThanOrEqual((100 - cap) * (sum - offerPaise));
          expect(totals.amountPaidPaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('the leaderboard offer (property)', () => {
  /** A product as the shop prices it: company price ≤ MRP, a tier discount of 0–100% off MRP. */
  const pricedLine = fc
    .record({
      mrp: fc.integer({ min: 1, max: 1_000_000 }),
      companyShare: fc.double({ min: 0, max: 1, noNaN: true }),
      tierOff: fc.integer({ min: 0, max: 100 }),
      quantity: fc.integer({ min: 1, max: 50 }),
    })
    .map(({ mrp, companyShare, tierOff, quantity }): PricedLine => ({
      unitPricePaise: Math.round((mrp * (100 - tierOff)) / 100),
      quantity,
      pointMoneyPerUnitPaise: mrp - Math.floor(mrp * companyShare),
      companyPricePerUnitPaise: Math.floor(mrp * companyShare),
    }));
  const sellsFor = (l: PricedLine) => l.unitPricePaise * l.quantity;
  const keeps = (l: PricedLine) => l.companyPricePerUnitPaise * l.quantity;

  it('never takes the lines below their company price, takes no more than the percent, and is paid from the point money', () => {
    fc.assert(
      fc.property(
        fc.array(pricedLine, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 100 }),
        (lines, percent) => {
          const totals = orderTotals(lines, 0, 500, percent);
          const subtotal = lines.reduce((sum, l) => sum + sellsFor(l), 0);
          const offer = totals.leaderboardDiscountPaise;
          // Each line keeps its company price, or what it sold for at the tier price if that was less.
          expect(subtotal - offer).toBeGreaterThanOrEqual(
            lines.reduce((sum, l) => sum + Math.min(sellsFor(l), keeps(l)), 0),
          );
          // At most the percent of the subtotal (half a paisa up), and all of it when no line is capped.
          const uncapped = Math.floor((subtotal * percent + 50) / 100);
          expect(offer).toBeLessThanOrEqual(uncapped);
          const capped = lines.some((l) => sellsFor(l) * percent > 100 * Math.max(0, sellsFor(l) - keeps(l)));
          if (!capped) expect(offer).toBe(uncapped);
          // A capped line gives all it can: the lines' shares (in hundredths of a paisa), off by at
          // most the one rounding.
          const shares = lines.reduce(
            (sum, l) => sum + Math.min(sellsFor(l) * percent, 100 * Math.max(0, sellsFor(l) - keeps(l))),
            0,
          );
          expect(Math.abs(100 * offer - shares)).toBeLessThanOrEqual(50);
          // DESIGN 4: paid out of the margin, the point money never below zero.
          const pointMoney = lines.reduce((sum, l) => sum + l.pointMoneyPerUnitPaise * l.quantity, 0);
          expect(totals.pointMoneyPaise).toBe(Math.max(0, pointMoney - offer));
          expect(totals.amountPaidPaise).toBe(subtotal - offer);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkoutTotals,
  exceedsOrderLimit,
  MAX_ORDER_VALUE_PAISE,
  maxRedeemablePoints,
  orderTotals,
} from './checkout';

describe('maxRedeemablePoints', () => {
  it('is capped by half the subtotal at ₹5 a point', () => {
    // ₹100 subtotal → ₹50 → 10 points
    expect(maxRedeemablePoints(100, 10000, 500, 50)).toBe(10);
  });
  it('is capped by the balance', () => {
    expect(maxRedeemablePoints(3, 10000, 500, 50)).toBe(3);
  });
  it('rounds down', () => {
    expect(maxRedeemablePoints(100, 10999, 500, 50)).toBe(10);
  });
  it('is zero for a negative or zero balance', () => {
    expect(maxRedeemablePoints(-4, 10000, 500, 50)).toBe(0);
    expect(maxRedeemablePoints(0, 10000, 500, 50)).toBe(0);
  });
  it('never lets the discount pass the cap', () => {
    for (const subtotal of [1, 499, 500, 999, 1000, 123456]) {
      const points = maxRedeemablePoints(1e6, subtotal, 500, 50);
      expect(points * 500).toBeLessThanOrEqual(subtotal / 2);
    }
  });
});

describe('orderTotals', () => {
  it('adds lines, point money and takes the points discount off', () => {
    const totals = orderTotals(
      [
        { unitPricePaise: 9800, quantity: 2, pointMoneyPerUnitPaise: 1000, companyPricePerUnitPaise: 9000 },
        { unitPricePaise: 4900, quantity: 1, pointMoneyPerUnitPaise: 200, companyPricePerUnitPaise: 4800 },
      ],
      3,
      500,
    );
    expect(totals).toEqual({
      subtotalPaise: 24500,
      pointMoneyPaise: 2200,
      offerDiscountPaise: 0,
      leaderboardDiscountPaise: 0,
      pointsDiscountPaise: 1500,
      amountPaidPaise: 23000,
    });
  });
});

describe('exceedsOrderLimit', () => {
  const line = (unitPricePaise: number, quantity: number, pointMoneyPerUnitPaise = 0) => ({
    unitPricePaise,
    quantity,
    pointMoneyPerUnitPaise,
    companyPricePerUnitPaise: unitPricePaise,
  });
  it('allows an order of exactly the limit and refuses one paisa more', () => {
    expect(exceedsOrderLimit(orderTotals([line(MAX_ORDER_VALUE_PAISE, 1)], 0, 500))).toBe(false);
    expect(exceedsOrderLimit(orderTotals([line(MAX_ORDER_VALUE_PAISE, 1), line(1, 1)], 0, 500))).toBe(true);
  });
  it('holds the point money to the same limit, even on a free order', () => {
    expect(exceedsOrderLimit(orderTotals([line(0, 2, 60_000_000)], 0, 500))).toBe(true);
  });
  it('keeps the limit inside a PostgreSQL integer column', () => {
    expect(MAX_ORDER_VALUE_PAISE).toBeLessThan(2 ** 31);
  });
});

describe('checkoutTotals', () => {
  // ₹98 a unit (MRP ₹100, company price ₹90), ₹10 point money a unit: 3 units come to ₹294, half
  // of it is 29 points of ₹5.
  const lines = [
    { unitPricePaise: 9_800, quantity: 3, pointMoneyPerUnitPaise: 1_000, companyPricePerUnitPaise: 9_000 },
  ];
  const rules = { pointValuePaise: 500, redemptionCapPercent: 50 };

  it('uses the points wanted when the cap allows them', () => {
    expect(checkoutTotals(lines, 100, 10, rules)).toEqual({
      subtotalPaise: 29_400,
      pointMoneyPaise: 3_000,
      maxPointsUsable: 29,
      offerDiscountPaise: 0,
      leaderboardDiscountPaise: 0,
      pointsDiscountPaise: 5_000,
      amountPaidPaise: 24_400,
    });
  });

  it('takes the leaderboard offer off the subtotal first, pays it from the point money and caps the points on what is left', () => {
    // MRP ₹100, company price ₹50, ₹98 at Bronze: ₹294 less 15% (₹44.10) is ₹249.90; half of it is
    // 24 points of ₹5; the ₹150 of point money less the offer is ₹105.90.
    const wide = [
      { unitPricePaise: 9_800, quantity: 3, pointMoneyPerUnitPaise: 5_000, companyPricePerUnitPaise: 5_000 },
    ];
    expect(checkoutTotals(wide, 100, 100, rules, 15)).toEqual({
      subtotalPaise: 29_400,
      pointMoneyPaise: 10_590,
      offerDiscountPaise: 0,
      leaderboardDiscountPaise: 4_410,
      maxPointsUsable: 24,
      pointsDiscountPaise: 12_000,
      amountPaidPaise: 12_990,
    });
  });

  it('never takes a line below its company price, and a free order earns nothing', () => {
    // Issue 20: MRP ₹1,000, company price ₹500, ₹980 at Bronze, two of them. At 100% or 60% the
    // offer stops at the company price (₹480 a unit); the point money left is ₹1,000 − ₹960.
    const issue = [
      {
        unitPricePaise: 98_000,
        quantity: 2,
        pointMoneyPerUnitPaise: 50_000,
        companyPricePerUnitPaise: 50_000,
      },
    ];
    for (const percent of [100, 60]) {
      expect(checkoutTotals(issue, 1_000, 1_000, rules, percent)).toEqual({
        subtotalPaise: 196_000,
        offerDiscountPaise: 0,
        leaderboardDiscountPaise: 96_000,
        pointMoneyPaise: 4_000,
        maxPointsUsable: 100, // half of the ₹1,000 left to pay
        pointsDiscountPaise: 50_000,
        amountPaidPaise: 50_000,
      });
    }
    // A line already at its company price gets nothing off; the other line still gets its percent.
    const mixed = [
      { unitPricePaise: 9_000, quantity: 1, pointMoneyPerUnitPaise: 1_000, companyPricePerUnitPaise: 9_000 },
      { unitPricePaise: 10_000, quantity: 1, pointMoneyPerUnitPaise: 5_000, companyPricePerUnitPaise: 5_000 },
    ];
    expect(checkoutTotals(mixed, 0, 0, rules, 10)).toMatchObject({
      offerDiscountPaise: 0,
      leaderboardDiscountPaise: 1_000,
      pointMoneyPaise: 5_000,
      amountPaidPaise: 18_000,
    });
    // Goods the shop gives at no company price: a 100% offer makes the order free; the point
    // money (₹20 a unit) is all spent on the offer, so the free order earns nothing.
    const giveaway = [
      { unitPricePaise: 2_000, quantity: 2, pointMoneyPerUnitPaise: 2_000, companyPricePerUnitPaise: 0 },
    ];
    expect(checkoutTotals(giveaway, 0, 0, rules, 100)).toMatchObject({
      offerDiscountPaise: 0,
      leaderboardDiscountPaise: 4_000,
      amountPaidPaise: 0,
      pointMoneyPaise: 0,
    });
  });

  it('uses no more than the cap: half the subtotal, or the balance when that is smaller', () => {
    expect(checkoutTotals(lines, 100, 50, rules)).toMatchObject({
      maxPointsUsable: 29,
      pointsDiscountPaise: 14_500,
    });
    expect(checkoutTotals(lines, 7, 50, rules)).toMatchObject({
      maxPointsUsable: 7,
      pointsDiscountPaise: 3_500,
    });
  });

  it('uses none on a balance that is zero or owed', () => {
    expect(checkoutTotals(lines, -3, 2, rules)).toMatchObject({
      maxPointsUsable: 0,
      pointsDiscountPaise: 0,
      amountPaidPaise: 29_400,
    });
  });

  it("follows the shop's own point value and cap", () => {
    expect(
      checkoutTotals(lines, 1_000, 1_000, { pointValuePaise: 200, redemptionCapPercent: 10 }),
    ).toMatchObject({ maxPointsUsable: 14, pointsDiscountPaise: 2_800, amountPaidPaise: 26_600 });
  });
});

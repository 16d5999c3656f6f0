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
        { unitPricePaise: 9800, quantity: 2, pointMoneyPerUnitPaise: 1000 },
        { unitPricePaise: 4900, quantity: 1, pointMoneyPerUnitPaise: 200 },
      ],
      3,
      500,
    );
    expect(totals).toEqual({
      subtotalPaise: 24500,
      pointMoneyPaise: 2200,
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
  // ₹98 a unit, ₹10 point money a unit: 3 units come to ₹294, half of it is 29 points of ₹5.
  const lines = [{ unitPricePaise: 9_800, quantity: 3, pointMoneyPerUnitPaise: 1_000 }];
  const rules = { pointValuePaise: 500, redemptionCapPercent: 50 };

  it('uses the points wanted when the cap allows them', () => {
    expect(checkoutTotals(lines, 100, 10, rules)).toEqual({
      subtotalPaise: 29_400,
      pointMoneyPaise: 3_000,
      maxPointsUsable: 29,
      leaderboardDiscountPaise: 0,
      pointsDiscountPaise: 5_000,
      amountPaidPaise: 24_400,
    });
  });

  it('takes the leaderboard offer off the subtotal first and caps the points on what is left', () => {
    // ₹294 less 15% (₹44.10) is ₹249.90; half of it is 24 points of ₹5; point money is unchanged.
    expect(checkoutTotals(lines, 100, 100, rules, 15)).toEqual({
      subtotalPaise: 29_400,
      pointMoneyPaise: 3_000,
      leaderboardDiscountPaise: 4_410,
      maxPointsUsable: 24,
      pointsDiscountPaise: 12_000,
      amountPaidPaise: 12_990,
    });
    // A 100% offer leaves nothing to pay and nothing to spend points on.
    expect(checkoutTotals(lines, 100, 5, rules, 100)).toMatchObject({
      leaderboardDiscountPaise: 29_400,
      maxPointsUsable: 0,
      pointsDiscountPaise: 0,
      amountPaidPaise: 0,
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

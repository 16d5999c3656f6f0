import { describe, expect, it } from 'vitest';
import { exceedsOrderLimit, MAX_ORDER_VALUE_PAISE, maxRedeemablePoints, orderTotals } from './checkout';

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

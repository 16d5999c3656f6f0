import { describe, expect, it } from 'vitest';
import { pointMoneyPerUnitPaise, sellingPricePaise } from './pricing';

describe('sellingPricePaise', () => {
  it('takes the tier discount off MRP', () => {
    expect(sellingPricePaise(10000, 2)).toBe(9800);
    expect(sellingPricePaise(10000, 5)).toBe(9500);
  });
  it('rounds to the nearest paisa', () => {
    expect(sellingPricePaise(999, 3)).toBe(969); // 969.03
    expect(sellingPricePaise(1050, 5)).toBe(998); // 997.5 rounds up
  });
  it('charges MRP with no discount', () => {
    expect(sellingPricePaise(4500, 0)).toBe(4500);
  });
});

describe('pointMoneyPerUnitPaise', () => {
  it('is MRP minus the company price', () => {
    expect(pointMoneyPerUnitPaise(12000, 11000)).toBe(1000);
  });
  it('is never negative', () => {
    expect(pointMoneyPerUnitPaise(1000, 1200)).toBe(0);
  });
});

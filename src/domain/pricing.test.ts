import { describe, expect, it } from 'vitest';
import { pointMoneyPerUnitPaise, sellingPricePaise, wasPricePaise } from './pricing';

describe('sellingPricePaise', () => {
  it('takes the tier discount off MRP', () => {
    expect(sellingPricePaise(10000, 2)).toBe(9800);
    expect(sellingPricePaise(10000, 5)).toBe(9500);
  });
  it('rounds to the nearest paisa', () => {
    expect(sellingPricePaise(999, 3)).toBe(969); // 969.03
    expect(sellingPricePaise(1050, 5)).toBe(998); // 997.5 rounds up
  });
  it('rounds a half paisa up with a two-decimal discount too (found by pricing.property.test.ts)', () => {
    expect(sellingPricePaise(186250, 70.68)).toBe(54609); // 54,608.5
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

describe('wasPricePaise', () => {
  it('shows the dummy price when there is one', () => {
    expect(wasPricePaise({ sellingPricePaise: 33810, mrpPaise: 34500, dummyPricePaise: 38000 })).toBe(38000);
  });
  it('shows the MRP when the tier pays less than it, and nothing to a guest paying MRP', () => {
    expect(wasPricePaise({ sellingPricePaise: 33810, mrpPaise: 34500, dummyPricePaise: null })).toBe(34500);
    expect(wasPricePaise({ sellingPricePaise: 34500, mrpPaise: 34500, dummyPricePaise: null })).toBeNull();
  });
  it('never shows a "was" price at or below what is paid', () => {
    expect(wasPricePaise({ sellingPricePaise: 34500, mrpPaise: 34500, dummyPricePaise: 34500 })).toBeNull();
  });
});

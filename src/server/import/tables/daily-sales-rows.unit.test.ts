import { describe, expect, it } from 'vitest';
import { badKind } from '../testing/bad-kind';
import { convertDailySales, explainedByOrders } from './daily-sales-rows';

const day = (fields: Record<string, unknown> = {}) => ({
  id: 'd-1',
  sale_date: '2024-03-05',
  total_sales: '1500.50',
  total_points: '75.25',
  total_orders: '3',
  ...fields,
});

describe('convertDailySales', () => {
  it('reads the day and its totals in paise', () => {
    expect(convertDailySales(day()).value).toEqual({
      legacyId: 'd-1',
      day: '2024-03-05',
      salesPaise: 150050,
      orders: 3,
      pointMoneyPaise: 7525,
    });
  });

  it('reads a timestamp as the Asia/Kolkata day it falls on', () => {
    expect(convertDailySales(day({ sale_date: '2024-03-04T20:00:00Z' })).value.day).toBe('2024-03-05');
    expect(convertDailySales(day({ sale_date: '2024-03-05 23:30:00' })).value.day).toBe('2024-03-05');
  });

  it('refuses a day without a date or with negative totals', () => {
    expect(() => convertDailySales(day({ sale_date: null }))).toThrow(/sale_date/);
    expect(badKind(() => convertDailySales(day({ total_orders: '-1' })))).toBe('negative day total');
  });

  it('is explained by the orders only when sales and order count both agree', () => {
    const { value } = convertDailySales(day());
    expect(explainedByOrders(value, { salesPaise: 150050, orders: 3 })).toBe(true);
    expect(explainedByOrders(value, { salesPaise: 150050, orders: 2 })).toBe(false);
    expect(explainedByOrders(value, { salesPaise: 150000, orders: 3 })).toBe(false);
  });
});

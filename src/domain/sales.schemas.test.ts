import { describe, expect, it } from 'vitest';
import { salesMessages } from './messages';
import {
  dayBefore,
  daysInRange,
  MAX_SALES_RANGE_DAYS,
  salesRangeProblem,
  salesRangeQuerySchema,
  sumSalesDays,
} from './sales.schemas';

describe('salesRangeProblem', () => {
  it("says SPEC's messages first: a date missing, then start after end", () => {
    expect(salesRangeProblem(undefined, '2026-11-01')).toBe(salesMessages.bothDatesRequired);
    expect(salesRangeProblem('2026-11-01', '')).toBe(salesMessages.bothDatesRequired);
    expect(salesRangeProblem('2026-11-02', '2026-11-01')).toBe(salesMessages.startAfterEnd);
  });

  it('refuses what is not a real day', () => {
    expect(salesRangeProblem('2026-02-29', '2026-03-01')).toBe(salesMessages.badDate);
    expect(salesRangeProblem('2026-11-01', '23/11/2026')).toBe(salesMessages.badDate);
    expect(salesRangeProblem('2028-02-29', '2028-03-01')).toBeNull();
  });

  it(`takes up to ${MAX_SALES_RANGE_DAYS} days, a single day included`, () => {
    expect(salesRangeProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(salesRangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(salesRangeProblem('2025-01-01', '2026-01-02')).toBe(
      salesMessages.rangeTooLong(MAX_SALES_RANGE_DAYS),
    );
  });

  it('is what the request schema says', () => {
    const parsed = salesRangeQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(parsed.error?.issues[0]?.message).toBe(salesMessages.startAfterEnd);
    expect(salesRangeQuerySchema.parse({ from: '2026-11-01', to: '2026-11-02' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-02',
    });
  });
});

describe('days', () => {
  it('counts both ends and steps over months and leap days', () => {
    expect(daysInRange('2026-11-01', '2026-11-30')).toBe(30);
    expect(dayBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(dayBefore('2026-11-23', 29)).toBe('2026-10-25');
  });

  it('sums the figures of the days', () => {
    const day = { orders: 2, salesPaise: 150, pointMoneyPaise: 20, collectedPaise: 100, toCollectPaise: 50 };
    expect(sumSalesDays([day, day])).toEqual({
      orders: 4,
      salesPaise: 300,
      pointMoneyPaise: 40,
      collectedPaise: 200,
      toCollectPaise: 100,
    });
    expect(sumSalesDays([]).salesPaise).toBe(0);
  });
});

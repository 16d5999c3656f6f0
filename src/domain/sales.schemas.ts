import { z } from 'zod';
import { salesMessages } from './messages';
import { ORDER_SOURCES } from './order-sources';

/**
 * The Daily Sales Dashboard and its API (DESIGN sections 2 and 7, docs/decisions/031). An order
 * counts on the Asia/Kolkata day it was placed, at what the customer pays (`amountPaidPaise`),
 * unless it was cancelled (rejected is cancelled) or refunded. `collectedPaise` is the part whose
 * payment is recorded (cash taken at delivery, or marked paid); `toCollectPaise` the rest (cash on
 * delivery not yet taken, UPI not yet seen). Sales = collected + to collect.
 */

/** The longest range one search may ask for: a year, a leap day included. */
export const MAX_SALES_RANGE_DAYS = 366;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Milliseconds of a real YYYY-MM-DD day at UTC midnight, or null (2026-02-30 is not a day). */
function dayTime(day: string): number | null {
  if (!ISO_DAY.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? null : time;
}

/** The days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return Math.round(((dayTime(to) ?? 0) - (dayTime(from) ?? 0)) / DAY_MS) + 1;
}

/** The day `days` before a YYYY-MM-DD day (after, when negative). */
export function dayBefore(day: string, days: number): string {
  return new Date((dayTime(day) ?? 0) - days * DAY_MS).toISOString().slice(0, 10);
}

/** What is wrong with a range, in the order the owner should hear it; null when it can be searched. */
export function salesRangeProblem(from: string | undefined, to: string | undefined): string | null {
  if (!from || !to) return salesMessages.bothDatesRequired;
  if (dayTime(from) === null || dayTime(to) === null) return salesMessages.badDate;
  if (from > to) return salesMessages.startAfterEnd;
  if (daysInRange(from, to) > MAX_SALES_RANGE_DAYS) return salesMessages.rangeTooLong(MAX_SALES_RANGE_DAYS);
  return null;
}

/** GET /api/admin/sales?from&to (and the CSV): the screen's form checks the same rules. */
export const salesRangeQuerySchema = z
  .object({
    from: z.string().max(40).optional(),
    to: z.string().max(40).optional(),
  })
  .superRefine((range, context) => {
    const problem = salesRangeProblem(range.from, range.to);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((range) => ({ from: range.from!, to: range.to! }));
export type SalesRange = z.infer<typeof salesRangeQuerySchema>;

export const salesFiguresSchema = z.object({
  orders: z.number().int(),
  salesPaise: z.number().int(),
  pointMoneyPaise: z.number().int(),
  collectedPaise: z.number().int(),
  toCollectPaise: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/**
 * The old app's own figure for a day, kept when the orders imported from it do not explain it
 * (docs/decisions/036). Never added into the figures computed from the orders.
 */
export const importedSalesDaySchema = z
  .object({
    orders: z.number().int(),
    salesPaise: z.number().int(),
    pointMoneyPaise: z.number().int(),
  })
  .meta({
    description: "The old app's hand-kept total for the day, shown apart; not in the computed figures",
  });
export type ImportedSalesDay = z.infer<typeof importedSalesDaySchema>;

/** One Asia/Kolkata day (YYYY-MM-DD), what its orders came to, and the old app's figure if one was imported. */
export const salesDaySchema = salesFiguresSchema.extend({
  date: z.string(),
  imported: importedSalesDaySchema.nullable(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

/** What the range's orders from one source came to (docs/decisions/088): online, phone, counter, import. */
export const salesBySourceSchema = z.object({
  source: z.enum(ORDER_SOURCES),
  orders: z.number().int(),
  salesPaise: z.number().int(),
});
export type SalesBySource = z.infer<typeof salesBySourceSchema>;

export const salesRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first, days without orders included (zeros). */
  days: z.array(salesDaySchema),
  totals: salesFiguresSchema,
  /** The totals' orders and sales by where they came from, every source in order (zeros included). */
  bySource: z.array(salesBySourceSchema),
});
export type SalesRangeReport = z.infer<typeof salesRangeSchema>;

export const NO_SALES: SalesFigures = {
  orders: 0,
  salesPaise: 0,
  pointMoneyPaise: 0,
  collectedPaise: 0,
  toCollectPaise: 0,
};

/** The range's totals: the sum of its days. */
export function sumSalesDays(days: readonly SalesFigures[]): SalesFigures {
  return days.reduce<SalesFigures>(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      salesPaise: sum.salesPaise + day.salesPaise,
      pointMoneyPaise: sum.pointMoneyPaise + day.pointMoneyPaise,
      collectedPaise: sum.collectedPaise + day.collectedPaise,
      toCollectPaise: sum.toCollectPaise + day.toCollectPaise,
    }),
    NO_SALES,
  );
}

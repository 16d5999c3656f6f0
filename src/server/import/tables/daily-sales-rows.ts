import { businessDay } from '../../../domain/business-day';
import { BadValue, integer, rupeesToPaise, text, timestamp } from '../legacy-fields';
import type { LegacyRow } from '../legacy-row';
import { legacyId, type Converted } from './row-conversion';
import { paiseToRupeesText } from '../../../domain/money';

/** One hand-kept day of the old app's daily_sales table. */
export interface DailySalesImport {
  legacyId: string;
  /** The Asia/Kolkata day, YYYY-MM-DD. */
  day: string;
  salesPaise: number;
  orders: number;
  /** total_points, read as point money in rupees like an order's `points`. */
  pointMoneyPaise: number;
}

/** What the imported orders of one day come to, by the sales rule (DESIGN 7). */
export interface DayFigures {
  salesPaise: number;
  orders: number;
}

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

function saleDay(row: LegacyRow): string {
  const given = text(row, 'sale_date');
  if (given === null) throw new BadValue('no sale_date', 'sale_date is missing');
  // A plain date is the shop's own day; a timestamp is read as the Asia/Kolkata day it falls on.
  const at = timestamp(PLAIN_DAY.test(given) ? `${given}T12:00:00` : given)!;
  return businessDay(at);
}

export function convertDailySales(row: LegacyRow): Converted<DailySalesImport> {
  const sales = rupeesToPaise(row.total_sales) ?? 0;
  const orders = integer(row.total_orders) ?? 0;
  if (sales < 0 || orders < 0)
    throw new BadValue('negative day total', `sales ${paiseToRupeesText(sales)}, orders ${orders}`);
  return {
    value: {
      legacyId: legacyId(row),
      day: saleDay(row),
      salesPaise: sales,
      orders,
      pointMoneyPaise: rupeesToPaise(row.total_points) ?? 0,
    },
    notes: [],
  };
}

/** A hand-kept day the imported orders explain: the same sales and the same number of orders. */
export function explainedByOrders(day: DailySalesImport, fromOrders: DayFigures): boolean {
  return day.salesPaise === fromOrders.salesPaise && day.orders === fromOrders.orders;
}

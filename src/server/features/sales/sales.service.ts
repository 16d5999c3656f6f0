import { businessDay } from '../../../domain/business-day';
import { ORDER_SOURCES } from '../../../domain/order-sources';
import {
  sumSalesDays,
  type SalesBySource,
  type SalesDay,
  type SalesRange,
  type SalesRangeReport,
} from '../../../domain/sales.schemas';
import type { Queryable } from '../../db/client';

/**
 * The Daily Sales Dashboard (DESIGN section 7, docs/decisions/031): per Asia/Kolkata day an order
 * was placed, what customers pay on orders not cancelled (rejected is cancelled) or refunded, their
 * count, the point money they earn, and how much of it is collected. Read from sales_days, the
 * per-day sums a trigger keeps from the orders (migration 018), so a year costs what a day does.
 * A day the old app's hand-kept table gave differently carries that figure apart (`imported`,
 * migration 022), never summed into the computed ones.
 */
interface DayRow {
  date: string;
  orders: number;
  sales_paise: number;
  point_money_paise: number;
  collected_paise: number;
  imported_orders: number | null;
  imported_sales_paise: number | null;
  imported_point_money_paise: number | null;
}

const toDay = (row: DayRow): SalesDay => ({
  date: row.date,
  orders: Number(row.orders),
  salesPaise: Number(row.sales_paise),
  pointMoneyPaise: Number(row.point_money_paise),
  collectedPaise: Number(row.collected_paise),
  toCollectPaise: Number(row.sales_paise) - Number(row.collected_paise),
  imported:
    row.imported_orders === null
      ? null
      : {
          orders: Number(row.imported_orders),
          salesPaise: Number(row.imported_sales_paise),
          pointMoneyPaise: Number(row.imported_point_money_paise),
        },
});

export function createSalesService(db: Queryable) {
  /** Every day from `from` to `to` (both included, oldest first), days without orders as zeros. */
  async function days({ from, to }: SalesRange): Promise<SalesDay[]> {
    const rows = await db.query<DayRow>(
      `select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(sum(s.orders), 0) as orders,
              coalesce(sum(s.sales_paise), 0) as sales_paise,
              coalesce(sum(s.point_money_paise), 0) as point_money_paise,
              coalesce(sum(s.collected_paise), 0) as collected_paise,
              i.orders as imported_orders, i.sales_paise as imported_sales_paise,
              i.point_money_paise as imported_point_money_paise
       from generate_series($1::date, $2::date, interval '1 day') as d(day)
       left join sales_days s on s.day = d.day::date
       left join imported_sales_days i on i.day = d.day::date
       group by d.day, i.day
       order by d.day`,
      [from, to],
    );
    return rows.map(toDay);
  }

  /** The range's orders and sales by source (docs/decisions/088), from the same kept sums. */
  async function bySource({ from, to }: SalesRange): Promise<SalesBySource[]> {
    const rows = await db.query<{ source: string; orders: string; sales_paise: string }>(
      `select source, sum(orders) as orders, sum(sales_paise) as sales_paise
       from sales_days where day between $1::date and $2::date group by source`,
      [from, to],
    );
    const bySource = new Map(rows.map((row) => [row.source, row]));
    return ORDER_SOURCES.map((source) => ({
      source,
      orders: Number(bySource.get(source)?.orders ?? 0),
      salesPaise: Number(bySource.get(source)?.sales_paise ?? 0),
    }));
  }

  return {
    async range(range: SalesRange): Promise<SalesRangeReport> {
      const [list, sources] = await Promise.all([days(range), bySource(range)]);
      return { ...range, days: list, totals: sumSalesDays(list), bySource: sources };
    },

    /** Today in Asia/Kolkata, by the API's clock (as every other "today" of the admin's screens). */
    async today(now: Date = new Date()): Promise<SalesDay> {
      const day = businessDay(now);
      const [today] = await days({ from: day, to: day });
      return today!;
    },
  };
}
export type SalesService = ReturnType<typeof createSalesService>;

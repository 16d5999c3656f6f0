import { BUSINESS_TIME_ZONE, businessDay } from '../../../domain/business-day';
import type { DashboardCounts } from '../../../domain/dashboard.schemas';
import type { Queryable } from '../../db/client';
import { customerCounts } from '../customers';

/** "New this week": who joined in the last 7 Asia/Kolkata days, today included. */
const WEEK_DAYS = 7;

/**
 * The dashboard's counts (docs/decisions/033), none of which reads a whole table: customers and
 * pending registrations from migration 011's customer_counts (as the customers screen's cards),
 * products from the categories' kept product_count, low and out of stock from migration 033's
 * partial index, pending orders from orders_pending_idx, and the newest customers from
 * customers_created_idx (one range).
 */
export async function dashboardCounts(db: Queryable): Promise<DashboardCounts> {
  const [customers, [row]] = await Promise.all([
    customerCounts(db),
    db.query<Omit<DashboardCounts, 'customers' | 'pendingRegistrations'>>(
      // The threshold is written into the statement: the planner uses the partial index only when it
      // sees the query's condition within the index's.
      `select
         (select count(*) from customers
           where created_at >= ($1::date - $2::integer + 1)::timestamp at time zone $3)::bigint as "newThisWeek",
         (select coalesce(sum(product_count), 0) from categories)::bigint as products,
         (select count(*) from products where low_stock_quantity is not null and low_stock_quantity > 0)::bigint as "lowStock",
         (select count(*) from products where low_stock_quantity is not null and low_stock_quantity = 0)::bigint as "outOfStock",
         (select count(*) from orders where status = 'pending')::bigint as "pendingOrders"`,
      [businessDay(), WEEK_DAYS, BUSINESS_TIME_ZONE],
    ),
  ]);
  return { ...row!, customers: customers.total, pendingRegistrations: customers.pending };
}

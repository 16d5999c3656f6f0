/**
 * Real values from the data set for the queries to look up: phones, codes and order ids that
 * exist, the customer with the most orders, the biggest referrers, the newest day with orders.
 */
import type { Database } from '../../src/server/db/client';
import { listOrders } from '../../src/server/features/orders/orders.service';

export interface Sample {
  phones: string[];
  codes: string[];
  orderIds: string[];
  categories: string[];
  /** The customer with the most orders (the heaviest "my orders" screen). */
  busiestCustomerId: string;
  customerIds: string[];
  /** Codes of the twelve customers with the largest downlines, and of some ordinary referrers. */
  bigReferrerCodes: string[];
  ordinaryReferrerCodes: string[];
  /** The newest Asia/Kolkata day holding orders (the "today" of the data set), as YYYY-MM-DD. */
  newestDay: string;
  /** The purchases list's cursor after 40 pages of 25. */
  deepOrdersCursor: string;
  /** The admins who wrote the audit log, the busiest first. */
  adminIds: string[];
}

const column = async <T>(db: Database, sql: string): Promise<T[]> =>
  (await db.query<{ v: T }>(sql)).map((row) => row.v);

export async function takeSample(db: Database): Promise<Sample> {
  // Customers spread over the whole table (a hash of the id picks them, not the newest).
  const spread = `from customers where status = 'active' order by md5(id::text) limit 40`;
  const [busiest] = await column<string>(
    db,
    `select customer_id as v from orders group by customer_id order by count(*) desc limit 1`,
  );
  let deepOrdersCursor: string | null = null;
  for (let page = 0; page < 40; page++) {
    deepOrdersCursor = (await listOrders(db, { limit: 25, cursor: deepOrdersCursor ?? undefined }))
      .nextCursor;
  }
  return {
    phones: await column(db, `select phone as v ${spread}`),
    codes: await column(db, `select code as v ${spread}`),
    orderIds: await column(db, `select id as v from orders order by md5(id) limit 40`),
    categories: await column(db, `select name as v from categories order by name`),
    busiestCustomerId: busiest!,
    customerIds: await column(db, `select id::text as v ${spread}`),
    bigReferrerCodes: await column(
      db,
      `select c.code as v from referral_downlines d join customers c on c.id = d.customer_id
       order by d.size desc limit 12`,
    ),
    ordinaryReferrerCodes: await column(
      db,
      `select c.code as v from customers c where exists (select 1 from customers k where k.parent_id = c.id)
       order by md5(c.id::text) limit 40`,
    ),
    newestDay: (
      await column<string>(
        db,
        `select to_char(max(order_date) at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as v from orders`,
      )
    )[0]!,
    deepOrdersCursor: deepOrdersCursor!,
    adminIds: await column(db, `select id::text as v from admin_users order by created_at, username`),
  };
}

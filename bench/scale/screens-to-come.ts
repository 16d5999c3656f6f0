/**
 * Screens that later issues build (DESIGN section 2's referral tree and sales calls): no service
 * runs them yet, so their queries are written here as those services would run them, on the
 * indexes migration 011 adds for them. The admin's customers screen (issue 11) runs its service
 * (src/server/features/customers), as bench/scale/screens.ts runs the products service; points
 * history runs the SQL of src/server/features/loyalty/points.routes.ts.
 */
import type { Database } from '../../src/server/db/client';
import { customerCounts } from '../../src/server/features/customers/customer-list';
import { createCustomersService } from '../../src/server/features/customers/customers.service';
import { CUSTOMER_LIST_STATUSES } from '../../src/domain/customers.schemas';
import type { Sample } from './sample';
import { cycle, PURCHASE_TERMS, type Screen } from './screens';

/**
 * GET /api/admin/sales?from&to: per Asia/Kolkata day an order was placed, what customers pay on
 * orders not cancelled (rejected is cancelled) or refunded, their count and the point money they
 * earn (DESIGN section 7). Each day is its own range of orders_sales_idx, summed from the index
 * alone: working out every order's day (AT TIME ZONE, then grouping) cost four times as much.
 * The days come from an array, so the planner expects a few (generate_series made it expect a
 * thousand and JIT-compile the query).
 */
export function salesByDay(db: Database, from: string, to: string) {
  return db.query<{ date: string; sales_paise: number; orders: number; point_money_paise: number }>(
    `select to_char(d.day, 'YYYY-MM-DD') as date, s.sales_paise, s.orders, s.point_money_paise
     from unnest(array(select generate_series($1::date, $2::date, interval '1 day')::date)) as d(day)
     cross join lateral (
       select coalesce(sum(o.amount_paid_paise), 0) as sales_paise, count(*) as orders,
              coalesce(sum(o.point_money_paise), 0) as point_money_paise
       from orders o
       where o.order_date >= d.day::timestamp at time zone 'Asia/Kolkata'
         and o.order_date < (d.day + 1)::timestamp at time zone 'Asia/Kolkata'
         and o.status not in ('cancelled', 'refunded')
     ) s
     order by d.day`,
    [from, to],
  );
}

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** How many customers are below a customer in the referral tree (kept by migration 011's triggers). */
export async function downlineSize(db: Database, code: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select coalesce(d.size, 0) as n from customers c left join referral_downlines d on d.customer_id = c.id
     where c.code = $1`,
    [code],
  );
  return row!.n;
}

const TREE_MEMBER = `c.code, c.name, c.tier, c.status, c.points,
  (select count(*) from customers k where k.parent_id = c.id)::int as child_count,
  coalesce((select size from referral_downlines d where d.customer_id = c.id), 0) as downline_size`;

/**
 * GET /api/admin/referral-tree?code=: the member and a page of their children in the order they
 * joined (keyset on joined_at, id), each with child count and downline size. A100, the shop, is
 * the parent of everyone who joined without a referrer.
 */
export async function referralTreePage(db: Database, code: string, limit = 25) {
  if (code === 'A100') {
    const children = await db.query(
      `select ${TREE_MEMBER} from customers c where c.parent_id is null order by c.joined_at, c.id limit $1`,
      [limit + 1],
    );
    const [all] = await db.query<{ n: number }>('select sum(how_many)::int as n from customer_counts');
    return { node: { code, downlineSize: all!.n }, children };
  }
  const [node] = await db.query<{ id: string }>(
    `select c.id, ${TREE_MEMBER} from customers c where c.code = $1`,
    [code],
  );
  const children = await db.query(
    `select ${TREE_MEMBER} from customers c where c.parent_id = $1 order by c.joined_at, c.id limit $2`,
    [node!.id, limit + 1],
  );
  return { node, children };
}

export function laterScreens(db: Database, sample: Sample): Screen[] {
  const day = sample.newestDay;
  const customer = cycle(sample.customerIds);
  const customers = createCustomersService(db);
  // The customers list's cursor after 40 pages of 25, found once, in the first (warm-up) run.
  let deepCursor: Promise<string | undefined> | undefined;
  const deepCustomersCursor = () =>
    (deepCursor ??= (async () => {
      let cursor: string | undefined;
      for (let page = 0; page < 40; page++)
        cursor = (await customers.list({ limit: 25, cursor })).nextCursor ?? undefined;
      return cursor;
    })());
  return [
    { label: 'sales: today (to come)', run: () => salesByDay(db, day, day) },
    { label: 'sales: last 7 days (to come)', run: () => salesByDay(db, daysBefore(day, 6), day) },
    { label: 'sales: last 30 days (to come)', run: () => salesByDay(db, daysBefore(day, 29), day) },
    { label: 'sales: last 365 days (to come)', run: () => salesByDay(db, daysBefore(day, 364), day) },
    { label: 'customers: first page', run: () => customers.list({ limit: 25 }) },
    {
      label: 'customers: page 41',
      run: async () => customers.list({ limit: 25, cursor: await deepCustomersCursor() }),
    },
    { label: 'customers: counts', run: () => customerCounts(db) },
    {
      label: 'customers: status filter',
      run: (i) => customers.list({ status: cycle(CUSTOMER_LIST_STATUSES)(i), limit: 25 }),
    },
    {
      label: 'customers: search, 1-2 characters',
      run: (i) =>
        customers.list({
          search: cycle([...PURCHASE_TERMS.oneCharacter, ...PURCHASE_TERMS.twoCharacters])(i),
          limit: 25,
        }),
    },
    {
      label: 'customers: search, names and words',
      run: (i) =>
        customers.list({
          search: cycle([
            ...PURCHASE_TERMS.names,
            ...PURCHASE_TERMS.midFrequency,
            ...PURCHASE_TERMS.rareOrNone,
          ])(i),
          limit: 25,
        }),
    },
    {
      label: 'customers: search, phone (as typed) or code',
      run: (i) => {
        const p = cycle(sample.phones)(i);
        return customers.list({
          search:
            i % 3 === 0 ? cycle(sample.codes)(i) : i % 3 === 1 ? p : `+91 ${p.slice(0, 5)} ${p.slice(5)}`,
          limit: 25,
        });
      },
    },
    {
      label: 'customers: search and status filter',
      run: (i) =>
        customers.list({
          search: cycle([...PURCHASE_TERMS.twoCharacters, ...PURCHASE_TERMS.names])(i),
          status: cycle(CUSTOMER_LIST_STATUSES)(i),
          limit: 25,
        }),
    },
    { label: 'customers: one customer', run: (i) => customers.get(customer(i)) },
    { label: 'referral tree: A100, the root (to come)', run: () => referralTreePage(db, 'A100') },
    {
      label: 'referral tree: big referrer (to come)',
      run: (i) => referralTreePage(db, cycle(sample.bigReferrerCodes)(i)),
    },
    {
      label: 'referral tree: ordinary customer (to come)',
      run: (i) => referralTreePage(db, cycle(sample.ordinaryReferrerCodes)(i)),
    },
    {
      label: 'downline size: big referrer (to come)',
      run: (i) => downlineSize(db, cycle(sample.bigReferrerCodes)(i)),
    },
    {
      label: 'downline size: ordinary customer (to come)',
      run: (i) => downlineSize(db, cycle(sample.ordinaryReferrerCodes)(i)),
    },
    {
      label: 'points history',
      run: (i) =>
        db.query(
          `select l.id, l.created_at, l.kind, l.points_delta, l.point_money_paise, l.order_id, s.code as source_code, l.level, l.note
           from points_ledger l left join customers s on s.id = l.source_customer_id
           where l.customer_id = $1 and ($2::bigint is null or l.id < $2)
           order by l.id desc limit $3`,
          [customer(i), null, 51],
        ),
    },
  ];
}

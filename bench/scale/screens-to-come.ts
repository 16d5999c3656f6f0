/**
 * Screens that later issues build (DESIGN section 2's admin customers, referral tree and sales
 * calls): no service runs them yet, so their queries are written here as those services would
 * run them, on the indexes migration 011 adds for them. The one exception, points history, runs
 * the SQL of src/server/features/loyalty/points.routes.ts.
 *
 * The referral tree and downline rows run the real service (src/server/features/referral-tree).
 */
import { isWellFormedCode, normaliseCode } from '../../src/domain/customer-code';
import { isValidPhone, normalisePhone } from '../../src/domain/phone';
import type { Database } from '../../src/server/db/client';
import { newestMatches } from '../../src/server/db/newest-matches';
import { createReferralTreeService } from '../../src/server/features/referral-tree/referral-tree.service';
import { searchPattern } from '../../src/server/db/search-pattern';
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

/**
 * GET /api/admin/customers?search=: newest first, searched like purchases (docs/decisions/018): a
 * whole phone or code exactly, three characters or more anywhere in name, phone or code, one or
 * two at the start of a word of the name or phone.
 */
export async function customersPage(db: Database, search: string | undefined, limit = 25) {
  const term = search?.trim() ?? '';
  const newestFirst = 'order by c.created_at desc, c.id desc';
  let ids: string[];
  if (term && (isValidPhone(normalisePhone(term)) || isWellFormedCode(normaliseCode(term)))) {
    ids = (
      await db.query<{ id: string }>('select id from customers c where c.phone = $1 or c.code = $2', [
        normalisePhone(term),
        normaliseCode(term),
      ])
    ).map((row) => row.id);
  } else if (term) {
    const { pattern, wordStart } = searchPattern(term);
    ids = await newestMatches(db, {
      from: 'customers c',
      orderBy: ['c.created_at', 'c.id'],
      filters: [],
      match: `c.${wordStart ? 'search_words' : 'search_text'} like lower($1)`,
      params: [pattern],
      limit: limit + 1,
      window: 10_000,
    });
  } else {
    ids = (
      await db.query<{ id: string }>(`select id from customers c ${newestFirst} limit $1`, [limit + 1])
    ).map((row) => row.id);
  }
  return db.query(
    `select c.id, c.name, c.phone, c.code, p.code as parent_code, c.tier, c.status, c.is_reserved, c.points,
            c.point_money_paise, c.total_spent_paise, c.joined_at, c.password_hash is not null as has_password,
            (select count(*) from customers k where k.parent_id = c.id)::int as child_count
     from customers c left join customers p on p.id = c.parent_id
     where c.id = any($1::uuid[]) ${newestFirst}`,
    [ids],
  );
}

/** The customers screen's stat cards, from the counts migration 011's triggers keep. */
export async function customerCounts(db: Database) {
  const [row] = await db.query(
    `select coalesce(sum(how_many), 0) as total,
            coalesce(sum(how_many) filter (where status = 'active' and not is_reserved), 0) as active,
            coalesce(sum(how_many) filter (where status = 'pending' and not is_reserved), 0) as pending,
            coalesce(sum(how_many) filter (where is_reserved), 0) as reserved,
            coalesce(sum(how_many) filter (where status = 'rejected' and not is_reserved), 0) as disabled
     from customer_counts`,
  );
  return row;
}

export function laterScreens(db: Database, sample: Sample): Screen[] {
  const day = sample.newestDay;
  const customer = cycle(sample.customerIds);
  const tree = createReferralTreeService(db);
  return [
    { label: 'sales: today (to come)', run: () => salesByDay(db, day, day) },
    { label: 'sales: last 7 days (to come)', run: () => salesByDay(db, daysBefore(day, 6), day) },
    { label: 'sales: last 30 days (to come)', run: () => salesByDay(db, daysBefore(day, 29), day) },
    { label: 'sales: last 365 days (to come)', run: () => salesByDay(db, daysBefore(day, 364), day) },
    { label: 'customers: first page (to come)', run: () => customersPage(db, undefined) },
    { label: 'customers: counts (to come)', run: () => customerCounts(db) },
    {
      label: 'customers: search, 1-2 characters (to come)',
      run: (i) =>
        customersPage(db, cycle([...PURCHASE_TERMS.oneCharacter, ...PURCHASE_TERMS.twoCharacters])(i)),
    },
    {
      label: 'customers: search, names and words (to come)',
      run: (i) =>
        customersPage(
          db,
          cycle([...PURCHASE_TERMS.names, ...PURCHASE_TERMS.midFrequency, ...PURCHASE_TERMS.rareOrNone])(i),
        ),
    },
    {
      label: 'customers: search, phone or code (to come)',
      run: (i) => customersPage(db, i % 2 ? cycle(sample.phones)(i) : cycle(sample.codes)(i)),
    },
    { label: 'referral tree: A100, the root', run: () => tree.page({ limit: 50 }) },
    {
      label: 'referral tree: big referrer',
      run: (i) => tree.page({ code: cycle(sample.bigReferrerCodes)(i), limit: 50 }),
    },
    {
      label: 'referral tree: ordinary customer',
      run: (i) => tree.page({ code: cycle(sample.ordinaryReferrerCodes)(i), limit: 50 }),
    },
    {
      label: 'referral tree: search by code/phone (path)',
      run: (i) => tree.find(i % 2 ? cycle(sample.phones)(i) : cycle(sample.codes)(i)),
    },
    {
      label: 'downline size: big referrer',
      run: (i) => tree.find(cycle(sample.bigReferrerCodes)(i)),
    },
    {
      label: 'downline size: ordinary customer',
      run: (i) => tree.find(cycle(sample.ordinaryReferrerCodes)(i)),
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

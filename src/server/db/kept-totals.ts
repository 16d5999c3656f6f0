import { RANKED_LEDGER_KINDS } from '../../domain/leaderboard';

/**
 * The totals the shop keeps beside its rows, so that screens read them instead of counting: the
 * points balances (DESIGN 4: always the ledger's sums) and the counters the migrations' triggers
 * keep. Each entry is a query of the rows whose kept total differs from a count from scratch, one
 * row each with `example`, a line naming it; a sound shop has none. Set-based (one pass over each
 * table, no walk of the tree), so the restore checks a whole shop in seconds (docs/decisions/039),
 * and tests check the invariants after their changes.
 */
export interface KeptTotal {
  /** What differs, for one row: "customers whose …". */
  what: string;
  sql: string;
}

const ranked = RANKED_LEDGER_KINDS.map((kind) => `'${kind}'`).join(', ');

/**
 * DESIGN 4: cached balances equal the ledger's sums (pending points too, docs/decisions/074);
 * decision 032: lifetime points its awards less reversals.
 */
export const LEDGER_BALANCES: KeptTotal = {
  what: 'customers whose points, pending points, point money or lifetime points differ from their points ledger',
  sql: `
    select c.code || ': ' || c.points || ' points, ' || c.pending_points || ' pending, ' || c.point_money_paise
           || ' paise point money, ' || c.lifetime_points || ' lifetime points; the ledger adds up to '
           || coalesce(l.p, 0) || ', ' || coalesce(l.w, 0) || ', ' || coalesce(l.m, 0) || ' and ' || coalesce(l.e, 0) as example
    from customers c
    left join (select customer_id, sum(points_delta) as p, sum(pending_delta) as w, sum(carry_delta_paise) as m,
                      sum(points_delta) filter (where kind in (${ranked})) as e
                 from points_ledger group by customer_id) l on l.customer_id = c.id
    where c.points <> coalesce(l.p, 0) or c.point_money_paise <> coalesce(l.m, 0)
       or c.pending_points <> coalesce(l.w, 0) or c.lifetime_points <> coalesce(l.e, 0)`,
};

/** Migration 019: how many ranked (active, earned) customers hold each lifetime total. */
export const RANKING_TALLIES: KeptTotal = {
  what: 'leaderboard tallies that differ from the ranked customers',
  sql: `
    select coalesce(t.lifetime_points, c.lifetime_points) || ' lifetime points: ' || coalesce(t.customers, 0)
           || ' tallied, ' || coalesce(c.n, 0) || ' customers hold it' as example
    from (select lifetime_points, customers from leaderboard_tallies where customers > 0) t
    full join (select lifetime_points, count(*) as n from customers
               where status = 'active' and lifetime_points > 0 group by lifetime_points) c
      on c.lifetime_points = t.lifetime_points
    where t.customers is distinct from c.n`,
};

/**
 * Migrations 011 and 015: each member's direct children and downline size. Checked one level at
 * a time: a member's downline is each child plus the child's own downline. Once every member
 * passes that, and the tree has no loop (checked before: restored-data-checks.ts), the sizes equal
 * a count from scratch (by induction from the members with no children, whose size must be 0).
 */
export const REFERRAL_COUNTS: KeptTotal = {
  what: 'members whose child count or downline size differs from the referral tree',
  sql: `
    select c.code || ' keeps ' || coalesce(d.children, 0) || ' children and ' || coalesce(d.size, 0)
           || ' below; its ' || coalesce(k.children, 0) || ' children and their downlines make '
           || coalesce(k.size, 0) as example
    from customers c
    left join referral_downlines d on d.customer_id = c.id
    left join (select m.parent_id, count(*) as children, sum(1 + coalesce(md.size, 0)) as size
                 from customers m left join referral_downlines md on md.customer_id = m.id
                where m.parent_id is not null group by m.parent_id) k on k.parent_id = c.id
    where coalesce(d.children, 0) <> coalesce(k.children, 0) or coalesce(d.size, 0) <> coalesce(k.size, 0)`,
};

/** Migration 015: A100's (the shop's) direct children, in its one row. */
export const REFERRAL_ROOT: KeptTotal = {
  what: "counts of the shop's (A100's) direct children that differ from the tree",
  sql: `
    select 'A100 keeps ' || coalesce(r.kept::text, 'no count of') || ' children in ' || r.rows || ' rows; '
           || r.counted || ' customers joined without a referrer' as example
    from (select (select count(*) from referral_root) as rows, (select max(children) from referral_root) as kept,
                 (select count(*) from customers where parent_id is null and not is_walk_in) as counted) r
    where r.rows <> 1 or r.kept <> r.counted`,
};

/** Migration 011: customers by status (and reserved) for the customers screen's cards. */
export const CUSTOMER_COUNTS: KeptTotal = {
  what: 'customer counts by status that differ from the customers',
  sql: `
    select coalesce(k.status, c.status) || case when coalesce(k.is_reserved, c.is_reserved) then ' (reserved)' else '' end
           || ': ' || coalesce(k.how_many, 0) || ' kept, ' || coalesce(c.n, 0) || ' customers' as example
    from customer_counts k
    full join (select status, is_reserved, count(*) as n from customers where not is_walk_in group by 1, 2) c
      on c.status = k.status and c.is_reserved = k.is_reserved
    where coalesce(k.how_many, 0) <> coalesce(c.n, 0)`,
};

/** Migration 011: each category's product count. */
export const CATEGORY_PRODUCT_COUNTS: KeptTotal = {
  what: 'categories whose product count differs from their products',
  sql: `
    select c.name || ': ' || c.product_count || ' kept, ' || coalesce(p.n, 0) || ' products' as example
    from categories c
    left join (select category_id, count(*) as n from products group by category_id) p on p.category_id = c.id
    where c.product_count <> coalesce(p.n, 0)`,
};

/** Migration 018: each Asia/Kolkata day's sums of the orders that count (shards summed), per source (migration 054). */
export const SALES_DAYS: KeptTotal = {
  what: "days whose sales totals differ from that day's orders",
  sql: `
    select coalesce(k.day, o.day) || ' ' || coalesce(k.source, o.source) || ': ' || coalesce(k.orders, 0) || ' orders, '
           || coalesce(k.sales, 0) || ' paise kept; ' || coalesce(o.orders, 0) || ' orders, ' || coalesce(o.sales, 0)
           || ' paise' as example
    from (select day, source, sum(orders) as orders, sum(sales_paise) as sales, sum(point_money_paise) as money,
                 sum(collected_paise) as collected
            from sales_days group by day, source) k
    full join (select (order_date at time zone 'Asia/Kolkata')::date as day, source, count(*) as orders,
                      sum(amount_paid_paise - refunded_paise) as sales,
                      sum(point_money_paise - refunded_point_money_paise) as money,
                      coalesce(sum(greatest(least(paid_paise, amount_paid_paise - refunded_paise), 0)), 0) as collected
                 from orders where status not in ('cancelled', 'refunded') group by 1, 2) o
      on o.day = k.day and o.source = k.source
    where (coalesce(k.orders, 0), coalesce(k.sales, 0), coalesce(k.money, 0), coalesce(k.collected, 0))
          is distinct from (coalesce(o.orders, 0), coalesce(o.sales, 0), coalesce(o.money, 0), coalesce(o.collected, 0))`,
};

/** Migration 038: each order's paid amount is what its payments come to (in less out, voided aside). */
export const ORDER_PAYMENTS: KeptTotal = {
  what: 'orders whose paid amount differs from their payments',
  sql: `
    select o.id || ' keeps ' || o.paid_paise || ' paise paid; its payments come to ' || coalesce(p.net, 0) as example
    from orders o
    left join (select order_id, sum(case when direction = 'in' then amount_paise else -amount_paise end) as net
                 from payments where voided_at is null group by order_id) p on p.order_id = o.id
    where o.paid_paise <> coalesce(p.net, 0)`,
};

/** Every kept total, in the order a report names them. */
export const KEPT_TOTALS: readonly KeptTotal[] = [
  LEDGER_BALANCES,
  RANKING_TALLIES,
  REFERRAL_COUNTS,
  REFERRAL_ROOT,
  CUSTOMER_COUNTS,
  CATEGORY_PRODUCT_COUNTS,
  SALES_DAYS,
  ORDER_PAYMENTS,
];

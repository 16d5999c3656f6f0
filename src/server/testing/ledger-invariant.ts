import { RANKED_LEDGER_KINDS } from '../../domain/leaderboard';
import type { Queryable } from '../db/client';

const ranked = RANKED_LEDGER_KINDS.map((kind) => `'${kind}'`).join(', ');

/**
 * DESIGN 4: customers whose cached balances differ from their ledger sums (must always be none),
 * and docs/decisions/032: whose lifetime points differ from their awards less reversals.
 */
export const LEDGER_MISMATCHES_SQL = `
  select c.code, c.points, c.point_money_paise, c.lifetime_points, l.p, l.m, l.e from customers c
  left join (select customer_id, sum(points_delta) as p, sum(carry_delta_paise) as m,
                    sum(points_delta) filter (where kind in (${ranked})) as e
               from points_ledger group by customer_id) l on l.customer_id = c.id
  where c.points <> coalesce(l.p, 0) or c.point_money_paise <> coalesce(l.m, 0)
     or c.lifetime_points <> coalesce(l.e, 0)`;

/** The leaderboard's tallies against a count of the ranked customers (must always be none). */
export const RANKING_TALLY_MISMATCHES_SQL = `
  select coalesce(t.lifetime_points, c.lifetime_points) as lifetime_points, t.customers as tallied, c.n as counted
  from (select lifetime_points, customers from leaderboard_tallies where customers > 0) t
  full join (select lifetime_points, count(*) as n from customers
             where status = 'active' and lifetime_points > 0 group by lifetime_points) c
    on c.lifetime_points = t.lifetime_points
  where t.customers is distinct from c.n`;

export const ledgerMismatches = async (db: Queryable) => [
  ...(await db.query(LEDGER_MISMATCHES_SQL)),
  ...(await db.query(RANKING_TALLY_MISMATCHES_SQL)),
];

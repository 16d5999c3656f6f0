import type { Queryable } from '../db/client';

/** DESIGN 4: customers whose cached balances differ from their ledger sums (must always be none). */
export const LEDGER_MISMATCHES_SQL = `
  select c.code, c.points, c.point_money_paise, l.p, l.m from customers c
  left join (select customer_id, sum(points_delta) as p, sum(carry_delta_paise) as m
               from points_ledger group by customer_id) l on l.customer_id = c.id
  where c.points <> coalesce(l.p, 0) or c.point_money_paise <> coalesce(l.m, 0)`;

export const ledgerMismatches = (db: Queryable) => db.query(LEDGER_MISMATCHES_SQL);

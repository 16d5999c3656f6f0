import { prepared, type Queryable } from '../../db/client';

/**
 * What an order earned its buyer (a receipt's line): the points of its award, spendable or pending,
 * and when pending ones become spendable (null: spendable already, or nothing earned).
 */
export async function orderEarning(
  q: Queryable,
  orderId: string,
  customerId: string,
): Promise<{ points: number; spendableFrom: Date | null }> {
  const [row] = await q.query<{ points: number; releases_at: Date | null }>(
    prepared(`select coalesce(sum(l.points_delta + l.pending_delta), 0)::int as points,
       (select releases_at from pending_awards
        where order_id = $1 and customer_id = $2 and released_at is null and voided_at is null) as releases_at
     from points_ledger l where l.order_id = $1 and l.customer_id = $2 and l.kind = 'order_earned'`),
    [orderId, customerId],
  );
  return { points: row?.points ?? 0, spendableFrom: row?.releases_at ?? null };
}

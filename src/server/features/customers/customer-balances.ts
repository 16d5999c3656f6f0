import { prepared, type Queryable } from '../../db/client';

/**
 * A customer's points, pending points (docs/decisions/074) and lifetime points move by their deltas and the carried point money becomes
 * `carriedPaise`: the cache of their ledger
 * (DESIGN 4): written only by the loyalty module, in the transaction that writes the ledger row,
 * so balances always equal ledger sums.
 */
export async function updatePointBalances(
  tx: Queryable,
  customerId: string,
  change: { pointsDelta: number; pendingDelta: number; carriedPaise: number; lifetimePointsDelta: number },
): Promise<void> {
  await tx.query(
    prepared(`update customers set points = points + $2, point_money_paise = $3, lifetime_points = lifetime_points + $4,
       pending_points = pending_points + $5, updated_at = now() where id = $1`),
    [customerId, change.pointsDelta, change.carriedPaise, change.lifetimePointsDelta, change.pendingDelta],
  );
}

/**
 * Expired points leave their customers' balances, a batch at once (docs/decisions/080): written only
 * by the loyalty module, in the transaction that writes their `points_expired` rows. Lifetime points
 * (the leaderboard's) stay: they were earned.
 */
export async function takeExpiredPoints(
  tx: Queryable,
  expired: readonly { customerId: string; points: number }[],
): Promise<void> {
  if (expired.length === 0) return;
  await tx.query(
    `update customers c set points = c.points - e.points, updated_at = now()
     from unnest($1::uuid[], $2::integer[]) as e (id, points) where c.id = e.id`,
    [expired.map((e) => e.customerId), expired.map((e) => e.points)],
  );
}

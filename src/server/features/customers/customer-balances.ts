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
 * Locks these customers' rows for the transaction, in one fixed order (by id), so that two
 * transactions locking several customers each never lock two of them crosswise.
 */
export async function lockCustomersInOrder(tx: Queryable, customerIds: readonly string[]): Promise<void> {
  await tx.query('select 1 from customers where id = any($1::uuid[]) order by id for update', [
    [...new Set(customerIds)],
  ]);
}

/**
 * Several customers' spendable, pending and lifetime points move at once (a release's batch,
 * docs/decisions/082); their carried point money stays. Like `updatePointBalances`, written only by
 * the loyalty module in the transaction that writes the ledger rows; a customer named twice moves
 * by the sum.
 */
export async function movePointBalances(
  tx: Queryable,
  changes: readonly {
    customerId: string;
    pointsDelta: number;
    pendingDelta: number;
    lifetimePointsDelta: number;
  }[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `update customers c set points = c.points + m.points, pending_points = c.pending_points + m.pending,
       lifetime_points = c.lifetime_points + m.lifetime, updated_at = now()
     from (select id, sum(points) as points, sum(pending) as pending, sum(lifetime) as lifetime
           from unnest($1::uuid[], $2::int[], $3::int[], $4::int[]) as u (id, points, pending, lifetime)
           group by id) m
     where c.id = m.id`,
    [
      changes.map((c) => c.customerId),
      changes.map((c) => c.pointsDelta),
      changes.map((c) => c.pendingDelta),
      changes.map((c) => c.lifetimePointsDelta),
    ],
  );
}

import type { Database } from '../db/client';
import { expireLockedPoints, lockCustomersWithPointsDue } from '../features/loyalty';
import { loadExpiryRule } from '../features/settings';

/** Customers per transaction: short locks, so orders keep being placed during a run. */
export const EXPIRY_BATCH = 2000;

export interface ExpiryRun {
  customers: number;
  points: number;
}

/**
 * Points expire (DESIGN 11.3, docs/decisions/080): a batch of customers per transaction, in id
 * order, until every customer holding points has been looked at; only those with points due are
 * locked (a run with nothing due writes nothing), and each loses what their balance
 * holds beyond their credits not yet expired at `now` (first in, first out, a `points_expired`
 * row). Nothing while points never expire. Safe to run twice and from several processes at once
 * (customers are locked with `skip locked` and their points read after the lock: a second look
 * finds nothing due), and killed half-way (a batch is expired whole or not at all; the rest waits
 * for the next run). A customer another transaction holds is skipped: done at the next run.
 */
export async function expirePoints(
  db: Database,
  { now = new Date() }: { now?: Date } = {},
): Promise<ExpiryRun> {
  const run: ExpiryRun = { customers: 0, points: 0 };
  const rule = await loadExpiryRule(db);
  if (!rule) return run;
  let after: string | null = null;
  for (;;) {
    const batch: { last: string | null; customers: number; points: number } = await db.transaction(
      async (tx) => {
        const { ids, last } = await lockCustomersWithPointsDue(tx, after, EXPIRY_BATCH, rule, now);
        return { last, ...(await expireLockedPoints(tx, ids, rule, now)) };
      },
    );
    run.customers += batch.customers;
    run.points += batch.points;
    if (batch.last === null) return run;
    after = batch.last;
  }
}

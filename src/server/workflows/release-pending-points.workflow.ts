import type { Database } from '../db/client';
import { addOrderSpends, lockCustomersInOrder } from '../features/customers';
import { claimDueAwards, releaseAwards } from '../features/loyalty';
import { loadLoyaltySettings } from '../features/settings';

/**
 * Awards released per transaction: short locks, so orders keep being placed and delivered during a
 * run (docs/decisions/082 has the measurements it was picked by).
 */
export const RELEASE_BATCH = 200;

export interface ReleaseRun {
  /** Awards released (including ones a refund had emptied). */
  awards: number;
  points: number;
}

/**
 * Releasing pending points (DESIGN 11.3, docs/decisions/074), a batch per transaction until none
 * is due at `now`: each due award's points become spendable (a `points_released` ledger row), and
 * at the buyer's the order's spend (less refunds inside the window) counts towards lifetime spend,
 * the month the order was delivered in, and the tier. A batch is a few set-based statements
 * (docs/decisions/082), whatever its size. Safe to run twice, from several processes at once (each
 * batch claims its awards with `for update skip locked`: another run takes others, and locks its
 * customers in one fixed order, so two runs never lock two customers crosswise), and killed
 * half-way (a batch is released whole or not at all; the rest waits for the next run). `at` dates
 * the rows (the demo seed writes history); otherwise they are written now. `batchSize` is for the
 * bench that picked RELEASE_BATCH.
 */
export async function releasePendingPoints(
  db: Database,
  { now = new Date(), at, batchSize = RELEASE_BATCH }: { now?: Date; at?: Date; batchSize?: number } = {},
): Promise<ReleaseRun> {
  const run: ReleaseRun = { awards: 0, points: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await claimDueAwards(tx, now, batchSize);
      if (due.length === 0) return { awards: 0, points: 0 };
      const settings = await loadLoyaltySettings(tx);
      await lockCustomersInOrder(
        tx,
        due.map((award) => award.customerId),
      );
      const points = await releaseAwards(tx, due, { adminId: null, at });
      await addOrderSpends(
        tx,
        due
          .filter((award) => award.isBuyer)
          .map((award) => ({
            customer_id: award.customerId,
            amount_paid_paise: award.spendPaise,
            at: award.deliveredAt,
          })),
        settings,
      );
      return { awards: due.length, points };
    });
    run.awards += batch.awards;
    run.points += batch.points;
    if (batch.awards < batchSize) return run;
  }
}

import type { Database } from '../db/client';
import { addOrderSpend } from '../features/customers';
import { claimDueAwards, releaseAward } from '../features/loyalty';
import { loadLoyaltySettings } from '../features/settings';

/** Awards released per transaction: short locks, so orders keep being placed and delivered during a run. */
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
 * the month the order was delivered in, and the tier. Safe to run twice, from several processes at
 * once (each batch claims its awards with `for update skip locked`: another run takes others), and
 * killed half-way (a batch is released whole or not at all; the rest waits for the next run).
 * `at` dates the rows (the demo seed writes history); otherwise they are written now.
 */
export async function releasePendingPoints(
  db: Database,
  { now = new Date(), at }: { now?: Date; at?: Date } = {},
): Promise<ReleaseRun> {
  const run: ReleaseRun = { awards: 0, points: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await claimDueAwards(tx, now, RELEASE_BATCH);
      if (due.length === 0) return { awards: 0, points: 0 };
      const settings = await loadLoyaltySettings(tx);
      let points = 0;
      // One customer after another in a fixed order: two runs never lock two customers crosswise.
      for (const award of [...due].sort((a, b) => a.customerId.localeCompare(b.customerId))) {
        points += await releaseAward(tx, award, { adminId: null, at });
        if (award.isBuyer)
          await addOrderSpend(
            tx,
            { customer_id: award.customerId, amount_paid_paise: award.spendPaise },
            settings,
            { at: award.deliveredAt },
          );
      }
      return { awards: due.length, points };
    });
    run.awards += batch.awards;
    run.points += batch.points;
    if (batch.awards < RELEASE_BATCH) return run;
  }
}

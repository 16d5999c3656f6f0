/**
 * The expiry run over the scale data set (docs/decisions/080): expiry turned on with 12 months as
 * if three years before the data set was made, so the points of orders delivered more than a year
 * before it (about half of them) are due. `runExpiryOverDataset` runs it and times it, for this
 * bench and for a harness that measures order placement while it runs. The run writes its rows:
 * a second bench on the same data set times a run that finds nothing due (the cost of looking).
 */
import type { Database } from '../../src/server/db/client';
import { expirePoints, type ExpiryRun } from '../../src/server/workflows/expire-points.workflow';

export const SCALE_EXPIRY_MONTHS = 12;

/** Turns expiry on as the data set's shop would have, and runs it as of when the data set was made. */
export async function runExpiryOverDataset(
  db: Database,
  madeAt: Date,
): Promise<ExpiryRun & { seconds: number; alreadyRun: boolean }> {
  const [{ already }] = (await db.query<{ already: boolean }>(
    `select exists (select 1 from points_ledger where kind = 'points_expired') as already`,
  )) as [{ already: boolean }];
  await db.query(
    `update settings set points_expire_after_months = $1, points_expire_since = $2::timestamptz - interval '1095 days'`,
    [SCALE_EXPIRY_MONTHS, madeAt],
  );
  const started = performance.now();
  const run = await expirePoints(db, { now: madeAt });
  return { ...run, seconds: (performance.now() - started) / 1000, alreadyRun: already };
}

export function formatExpiryRun(run: Awaited<ReturnType<typeof runExpiryOverDataset>>): string {
  return (
    `${run.points} points of ${run.customers} customers expired (${SCALE_EXPIRY_MONTHS} months)` +
    (run.alreadyRun ? ', the rest of an earlier run on this data set' : '')
  );
}

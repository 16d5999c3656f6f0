import type { Database } from '../db/client';
import { refreshPointsLiability } from '../features/loyalty';
import { expirePoints } from './expire-points.workflow';
import { releasePendingPoints } from './release-pending-points.workflow';

type Log = { info(message: string): void; error(message: string): void };

/**
 * The next top of an hour in Asia/Kolkata after `now` (it is :30 past in UTC: Kolkata is UTC+5:30
 * all year), so that points due at a Kolkata midnight are spendable within moments of it.
 */
export function nextHourlyRelease(now: Date): Date {
  const next = new Date(now);
  next.setUTCMinutes(30, 0, 0);
  if (next <= now) next.setUTCHours(next.getUTCHours() + 1);
  return next;
}

/** One release run, logged when it released anything; never throws (the next run tries again). */
export async function releaseRun(db: Database, log: Log): Promise<void> {
  try {
    const run = await releasePendingPoints(db);
    if (run.awards > 0)
      log.info(
        `Pending points released: ${run.points} points from ${run.awards} awards whose return window closed`,
      );
  } catch (error) {
    log.error(`Releasing pending points failed: ${(error as Error).message}`);
  }
}

/** The liability's days rewritten from the ledger (docs/decisions/083); never throws. */
async function liabilityRun(db: Database, log: Log): Promise<void> {
  try {
    await refreshPointsLiability(db);
  } catch (error) {
    log.error(`Writing the points liability by day failed: ${(error as Error).message}`);
  }
}

/** One expiry run (docs/decisions/080), logged when it expired anything; never throws (the next run tries again). */
export async function expiryRun(db: Database, log: Log): Promise<void> {
  try {
    const run = await expirePoints(db);
    if (run.customers > 0)
      log.info(`Points expired: ${run.points} points of ${run.customers} customers, not spent in time`);
  } catch (error) {
    log.error(`Expiring points failed: ${(error as Error).message}`);
  }
}

/**
 * Releases first, then expiry (points released now are credits the expiry counts), then the
 * liability's days, which both change.
 */
const hourlyRuns = async (db: Database, log: Log) => {
  await releaseRun(db, log);
  await expiryRun(db, log);
  await liabilityRun(db, log);
};

/**
 * Pending points released at start (everything overdue after a downtime) and at the top of every
 * hour in Asia/Kolkata (docs/decisions/074). Several processes of one shop may all run it: each
 * batch claims its awards with `skip locked`. Points that are due expire right after each release
 * (docs/decisions/080). Returns a stop function.
 */
export function startPendingPointsRelease(db: Database, log: Log): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => void hourlyRuns(db, log).finally(schedule),
      nextHourlyRelease(new Date()).getTime() - Date.now(),
    );
    timer.unref();
  };
  void hourlyRuns(db, log).finally(schedule);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

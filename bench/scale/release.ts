/**
 * The release run at scale (docs/decisions/082): pending awards of the last 90 days of deliveries
 * (bench/scale/pending-awards.ts), released as an hourly run finds them (one day's awards due) and
 * after a long downtime (all due at once), each with order placement measured beside it; then the
 * batch sizes RELEASE_BATCH was picked from, on the awards of 10 days each. The liability job
 * (docs/decisions/083) is timed the same way.
 */
import type { Database } from '../../src/server/db/client';
import {
  releasePendingPoints,
  RELEASE_BATCH,
} from '../../src/server/workflows/release-pending-points.workflow';
import { refreshPointsLiability } from '../../src/server/features/loyalty';
import { measureDuringRun, pickBuyers, type DuringRun } from './during-run';
import { FAR_FUTURE, makePendingAwards, oneDayDue } from './pending-awards';

const released = (run: { awards: number; points: number; days?: number }, seconds: () => number) =>
  run.days !== undefined
    ? `${run.days} days`
    : `${run.awards} awards (${Math.round(run.awards / seconds())} a second), ${run.points} points`;

export async function measureReleaseRuns(db: Database, log: (line: string) => void): Promise<DuringRun[]> {
  const buyers = await pickBuyers(db, 5000);
  const rows: DuringRun[] = [];
  const timed = async (
    label: string,
    release: () => Promise<{ awards: number; points: number; days?: number }>,
  ) => {
    const row = await measureDuringRun(db, label, buyers, async () => {
      const started = performance.now();
      const run = await release();
      return released(run, () => (performance.now() - started) / 1000);
    });
    log(`  ${label}: ${row.result} in ${row.seconds.toFixed(1)} s`);
    rows.push(row);
  };
  log(`  pending awards of 90 days of deliveries: ${await makePendingAwards(db, 90)}`);
  const hourly = await oneDayDue(db);
  await timed(`release run, one day's awards due (batch ${RELEASE_BATCH})`, () =>
    releasePendingPoints(db, { now: hourly }),
  );
  await timed(`release run after a long downtime, all due (batch ${RELEASE_BATCH})`, () =>
    releasePendingPoints(db, { now: FAR_FUTURE }),
  );
  await timed('liability days rewritten from the ledger (the hourly job, docs/decisions/083)', async () => {
    await refreshPointsLiability(db);
    const [row] = await db.query<{ days: number }>('select count(*)::int as days from points_liability_days');
    return { awards: 0, points: 0, days: row!.days };
  });
  for (const batchSize of [200, 1000, 5000]) {
    log(`  pending awards of 10 days of deliveries: ${await makePendingAwards(db, 10)}`);
    await timed(`release run, 10 days' awards due (batch ${batchSize})`, () =>
      releasePendingPoints(db, { now: FAR_FUTURE, batchSize }),
    );
  }
  return rows;
}

/**
 * The release run at scale (docs/decisions/082): pending awards of the last 90 days of deliveries
 * (bench/scale/pending-awards.ts; drawn once, while fewer than a slice's worth wait), released in
 * slices of the oldest due: an hourly run's (one day's awards) and then 20,000 awards at each batch
 * size RELEASE_BATCH was picked from, each with order placement measured beside it. A slice ends at
 * the release time of its last award, so a run releases exactly that slice. The liability job
 * (docs/decisions/083) is timed the same way.
 */
import type { Database } from '../../src/server/db/client';
import { refreshPointsLiability } from '../../src/server/features/loyalty';
import {
  releasePendingPoints,
  RELEASE_BATCH,
} from '../../src/server/workflows/release-pending-points.workflow';
import { measureDuringRun, pickBuyers, type DuringRun } from './during-run';
import { makePendingAwards } from './pending-awards';

const SLICE = 20_000;
const BATCH_SIZES = [200, RELEASE_BATCH, 5000];

const released = (run: { awards: number; points: number; days?: number }, seconds: number) =>
  run.days !== undefined
    ? `${run.days} days`
    : `${run.awards} awards (${Math.round(run.awards / seconds)} a second), ${run.points} points`;

/** The release time of the `count`-th award due next (oldest first), or of the first one's day. */
async function sliceEnd(db: Database, count: number | 'one day'): Promise<Date> {
  const [row] = await db.query<{ at: Date }>(
    count === 'one day'
      ? `select min(releases_at) + interval '1 day' as at from pending_awards where released_at is null and voided_at is null`
      : `select releases_at as at from pending_awards where released_at is null and voided_at is null
         order by releases_at, id offset $1 - 1 limit 1`,
    count === 'one day' ? [] : [count],
  );
  return row!.at;
}

async function waiting(db: Database): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from pending_awards where released_at is null and voided_at is null',
  );
  return row!.n;
}

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
      return released(run, (performance.now() - started) / 1000);
    });
    log(`  ${label}: ${row.result} in ${row.seconds.toFixed(1)} s`);
    rows.push(row);
  };
  if ((await waiting(db)) < SLICE * (BATCH_SIZES.length + 1))
    log(`  pending awards of 90 days of deliveries: ${await makePendingAwards(db, 90)}`);
  log(`  awards waiting: ${await waiting(db)}`);
  const hourly = await sliceEnd(db, 'one day');
  await timed(`release run, one day's awards due (batch ${RELEASE_BATCH})`, () =>
    releasePendingPoints(db, { now: hourly }),
  );
  for (const batchSize of BATCH_SIZES) {
    const now = await sliceEnd(db, SLICE);
    await timed(`release run, ${SLICE} awards due (batch ${batchSize})`, () =>
      releasePendingPoints(db, { now, batchSize }),
    );
  }
  await timed('liability days rewritten from the ledger (the hourly job, docs/decisions/083)', async () => {
    await refreshPointsLiability(db);
    const [row] = await db.query<{ days: number }>('select count(*)::int as days from points_liability_days');
    return { awards: 0, points: 0, days: row!.days };
  });
  return rows;
}

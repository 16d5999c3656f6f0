import { businessDay, shiftDay } from '../../../domain/business-day';
import {
  liabilityDay,
  type LiabilityDay,
  type PointsLiability,
} from '../../../domain/points-liability.schemas';
import { csvDay, csvRupees, type CsvValue } from '../../csv/csv';
import type { Queryable } from '../../db/client';
import { loadLoyaltySettings } from '../settings';

/**
 * The owner's liability (DESIGN 11.3, docs/decisions/083): the points and pending points customers
 * hold, in points and in rupees at the shop's point value. Past days come from
 * `points_liability_days` (the ledger's end-of-day sums, migration 051, rewritten by the hourly
 * job); today from the last stored day and the ledger rows dated since.
 */

/** Rewrites the daily sums from the ledger, up to yesterday (Asia/Kolkata): the hourly job's part. */
export async function refreshPointsLiability(db: Queryable): Promise<void> {
  await db.query('select refresh_points_liability_days()');
}

async function storedDays(db: Queryable, from: string | null) {
  return db.query<{ date: string; points: number; pending: number }>(
    `select to_char(day, 'YYYY-MM-DD') as date, points, pending_points as pending from points_liability_days
     where ($1::date is null or day >= $1::date) and day < $2::date order by day`,
    [from, businessDay()],
  );
}

/**
 * What customers hold now: the last stored day's sums plus the ledger rows dated since it ended
 * (the balances are the ledger's cache, so this is their sum, without reading a million customers).
 */
async function today(db: Queryable, pointValuePaise: number): Promise<LiabilityDay> {
  const [now] = await db.query<{ points: number; pending: number }>(
    `with last as (select day, points, pending_points from points_liability_days
                   where day < $1::date order by day desc limit 1)
     select (coalesce((select points from last), 0) + coalesce(sum(l.points_delta), 0))::bigint as points,
            (coalesce((select pending_points from last), 0) + coalesce(sum(l.pending_delta), 0))::bigint as pending
     from points_ledger l
     where l.created_at >= coalesce(((select day from last) + 1)::timestamp at time zone 'Asia/Kolkata', '-infinity')`,
    [businessDay()],
  );
  return liabilityDay(businessDay(), Number(now!.points), Number(now!.pending), pointValuePaise);
}

/** Today's liability and the last `days` days' trend (today included, last). */
export async function pointsLiability(db: Queryable, days: number): Promise<PointsLiability> {
  const { pointValuePaise } = await loadLoyaltySettings(db);
  const [past, now] = await Promise.all([
    storedDays(db, shiftDay(businessDay(), -(days - 1))),
    today(db, pointValuePaise),
  ]);
  return {
    pointValuePaise,
    today: now,
    days: [...past.map((d) => liabilityDay(d.date, d.points, d.pending, pointValuePaise)), now],
  };
}

export const LIABILITY_CSV_HEADER = [
  'Date',
  'Points',
  'Pending points',
  'Points (rupees)',
  'Pending points (rupees)',
] as const;

/** Every day the ledger has, oldest first, then today: the CSV download's rows. */
export async function* liabilityCsvRows(db: Queryable): AsyncGenerator<CsvValue[]> {
  const { pointValuePaise } = await loadLoyaltySettings(db);
  const past = await storedDays(db, null);
  const rows = [
    ...past.map((d) => liabilityDay(d.date, d.points, d.pending, pointValuePaise)),
    await today(db, pointValuePaise),
  ];
  for (const day of rows)
    yield [
      csvDay(day.date),
      day.points,
      day.pendingPoints,
      csvRupees(day.pointsPaise),
      csvRupees(day.pendingPaise),
    ];
}

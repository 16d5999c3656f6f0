import { BUSINESS_TIME_ZONE, businessDay, shiftDay, startOfBusinessDay } from './business-day';
import { pendingPointsMessages } from './messages';
import { pointsPhrase } from './points';

/** DESIGN 11.3: the days after delivery in which returned goods take their points back (docs/decisions/074). */
export const RETURN_WINDOW_DAYS = { min: 0, max: 90, default: 7 } as const;

/**
 * When points delivered at `deliveredAt` become spendable (docs/decisions/074): at the start
 * (00:00 Asia/Kolkata) of the business day after the window's last day, so that a customer who
 * returns goods on any day they count as "within 7 days" loses the pending points, never
 * spendable ones, and is told a whole date. Null when the window is 0: spendable at once.
 */
export function releaseInstant(deliveredAt: Date, windowDays: number): Date | null {
  if (windowDays <= 0) return null;
  return startOfBusinessDay(shiftDay(businessDay(deliveredAt), windowDays + 1));
}

const shortDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
});

/** The date pending points become spendable, as customers read it: "4 Dec". */
export const spendableFrom = (at: Date | string) => shortDate.format(new Date(at));

/**
 * A customer's pending points in a line (profile, dashboard, points history, checkout): "12 points
 * pending, spendable from 4 Dec", or with several release dates "12 points pending; 5 spendable from
 * 4 Dec". Null when nothing waits. Without the date (a user not read from GET /api/auth/me), the count.
 */
export function pendingPointsLine(
  pendingPoints: number,
  next: { points: number; on: string } | null | undefined,
): string | null {
  if (pendingPoints <= 0) return null;
  if (!next) return `${pointsPhrase(pendingPoints)} pending`;
  const on = spendableFrom(next.on);
  return next.points >= pendingPoints
    ? pendingPointsMessages.pending(pointsPhrase(pendingPoints), on)
    : pendingPointsMessages.pendingInParts(pointsPhrase(pendingPoints), pointsPhrase(next.points), on);
}

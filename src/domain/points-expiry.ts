import { businessDay, shiftDay, shiftMonths, startOfBusinessDay } from './business-day';
import { pointsExpiryMessages } from './messages';
import { pointsPhrase } from './points';
import { spendableFrom } from './return-window';

/** DESIGN 11.3: points expire after a whole number of months, 1 to 60; null (the default) never. */
export const EXPIRY_MONTHS = { min: 1, max: 60 } as const;

/** Customers are warned of an expiry this many days ahead (DESIGN 11.8: `nextExpiry`). */
export const EXPIRY_WARNING_DAYS = 30;

/** Expiry as the ledger reads it: the period, and since when it applies (docs/decisions/080). */
export interface ExpiryRule {
  months: number;
  /** When expiry was turned on or its period last changed: older points count from here. */
  since: Date;
}

/**
 * When points credited at `creditedAt` expire (docs/decisions/080): at the start (00:00
 * Asia/Kolkata) of the day after the same date `months` later, counted from the business day they
 * were credited on, or from the day the rule began for points credited before it. Points earned
 * on 15 Jan with 12 months are spendable all of 15 Jan next year and gone on 16 Jan.
 */
export function expiryInstant(creditedAt: Date, rule: ExpiryRule): Date {
  const from = creditedAt < rule.since ? rule.since : creditedAt;
  return startOfBusinessDay(shiftDay(shiftMonths(businessDay(from), rule.months), 1));
}

/** A ledger row that brought new spendable points, with when they expire. */
export interface Credit {
  points: number;
  expiresAt: Date;
}

const alive = (credits: readonly Credit[], now: Date) => credits.filter((c) => c.expiresAt > now);

/**
 * The points that must expire at `now` (first in, first out, docs/decisions/080): spending and
 * take-backs use the oldest points first, so the balance is made of the newest credits; what of it
 * the credits not yet expired do not cover is older and has expired. 0 when nothing has.
 */
export function pointsDueToExpire(balance: number, credits: readonly Credit[], now: Date): number {
  return Math.max(0, balance - alive(credits, now).reduce((sum, c) => sum + c.points, 0));
}

/**
 * What expires next and when: the balance taken from the newest credits back; the oldest credit it
 * reaches expires first, with as many of its points as the balance holds of them (and of any
 * credit expiring the same moment). Points already due (a run has not taken them yet) expire now.
 * Null when the balance holds no points.
 */
export function nextExpiry(
  balance: number,
  credits: readonly Credit[],
  now: Date,
): { points: number; on: Date } | null {
  const due = pointsDueToExpire(balance, credits, now);
  if (due > 0) return { points: due, on: now };
  let left = balance;
  const held: Credit[] = [];
  for (const credit of [...alive(credits, now)].sort((a, b) => +b.expiresAt - +a.expiresAt)) {
    if (left <= 0) break;
    const points = Math.min(credit.points, left);
    held.push({ points, expiresAt: credit.expiresAt });
    left -= points;
  }
  const first = held.at(-1);
  if (!first) return null;
  const points = held.filter((c) => +c.expiresAt === +first.expiresAt).reduce((s, c) => s + c.points, 0);
  return { points, on: first.expiresAt };
}

/** The warning customers see, only within 30 days of an expiry (DESIGN 11.8). */
export function withinWarning(next: { points: number; on: Date } | null, now: Date) {
  return next && +next.on - +now <= EXPIRY_WARNING_DAYS * 86_400_000 ? next : null;
}

/** The day points expire, as customers read it: "16 Jan". */
export const expiresOn = spendableFrom;

/** "12 points expire on 16 Jan", or null when nothing expires within 30 days. */
export function expiryLine(next: { points: number; on: string } | null | undefined): string | null {
  return next
    ? pointsExpiryMessages.expireOn(next.points, pointsPhrase(next.points), expiresOn(next.on))
    : null;
}

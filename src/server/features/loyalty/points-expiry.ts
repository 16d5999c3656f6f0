import type { ExpiringPoints } from '../../../domain/expiring-points.schemas';
import {
  EXPIRY_WARNING_DAYS,
  expiryInstant,
  nextExpiry,
  withinWarning,
  type ExpiryRule,
} from '../../../domain/points-expiry';
import { prepared, type Queryable } from '../../db/client';
import { movePointBalances } from '../customers';

/**
 * Rows that brought new spendable points (docs/decisions/080): a release, an award or referral
 * reward spendable at once, an opening balance, a positive adjustment. Restored or refunded
 * redemptions are not: they give back points the customer had.
 */
const CREDIT = `l.points_delta > 0
  and l.kind in ('points_released', 'order_earned', 'referral_earned', 'imported', 'admin_adjustment')`;

/**
 * When a credit's points expire, in SQL (`$months`, `$since` are the rule's parameters): 00:00
 * Asia/Kolkata of the day after the same date `months` later, counted from the business day of
 * the credit or of the rule's start if later. The domain's expiryInstant says the same.
 */
const expiresAt = (months: string, since: string) =>
  `(((greatest(l.created_at, ${since}) at time zone 'Asia/Kolkata')::date
     + make_interval(months => ${months}) + interval '1 day') at time zone 'Asia/Kolkata')`;

/** The sum of a customer's (`c`) credits still alive at `$now`, with the rule's `$months`, `$since`. */
const aliveCredits = (months: string, since: string, now: string) =>
  `coalesce((select sum(l.points_delta) from points_ledger l
     where l.customer_id = c.id and ${CREDIT} and ${expiresAt(months, since)} > ${now}), 0)`;

/**
 * Finds the next `limit` customers after `after` (in id order) whose balance holds more than their
 * credits still alive (points are due), reading without a lock (the credits come from their own
 * index), then locks those, skipping any another transaction holds (an order being placed is never
 * waited on: a skipped customer is done at the next run). A run that finds nothing due writes
 * nothing. Returns the locked ids and the last id looked at (null when there was none left).
 */
export async function lockCustomersWithPointsDue(
  tx: Queryable,
  after: string | null,
  limit: number,
  rule: ExpiryRule,
  now: Date,
): Promise<{ ids: string[]; last: string | null }> {
  const [row] = await tx.query<{ ids: string[]; last: string | null }>(
    // Ordered by the uuid itself (an output column named id, as text, would sort as text).
    prepared(`with due as (
       select c.id from customers c
       where c.points > 0 and c.id > $1::uuid and c.points > ${aliveCredits('$3', '$4', '$5')}
       order by c.id limit $2
     ), locked as (
       select c.id from customers c where c.id in (select id from due) for update of c skip locked
     )
     select array(select id::text from locked order by id) as ids,
            (select id::text from due order by id desc limit 1) as last`),
    // A range the primary key walks from where the last batch ended (an `is null or` would scan from the start).
    [after ?? '00000000-0000-0000-0000-000000000000', limit, rule.months, rule.since, now],
  );
  return row!;
}

/**
 * Expires what the locked customers' balances hold beyond their credits not yet expired at `now`
 * (first in, first out): a `points_expired` row each and their balances, set-based. Read after the
 * lock, so every change to their points is seen, and nothing is expired twice: a second run finds
 * the balance covered. Returns the customers and points expired.
 */
export async function expireLockedPoints(
  tx: Queryable,
  customerIds: readonly string[],
  rule: ExpiryRule,
  now: Date,
): Promise<{ customers: number; points: number }> {
  if (customerIds.length === 0) return { customers: 0, points: 0 };
  const due = await tx.query<{ customer_id: string; points: number }>(
    prepared(`select customer_id, points from (
       select c.id::text as customer_id, (c.points - ${aliveCredits('$2', '$3', '$4')})::int as points
       from customers c where c.id = any($1::uuid[])
     ) due where points > 0`),
    [customerIds, rule.months, rule.since, now],
  );
  if (due.length === 0) return { customers: 0, points: 0 };
  await tx.query(
    `insert into points_ledger (customer_id, kind, points_delta, carry_delta_paise, point_money_paise)
     select e.id, 'points_expired', -e.points, 0, 0 from unnest($1::uuid[], $2::integer[]) as e (id, points)`,
    [due.map((d) => d.customer_id), due.map((d) => d.points)],
  );
  // Expired points leave the balance; lifetime points (the leaderboard's) stay: they were earned.
  await movePointBalances(
    tx,
    due.map((d) => ({
      customerId: d.customer_id,
      pointsDelta: -d.points,
      pendingDelta: 0,
      lifetimePointsDelta: 0,
    })),
  );
  return { customers: due.length, points: due.reduce((sum, d) => sum + d.points, 0) };
}

/**
 * What of a customer's points expires next and when, for GET /api/auth/me (DESIGN 11.8): only
 * within 30 days of `now`, null otherwise or while points never expire.
 */
export async function nextExpiryOf(
  db: Queryable,
  customerId: string,
  rule: ExpiryRule | null,
  now: Date = new Date(),
): Promise<{ points: number; on: string } | null> {
  if (!rule) return null;
  const rows = await db.query<{ balance: number; points: number | null; created_at: Date | null }>(
    prepared(`select c.points as balance, l.points_delta as points, l.created_at
     from customers c
     left join points_ledger l on l.customer_id = c.id and ${CREDIT} and ${expiresAt('$2', '$3')} > $4
     where c.id = $1`),
    [customerId, rule.months, rule.since, now],
  );
  const balance = rows[0]?.balance ?? 0;
  const credits = rows
    .filter((r) => r.created_at !== null)
    .map((r) => ({ points: r.points!, expiresAt: expiryInstant(r.created_at!, rule) }));
  const next = withinWarning(nextExpiry(balance, credits, now), now);
  return next && { points: next.points, on: next.on.toISOString() };
}

/**
 * The owner's list (GET /api/admin/points/expiring): customers whose next expiry falls within 30
 * days of `now`, soonest first, at most `limit`. A customer is listed when their balance holds more
 * than their credits still alive 30 days on (the same first-in, first-out reading as the run);
 * what and when is the customer's own `nextExpiry`. It reads every customer holding points: fine
 * for the shop's size, a full scan at a million customers.
 */
export async function upcomingExpiries(
  db: Queryable,
  rule: ExpiryRule | null,
  { now = new Date(), limit = 200 }: { now?: Date; limit?: number } = {},
): Promise<ExpiringPoints['customers']> {
  if (!rule) return [];
  const horizon = new Date(+now + EXPIRY_WARNING_DAYS * 86_400_000);
  const rows = await db.query<{
    customer_id: string;
    name: string;
    phone: string;
    code: string;
    balance: number;
    credits: { points: number; at: string }[] | null;
  }>(
    `select c.id::text as customer_id, c.name, c.phone, c.code, c.points as balance,
            jsonb_agg(jsonb_build_object('points', l.points_delta, 'at', l.created_at)) filter (where l.id is not null)
              as credits
     from customers c
     left join points_ledger l on l.customer_id = c.id and ${CREDIT} and ${expiresAt('$1', '$2')} > $3
     where c.points > 0
     group by c.id
     having c.points > coalesce(sum(l.points_delta) filter (where ${expiresAt('$1', '$2')} > $4), 0)`,
    [rule.months, rule.since, now, horizon],
  );
  return rows
    .map((r) => {
      const credits = (r.credits ?? []).map((c) => ({
        points: c.points,
        expiresAt: expiryInstant(new Date(c.at), rule),
      }));
      const next = withinWarning(nextExpiry(r.balance, credits, now), now);
      return (
        next && {
          customerId: r.customer_id,
          name: r.name,
          phone: r.phone,
          code: r.code,
          points: next.points,
          on: next.on.toISOString(),
        }
      );
    })
    .filter((r) => r !== null)
    .sort((a, b) => a.on.localeCompare(b.on) || a.code.localeCompare(b.code))
    .slice(0, limit);
}

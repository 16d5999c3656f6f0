import { prepared, type Queryable } from '../../db/client';
import { releasePendingPoints, reverseOrderAwards, WHOLE, type Acting } from './points-ledger';

/**
 * Awards that wait for the return window (DESIGN 11.3, docs/decisions/074): one `pending_awards`
 * row per award ledger row of a delivery, naming when it is released. The buyer's also carries the
 * order's spend, which counts towards lifetime and monthly spend and the tier at release.
 */
export interface NewPendingAward {
  orderId: string;
  customerId: string;
  ledgerId: string;
  /** The buyer's award: its release counts `spendPaise`. */
  isBuyer: boolean;
  spendPaise: number;
  deliveredAt: Date;
  releasesAt: Date;
  /** Waits for the referral review however late it is (docs/decisions/081). */
  held?: boolean;
}

export async function recordPendingAwards(tx: Queryable, awards: readonly NewPendingAward[]): Promise<void> {
  for (const a of awards) {
    await tx.query(
      prepared(`insert into pending_awards (order_id, customer_id, ledger_id, is_buyer, spend_paise, delivered_at, releases_at, held)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`),
      [
        a.orderId,
        a.customerId,
        a.ledgerId,
        a.isBuyer,
        a.spendPaise,
        a.deliveredAt,
        a.releasesAt,
        a.held ?? false,
      ],
    );
  }
}

/** A due award, claimed (row-locked) by one release run. */
export interface DueAward {
  id: string;
  orderId: string;
  customerId: string;
  isBuyer: boolean;
  spendPaise: number;
  deliveredAt: Date;
  releasesAt: Date;
  sourceCustomerId: string | null;
  level: number | null;
}

/**
 * Up to `limit` awards due at `now`, oldest first, locked for this transaction; awards another run
 * holds are skipped (`skip locked`), so several processes release different awards at once and
 * none twice. Held awards (the referral review, later) wait.
 */
export async function claimDueAwards(tx: Queryable, now: Date, limit: number): Promise<DueAward[]> {
  const rows = await tx.query<{
    id: string;
    order_id: string;
    customer_id: string;
    is_buyer: boolean;
    spend_paise: number;
    delivered_at: Date;
    releases_at: Date;
    source_customer_id: string | null;
    level: number | null;
  }>(
    prepared(`select w.id::text as id, w.order_id, w.customer_id, w.is_buyer, w.spend_paise, w.delivered_at, w.releases_at,
            l.source_customer_id, l.level
     from pending_awards w join points_ledger l on l.id = w.ledger_id
     where w.released_at is null and w.voided_at is null and not w.held and w.releases_at <= $1
     order by w.releases_at, w.id limit $2
     for update of w skip locked`),
    [now, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    customerId: r.customer_id,
    isBuyer: r.is_buyer,
    spendPaise: r.spend_paise,
    deliveredAt: r.delivered_at,
    releasesAt: r.releases_at,
    sourceCustomerId: r.source_customer_id,
    level: r.level,
  }));
}

/**
 * Claimed awards released (docs/decisions/082: a few statements for the whole batch): their points
 * become spendable, and the rows say when. The caller has locked the awards' customers in a fixed
 * order. Returns the points released.
 */
export async function releaseAwards(
  tx: Queryable,
  awards: readonly DueAward[],
  acting: Acting,
): Promise<number> {
  const ids = awards.map((a) => a.id);
  const points = await releasePendingPoints(tx, ids, acting);
  await tx.query(
    'update pending_awards set released_at = coalesce($2::timestamptz, now()) where id = any($1::bigint[])',
    [ids, acting.at ?? null],
  );
  return points;
}

/**
 * A refund's spend while the buyer's award is pending: it comes off the spend the release will
 * count (nothing was counted yet). False when the order's spend is already counted (released, or
 * never pending): the caller takes it back from the customer's spend as before. Call after
 * `refundOrderPoints`, which locked the order's pending awards.
 */
export async function takeBackPendingSpend(tx: Queryable, orderId: string, paise: number): Promise<boolean> {
  const rows = await tx.query(
    `update pending_awards set spend_paise = greatest(0, spend_paise - $2)
     where order_id = $1 and is_buyer and released_at is null returning 1`,
    [orderId, paise],
  );
  return rows.length > 0;
}

/** The customer's pending points by release date, soonest first (their screens show the next). */
export async function pendingReleases(
  db: Queryable,
  customerId: string,
): Promise<{ points: number; on: Date }[]> {
  return db.query<{ points: number; on: Date }>(
    prepared(`select sum(l.pending)::int as points, w.releases_at as on
     from pending_awards w
     join lateral (select coalesce(sum(pending_delta), 0) as pending from points_ledger
                   where order_id = w.order_id and customer_id = w.customer_id) l on true
     where w.customer_id = $1 and w.released_at is null and w.voided_at is null
       -- A reward held for the referral review has no date until the owner decides (docs/decisions/081).
       and not w.held
     group by w.releases_at having sum(l.pending) > 0 order by w.releases_at`),
    [customerId],
  );
}

/** The soonest pending points and when they become spendable, for GET /api/auth/me; null when none wait. */
export async function nextRelease(
  db: Queryable,
  customerId: string,
): Promise<{ points: number; on: string } | null> {
  const [next] = await pendingReleases(db, customerId);
  return next ? { points: next.points, on: next.on.toISOString() } : null;
}

/** A referral link: the upline's rewards earned from the member's deliveries (docs/decisions/081). */
export interface RewardLink {
  uplineId: string;
  memberId: string;
}

const LINK_AWARDS = `select w.id, w.order_id from pending_awards w join points_ledger l on l.id = w.ledger_id
  where w.customer_id = $1 and l.source_customer_id = $2 and not w.is_buyer
    and w.released_at is null and w.voided_at is null`;

/**
 * A flagged link's rewards not yet released wait for the review (held), or stop waiting (cleared):
 * they are then released by the next release run once their window has passed. Returns how many.
 */
export async function holdLinkRewards(tx: Queryable, link: RewardLink, held: boolean): Promise<number> {
  const rows = await tx.query(
    `update pending_awards set held = $3 where id in (select id from (${LINK_AWARDS}) link) and held <> $3 returning 1`,
    [link.uplineId, link.memberId, held],
  );
  return rows.length;
}

/**
 * A rejected link's rewards not yet released are voided, as a refund inside the return window
 * voids them (reverseOrderAwards, for this upline's award only): pending points taken back, never
 * a negative balance. Returns the orders whose reward was voided.
 */
export async function voidLinkRewards(tx: Queryable, link: RewardLink, acting: Acting): Promise<string[]> {
  const rows = await tx.query<{ order_id: string }>(`${LINK_AWARDS} order by w.id for update of w`, [
    link.uplineId,
    link.memberId,
  ]);
  for (const { order_id } of rows)
    await reverseOrderAwards(tx, order_id, acting, WHOLE, { customerId: link.uplineId });
  return rows.map((r) => r.order_id);
}

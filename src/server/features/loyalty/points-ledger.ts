import type { LedgerKind } from '../../../domain/ledger-words';
import { countsTowardRanking } from '../../../domain/leaderboard';
import { convertPointMoney } from '../../../domain/points';
import { awardShare } from '../../../domain/refunds';
import { prepared, type Queryable } from '../../db/client';
import { movePointBalances, updatePointBalances } from '../customers';

interface LedgerContext {
  kind: LedgerKind;
  orderId?: string | null;
  sourceCustomerId?: string | null;
  level?: number | null;
  adminId?: string | null;
  note?: string | null;
  /** When it happened, if not now (the demo seed writes history). */
  at?: Date;
}

/** Who made a change (an admin, or nobody for the customer's own or automatic moves), and when. */
export type Acting = Pick<LedgerContext, 'adminId' | 'at'>;

export interface BalanceChange {
  /** Whole points credited: spendable, or pending when the award waits for the return window. */
  points: number;
  carryDeltaPaise: number;
  /** The customer's carried point money after the change. */
  carriedPaise: number;
}

/** Whole points a row moves: spendable ones, and pending ones (docs/decisions/074). */
interface PointsMoved {
  points: number;
  pending: number;
}

/**
 * The only code that changes a customer's points, pending points, carried point money or lifetime
 * points. Every change writes its ledger row in the same transaction, so balances always equal
 * ledger sums. Callers must run inside a transaction; the customer row is locked here.
 * Returns the ledger row's id.
 */
async function apply(
  tx: Queryable,
  customerId: string,
  moved: PointsMoved,
  newCarryPaise: number,
  oldCarryPaise: number,
  pointMoneyPaise: number,
  ctx: LedgerContext,
): Promise<string> {
  // Lifetime points (the leaderboard's measure, docs/decisions/032) move with awards, their
  // releases and their reversals only, as spendable points: spending points never costs a
  // customer their place, and pending points count once released (docs/decisions/074).
  await updatePointBalances(tx, customerId, {
    pointsDelta: moved.points,
    pendingDelta: moved.pending,
    carriedPaise: newCarryPaise,
    lifetimePointsDelta: countsTowardRanking(ctx.kind) ? moved.points : 0,
  });
  const [row] = await tx.query<{ id: string }>(
    prepared(`insert into points_ledger (customer_id, kind, points_delta, carry_delta_paise, point_money_paise, order_id,
                                source_customer_id, level, admin_id, note, created_at, pending_delta)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11, now()), $12) returning id::text`),
    [
      customerId,
      ctx.kind,
      moved.points,
      newCarryPaise - oldCarryPaise,
      pointMoneyPaise,
      ctx.orderId ?? null,
      ctx.sourceCustomerId ?? null,
      ctx.level ?? null,
      ctx.adminId ?? null,
      ctx.note ?? null,
      ctx.at ?? null,
      moved.pending,
    ],
  );
  return row!.id;
}

async function lockCarry(tx: Queryable, customerId: string): Promise<number> {
  const [row] = await tx.query<{ point_money_paise: number }>(
    prepared('select point_money_paise from customers where id = $1 for update'),
    [customerId],
  );
  if (!row) throw new Error(`customer ${customerId} not found`);
  return row.point_money_paise;
}

/**
 * Point money earned: added to the carry and converted to whole points (SPEC 4), which are
 * spendable, or pending when `pending` (an award that waits for the return window,
 * docs/decisions/074: the carry moves at once either way).
 */
export async function creditPointMoney(
  tx: Queryable,
  customerId: string,
  amountPaise: number,
  paisePerPoint: number,
  ctx: LedgerContext,
  { pending = false }: { pending?: boolean } = {},
): Promise<BalanceChange & { ledgerId: string }> {
  const carry = await lockCarry(tx, customerId);
  const result = convertPointMoney(carry, amountPaise, paisePerPoint);
  const moved = pending ? { points: 0, pending: result.points } : { points: result.points, pending: 0 };
  const ledgerId = await apply(tx, customerId, moved, result.carriedPaise, carry, amountPaise, ctx);
  return {
    points: result.points,
    ledgerId,
    carryDeltaPaise: result.carriedPaise - carry,
    carriedPaise: result.carriedPaise,
  };
}

/** How much of an order is refunded so far: `part` of `whole` (all of it when they are equal). */
export interface RefundedShare {
  part: number;
  whole: number;
}

/** All of it: a whole refund. */
export const WHOLE: RefundedShare = { part: 1, whole: 1 };

/**
 * A refund: every award row of the order (the buyer's order_earned and each upline's
 * referral_earned) is undone by a row with the opposite points and carry, whatever the settings
 * are now. An award still waiting for the return window (docs/decisions/074) gives up pending
 * points (voided: never a negative balance from it); a released one, spendable points as before. A refund by line undoes the refunded share CUMULATIVELY (docs/decisions/069): the share
 * of the award that everything refunded so far comes to (`awardShare`), less what earlier
 * reversals of it took, so the reversals of an order add up to exactly its award once all of it is
 * refunded. The carry
 * may go below zero when the carry the order added has since become part of a point; the next
 * point money earned pays that off first.
 */
export async function reverseOrderAwards(
  tx: Queryable,
  orderId: string,
  ctx: Acting,
  share: RefundedShare = WHOLE,
  /** Only this customer's award (a referral review's rejection voids one upline's reward). */
  only: { customerId: string } | null = null,
  /**
   * Whether nothing of the order is left (its pending awards are then voided): by default when
   * the share is whole. A refund by line passes whether the ORDER is wholly refunded: the point
   * money of the refunded lines can be all of the order's while other lines, and the spend the
   * buyer's award carries to its release, remain.
   */
  nothingLeft: boolean = share.part >= share.whole,
): Promise<void> {
  // Waits for a release run that holds one of the order's awards, then reads whether it is pending.
  await tx.query(prepared('select id from pending_awards where order_id = $1 order by id for update'), [
    orderId,
  ]);
  const awards = await tx.query<{
    customer_id: string;
    kind: 'order_earned' | 'referral_earned';
    points_delta: number;
    is_pending: boolean;
    carry_delta_paise: number;
    point_money_paise: number;
    source_customer_id: string | null;
    level: number | null;
    reversed_points: number;
    reversed_carry: number;
    reversed_money: number;
  }>(
    `select a.customer_id, a.kind, a.points_delta + a.pending_delta as points_delta,
            exists (select 1 from pending_awards w where w.ledger_id = a.id and w.released_at is null) as is_pending,
            a.carry_delta_paise, a.point_money_paise, a.source_customer_id,
            a.level, coalesce(r.points, 0)::int as reversed_points, coalesce(r.carry, 0)::int as reversed_carry,
            coalesce(r.money, 0)::int as reversed_money
     from points_ledger a
     left join lateral (
       select -sum(points_delta + pending_delta) as points, -sum(carry_delta_paise) as carry, -sum(point_money_paise) as money
       from points_ledger r
       where r.order_id = a.order_id and r.customer_id = a.customer_id
         and r.kind = case a.kind when 'order_earned' then 'order_reversed' else 'referral_reversed' end
     ) r on true
     where a.order_id = $1 and a.kind in ('order_earned', 'referral_earned')
       and ($2::uuid is null or a.customer_id = $2::uuid)
       -- A voided award (a rejected referral's, docs/decisions/081) was taken back whole: a later
       -- refund by line has nothing of it to take, and must never give part of it back.
       and not exists (select 1 from pending_awards w where w.ledger_id = a.id and w.voided_at is not null)
     order by a.id`,
    [orderId, only?.customerId ?? null],
  );
  for (const award of awards) {
    const target = awardShare(
      {
        points: award.points_delta,
        carryPaise: award.carry_delta_paise,
        pointMoneyPaise: award.point_money_paise,
      },
      share.part,
      share.whole,
    );
    const points = target.points - award.reversed_points;
    const carryDelta = target.carryPaise - award.reversed_carry;
    const money = target.pointMoneyPaise - award.reversed_money;
    if (points === 0 && carryDelta === 0) continue;
    const carry = await lockCarry(tx, award.customer_id);
    const moved = award.is_pending ? { points: 0, pending: -points } : { points: -points, pending: 0 };
    await apply(tx, award.customer_id, moved, carry - carryDelta, carry, -money, {
      kind: award.kind === 'order_earned' ? 'order_reversed' : 'referral_reversed',
      orderId,
      sourceCustomerId: award.source_customer_id,
      level: award.level,
      adminId: ctx.adminId ?? null,
      at: ctx.at,
    });
  }
  // Wholly refunded inside the window: nothing of its awards is left to release.
  if (nothingLeft) {
    await tx.query(
      `update pending_awards set voided_at = coalesce($2, now())
       where order_id = $1 and released_at is null and voided_at is null
         and ($3::uuid is null or customer_id = $3::uuid)`,
      [orderId, ctx.at ?? null, only?.customerId ?? null],
    );
  }
}

/** Whole points spent or given back (redemption and its restoration, admin adjustments). */
export async function changePoints(
  tx: Queryable,
  customerId: string,
  points: number,
  ctx: LedgerContext,
): Promise<void> {
  const carry = await lockCarry(tx, customerId);
  await apply(tx, customerId, { points, pending: 0 }, carry, carry, 0, ctx);
}

/**
 * Pending awards' points become spendable (docs/decisions/074), a batch at once
 * (docs/decisions/082): what is left of each award after refunds inside the window moves from
 * pending to points, in a `points_released` row naming the award's order (and for a referral
 * reward, whom it came from); the customers' balances move by the sums. The caller has locked the
 * awards and their customers. Returns the points released.
 */
export async function releasePendingPoints(
  tx: Queryable,
  awardIds: readonly string[],
  ctx: Acting,
): Promise<number> {
  const released = await tx.query<{ customer_id: string; points: number }>(
    `insert into points_ledger (customer_id, kind, points_delta, pending_delta, order_id, source_customer_id, level,
                                admin_id, created_at)
     select w.customer_id, 'points_released', p.pending, -p.pending, w.order_id, l.source_customer_id, l.level,
            $2::uuid, coalesce($3::timestamptz, now())
     from pending_awards w
     join points_ledger l on l.id = w.ledger_id
     cross join lateral (select coalesce(sum(pending_delta), 0)::int as pending from points_ledger
                         where order_id = w.order_id and customer_id = w.customer_id) p
     where w.id = any($1::bigint[]) and p.pending <> 0
     order by w.customer_id, w.id
     returning customer_id::text, points_delta as points`,
    [awardIds, ctx.adminId ?? null, ctx.at ?? null],
  );
  const ranked = countsTowardRanking('points_released');
  await movePointBalances(
    tx,
    released.map((r) => ({
      customerId: r.customer_id,
      pointsDelta: r.points,
      pendingDelta: -r.points,
      lifetimePointsDelta: ranked ? r.points : 0,
    })),
  );
  return released.reduce((sum, r) => sum + r.points, 0);
}

export interface OpeningBalance {
  customerId: string;
  points: number;
  carriedPaise: number;
  note: string | null;
  at: Date;
}

/**
 * The ledger rows of imported customers' opening balances (docs/decisions/034): the import inserts
 * each customer with the points and carried point money the old app showed (updating 100k fresh
 * rows afterwards cost more than inserting them), and this writes the one `imported` row each that
 * makes the ledger equal those balances, set-based for a batch. It checks every customer holds
 * exactly that balance, so a balance without its row cannot slip through. Not awards: lifetime
 * points, the leaderboard's measure, stay 0.
 */
export async function recordOpeningBalances(
  tx: Queryable,
  balances: readonly OpeningBalance[],
): Promise<void> {
  if (balances.length === 0) return;
  const written = await tx.query(
    `insert into points_ledger (customer_id, kind, points_delta, carry_delta_paise, point_money_paise, note, created_at)
     select o.customer_id, 'imported', o.points, o.carried, 0, o.note, o.at
     from unnest($1::uuid[], $2::integer[], $3::integer[], $4::text[], $5::timestamptz[])
       as o (customer_id, points, carried, note, at)
     join customers c on c.id = o.customer_id and c.points = o.points and c.point_money_paise = o.carried
       and not exists (select 1 from points_ledger l where l.customer_id = c.id)
     returning 1`,
    [
      balances.map((b) => b.customerId),
      balances.map((b) => b.points),
      balances.map((b) => b.carriedPaise),
      balances.map((b) => b.note),
      balances.map((b) => b.at),
    ],
  );
  if (written.length !== balances.length)
    throw new Error('opening balances must be those of new customers with no ledger rows yet');
}

/**
 * Deletes these customers' ledger rows (and their pending awards), in the transaction that deletes the customers (removing
 * the demo data: the append-only guard lets only that transaction do it, migration 031).
 */
export async function deleteLedgerOf(tx: Queryable, customerIds: readonly string[]): Promise<void> {
  await tx.query('delete from pending_awards where customer_id = any($1::uuid[])', [customerIds]);
  await tx.query('delete from points_ledger where customer_id = any($1::uuid[])', [customerIds]);
}

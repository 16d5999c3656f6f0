import { referralRewardsPaise } from '../../../domain/points';
import { paidReferralPercents } from '../../../domain/referral-levels';
import type { Queryable } from '../../db/client';
import type { LoyaltySettings } from '../settings';
import { cumulativeShare } from '../../../domain/refunds';
import { recordPendingAwards, type NewPendingAward } from './pending-awards';
import {
  changePoints,
  creditPointMoney,
  reverseOrderAwards,
  WHOLE,
  type Acting,
  type BalanceChange,
  type RefundedShare,
} from './points-ledger';

/** What the points rules need to know about an order. */
export interface OrderForPoints {
  id: string;
  customer_id: string;
  point_money_paise: number;
  points_used: number;
}

/** A delivery's points, pending until `releasesAt` with the order's spend (docs/decisions/074), or spendable at once when null. */
export interface AwardTiming {
  deliveredAt: Date;
  releasesAt: Date | null;
  spendPaise: number;
  /**
   * The referral review's say (docs/decisions/081): uplines whose rewards from this buyer wait,
   * held, however late (pending even without a return window), and uplines who earn nothing from them.
   */
  review?: { held: ReadonlySet<string>; refused: ReadonlySet<string> };
}

/**
 * A delivered order's points: its point money goes to the buyer's carry and whole points, and
 * each active upline earns its level's share (level 1 is the parent; the root A100, with no
 * parent, ends the walk; pending or rejected uplines earn nothing) down to the levels the
 * settings pay (DESIGN 7a: the referral depth, or level 1 only with multi-level rewards off).
 * With a return window (`timing.releasesAt`), every award is pending until then and the buyer's
 * carries the order's spend (docs/decisions/074). Returns the buyer's change.
 */
export async function awardOrderPoints(
  tx: Queryable,
  order: OrderForPoints,
  settings: Pick<
    LoyaltySettings,
    'pointMoneyPerPointPaise' | 'referralPercents' | 'referralDepth' | 'multiLevelReferrals'
  >,
  acting: Acting,
  timing: AwardTiming = { deliveredAt: new Date(), releasesAt: null, spendPaise: 0 },
): Promise<BalanceChange> {
  const pending = { pending: timing.releasesAt !== null };
  const waits: NewPendingAward[] = [];
  const wait = (customerId: string, ledgerId: string, isBuyer: boolean, held = false) => {
    if (timing.releasesAt || held)
      waits.push({
        orderId: order.id,
        customerId,
        ledgerId,
        isBuyer,
        spendPaise: isBuyer ? timing.spendPaise : 0,
        deliveredAt: timing.deliveredAt,
        // Held without a window: released at once when the owner clears it.
        releasesAt: timing.releasesAt ?? timing.deliveredAt,
        held,
      });
  };
  const earned = await creditPointMoney(
    tx,
    order.customer_id,
    order.point_money_paise,
    settings.pointMoneyPerPointPaise,
    { kind: 'order_earned', orderId: order.id, adminId: acting.adminId, at: acting.at },
    pending,
  );
  wait(order.customer_id, earned.ledgerId, true);
  const rewards = referralRewardsPaise(order.point_money_paise, paidReferralPercents(settings));
  if (rewards.length === 0) {
    await recordPendingAwards(tx, waits);
    return earned;
  }
  const uplines = await tx.query<{ id: string; status: string; level: number }>(
    `with recursive up(id, parent_id, status, level) as (
       select p.id, p.parent_id, p.status, 1 from customers c join customers p on p.id = c.parent_id where c.id = $1
       union all
       select p.id, p.parent_id, p.status, up.level + 1 from up join customers p on p.id = up.parent_id where up.level < $2
     ) select id, status, level from up order by level`,
    [order.customer_id, rewards.length],
  );
  for (const upline of uplines) {
    const reward = rewards[upline.level - 1] ?? 0;
    if (upline.status !== 'active' || reward <= 0 || timing.review?.refused.has(upline.id)) continue;
    const held = timing.review?.held.has(upline.id) ?? false;
    const rewarded = await creditPointMoney(
      tx,
      upline.id,
      reward,
      settings.pointMoneyPerPointPaise,
      {
        kind: 'referral_earned',
        orderId: order.id,
        sourceCustomerId: order.customer_id,
        level: upline.level,
        adminId: acting.adminId,
        at: acting.at,
      },
      { pending: pending.pending || held },
    );
    wait(upline.id, rewarded.ledgerId, false, held);
  }
  await recordPendingAwards(tx, waits);
  return earned;
}

/**
 * The buyer's change when a delivery earns nothing again: an order imported with its points
 * already awarded by the old app (docs/decisions/036). Their carry stays as it is.
 */
export async function nothingAwarded(tx: Queryable, customerId: string): Promise<BalanceChange> {
  const [customer] = await tx.query<{ point_money_paise: number }>(
    'select point_money_paise from customers where id = $1',
    [customerId],
  );
  return { points: 0, carryDeltaPaise: 0, carriedPaise: customer!.point_money_paise };
}

/**
 * A refunded order's points (docs/decisions/007): the buyer's and every upline's award is undone
 * exactly as the ledger recorded it, and the points the buyer spent on the order come back.
 * Afterwards the order's ledger rows sum to zero for every customer. A refund by line
 * (docs/decisions/069) takes back the awards' share of the refunded point money and gives back
 * the points used in the share of the refunded value, each cumulatively (what all that is refunded
 * so far comes to, less what earlier refunds did), so the parts add up to exactly a whole refund.
 */
export async function refundOrderPoints(
  tx: Queryable,
  order: OrderForPoints,
  acting: Acting,
  shares: { awards: RefundedShare; pointsUsed: RefundedShare } = { awards: WHOLE, pointsUsed: WHOLE },
): Promise<void> {
  // The order is wholly refunded when the refunded value is all of it (not merely its point money).
  const wholeOrder = shares.pointsUsed.part >= shares.pointsUsed.whole;
  await reverseOrderAwards(tx, order.id, acting, shares.awards, null, wholeOrder);
  if (order.points_used > 0) {
    const [given] = await tx.query<{ points: number }>(
      `select coalesce(sum(points_delta), 0)::int as points from points_ledger
       where order_id = $1 and customer_id = $2 and kind = 'redemption_refunded'`,
      [order.id, order.customer_id],
    );
    const points =
      cumulativeShare(order.points_used, shares.pointsUsed.part, shares.pointsUsed.whole) - given!.points;
    if (points === 0) return;
    await changePoints(tx, order.customer_id, points, {
      kind: 'redemption_refunded',
      orderId: order.id,
      adminId: acting.adminId,
      at: acting.at,
    });
  }
}

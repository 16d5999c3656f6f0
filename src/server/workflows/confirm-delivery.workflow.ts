import type { Order } from '../../domain/order';
import { isPaidOnDelivery } from '../../domain/order-states';
import { releaseInstant } from '../../domain/return-window';
import { amountDue } from '../../domain/payments';
import type { Database, Queryable } from '../db/client';
import { addOrderSpend } from '../features/customers';
import { awardOrderPoints, nothingAwarded } from '../features/loyalty';
import {
  findOrder,
  lockOrderFor,
  lockPaymentState,
  recordPaidAtDoor,
  recordTransition,
} from '../features/orders';
import { recordPayment } from '../features/payments';
import { reviewedUplines } from '../features/referral-review';
import { loadLoyaltySettings } from '../features/settings';

export interface DeliveryAward {
  order: Order;
  pointsEarned: number;
  /** When the points become spendable (docs/decisions/074); null: at once (no window, or nothing earned). */
  pendingUntil: Date | null;
  pointMoneyPaise: number;
  carriedPaise: number;
}

/**
 * Confirming delivery, top to bottom, in ONE transaction (awarded exactly once: the order
 * row is locked and a delivered order cannot be delivered again):
 *   order point money → the customer's carry → whole points (remainder carried) →
 *   each active upline earns its level's share of the order's point money (a flagged link's
 *   reward held for the referral review, a rejected link's not paid, docs/decisions/081) →
 *   with a return window (docs/decisions/074) all those points are pending until it closes, and
 *   the spend waits with the buyer's award for the release (release-pending-points.workflow.ts);
 *   without one (0 days, or an imported order whose points the old app awarded) they are spendable
 *   and the lifetime and monthly spend count now → tier raised by the thresholds →
 *   cash on delivery: what is still due is recorded as cash taken at the door, and the order paid
 *   at the moment of delivery (unless it already was). Delivered once, so the cash is recorded once.
 */
export async function confirmDelivery(
  db: Database,
  orderId: string,
  adminId: string,
): Promise<DeliveryAward> {
  const award = await db.transaction((tx) => deliverOrderIn(tx, orderId, adminId));
  return { ...award, order: (await findOrder(db, orderId))! };
}

/** Confirming delivery inside the caller's transaction (the steps above); `confirmDelivery` is its own. */
export async function deliverOrderIn(
  tx: Queryable,
  orderId: string,
  adminId: string,
  { walkIn = false }: { walkIn?: boolean } = {},
): Promise<Omit<DeliveryAward, 'order'>> {
  const { order, to } = await lockOrderFor(tx, orderId, 'deliver', { actor: 'admin', adminId });
  const settings = await loadLoyaltySettings(tx);
  const deliveredAt = new Date();
  // An order imported with its points already awarded by the old app earns nothing again (decision 036);
  // nor does a walk-in's sale (docs/decisions/089), which counts as nobody's spend either.
  const earnsNothing = order.is_points_awarded || walkIn;
  const releasesAt = earnsNothing ? null : releaseInstant(deliveredAt, settings.returnWindowDays);
  const earned = earnsNothing
    ? await nothingAwarded(tx, order.customer_id)
    : await awardOrderPoints(
        tx,
        order,
        settings,
        { adminId },
        {
          deliveredAt,
          releasesAt,
          spendPaise: order.amount_paid_paise,
          // Flagged referral links' rewards wait for the owner (docs/decisions/081).
          review: await reviewedUplines(tx, order.customer_id),
        },
      );
  if (!releasesAt && !walkIn) await addOrderSpend(tx, order, settings);
  const paidAtDoor = isPaidOnDelivery(order.payment_method);
  const cash = paidAtDoor ? await takeCashAtDoor(tx, order.id, adminId) : null;
  await recordTransition(
    tx,
    order,
    'deliver',
    to,
    { actor: 'admin', adminId },
    {
      details: {
        pointsEarned: earned.points,
        pointMoneyPaise: order.point_money_paise,
        ...(releasesAt ? { pendingUntil: releasesAt.toISOString() } : {}),
        paidAtDoor,
        ...(cash ? { paymentId: cash.id, cashPaise: cash.amountPaise } : {}),
      },
    },
  );
  if (paidAtDoor) await recordPaidAtDoor(tx, order.id);
  return {
    pointsEarned: earned.points,
    pendingUntil: releasesAt,
    pointMoneyPaise: order.point_money_paise,
    carriedPaise: earned.carriedPaise,
  };
}

/** The cash a cash-on-delivery order still owes, taken at the door; none when nothing is due. */
async function takeCashAtDoor(tx: Queryable, orderId: string, adminId: string) {
  const state = await lockPaymentState(tx, orderId);
  const due = amountDue(state.status, state.amount_paid_paise, state.paid_paise);
  if (due === 0) return null;
  return recordPayment(tx, {
    orderId,
    method: 'cash',
    amountPaise: due,
    reference: null,
    source: 'delivery',
    recordedBy: adminId,
  });
}

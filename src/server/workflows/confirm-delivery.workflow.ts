import type { Order } from '../../domain/order';
import { isPaidOnDelivery } from '../../domain/order-states';
import type { Database, Queryable } from '../db/client';
import { awardOrderPoints } from '../features/loyalty/order-points';
import { addOrderSpend } from '../features/customers/order-spend';
import { findOrder } from '../features/orders/order-read';
import { loadLoyaltySettings } from '../features/settings/loyalty-settings';
import { lockOrderFor, recordTransition } from '../features/orders/order-transition';

export interface DeliveryAward {
  order: Order;
  pointsEarned: number;
  pointMoneyPaise: number;
  carriedPaise: number;
}

/**
 * Confirming delivery, top to bottom, in ONE transaction (awarded exactly once: the order
 * row is locked and a delivered order cannot be delivered again):
 *   order point money → the customer's carry → whole points (remainder carried) →
 *   lifetime and monthly spend → tier raised by the thresholds →
 *   each active upline earns its level's share of the order's point money →
 *   cash on delivery is recorded paid at the moment of delivery (unless it already was).
 */
async function nothingAwarded(tx: Queryable, customerId: string) {
  const [customer] = await tx.query<{ point_money_paise: number }>(
    'select point_money_paise from customers where id = $1',
    [customerId],
  );
  return { points: 0, carriedPaise: customer!.point_money_paise };
}

export async function confirmDelivery(
  db: Database,
  orderId: string,
  adminId: string,
): Promise<DeliveryAward> {
  const award = await db.transaction(async (tx) => {
    const { order, to } = await lockOrderFor(tx, orderId, 'deliver', { actor: 'admin', adminId });
    const settings = await loadLoyaltySettings(tx);
    // An order imported with its points already awarded by the old app earns nothing again (decision 036).
    const earned = order.is_points_awarded
      ? await nothingAwarded(tx, order.customer_id)
      : await awardOrderPoints(tx, order, settings, { adminId });
    await addOrderSpend(tx, order, settings);
    const paidAtDoor = isPaidOnDelivery(order.payment_method);
    await recordTransition(
      tx,
      order,
      'deliver',
      to,
      { actor: 'admin', adminId },
      {
        details: { pointsEarned: earned.points, pointMoneyPaise: order.point_money_paise, paidAtDoor },
      },
    );
    if (paidAtDoor) {
      await tx.query('update orders set paid_at = coalesce(paid_at, delivered_at) where id = $1', [order.id]);
    }
    return {
      pointsEarned: earned.points,
      pointMoneyPaise: order.point_money_paise,
      carriedPaise: earned.carriedPaise,
    };
  });
  return { ...award, order: (await findOrder(db, orderId))! };
}

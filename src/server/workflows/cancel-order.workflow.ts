import type { Order } from '../../domain/order';
import type { Database } from '../db/client';
import { changePoints } from '../features/loyalty';
import { findOrder, lockOrderFor, recordTransition, type ActingUser } from '../features/orders';
import { repayOrder } from '../features/payments';
import { forgetShopProducts, restoreOrderStock } from '../features/products';

/**
 * Reject (admin, pending order) or cancel (admin up to shipped; customer while pending):
 * the order's stock goes back on the shelf and its redeemed points back to the customer, and what
 * its payments brought in goes back out as a refund would (outgoing payments, source `refund`,
 * docs/decisions/069), named in the audit row.
 */
export async function cancelOrder(
  db: Database,
  orderId: string,
  action: 'reject' | 'cancel',
  by: ActingUser,
  reason?: string,
): Promise<Order> {
  const restocked = await db.transaction(async (tx) => {
    const { order, to } = await lockOrderFor(tx, orderId, action, by);
    const productIds = await restoreOrderStock(tx, order.id);
    if (order.points_used > 0) {
      await changePoints(tx, order.customer_id, order.points_used, {
        kind: 'redemption_restored',
        orderId: order.id,
        adminId: by.actor === 'admin' ? by.adminId : null,
      });
    }
    const repaid = await repayOrder(tx, order.id, by.actor === 'admin' ? by.adminId : null);
    await recordTransition(tx, order, action, to, by, {
      note: reason ?? null,
      ...(repaid.length
        ? {
            audit: true,
            details: {
              repaid: repaid.map((p) => ({ paymentId: p.id, method: p.method, amountPaise: p.amountPaise })),
            },
          }
        : {}),
    });
    return productIds;
  });
  forgetShopProducts(restocked); // their stock changed: the shop shows it at once in this process
  return (await findOrder(db, orderId))!;
}

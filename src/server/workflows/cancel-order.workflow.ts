import type { Order } from '../../domain/order';
import type { Database, Queryable } from '../db/client';
import { changePoints } from '../features/loyalty/points-ledger';
import { findOrder } from '../features/orders/order-read';
import { forgetShopProducts } from '../features/products/shop-list-cache';
import {
  lockOrderFor,
  recordTransition,
  type ActingUser,
  type LockedOrder,
} from '../features/orders/order-transition';

/**
 * Reject (admin, pending order) or cancel (admin up to shipped; customer while pending):
 * the order's stock goes back on the shelf and its redeemed points back to the customer.
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
    const productIds = await restoreStock(tx, order);
    if (order.points_used > 0) {
      await changePoints(tx, order.customer_id, order.points_used, {
        kind: 'redemption_restored',
        orderId: order.id,
        adminId: by.actor === 'admin' ? by.adminId : null,
      });
    }
    await recordTransition(tx, order, action, to, by, { note: reason ?? null });
    return productIds;
  });
  forgetShopProducts(restocked); // their stock changed: the shop shows it at once in this process
  return (await findOrder(db, orderId))!;
}

/** Puts the order's units back; returns the products restocked. */
async function restoreStock(tx: Queryable, order: LockedOrder): Promise<string[]> {
  // Lines of products deleted since have no product to return to.
  const restocked = await tx.query<{ id: string }>(
    `update products p set stock_quantity = p.stock_quantity + l.quantity, updated_at = now()
     from (select product_id, sum(quantity)::int as quantity from order_items
           where order_id = $1 and product_id is not null group by product_id order by product_id) l
     where p.id = l.product_id
     returning p.id`,
    [order.id],
  );
  return restocked.map((row) => row.id);
}

import type { Order } from '../../domain/order';
import { canMarkPaid, type OrderStatus } from '../../domain/order-states';
import { messages } from '../../domain/messages';
import type { Database } from '../db/client';
import { recordAudit } from '../audit/audit-log';
import { AppError } from '../errors';
import { findOrder } from '../features/orders/order-read';
import { lockOrderFor, recordTransition } from './order-transition';

/** Approve (pending → confirmed) and ship (confirmed → shipped): no money or stock moves. */
export async function advanceOrder(
  db: Database,
  orderId: string,
  action: 'approve' | 'ship',
  adminId: string,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const { order, to } = await lockOrderFor(tx, orderId, action, { actor: 'admin', adminId });
    await recordTransition(tx, order, action, to, { actor: 'admin', adminId });
  });
  return (await findOrder(db, orderId))!;
}

/** The admin records that the money arrived (cash collected or UPI seen). */
export async function markOrderPaid(db: Database, orderId: string, adminId: string): Promise<Order> {
  await db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: OrderStatus; paid_at: Date | null }>(
      'select status, paid_at from orders where id = $1 for update',
      [orderId],
    );
    if (!order) throw new AppError('NOT_FOUND', messages.orders.notFound);
    if (!canMarkPaid(order.status, false)) {
      throw new AppError('ILLEGAL_TRANSITION', messages.orders.cannotMarkPaid(order.status));
    }
    if (order.paid_at) return; // already recorded: nothing to do
    await tx.query('update orders set paid_at = now(), updated_at = now() where id = $1', [orderId]);
    await recordAudit(tx, { adminId, action: 'order.mark_paid', entity: 'order', entityId: orderId });
  });
  return (await findOrder(db, orderId))!;
}

import type { Order } from '../../../domain/order';
import { canMarkPaid, canMarkUnpaid, type OrderStatus } from '../../../domain/order-states';
import { messages } from '../../../domain/messages';
import type { Database, Queryable } from '../../db/client';
import { recordAudit } from '../../audit/audit-log';
import { AppError } from '../../errors';
import { findOrder } from './order-read';
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

/** Cash on delivery is recorded paid at the moment of delivery, unless it already was. */
export async function recordPaidAtDoor(tx: Queryable, orderId: string): Promise<void> {
  await tx.query('update orders set paid_at = coalesce(paid_at, delivered_at) where id = $1', [orderId]);
}

/**
 * The admin records that the money arrived (cash collected or UPI seen), or takes back a record
 * made by mistake (`received` false: the cash was not taken after all). Either is audited, the
 * correction with the time it removes; asking for what is already recorded changes nothing.
 */
export async function recordPayment(
  db: Database,
  orderId: string,
  adminId: string,
  received: boolean,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: OrderStatus; paid_at: Date | null }>(
      'select status, paid_at from orders where id = $1 for update',
      [orderId],
    );
    if (!order) throw new AppError('NOT_FOUND', messages.orders.notFound);
    if (received ? !canMarkPaid(order.status, false) : !canMarkUnpaid(order.status, true)) {
      const message = received ? messages.orders.cannotMarkPaid : messages.orders.cannotMarkUnpaid;
      throw new AppError('ILLEGAL_TRANSITION', message(order.status));
    }
    if ((order.paid_at !== null) === received) return; // already recorded so: nothing to do
    await tx.query(
      `update orders set paid_at = ${received ? 'now()' : 'null'}, updated_at = now() where id = $1`,
      [orderId],
    );
    await recordAudit(tx, {
      adminId,
      action: received ? 'order.mark_paid' : 'order.mark_unpaid',
      entity: 'order',
      entityId: orderId,
      ...(order.paid_at ? { details: { paidAt: order.paid_at.toISOString() } } : {}),
    });
  });
  return (await findOrder(db, orderId))!;
}

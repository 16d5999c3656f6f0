import type { Order } from '../../../domain/order';
import type { OrderStatus } from '../../../domain/order-states';
import type { PaymentMethod } from '../../../domain/payment-methods';
import { messages } from '../../../domain/messages';
import type { Database, Queryable } from '../../db/client';
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
  await db.transaction((tx) => advanceOrderIn(tx, orderId, action, adminId));
  return (await findOrder(db, orderId))!;
}

/** Approve or ship inside the caller's transaction (a counter sale approves the order it placed). */
export async function advanceOrderIn(
  tx: Queryable,
  orderId: string,
  action: 'approve' | 'ship',
  adminId: string,
): Promise<void> {
  const { order, to } = await lockOrderFor(tx, orderId, action, { actor: 'admin', adminId });
  await recordTransition(tx, order, action, to, { actor: 'admin', adminId });
}

/** Cash on delivery is recorded paid at the moment of delivery, unless it already was. */
export async function recordPaidAtDoor(tx: Queryable, orderId: string): Promise<void> {
  await tx.query('update orders set paid_at = coalesce(paid_at, delivered_at) where id = $1', [orderId]);
}

/** What recording or correcting an order's payment needs to know, with the order locked. */
export interface PaymentState {
  status: OrderStatus;
  payment_method: PaymentMethod;
  upi_reference: string | null;
  amount_paid_paise: number;
  paid_paise: number;
  refunded_paise: number;
  paid_at: Date | null;
}

export async function lockPaymentState(tx: Queryable, orderId: string): Promise<PaymentState> {
  const [order] = await tx.query<PaymentState>(
    `select status, payment_method, upi_reference, amount_paid_paise, paid_paise, refunded_paise, paid_at
     from orders where id = $1 for update`,
    [orderId],
  );
  if (!order) throw new AppError('NOT_FOUND', messages.orders.notFound);
  return order;
}

/**
 * Sets or clears "fully paid at" where no payment moves it: an order that costs nothing (points
 * paid it all) is paid when the admin says so, and a correction leaves no order marked paid.
 */
export async function setPaidAt(tx: Queryable, orderId: string, paid: boolean): Promise<void> {
  await tx.query(
    `update orders set paid_at = ${paid ? 'coalesce(paid_at, now())' : 'null'}, updated_at = now() where id = $1`,
    [orderId],
  );
}

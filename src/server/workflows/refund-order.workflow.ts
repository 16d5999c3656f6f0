import type { Order } from '../../domain/order';
import type { Database } from '../db/client';
import { refundOrderPoints } from '../features/loyalty/order-points';
import { findOrder } from '../features/orders/order-read';
import { lockOrderFor, recordTransition } from './order-transition';

/**
 * Refunding a delivered order, in ONE transaction (docs/decisions/007): the customer's award and
 * every upline's referral reward are undone exactly as the ledger recorded them (so later setting
 * changes do not matter; balances may go negative), and the points the customer spent on the
 * order come back. Spend is taken back from the month the order was delivered in; the tier is
 * never lowered. Stock is not restored: delivered groceries are not resold.
 */
export async function refundOrder(
  db: Database,
  orderId: string,
  adminId: string,
  reason?: string,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const { order, to } = await lockOrderFor(tx, orderId, 'refund', { actor: 'admin', adminId });
    await refundOrderPoints(tx, order, { adminId });
    await tx.query(
      `update customers set total_spent_paise = greatest(0, total_spent_paise - $2), updated_at = now() where id = $1`,
      [order.customer_id, order.amount_paid_paise],
    );
    await tx.query(
      `update customer_monthly_spend set spent_paise = greatest(0, spent_paise - $3)
       where customer_id = $1 and month = to_char($2::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM')`,
      [order.customer_id, order.delivered_at, order.amount_paid_paise],
    );
    await recordTransition(tx, order, 'refund', to, { actor: 'admin', adminId }, { note: reason ?? null });
  });
  return (await findOrder(db, orderId))!;
}

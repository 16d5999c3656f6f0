import type { Order } from '../../domain/order';
import type { Database } from '../db/client';
import { takeBackOrderSpend } from '../features/customers';
import { refundOrderPoints } from '../features/loyalty';
import { findOrder, lockOrderFor, recordTransition } from '../features/orders';

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
    await takeBackOrderSpend(tx, order);
    await recordTransition(tx, order, 'refund', to, { actor: 'admin', adminId }, { note: reason ?? null });
  });
  return (await findOrder(db, orderId))!;
}

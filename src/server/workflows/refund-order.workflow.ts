import type { Order } from '../../domain/order';
import type { Database } from '../db/client';
import { takeBackOrderSpend } from '../features/customers';
import { refundOrderPoints } from '../features/loyalty';
import { findOrder, lockOrderFor, recordTransition } from '../features/orders';
import { repayOrder } from '../features/payments';

/**
 * Refunding a delivered order, in ONE transaction (docs/decisions/007): the customer's award and
 * every upline's referral reward are undone exactly as the ledger recorded them (so later setting
 * changes do not matter; balances may go negative), and the points the customer spent on the
 * order come back. Spend is taken back from the month the order was delivered in; the tier is
 * never lowered. Stock is not restored: delivered groceries are not resold. What the order's
 * payments brought in goes back out, by the way it came (outgoing payments, source `refund`).
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
    const repaid = await repayOrder(tx, order.id, adminId);
    await recordTransition(
      tx,
      order,
      'refund',
      to,
      { actor: 'admin', adminId },
      {
        note: reason ?? null,
        details: {
          repaid: repaid.map((p) => ({ paymentId: p.id, method: p.method, amountPaise: p.amountPaise })),
        },
      },
    );
  });
  return (await findOrder(db, orderId))!;
}

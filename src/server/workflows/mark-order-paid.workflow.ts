import type { Order } from '../../domain/order';
import { canMarkPaid, canMarkUnpaid, paymentsHeldByRefund } from '../../domain/order-states';
import { messages } from '../../domain/messages';
import { amountDue, moneyMethodOf, normaliseReference } from '../../domain/payments';
import { recordAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { findOrder, lockPaymentState, setPaidAt } from '../features/orders';
import { recordPayment, voidIncomingPayments } from '../features/payments';

/**
 * "Mark paid", in ONE transaction (docs/decisions/064): the money arrived, all that is due, by the
 * order's payment method (a UPI order's typed reference as the payment's reference). An order that
 * is already paid changes nothing; one that costs nothing is marked paid with no payment.
 */
export async function markOrderPaid(db: Database, orderId: string, adminId: string): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockPaymentState(tx, orderId);
    if (!canMarkPaid(order.status, false)) {
      throw new AppError('ILLEGAL_TRANSITION', messages.orders.cannotMarkPaid(order.status));
    }
    if (order.paid_at !== null) return; // already recorded so: nothing to do
    const due = amountDue(order.status, order.amount_paid_paise, order.paid_paise, order.refunded_paise);
    const payment =
      due > 0
        ? await recordPayment(tx, {
            orderId,
            method: moneyMethodOf(order.payment_method),
            amountPaise: due,
            reference: order.payment_method === 'upi' ? normaliseReference(order.upi_reference) : null,
            source: 'admin',
            recordedBy: adminId,
          })
        : null;
    if (!payment) await setPaidAt(tx, orderId, true);
    await recordAudit(tx, {
      adminId,
      action: 'order.mark_paid',
      entity: 'order',
      entityId: orderId,
      details: payment ? { paymentId: payment.id, amountPaise: payment.amountPaise } : {},
    });
  });
  return (await findOrder(db, orderId))!;
}

/**
 * "Mark unpaid", the correction (the cash was not taken after all): every live incoming payment
 * is voided with who and when, never deleted, and the order is due again. Audited with the paid
 * time it removes; an order with nothing recorded changes nothing. Refused once some of the order
 * was refunded: money went back against those payments.
 */
export async function markOrderUnpaid(db: Database, orderId: string, adminId: string): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockPaymentState(tx, orderId);
    if (!canMarkUnpaid(order.status, true)) {
      throw new AppError('ILLEGAL_TRANSITION', messages.orders.cannotMarkUnpaid(order.status));
    }
    if (order.paid_at === null && order.paid_paise === 0) return; // nothing recorded: nothing to do
    // A refund by line paid money back against these payments (docs/decisions/069).
    if (paymentsHeldByRefund(order.refunded_paise))
      throw new AppError('ILLEGAL_TRANSITION', messages.orders.cannotMarkUnpaidAfterRefund);
    const voided = await voidIncomingPayments(tx, orderId, adminId);
    await setPaidAt(tx, orderId, false);
    await recordAudit(tx, {
      adminId,
      action: 'order.mark_unpaid',
      entity: 'order',
      entityId: orderId,
      details: {
        ...(order.paid_at ? { paidAt: order.paid_at.toISOString() } : {}),
        voidedPayments: voided,
      },
    });
  });
  return (await findOrder(db, orderId))!;
}

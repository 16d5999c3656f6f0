import type { Order } from '../../domain/order';
import { moneyBackPaise, type RequestedRefundLine } from '../../domain/refunds';
import { moneyMethodOf } from '../../domain/payments';
import type { Database } from '../db/client';
import { takeBackOrderSpend } from '../features/customers';
import { refundOrderPoints, takeBackPendingSpend } from '../features/loyalty';
import {
  earlierRefund,
  findOrder,
  lockOrderFor,
  recordRefund,
  recordTransition,
  refundLines,
} from '../features/orders';
import { repayOrder, repayPart } from '../features/payments';
import { forgetShopProducts, restoreUnits } from '../features/products';

export interface RefundRequest {
  /** Units of some lines (docs/decisions/069); absent: the whole order, as decision 007 says. */
  lines?: readonly RequestedRefundLine[] | undefined;
  reason?: string | undefined;
  /** A retry with the same key refunds nothing again. */
  idempotencyKey?: string | undefined;
}

export interface RefundDone {
  order: Order;
  /** What went back to the customer as outgoing payments. */
  repaidPaise: number;
  /** The order is now refunded as a whole. */
  whole: boolean;
}

/**
 * Refunding a delivered order, in ONE transaction (docs/decisions/007 and 069): the customer's
 * award and every upline's referral reward are undone exactly as the ledger recorded them (so
 * later setting changes do not matter; balances may go negative once released; inside the return
 * window the pending points are voided instead, and the spend not yet counted shrinks,
 * docs/decisions/074), and the points the customer
 * spent on the order come back; spend is taken back from the month the order was delivered in; the
 * tier is never lowered. A refund by line does all that for the refunded share, cumulatively, puts
 * the units back on the shelf (the customer brought them back) and pays back what was paid on them;
 * the one that leaves nothing unrefunded makes the order refunded. A whole refund restores no
 * stock (delivered groceries are not resold) and pays back what the order's payments brought in.
 */
export async function refundOrder(
  db: Database,
  orderId: string,
  adminId: string,
  request: RefundRequest = {},
): Promise<RefundDone> {
  const by = { actor: 'admin' as const, adminId };
  const done = await db.transaction(async (tx) => {
    const key = request.idempotencyKey ?? null;
    const earlier = key ? await earlierRefund(tx, orderId, key) : null;
    if (earlier) return { ...earlier, restocked: [] as string[] };
    const { order, to } = await lockOrderFor(tx, orderId, 'refund', by);
    const refund = await refundLines(tx, order, request.lines ?? null);
    await refundOrderPoints(tx, order, { adminId }, { awards: refund.awards, pointsUsed: refund.pointsUsed });
    // Spend still waiting with a pending award comes off what its release will count (docs/decisions/074).
    if (!(await takeBackPendingSpend(tx, order.id, refund.sharePaise)))
      await takeBackOrderSpend(tx, { ...order, amount_paid_paise: refund.sharePaise });
    const restocked = request.lines ? await restoreUnits(tx, refund.units) : [];
    const payments = request.lines
      ? await repayPart(tx, {
          orderId,
          amountPaise: moneyBackPaise(refund.sharePaise, refund.paidPaise, refund.costAfterPaise),
          firstMethod: moneyMethodOf(order.payment_method),
          adminId,
        })
      : await repayOrder(tx, order.id, adminId);
    const repaid = payments.map((p) => ({ paymentId: p.id, method: p.method, amountPaise: p.amountPaise }));
    await recordRefund(tx, {
      orderId,
      idempotencyKey: key,
      units: refund.unitsAsSold,
      sharePaise: refund.sharePaise,
      repaid,
      adminId,
      reason: request.reason ?? null,
      audit: !refund.whollyRefunded,
    });
    if (refund.whollyRefunded) {
      await recordTransition(tx, order, 'refund', to, by, {
        note: request.reason ?? null,
        details: {
          repaid,
          ...(request.lines ? { lines: refund.unitsAsSold, refundedPaise: refund.sharePaise } : {}),
        },
      });
    }
    const repaidPaise = repaid.reduce((sum, p) => sum + p.amountPaise, 0);
    return { repaidPaise, whole: refund.whollyRefunded, restocked };
  });
  if (done.restocked.length) forgetShopProducts(done.restocked); // the shop shows the stock at once
  return { order: (await findOrder(db, orderId))!, repaidPaise: done.repaidPaise, whole: done.whole };
}

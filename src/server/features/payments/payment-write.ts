import { messages } from '../../../domain/messages';
import type { OrderStatus } from '../../../domain/order-states';
import { amountDue, type MoneyMethod, type PaymentSource } from '../../../domain/payments';
import { splitRepayment } from '../../../domain/refunds';
import type { Payment } from '../../../domain/payments.schemas';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { PAYMENT_COLUMNS, toPayment, type PaymentRow } from './payment-read';

export interface IncomingPayment {
  orderId: string;
  method: MoneyMethod;
  amountPaise: number;
  /** Already normalised (normaliseReference). */
  reference: string | null;
  source: PaymentSource;
  /** The admin who recorded it; null for the shop itself (an import, a statement job). */
  recordedBy: string | null;
  /** The khata settlement it is a part of (docs/decisions/070): its rows share the id. */
  settlementId?: string;
}

interface PayableOrder {
  status: OrderStatus;
  amount_paid_paise: number;
  paid_paise: number;
  refunded_paise: number;
}

/** Locks the order (a second payment waits, then sees the first) and reads what it owes. */
async function lockPayableOrder(tx: Queryable, orderId: string): Promise<PayableOrder> {
  const [order] = await tx.query<PayableOrder>(
    'select status, amount_paid_paise, paid_paise, refunded_paise from orders where id = $1 for update',
    [orderId],
  );
  if (!order) throw new AppError('NOT_FOUND', messages.orders.notFound);
  return order;
}

/** The order a live incoming UPI payment with this reference paid, if any. */
export async function orderPaidWith(tx: Queryable, reference: string): Promise<string | null> {
  const [row] = await tx.query<{ order_id: string }>(
    `select order_id from payments
     where reference = $1 and direction = 'in' and method = 'upi' and voided_at is null`,
    [reference],
  );
  return row?.order_id ?? null;
}

/**
 * Money in on an order, in the caller's transaction: refused on a cancelled or refunded order,
 * above what the order still owes, and for a UPI reference that already paid an order (a UTR pays
 * one order once). The database then moves the order's paid amount and, when it is paid in full,
 * its paid_at (migration 038).
 */
export async function recordPayment(tx: Queryable, payment: IncomingPayment): Promise<Payment> {
  const order = await lockPayableOrder(tx, payment.orderId);
  if (order.status === 'cancelled' || order.status === 'refunded') {
    throw new AppError('ILLEGAL_TRANSITION', messages.payments.cannotRecord(order.status));
  }
  const due = amountDue(order.status, order.amount_paid_paise, order.paid_paise, order.refunded_paise);
  if (payment.amountPaise > due) {
    throw new AppError('PAYMENT_OVER_DUE', messages.payments.overDue(due), {
      amountPaise: messages.payments.overDue(due),
    });
  }
  if (payment.method === 'upi' && payment.reference) {
    const paid = await orderPaidWith(tx, payment.reference);
    if (paid)
      throw new AppError('PAYMENT_REFERENCE_USED', messages.payments.referenceUsed(payment.reference, paid));
  }
  try {
    const [row] = await tx.query<PaymentRow>(
      `insert into payments (order_id, direction, method, amount_paise, reference, source, recorded_by, settlement_id)
       values ($1, 'in', $2, $3, $4, $5, $6, $7) returning ${PAYMENT_COLUMNS}`,
      [
        payment.orderId,
        payment.method,
        payment.amountPaise,
        payment.reference,
        payment.source,
        payment.recordedBy,
        payment.settlementId ?? null,
      ],
    );
    return toPayment(row!);
  } catch (error) {
    // Another order took the reference between the check and the insert.
    if (isUniqueViolation(error, 'payments_utr_once'))
      throw new AppError('PAYMENT_REFERENCE_USED', messages.payments.referenceUsed(payment.reference!, null));
    throw error;
  }
}

/**
 * A correction (Mark unpaid: the money was not taken after all): every live incoming payment of
 * the order is voided, with who and when; nothing is deleted. Returns what was voided.
 */
export async function voidIncomingPayments(
  tx: Queryable,
  orderId: string,
  adminId: string,
): Promise<{ id: string; amountPaise: number }[]> {
  const rows = await tx.query<{ id: string; amount_paise: number }>(
    `update payments set voided_at = now(), voided_by = $2
     where order_id = $1 and direction = 'in' and voided_at is null
     returning id, amount_paise`,
    [orderId, adminId],
  );
  return rows.map((row) => ({ id: row.id, amountPaise: row.amount_paise }));
}

/**
 * A whole refund, or the cancel of an order that was paid, pays back what the order's payments
 * brought in, by the way it came (one outgoing payment per method, source `refund`). Returns the
 * payments made. `adminId` is null when the customer cancelled.
 */
export async function repayOrder(tx: Queryable, orderId: string, adminId: string | null): Promise<Payment[]> {
  const rows = await tx.query<PaymentRow>(
    `insert into payments (order_id, direction, method, amount_paise, source, recorded_by)
     select $1, 'out', method, net, 'refund', $2
     from (select method, sum(case when direction = 'in' then amount_paise else -amount_paise end)::int as net
           from payments where order_id = $1 and voided_at is null group by method) m
     where net > 0
     order by method
     returning ${PAYMENT_COLUMNS}`,
    [orderId, adminId],
  );
  return rows.map(toPayment);
}

/**
 * A refund by line pays back `amountPaise` (docs/decisions/069): by the way the money came in, the
 * order's own payment method first, each method up to what it brought in net (outgoing payments,
 * source `refund`). The caller holds the order's lock and never asks for more than was paid net.
 */
export async function repayPart(
  tx: Queryable,
  repayment: { orderId: string; amountPaise: number; firstMethod: MoneyMethod; adminId: string },
): Promise<Payment[]> {
  if (repayment.amountPaise <= 0) return [];
  const nets = await tx.query<{ method: MoneyMethod; net: number }>(
    `select method, sum(case when direction = 'in' then amount_paise else -amount_paise end)::int as net
     from payments where order_id = $1 and voided_at is null group by method`,
    [repayment.orderId],
  );
  const parts = splitRepayment(
    repayment.amountPaise,
    Object.fromEntries(nets.map((n) => [n.method, n.net])),
    repayment.firstMethod,
  );
  const rows = await tx.query<PaymentRow>(
    `insert into payments (order_id, direction, method, amount_paise, source, recorded_by)
     select $1, 'out', p.method, p.amount, 'refund', $4
     from unnest($2::text[], $3::int[]) with ordinality as p(method, amount, n)
     order by p.n
     returning ${PAYMENT_COLUMNS}`,
    [repayment.orderId, parts.map((p) => p.method), parts.map((p) => p.amountPaise), repayment.adminId],
  );
  return rows.map(toPayment);
}

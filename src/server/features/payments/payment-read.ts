import { messages } from '../../../domain/messages';
import type { OrderStatus } from '../../../domain/order-states';
import {
  amountDue,
  type MoneyMethod,
  type PaymentDirection,
  type PaymentSource,
} from '../../../domain/payments';
import type { OrderPayments, Payment } from '../../../domain/payments.schemas';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';

export interface PaymentRow {
  id: string;
  direction: PaymentDirection;
  method: MoneyMethod;
  amount_paise: number;
  reference: string | null;
  source: PaymentSource;
  recorded_at: Date;
}

export const PAYMENT_COLUMNS = 'id, direction, method, amount_paise, reference, source, recorded_at';

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    direction: row.direction,
    method: row.method,
    amountPaise: row.amount_paise,
    reference: row.reference,
    source: row.source,
    recordedAt: row.recorded_at.toISOString(),
  };
}

/**
 * An order's live payments (voided ones count for nothing and are not listed: the audit log keeps
 * the correction), oldest first, with what they come to and what is still due. With `customerId`,
 * only that customer's order: anyone else's is "not found", like the order itself.
 */
export async function orderPayments(
  q: Queryable,
  orderId: string,
  customerId?: string,
): Promise<OrderPayments> {
  const [order] = await q.query<{
    status: OrderStatus;
    amount_paid_paise: number;
    paid_paise: number;
    refunded_paise: number;
  }>(
    `select status, amount_paid_paise, paid_paise, refunded_paise from orders
     where id = $1 and ($2::uuid is null or customer_id = $2::uuid)`,
    [orderId, customerId ?? null],
  );
  if (!order) throw new AppError('NOT_FOUND', messages.orders.notFound);
  const rows = await q.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where order_id = $1 and voided_at is null order by recorded_at, id`,
    [orderId],
  );
  return {
    payments: rows.map(toPayment),
    paidPaise: order.paid_paise,
    duePaise: amountDue(order.status, order.amount_paid_paise, order.paid_paise, order.refunded_paise),
  };
}

/**
 * What the payments of each order come to (in less out, voided aside), counted from the rows:
 * for the checks that the order's kept paid amount is true, and for callers that need it for many
 * orders at once. Orders without payments are 0.
 */
export async function paymentTotals(q: Queryable, orderIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await q.query<{ order_id: string; paid: number }>(
    `select order_id, sum(case when direction = 'in' then amount_paise else -amount_paise end)::int as paid
     from payments where order_id = any($1::text[]) and voided_at is null group by order_id`,
    [orderIds],
  );
  const totals = new Map(orderIds.map((id) => [id, 0]));
  for (const row of rows) totals.set(row.order_id, row.paid);
  return totals;
}

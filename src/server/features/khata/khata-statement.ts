import { creditLeft, khataStatement, type KhataMovement } from '../../../domain/khata';
import type { Khata } from '../../../domain/khata.schemas';
import { payPagePath } from '../../../domain/pay-page';
import type { MoneyMethod } from '../../../domain/payments';
import type { Queryable } from '../../db/client';
import { creditLimitOf } from '../customers';
import { liveKhata } from './khata-owed';

/**
 * A customer's own khata (GET /api/khata): the limit, what is owed, what is left, and the
 * statement newest first: each live khata order as a debit (with its pay page while it owes
 * something) and the money paid against them as credits, a settlement as one line however many
 * orders it paid (docs/decisions/070).
 */
export async function customerKhata(q: Queryable, customerId: string): Promise<Khata> {
  const limitPaise = (await creditLimitOf(q, customerId)) ?? 0;
  const orders = await q.query<{
    id: string;
    order_date: Date;
    amount_paid_paise: number;
    paid_paise: number;
    refunded_paise: number;
    pay_token: string;
  }>(
    `select id, order_date, amount_paid_paise, paid_paise, refunded_paise, pay_token from orders
     where customer_id = $1 and ${liveKhata()} and amount_paid_paise > 0`,
    [customerId],
  );
  const payments = await q.query<{
    at: Date;
    amount: number;
    method: MoneyMethod;
    reference: string | null;
    order_id: string | null;
  }>(
    `select min(p.recorded_at) as at, method, max(p.reference) as reference,
            sum(case when p.direction = 'in' then p.amount_paise else -p.amount_paise end)::int as amount,
            case when p.settlement_id is null then min(p.order_id) end as order_id
     from payments p join orders o on o.id = p.order_id
     where o.customer_id = $1 and ${liveKhata('o')} and p.voided_at is null
     group by coalesce(p.settlement_id, p.id), p.settlement_id, p.method`,
    [customerId],
  );
  const movements: KhataMovement[] = [
    ...orders.map((order) => ({
      kind: 'order' as const,
      at: order.order_date.toISOString(),
      // What the bill comes to after any refund by line (docs/decisions/069).
      amountPaise: order.amount_paid_paise - order.refunded_paise,
      orderId: order.id,
      reference: null,
      method: null,
      payUrl:
        order.paid_paise + order.refunded_paise < order.amount_paid_paise
          ? payPagePath(order.pay_token)
          : null,
    })),
    ...payments
      .filter((payment) => payment.amount !== 0)
      .map((payment) => ({
        kind: 'payment' as const,
        at: payment.at.toISOString(),
        amountPaise: payment.amount,
        orderId: payment.order_id,
        reference: payment.reference,
        method: payment.method,
        payUrl: null,
      })),
  ];
  const owedPaise = orders.reduce(
    (sum, order) => sum + Math.max(order.amount_paid_paise - order.refunded_paise - order.paid_paise, 0),
    0,
  );
  return {
    limitPaise,
    owedPaise,
    leftPaise: creditLeft(limitPaise, owedPaise),
    entries: khataStatement(movements),
  };
}

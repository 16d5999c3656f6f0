import type { Language } from '../../../domain/language';
import type { Order } from '../../../domain/order';
import { isPendingApproval, type OrderStatus } from '../../../domain/order-states';
import { payPagePath } from '../../../domain/pay-page';
import type { OrderSource } from '../../../domain/order-sources';
import type { PaymentMethod } from '../../../domain/payment-methods';
import { amountDue } from '../../../domain/payments';
import { toApiQuantity, type ProductUnit } from '../../../domain/quantities';
import { refundedAmountPaise } from '../../../domain/refunds';
import { prepared, type Queryable } from '../../db/client';

interface OrderRow {
  id: string;
  customer_id: string;
  customer_name: string;
  customer_phone: string;
  customer_code: string;
  customer_language: Language;
  delivery_name: string;
  delivery_phone: string;
  delivery_address: string;
  pincode: string;
  status: OrderStatus;
  source: OrderSource;
  payment_method: PaymentMethod;
  upi_reference: string | null;
  paid_at: Date | null;
  order_date: Date;
  delivered_at: Date | null;
  subtotal_paise: number;
  offer_discount_paise: number;
  applied_offers: Order['offers'];
  leaderboard_discount_paise: number;
  leaderboard_rank: number | null;
  leaderboard_percent: number | null;
  points_used: number;
  points_discount_paise: number;
  amount_paid_paise: number;
  paid_paise: number;
  refunded_paise: number;
  point_money_paise: number;
  is_points_awarded: boolean;
  pay_token: string;
  items: {
    lineNo: number;
    productId: string | null;
    name: string;
    nameMl: string;
    mrpPaise: number;
    unitPricePaise: number;
    quantity: number;
    unit: ProductUnit;
    weighed: boolean;
    pointMoneyPaise: number;
    offerDiscountPaise: number;
    refundedQuantity: number;
  }[];
  timeline: { fromStatus: OrderStatus | null; toStatus: OrderStatus; at: string; note: string | null }[];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One query: the order with its lines and its status timeline. */
const ORDER_SELECT = `
  select o.*,
    (select c.language from customers c where c.id = o.customer_id) as customer_language,
    coalesce((select json_agg(json_build_object(
        'lineNo', i.line_no, 'productId', i.product_id, 'name', i.name, 'nameMl', i.name_ml, 'mrpPaise', i.mrp_paise,
        'unitPricePaise', i.unit_price_paise, 'quantity', i.quantity, 'pointMoneyPaise', i.point_money_paise,
        'offerDiscountPaise', i.offer_discount_paise, 'refundedQuantity', i.refunded_quantity,
        'unit', i.unit, 'weighed', i.weighed)
      order by i.line_no) from order_items i where i.order_id = o.id), '[]') as items,
    coalesce((select json_agg(json_build_object(
        'fromStatus', e.from_status, 'toStatus', e.to_status, 'at', e.created_at, 'note', e.note) order by e.id)
      from order_events e where e.order_id = o.id), '[]') as timeline
  from orders o`;

/** What is still to pay on an order, from its kept total of payments (docs/decisions/065). */
export const dueOf = (
  row: Pick<OrderRow, 'status' | 'amount_paid_paise' | 'paid_paise' | 'refunded_paise'>,
) => amountDue(row.status, row.amount_paid_paise, row.paid_paise, row.refunded_paise);

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    customerCode: row.customer_code,
    customerLanguage: row.customer_language,
    delivery: {
      name: row.delivery_name,
      phone: row.delivery_phone,
      pincode: row.pincode,
      address: row.delivery_address,
    },
    status: row.status,
    source: row.source,
    paymentMethod: row.payment_method,
    upiReference: row.upi_reference,
    paidAt: iso(row.paid_at),
    orderDate: iso(row.order_date)!,
    deliveredAt: iso(row.delivered_at),
    totalAmountPaise: row.subtotal_paise,
    offerDiscountPaise: row.offer_discount_paise,
    offers: row.applied_offers,
    leaderboardDiscount:
      row.leaderboard_rank === null || row.leaderboard_percent === null
        ? null
        : {
            rank: row.leaderboard_rank,
            percent: row.leaderboard_percent,
            discountPaise: row.leaderboard_discount_paise,
          },
    pointsUsed: row.points_used,
    pointsDiscountPaise: row.points_discount_paise,
    amountPaidPaise: row.amount_paid_paise,
    paidPaise: row.paid_paise,
    refundedPaise: refundedAmountPaise(row.status, row.amount_paid_paise, row.refunded_paise),
    duePaise: dueOf(row),
    pointMoneyPaise: row.point_money_paise,
    isPendingApproval: isPendingApproval(row.status),
    isPointsAwarded: row.is_points_awarded,
    pointsReversed: row.status === 'refunded',
    payUrl: dueOf(row) > 0 ? payPagePath(row.pay_token) : null,
    // A weighed line's quantities in its unit, as the API speaks them (docs/decisions/084).
    items: row.items.map((item) => ({
      ...item,
      quantity: toApiQuantity(item.quantity, item.weighed),
      refundedQuantity: toApiQuantity(item.refundedQuantity, item.weighed),
    })),
    timeline: row.timeline.map((e) => ({ ...e, at: new Date(e.at).toISOString() })),
  };
}

export async function findOrder(db: Queryable, orderId: string, customerId?: string): Promise<Order | null> {
  const rows = await db.query<OrderRow>(
    prepared(
      customerId
        ? `${ORDER_SELECT} where o.id = $1 and o.customer_id = $2`
        : `${ORDER_SELECT} where o.id = $1`,
    ),
    customerId ? [orderId, customerId] : [orderId],
  );
  return rows[0] ? toOrder(rows[0]) : null;
}

export { ORDER_SELECT, type OrderRow };

/** What an order's pay page needs, found by its pay token (null: no such order). */
export async function findPayableOrder(
  db: Queryable,
  payToken: string,
): Promise<{
  id: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  amountDuePaise: number;
  upiReference: string | null;
} | null> {
  const [row] = await db.query<
    Pick<
      OrderRow,
      | 'id'
      | 'status'
      | 'payment_method'
      | 'amount_paid_paise'
      | 'paid_paise'
      | 'refunded_paise'
      | 'upi_reference'
    >
  >(
    prepared(
      'select id, status, payment_method, amount_paid_paise, paid_paise, refunded_paise, upi_reference from orders where pay_token = $1',
    ),
    [payToken],
  );
  return row
    ? {
        id: row.id,
        status: row.status,
        paymentMethod: row.payment_method,
        amountDuePaise: dueOf(row),
        upiReference: row.upi_reference,
      }
    : null;
}

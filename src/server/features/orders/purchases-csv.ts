import type { OrderStatus } from '../../../domain/order-states';
import { ORDER_STATUS_LABELS } from '../../../domain/order-states';
import { PAYMENT_METHOD_LABELS } from '../../../domain/payment-methods';
import { allPages, csvDateTime, csvRupees, type CsvValue } from '../../csv/csv';
import type { Queryable } from '../../db/client';
import { listOrders } from './orders.service';

/** Orders a query while the CSV streams (keyset batches; docs/decisions/033). */
const BATCH = 2_000;

export const PURCHASES_CSV_HEADER = [
  'Order ID',
  'Placed',
  'Customer',
  'Customer code',
  'Phone',
  'Items',
  'Total (₹)',
  'Points used',
  'Points discount (₹)',
  'Amount paid (₹)',
  'Point money (₹)',
  'Payment',
  'UPI reference',
  'Paid',
  'Status',
  'Delivered',
] as const;

const when = (iso: string | null) => (iso ? csvDateTime(new Date(iso)) : '');

/**
 * The purchases CSV: every order the Purchases screen shows for the same search and status, in
 * its order (the same listOrders, read a batch at a time, so 2M orders never sit in memory).
 */
export async function* purchaseRows(
  db: Queryable,
  filter: { search?: string | undefined; status?: OrderStatus | undefined },
): AsyncGenerator<CsvValue[]> {
  for await (const order of allPages((cursor) => listOrders(db, { ...filter, limit: BATCH, cursor }))) {
    yield [
      order.id,
      csvDateTime(new Date(order.orderDate)),
      order.customerName,
      order.customerCode,
      order.customerPhone,
      order.items.map((item) => `${item.name} × ${item.quantity}`).join('; '),
      csvRupees(order.totalAmountPaise),
      order.pointsUsed,
      csvRupees(order.pointsDiscountPaise),
      csvRupees(order.amountPaidPaise),
      csvRupees(order.pointMoneyPaise),
      PAYMENT_METHOD_LABELS[order.paymentMethod],
      order.upiReference,
      when(order.paidAt),
      ORDER_STATUS_LABELS[order.status],
      when(order.deliveredAt),
    ];
  }
}

import { appliedOfferLine, type AppliedOffer } from '../../../domain/offer-pricing';
import type { OrderStatus } from '../../../domain/order-states';
import { ORDER_STATUS_LABELS } from '../../../domain/order-states';
import { ORDER_SOURCE_LABELS, type OrderSource } from '../../../domain/order-sources';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../domain/payment-methods';
import { amountDue } from '../../../domain/payments';
import { formatQuantity, type ProductUnit } from '../../../domain/quantities';
import { refundedAmountPaise } from '../../../domain/refunds';
import { csvDateTime, csvRupees, type CsvValue } from '../../csv/csv';
import type { Queryable } from '../../db/client';
import { cursorAtSql, type Keyset } from '../../db/keyset-cursor';
import { beforeKeyset, orderConditions } from './orders.service';

/** Orders a query while the CSV streams (keyset batches; docs/decisions/033). */
const BATCH = 5_000;

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
  // Added by issue 23 at the end, so the columns a spreadsheet already reads keep their places.
  'Received (₹)',
  'Due (₹)',
  // Refunds by line (docs/decisions/069): the share of the amount its refunded units took back.
  'Refunded (₹)',
  // The shop's offers as they priced the order (docs/decisions/076): each by title and what it did.
  'Offers',
  'Offer discount (₹)',
  // Where the order came from (docs/decisions/088): Online, Phone order, Counter sale or Imported.
  'Source',
] as const;

const when = (at: Date | null) => (at ? csvDateTime(at) : '');

/** What one line of the file needs, and no more (no timeline; the lines' few fields as arrays). */
interface PurchaseRow {
  id: string;
  cursor_at: string;
  order_date: Date;
  customer_name: string;
  customer_code: string;
  customer_phone: string;
  /** Each line's name, quantity, refunded quantity (stored), unit and weighed flag, in line order. */
  items: [string, number, number, ProductUnit, boolean][] | null;
  subtotal_paise: number;
  points_used: number;
  points_discount_paise: number;
  amount_paid_paise: number;
  paid_paise: number;
  refunded_paise: number;
  point_money_paise: number;
  payment_method: PaymentMethod;
  upi_reference: string | null;
  paid_at: Date | null;
  status: OrderStatus;
  delivered_at: Date | null;
  offer_discount_paise: number;
  applied_offers: AppliedOffer[];
  source: OrderSource;
}

const PURCHASE_COLUMNS = `o.id, ${cursorAtSql('o.order_date')} as cursor_at, o.order_date, o.customer_name,
  o.customer_code, o.customer_phone,
  (select json_agg(json_build_array(i.name, i.quantity, i.refunded_quantity, i.unit, i.weighed) order by i.line_no)
    from order_items i where i.order_id = o.id) as items,
  o.subtotal_paise, o.points_used, o.points_discount_paise, o.amount_paid_paise, o.paid_paise, o.refunded_paise, o.point_money_paise,
  o.payment_method, o.upi_reference, o.paid_at, o.status, o.delivered_at, o.offer_discount_paise, o.applied_offers,
  o.source`;

/**
 * The purchases CSV: every order the Purchases screen shows for the same search, status and source, in
 * its order (the same conditions as listOrders), read a batch at a time by keyset so 2M orders
 * never sit in memory, each batch one statement that returns just the file's columns
 * (docs/decisions/033 and 053).
 */
export async function* purchaseRows(
  db: Queryable,
  filter: { search?: string | undefined; status?: OrderStatus | undefined; source?: OrderSource | undefined },
): AsyncGenerator<CsvValue[]> {
  let after: Keyset | null = null;
  for (;;) {
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const { filters, search } = orderConditions(filter, param);
    if (search) filters.push(search.sql);
    if (after) filters.push(beforeKeyset(after, param));
    const rows = await db.query<PurchaseRow>(
      `select ${PURCHASE_COLUMNS} from orders o ${filters.length ? `where ${filters.join(' and ')}` : ''}
       order by o.order_date desc, o.id desc limit ${BATCH}`,
      params,
    );
    for (const row of rows) yield purchaseLine(row);
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursor_at, id: last.id };
  }
}

/**
 * The lines of an order as the Purchases screen lists them, in line order: "Rice 5 kg × 2; Loose
 * rice × 1.500 kg (0.500 kg refunded)", a weighed line in its unit (docs/decisions/084).
 */
function itemsText(items: NonNullable<PurchaseRow['items']>): string {
  return items
    .map(([name, quantity, refunded, unit, weighed]) => {
      const measure = { unit, weighed };
      const back = refunded > 0 ? ` (${formatQuantity(refunded, measure)} refunded)` : '';
      return `${name} × ${formatQuantity(quantity, measure)}${back}`;
    })
    .join('; ');
}

function purchaseLine(row: PurchaseRow): CsvValue[] {
  return [
    row.id,
    csvDateTime(row.order_date),
    row.customer_name,
    row.customer_code,
    row.customer_phone,
    itemsText(row.items ?? []),
    csvRupees(row.subtotal_paise),
    row.points_used,
    csvRupees(row.points_discount_paise),
    csvRupees(row.amount_paid_paise),
    csvRupees(row.point_money_paise),
    PAYMENT_METHOD_LABELS[row.payment_method],
    row.upi_reference,
    when(row.paid_at),
    ORDER_STATUS_LABELS[row.status],
    when(row.delivered_at),
    csvRupees(row.paid_paise),
    csvRupees(amountDue(row.status, row.amount_paid_paise, row.paid_paise, row.refunded_paise)),
    csvRupees(refundedAmountPaise(row.status, row.amount_paid_paise, row.refunded_paise)),
    row.applied_offers
      .map((offer) => {
        const { label, amount } = appliedOfferLine(offer);
        return `${label} ${amount}`;
      })
      .join('; '),
    csvRupees(row.offer_discount_paise),
    ORDER_SOURCE_LABELS[row.source],
  ];
}

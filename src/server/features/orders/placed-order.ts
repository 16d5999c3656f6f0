import type { Quote } from '../../../domain/order';
import type { PlaceOrder } from '../../../domain/order.schemas';
import { prepared, type Queryable } from '../../db/client';
import { recordAudit } from '../../audit/audit-log';

/**
 * Who placed an order (docs/decisions/088): the customer at the online checkout, or the shop's
 * staff for them (a phone or WhatsApp order; the counter's sales next), with their note for it.
 */
export type OrderOrigin =
  { source: 'online' } | { source: 'phone' | 'counter'; enteredBy: string; note: string | null };

/** An order this customer placed before with this Idempotency-Key, and the request it answered. */
export async function findIdempotentOrder(
  tx: Queryable,
  customerId: string,
  idempotencyKey: string,
): Promise<{ id: string; request_hash: string } | undefined> {
  const [previous] = await tx.query<{ id: string; request_hash: string }>(
    prepared('select id, request_hash from orders where customer_id = $1 and idempotency_key = $2'),
    [customerId, idempotencyKey],
  );
  return previous;
}

export interface PlacedOrder {
  id: string;
  customer: { id: string; name: string; phone: string; code: string };
  input: PlaceOrder;
  /** The cart as quoteCart priced it inside the placing transaction. */
  quote: Quote;
  idempotencyKey: string;
  requestHash: string;
  origin: OrderOrigin;
}

/** Writes a new order, its lines and the first event of its timeline (pending), in the placing transaction. */
export async function insertPlacedOrder(tx: Queryable, placed: PlacedOrder): Promise<void> {
  const { id, customer, input, quote, origin } = placed;
  const { lines } = quote;
  await tx.query(
    prepared(`insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name, delivery_phone,
       delivery_address, pincode, subtotal_paise, points_used, points_discount_paise, amount_paid_paise,
       point_money_paise, payment_method, upi_reference, idempotency_key, request_hash,
       leaderboard_discount_paise, leaderboard_rank, leaderboard_percent, offer_discount_paise, applied_offers, source)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)`),
    [
      id,
      customer.id,
      customer.name,
      customer.phone,
      customer.code,
      input.delivery.name,
      input.delivery.phone,
      input.delivery.address,
      input.delivery.pincode,
      quote.subtotalPaise,
      input.pointsToUse,
      quote.pointsDiscountPaise,
      quote.amountPaidPaise,
      quote.pointMoneyPaise,
      input.paymentMethod,
      input.paymentMethod === 'upi' ? input.upiReference : null,
      placed.idempotencyKey,
      placed.requestHash,
      // The offer as priced now: a later change of rank or config never touches this order.
      quote.leaderboardDiscount?.discountPaise ?? 0,
      quote.leaderboardDiscount?.rank ?? null,
      quote.leaderboardDiscount?.percent ?? null,
      // The shop's offers as priced now (docs/decisions/076): a later change of an offer never touches it.
      quote.offerDiscountPaise,
      JSON.stringify(quote.offers),
      origin.source,
    ],
  );
  await tx.query(
    // A line keeps its product's unit as sold (docs/decisions/084): a weighed quantity is thousandths.
    prepared(`insert into order_items (order_id, line_no, product_id, name, mrp_paise, unit_price_paise, quantity,
       point_money_paise, offer_discount_paise, unit, weighed, name_ml)
     select $1, l.line_no, l.product_id, l.name, l.mrp, l.unit_price, l.quantity, l.point_money, l.offer_discount,
       l.unit, l.weighed, l.name_ml
     from unnest($2::int[], $3::uuid[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[],
       $10::text[], $11::boolean[], $12::text[])
       as l(line_no, product_id, name, mrp, unit_price, quantity, point_money, offer_discount, unit, weighed, name_ml)`),
    [
      id,
      lines.map((_line, index) => index + 1),
      lines.map((l) => l.productId),
      lines.map((l) => l.name),
      lines.map((l) => l.mrpPaise),
      lines.map((l) => l.unitPricePaise),
      lines.map((l) => l.quantity),
      lines.map((l) => l.pointMoneyPaise),
      lines.map((l) => l.offerDiscountPaise),
      lines.map((l) => l.unit),
      lines.map((l) => l.weighed),
      lines.map((l) => l.nameMl ?? ''),
    ],
  );
  if (origin.source === 'online') {
    await tx.query(
      prepared(
        `insert into order_events (order_id, from_status, to_status, customer_id) values ($1, null, 'pending', $2)`,
      ),
      [id, customer.id],
    );
    return;
  }
  // Entered by staff: the timeline's first entry and the audit log name who did it.
  await tx.query(
    `insert into order_events (order_id, from_status, to_status, admin_id, note) values ($1, null, 'pending', $2, $3)`,
    [id, origin.enteredBy, origin.note],
  );
  await recordAudit(tx, {
    adminId: origin.enteredBy,
    action: `order.${origin.source}`,
    entity: 'order',
    entityId: id,
    details: { customerCode: customer.code, amountPaidPaise: quote.amountPaidPaise },
  });
}

/**
 * Deletes every order placed in these customers' accounts, with their lines and timelines
 * (cascades), in the transaction that deletes the customers (removing the demo data).
 */
export async function deleteOrdersOf(tx: Queryable, customerIds: readonly string[]): Promise<void> {
  await tx.query('delete from orders where customer_id = any($1::uuid[])', [customerIds]);
}

import { createHash, randomBytes } from 'node:crypto';
import { messages } from '../../domain/messages';
import type { Order } from '../../domain/order';
import type { PlaceOrder } from '../../domain/order.schemas';
import type { Tier } from '../../domain/tiers';
import type { Database, Queryable } from '../db/client';
import { AppError } from '../errors';
import { changePoints } from '../features/loyalty/points-ledger';
import { quoteCart } from '../features/orders/cart-quote';
import { findOrder } from '../features/orders/order-read';
import { forgetShopProducts } from '../features/products/shop-list-cache';

/**
 * Placing an order, top to bottom, in ONE transaction:
 *   lock the customer → replay an idempotent retry → price the cart as the checkout's quote does
 *   (quoteCart: the customer's tier, their leaderboard offer, the redemption cap) → check and spend redeemed points →
 *   write order, lines and timeline → take the stock (never below zero, even under concurrent
 *   orders) → commit.
 * Stock is taken last so the hot product's row lock is held for the shortest time.
 */

interface CustomerForOrder {
  id: string;
  name: string;
  phone: string;
  code: string;
  tier: Tier;
  points: number;
  status: string;
}

/**
 * The fingerprint an Idempotency-Key is tied to. The cart is compared as a set: the schema has
 * already merged repeated products into one line, and the lines are sorted by product here, so
 * a retry that lists the same cart in another order is the same request.
 */
export function requestHash(input: PlaceOrder): string {
  const items = [...input.items].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify({ ...input, items }))
    .digest('hex');
}

function newOrderId(): string {
  return `ORD-${Date.now()}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export type PlaceOrderResult = { order: Order; replayed: boolean };

export async function placeOrder(
  db: Database,
  customerId: string,
  idempotencyKey: string,
  input: PlaceOrder,
): Promise<PlaceOrderResult> {
  const hash = requestHash(input);
  const placed = await db.transaction(async (tx) => {
    const [customer] = await tx.query<CustomerForOrder>(
      'select id, name, phone, code, tier, points, status from customers where id = $1 for update',
      [customerId],
    );
    if (!customer || customer.status === 'rejected')
      throw new AppError('FORBIDDEN', messages.customerLogin.disabled);

    const [previous] = await tx.query<{ id: string; request_hash: string }>(
      'select id, request_hash from orders where customer_id = $1 and idempotency_key = $2',
      [customerId, idempotencyKey],
    );
    if (previous) {
      if (previous.request_hash !== hash)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', messages.checkout.idempotencyMismatch);
      return { id: previous.id, replayed: true, productIds: [] };
    }

    const quote = await quoteCart(tx, customer, input);
    if (input.pointsToUse > quote.maxPointsUsable) {
      const message = messages.checkout.tooManyPoints(quote.maxPointsUsable);
      throw new AppError('VALIDATION_FAILED', message, { pointsToUse: message });
    }
    const { lines } = quote;
    const id = newOrderId();

    await tx.query(
      `insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name, delivery_phone,
         delivery_address, pincode, subtotal_paise, points_used, points_discount_paise, amount_paid_paise,
         point_money_paise, payment_method, upi_reference, idempotency_key, request_hash,
         leaderboard_discount_paise, leaderboard_rank, leaderboard_percent)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
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
        idempotencyKey,
        hash,
        // The offer as priced now: a later change of rank or config never touches this order.
        quote.leaderboardDiscount?.discountPaise ?? 0,
        quote.leaderboardDiscount?.rank ?? null,
        quote.leaderboardDiscount?.percent ?? null,
      ],
    );
    await tx.query(
      `insert into order_items (order_id, line_no, product_id, name, mrp_paise, unit_price_paise, quantity, point_money_paise)
       select $1, l.line_no, l.product_id, l.name, l.mrp, l.unit_price, l.quantity, l.point_money
       from unnest($2::int[], $3::uuid[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[])
         as l(line_no, product_id, name, mrp, unit_price, quantity, point_money)`,
      [
        id,
        lines.map((_line, index) => index + 1),
        lines.map((l) => l.productId),
        lines.map((l) => l.name),
        lines.map((l) => l.mrpPaise),
        lines.map((l) => l.unitPricePaise),
        lines.map((l) => l.quantity),
        lines.map((l) => l.pointMoneyPaise),
      ],
    );
    await tx.query(
      `insert into order_events (order_id, from_status, to_status, customer_id) values ($1, null, 'pending', $2)`,
      [id, customer.id],
    );
    // The next checkout starts from this delivery pincode and address.
    await tx.query(
      `update customers set pincode = $2, address = case when $3 = '' then address else $3 end where id = $1`,
      [customer.id, input.delivery.pincode, input.delivery.address],
    );
    if (input.pointsToUse > 0) {
      await changePoints(tx, customer.id, -input.pointsToUse, { kind: 'redeemed', orderId: id });
    }
    await takeStock(
      tx,
      lines.map((l) => ({ id: l.productId, name: l.name, quantity: l.quantity })),
    );
    return { id, replayed: false, productIds: lines.map((l) => l.productId) };
  });
  forgetShopProducts(placed.productIds); // their stock changed: the shop shows it at once in this process
  const order = await findOrder(db, placed.id);
  return { order: order!, replayed: placed.replayed };
}

/** Decrements stock for every line in one statement; refuses the whole order if any line is short. */
async function takeStock(
  tx: Queryable,
  lines: { id: string; name: string; quantity: number }[],
): Promise<void> {
  const sorted = [...lines].sort((a, b) => (a.id < b.id ? -1 : 1));
  const taken = await tx.query<{ id: string }>(
    `update products p set stock_quantity = p.stock_quantity - l.quantity, updated_at = now()
     from unnest($1::uuid[], $2::int[]) as l(id, quantity)
     where p.id = l.id and p.stock_quantity >= l.quantity
     returning p.id`,
    [sorted.map((l) => l.id), sorted.map((l) => l.quantity)],
  );
  if (taken.length === sorted.length) return;
  const takenIds = new Set(taken.map((t) => t.id));
  const short = sorted.find((l) => !takenIds.has(l.id))!;
  const [current] = await tx.query<{ stock_quantity: number }>(
    'select stock_quantity from products where id = $1',
    [short.id],
  );
  const message = messages.checkout.outOfStock(short.name, current?.stock_quantity ?? 0);
  throw new AppError('OUT_OF_STOCK', message, { items: message });
}

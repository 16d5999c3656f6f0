import { createHash, randomBytes } from 'node:crypto';
import type { Order } from '../../domain/order';
import type { PlaceOrder } from '../../domain/order.schemas';
import type { Database, Queryable } from '../db/client';
import { AppError } from '../errors';
import { creditLeft, khataOverLimit } from '../../domain/khata';
import { khataMessages, messages, phoneOrderMessages } from '../../domain/messages';
import type { PhoneOrder } from '../../domain/phone-order.schemas';
import {
  findCustomerByKey,
  lockCustomerForOrder,
  saveDeliveryAddress,
  type CustomerForOrder,
} from '../features/customers';
import { khataOwed } from '../features/khata';
import { changePoints } from '../features/loyalty';
import {
  findIdempotentOrder,
  findOrder,
  insertPlacedOrder,
  lockUtr,
  quoteCart,
  refuseUtrOfAnotherOrder,
  withoutPointMoney,
  type OrderOrigin,
} from '../features/orders';
import { forgetShopProducts, takeStock } from '../features/products';
import { noteAddress } from '../features/referral-review';

/**
 * Placing an order, top to bottom, in ONE transaction:
 *   lock the customer (customers) → replay an idempotent retry (orders) → price the cart as the
 *   checkout's quote does (quoteCart: the customer's tier, their leaderboard offer, the redemption
 *   cap) and check the points wanted → a khata order: within the customer's credit left (khata; the
 *   customer's lock keeps a second order from passing the same check) → refuse a typed UTR another
 *   order has → write order, lines and timeline (orders) → keep the delivery
 *   address for the next checkout (customers) → flag referral links sharing it (referral-review)
 *   → spend the redeemed points (loyalty: a ledger row)
 *   → take the stock (products: never below zero, even under concurrent orders) → commit.
 * Stock is taken last so the hot product's row lock is held for the shortest time.
 * Orders the shop's staff enter for a customer (a phone order; the counter's sales next) take the
 * same path, with their source and who entered them (docs/decisions/088), for an active customer only.
 */

/**
 * The fingerprint an Idempotency-Key is tied to. The cart is compared as a set: the schema has
 * already merged repeated products into one line, and the lines are sorted by product here, so
 * a retry that lists the same cart in another order is the same request.
 */
export function requestHash(input: PlaceOrder, note: string | null = null): string {
  const items = [...input.items].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify({ ...input, items, ...(note ? { note } : {}) }))
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
  origin: OrderOrigin = { source: 'online' },
): Promise<PlaceOrderResult> {
  const hash = requestHash(input, origin.source === 'online' ? null : origin.note);
  const placed = await db.transaction((tx) =>
    placeOrderIn(tx, customerId, idempotencyKey, input, origin, { hash }),
  );
  return afterPlacing(db, customerId, input, placed);
}

/** What placing wrote, for the work after its transaction and for a workflow that goes on in it. */
export interface Placed {
  id: string;
  replayed: boolean;
  productIds: string[];
  address: string | null;
}

/** How a workflow placing an order inside its own transaction (the counter's sale) tunes it. */
export interface PlacingOptions {
  /** The fingerprint the Idempotency-Key is tied to. */
  hash: string;
  /**
   * What of the order goes on the customer's khata once it is priced (a counter sale's khata part),
   * checked against their credit left; it may refuse the sale by throwing. Default: a khata order's
   * whole amount.
   */
  onKhata?: (amountPaidPaise: number) => number;
  /** A walk-in's sale (docs/decisions/089): the order carries no point money, so it earns nobody points. */
  earnsNoPoints?: boolean;
}

/** Placing an order inside the caller's transaction (the steps above); `placeOrder` is its own transaction. */
export async function placeOrderIn(
  tx: Queryable,
  customerId: string,
  idempotencyKey: string,
  input: PlaceOrder,
  origin: OrderOrigin,
  options: PlacingOptions,
): Promise<Placed> {
  const { hash } = options;
  const customer = await lockCustomerForOrder(tx, customerId);
  if (!customer || customer.status === 'rejected')
    throw new AppError('FORBIDDEN', messages.customerLogin.disabled);
  // Staff enter orders for approved customers only: a registration still waiting is not yet one.
  if (origin.source !== 'online' && customer.status !== 'active')
    throw new AppError('FORBIDDEN', phoneOrderMessages.notActive(customer.status));

  const previous = await findIdempotentOrder(tx, customerId, idempotencyKey);
  if (previous) {
    if (previous.request_hash !== hash)
      throw new AppError('IDEMPOTENCY_KEY_REUSED', messages.checkout.idempotencyMismatch);
    return { id: previous.id, replayed: true, productIds: [], address: null };
  }

  const priced = await quoteCart(tx, customer, input);
  if (input.pointsToUse > priced.maxPointsUsable) {
    const message = messages.checkout.tooManyPoints(priced.maxPointsUsable);
    throw new AppError('VALIDATION_FAILED', message, { pointsToUse: message });
  }
  const quote = options.earnsNoPoints ? withoutPointMoney(priced) : priced;
  const onKhata = options.onKhata ? options.onKhata(quote.amountPaidPaise) : quote.amountPaidPaise;
  if (input.paymentMethod === 'khata') await checkCreditLeft(tx, customer, onKhata);
  const { lines } = quote;
  const id = newOrderId();
  // A UTR typed at checkout (API clients; the shop's checkout asks for it on the pay page) points
  // at one order, as one typed on a pay page does.
  const utr = input.paymentMethod === 'upi' ? input.upiReference : null;
  if (utr) {
    await lockUtr(tx, utr);
    await refuseUtrOfAnotherOrder(tx, utr, null);
  }

  await insertPlacedOrder(tx, { id, customer, input, quote, idempotencyKey, requestHash: hash, origin });
  // The next checkout starts from this delivery pincode and address (a sale at the counter has none).
  if (origin.source !== 'counter') await saveDeliveryAddress(tx, customer, input.delivery);
  if (input.pointsToUse > 0) {
    await changePoints(tx, customer.id, -input.pointsToUse, { kind: 'redeemed', orderId: id });
  }
  await takeStock(
    tx,
    lines.map((l) => ({ id: l.productId, name: l.name, quantity: l.quantity })),
  );
  return {
    id,
    replayed: false,
    productIds: lines.map((l) => l.productId),
    address: origin.source === 'counter' ? null : input.delivery.address || customer.address,
  };
}

/** After the placing's transaction: the referral flag by address, the shop's cached stock, the order read back. */
export async function afterPlacing(
  db: Database,
  customerId: string,
  input: PlaceOrder,
  placed: Placed,
): Promise<PlaceOrderResult> {
  // An address shared with an upline flags the referral (docs/decisions/081), in its own
  // transaction after the order's: the flag is advisory, and its locks (the flag, the link's
  // pending rewards) are never taken while the order holds the customer's.
  if (!placed.replayed && placed.address !== null)
    await db.transaction((tx) => noteAddress(tx, customerId, placed.address, input.delivery.pincode));
  forgetShopProducts(placed.productIds); // their stock changed: the shop shows it at once in this process
  const order = await findOrder(db, placed.id);
  return { order: order!, replayed: placed.replayed };
}

/**
 * A phone or WhatsApp order staff take down for a customer found by phone or code: the same
 * placing as the checkout's, to the customer's own name and phone, recorded as entered by `staffId`.
 */
export async function placePhoneOrder(
  db: Database,
  staffId: string,
  idempotencyKey: string,
  input: PhoneOrder,
): Promise<PlaceOrderResult> {
  const customer = await findCustomerByKey(db, input.customer);
  if (!customer) throw new AppError('NOT_FOUND', phoneOrderMessages.customerNotFound);
  const order: PlaceOrder = {
    items: input.items,
    delivery: { name: customer.name, phone: customer.phone, pincode: input.pincode, address: input.address },
    pointsToUse: input.pointsToUse,
    paymentMethod: input.paymentMethod,
    upiReference: null,
  };
  return placeOrder(db, customer.id, idempotencyKey, order, {
    source: 'phone',
    enteredBy: staffId,
    note: input.note || null,
  });
}

/**
 * "Pay later (khata)" only for a customer the shop gives credit, and only up to what is left of
 * it (docs/decisions/070). Read under the customer's row lock, so of two orders placed at once the
 * second sees the first's debt.
 */
async function checkCreditLeft(tx: Queryable, customer: CustomerForOrder, orderPaise: number): Promise<void> {
  if (customer.credit_limit_paise === 0) throw new AppError('KHATA_OVER_LIMIT', khataMessages.notOpen);
  const refusal = khataOverLimit(
    creditLeft(customer.credit_limit_paise, await khataOwed(tx, customer.id)),
    orderPaise,
  );
  if (refusal) throw new AppError('KHATA_OVER_LIMIT', refusal);
}

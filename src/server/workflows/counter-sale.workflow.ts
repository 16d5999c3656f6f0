import { createHash } from 'node:crypto';
import type { Order } from '../../domain/order';
import type { CounterSale } from '../../domain/counter-sale.schemas';
import { counterPaymentMethod, splitCounterPayments, type CounterSplit } from '../../domain/counter-payments';
import { counterMessages, phoneOrderMessages } from '../../domain/messages';
import type { PlaceOrder } from '../../domain/order.schemas';
import type { Database, Queryable } from '../db/client';
import { AppError } from '../errors';
import { findCustomerByKey, walkInCustomer, type FoundCustomer } from '../features/customers';
import { advanceOrderIn, counterCart, counterReceiptOf, insertCounterReceipt } from '../features/orders';
import { recordPayment } from '../features/payments';
import { deliverOrderIn } from './confirm-delivery.workflow';
import { afterPlacing, placeOrderIn } from './place-order.workflow';

/**
 * A sale at the counter (DESIGN 11.2, docs/decisions/089 and 090), top to bottom, in ONE transaction
 * through the same steps as an online order's life:
 *   the barcodes resolved to products and weights (products) → placed as the checkout places
 *   (placeOrderIn: the customer locked, an idempotent retry replayed, the cart priced at their
 *   tier with the redemption cap, a khata part within their credit left, points redeemed, stock
 *   taken; source counter, entered by the staff member) → the payments split (what is due after
 *   points covered; UPI and khata never above it; cash above it is change) → cash and UPI recorded
 *   as payments at the counter → approved and delivered as confirm-delivery does (points
 *   awarded pending per the return window, uplines rewarded, spend and tier) → the receipt's
 *   token kept with the cash handed over and the change → commit.
 * A walk-in (no customer) is sold on the walk-in's account, earns nothing and redeems nothing.
 */

export interface CounterSaleResult {
  order: Order;
  replayed: boolean;
  changePaise: number;
  receiptToken: string;
}

/** The fingerprint an Idempotency-Key is tied to: the sale as the screen sent it (scans and payments). */
function counterRequestHash(input: CounterSale): string {
  return createHash('sha256')
    .update(JSON.stringify({ counter: input }))
    .digest('hex');
}

/** Who the sale is for: the customer found by phone or code, or the walk-in's account. */
async function saleCustomer(
  db: Database,
  input: CounterSale,
): Promise<{ found: FoundCustomer; walkIn: boolean }> {
  if (!input.customer) {
    if (input.pointsToUse > 0) refuse(counterMessages.walkInPoints, 'pointsToUse');
    if (input.payments.some((p) => p.method === 'khata')) refuse(counterMessages.walkInKhata, 'payments');
    return { found: await walkInCustomer(db), walkIn: true };
  }
  const found = await findCustomerByKey(db, input.customer);
  if (!found) throw new AppError('NOT_FOUND', phoneOrderMessages.customerNotFound);
  return { found, walkIn: false };
}

function refuse(message: string, field: string): never {
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

export async function sellAtCounter(
  db: Database,
  staffId: string,
  idempotencyKey: string,
  input: CounterSale,
): Promise<CounterSaleResult> {
  const { found, walkIn } = await saleCustomer(db, input);
  let placedOrder: PlaceOrder | null = null;
  const sold = await db.transaction(async (tx) => {
    const order: PlaceOrder = {
      items: await counterCart(tx, input.items),
      delivery: { name: found.name, phone: found.phone, pincode: '', address: '' },
      pointsToUse: input.pointsToUse,
      paymentMethod: counterPaymentMethod(input.payments),
      upiReference: null,
    };
    placedOrder = order;
    let split: CounterSplit | null = null;
    const placed = await placeOrderIn(
      tx,
      found.id,
      idempotencyKey,
      order,
      { source: 'counter', enteredBy: staffId, note: null },
      {
        hash: counterRequestHash(input),
        earnsNoPoints: walkIn,
        onKhata: (duePaise) => {
          const checked = splitCounterPayments(duePaise, input.payments);
          if (!checked.ok) refuse(checked.problem, 'payments');
          split = checked.split;
          return checked.split.khataPaise;
        },
      },
    );
    if (placed.replayed) return { placed, receipt: (await counterReceiptOf(tx, placed.id))! };
    await takePayments(tx, placed.id, staffId, input, split!);
    await advanceOrderIn(tx, placed.id, 'approve', staffId);
    await deliverOrderIn(tx, placed.id, staffId, { walkIn });
    const handedPaise = input.payments
      .filter((p) => p.method === 'cash')
      .reduce((t, p) => t + p.amountPaise, 0);
    const receipt = await insertCounterReceipt(tx, placed.id, {
      handedPaise,
      changePaise: split!.changePaise,
    });
    return { placed, receipt };
  });
  const { order, replayed } = await afterPlacing(db, found.id, placedOrder!, sold.placed);
  return { order, replayed, changePaise: sold.receipt.change_paise, receiptToken: sold.receipt.token };
}

/** Cash (what the shop keeps) and each UPI part, recorded as payments at the counter by the staff member. */
async function takePayments(
  tx: Queryable,
  orderId: string,
  staffId: string,
  input: CounterSale,
  split: CounterSplit,
): Promise<void> {
  const taken = { orderId, source: 'counter' as const, recordedBy: staffId };
  for (const part of input.payments.filter((p) => p.method === 'upi'))
    await recordPayment(tx, {
      ...taken,
      method: 'upi',
      amountPaise: part.amountPaise,
      reference: part.reference,
    });
  if (split.cashPaise > 0)
    await recordPayment(tx, { ...taken, method: 'cash', amountPaise: split.cashPaise, reference: null });
}

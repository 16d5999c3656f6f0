import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../../domain/messages';
import { ApiError } from '../../../lib/api';
import type { Quote } from '../orders.api';
import {
  checkoutReducer,
  initialCheckoutState,
  placeFailure,
  placeNote,
  pointsToUse,
  type CheckoutEvent,
  type CheckoutState,
} from './checkout-state';

/** The server's quote for a cart: each line's quantity asked for and the stock it has now. */
function quote(
  maxPointsUsable: number,
  lines: { name: string; quantity: number; stock: number }[] = [],
): Quote {
  return {
    lines: lines.map(({ name, quantity, stock }, index) => ({
      productId: `p-${index}`,
      name,
      quantity,
      unit: 'piece',
      weighed: false,
      unitPricePaise: 10_000,
      mrpPaise: 10_500,
      stockQuantity: stock,
      pointMoneyPaise: 500 * quantity,
      offerDiscountPaise: 0,
    })),
    subtotalPaise: 0,
    pointMoneyPaise: 0,
    offerDiscountPaise: 0,
    offers: [],
    leaderboardDiscount: null,
    pointsBalance: 100,
    maxPointsUsable,
    pointValuePaise: 500,
    pointsDiscountPaise: 0,
    amountPaidPaise: 0,
    upi: { payeeId: 'freshmart@upi', payeeName: 'Fresh Mart' },
  };
}

const after = (...events: CheckoutEvent[]): CheckoutState =>
  events.reduce(checkoutReducer, initialCheckoutState);

describe('checkout state: points', () => {
  it('uses the points asked for until the server says how many this cart allows, then never more', () => {
    expect(pointsToUse(after({ type: 'points-wanted', points: 30 }))).toBe(30);
    expect(
      pointsToUse(after({ type: 'points-wanted', points: 30 }, { type: 'quoted', quote: quote(12) })),
    ).toBe(12);
    expect(
      pointsToUse(after({ type: 'quoted', quote: quote(12) }, { type: 'points-wanted', points: 5 })),
    ).toBe(5);
  });

  it('gives the points asked for back when a later cart allows more again', () => {
    const state = after(
      { type: 'points-wanted', points: 30 },
      { type: 'quoted', quote: quote(12) },
      { type: 'quoted', quote: quote(40) },
    );
    expect(pointsToUse(state)).toBe(30);
  });
});

describe('checkout state: what the cart gave up', () => {
  it('names each line the stock lowered or took out, and keeps saying it while later quotes need nothing', () => {
    const short = quote(0, [
      { name: 'Kerala Matta Rice 5 kg', quantity: 4, stock: 2 },
      { name: 'Coconut Oil 1 L', quantity: 1, stock: 0 },
      { name: 'Tea 250 g', quantity: 1, stock: 9 },
    ]);
    const notes = [
      'Only 2 of Kerala Matta Rice 5 kg left in stock, so we lowered the quantity.',
      'Coconut Oil 1 L is out of stock and was taken out of your cart.',
    ];
    expect(after({ type: 'quoted', quote: short }).stockNotes).toEqual(notes);
    const settled = quote(0, [{ name: 'Kerala Matta Rice 5 kg', quantity: 2, stock: 2 }]);
    expect(after({ type: 'quoted', quote: short }, { type: 'quoted', quote: settled }).stockNotes).toEqual(
      notes,
    );
  });
});

describe('checkout state: payment and placing', () => {
  it('keeps the last failure on screen until Place Order is pressed again, and is placing only in between', () => {
    const failed = after(
      { type: 'submitted' },
      { type: 'placing' },
      { type: 'place-failed', failure: { message: 'Out of stock' } },
    );
    expect(failed).toMatchObject({ placing: true, submitError: { message: 'Out of stock' } });
    const settled = checkoutReducer(failed, { type: 'place-settled' });
    expect(settled).toMatchObject({ placing: false, submitError: { message: 'Out of stock' } });
    expect(checkoutReducer(settled, { type: 'submitted' }).submitError).toBeNull();
  });

  it('remembers the order placed, so the page opens it instead of showing an empty cart', () => {
    expect(after({ type: 'placing' }, { type: 'placed', orderId: 'ORD-1-A' }).placedId).toBe('ORD-1-A');
  });

  it('says under Place Order what happens next: sign in, pay on arrival, or pay by UPI once it is placed', () => {
    expect(placeNote(false, 'upi')).toBe('You will be asked to sign in first.');
    expect(placeNote(true, 'cod')).toBe('Pay when your order arrives.');
    expect(placeNote(true, 'upi')).toBe('Place your order, then pay for it by UPI on its page.');
  });
});

describe('checkout state: why an order was not placed', () => {
  it("shows the shop's refusal in its own words, on the form only", () => {
    const refusal = new ApiError(
      409,
      'OUT_OF_STOCK',
      'Only 2 of Rice left in stock. Please lower the quantity.',
    );
    expect(placeFailure(refusal)).toEqual({
      message: 'Only 2 of Rice left in stock. Please lower the quantity.',
      definite: true,
    });
  });

  it('says a lost connection is safe to retry, and a missing answer failed; both toast', () => {
    expect(placeFailure(new ApiError(0, 'network_error', 'offline'))).toEqual({
      message: checkoutMessages.failed,
      detail: checkoutMessages.connectionLost,
      definite: false,
    });
    expect(placeFailure(new ApiError(0, 'timeout', 'slow'))).toEqual({
      message: checkoutMessages.failed,
      definite: false,
    });
  });

  it("says SPEC's error for the shop's own failures and anything unexpected", () => {
    const expected = { message: checkoutMessages.error, definite: false };
    expect(placeFailure(new ApiError(500, 'INTERNAL', 'boom'))).toEqual(expected);
    expect(placeFailure(new Error('bug'))).toEqual(expected);
  });
});

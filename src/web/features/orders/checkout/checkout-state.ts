import { checkoutScreenMessages, messages } from '../../../../domain/messages';
import type { PaymentMethod } from '../../../../domain/payment-methods';
import { formatApiQuantity } from '../../../../domain/quantities';
import { ApiError, isRefusal, isUnanswered } from '../../../lib/api';
import type { Quote } from '../orders.api';
import type { SubmitError } from './order-summary';

/** What the checkout holds besides the cart and the delivery form (react-hook-form keeps those). */
export interface CheckoutState {
  /** The points the customer asked for; pointsToUse caps them at what the server allows. */
  pointsWanted: number;
  /** The most points the server allows on this cart, once a quote said so. */
  maxPoints: number | null;
  paymentMethod: PaymentMethod;
  submitError: SubmitError | null;
  /** What the cart gave up when the server's stock was lower than the cart thought. */
  stockNotes: string[];
  placing: boolean;
  /** The order just placed: the page says it is opening it (not that the cart is empty). */
  placedId: string | null;
}

export const initialCheckoutState: CheckoutState = {
  pointsWanted: 0,
  maxPoints: null,
  paymentMethod: 'cod',
  submitError: null,
  stockNotes: [],
  placing: false,
  placedId: null,
};

export type CheckoutEvent =
  | { type: 'points-wanted'; points: number }
  | { type: 'quoted'; quote: Quote }
  | { type: 'payment-method'; method: PaymentMethod }
  /** Place Order was pressed (the last failure is no longer news). */
  | { type: 'submitted' }
  | { type: 'placing' }
  | { type: 'placed'; orderId: string }
  | { type: 'place-failed'; failure: SubmitError }
  | { type: 'place-settled' };

/** Says what the cart had to give up when the server's stock was lower than the cart thought. */
export function stockAdjustments(quote: Quote): string[] {
  return quote.lines
    .filter((line) => line.quantity > line.stockQuantity)
    .map((line) =>
      line.stockQuantity > 0
        ? checkoutScreenMessages.stockLowered(line.name, formatApiQuantity(line.stockQuantity, line))
        : checkoutScreenMessages.stockGone(line.name),
    );
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'points-wanted':
      return { ...state, pointsWanted: event.points };
    case 'quoted': {
      const notes = stockAdjustments(event.quote);
      // A later quote with nothing to give up keeps the last notes on screen.
      return {
        ...state,
        maxPoints: event.quote.maxPointsUsable,
        stockNotes: notes.length > 0 ? notes : state.stockNotes,
      };
    }
    case 'payment-method':
      return { ...state, paymentMethod: event.method };
    case 'submitted':
      return { ...state, submitError: null };
    case 'placing':
      return { ...state, placing: true };
    case 'placed':
      return { ...state, placedId: event.orderId };
    case 'place-failed':
      return { ...state, submitError: event.failure };
    case 'place-settled':
      return { ...state, placing: false };
  }
}

/** Points never above what the server allows on this cart (it would clamp them anyway). */
export const pointsToUse = (state: CheckoutState): number =>
  state.maxPoints === null ? state.pointsWanted : Math.min(state.pointsWanted, state.maxPoints);

/** The line under Place Order: what happens next. */
export function placeNote(signedIn: boolean, method: PaymentMethod): string {
  if (!signedIn) return checkoutScreenMessages.guestNote;
  return {
    cod: checkoutScreenMessages.codNote,
    upi: checkoutScreenMessages.upiNote,
    khata: checkoutScreenMessages.khataNote,
  }[method];
}

/**
 * The message for a failed placement: the server's own words for refusals, SPEC's for the rest;
 * `definite` when trying again unchanged will not help (no toast: the form says it).
 * Without a connection SPEC's 'Failed to place order' says why, and that pressing Place Order
 * again is safe: the retry carries the same idempotency key, so the shop places the order once.
 */
export function placeFailure(error: unknown): SubmitError & { definite: boolean } {
  if (error instanceof ApiError) {
    if (error.code === 'network_error')
      return { message: messages.checkout.failed, detail: messages.checkout.connectionLost, definite: false };
    if (isUnanswered(error)) return { message: messages.checkout.failed, definite: false };
    if (isRefusal(error)) return { message: error.message, definite: true };
  }
  return { message: messages.checkout.error, definite: false };
}

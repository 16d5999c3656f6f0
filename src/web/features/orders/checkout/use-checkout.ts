import { useMemo, useReducer, useState, type Dispatch, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../../domain/messages';
import type { Delivery, PlaceOrderInput } from '../../../../domain/order.schemas';
import { hasErrorCode } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCart } from '../../../lib/cart/cart-store';
import { notify } from '../../../lib/notify';
import { pageShown } from '../../../lib/page-moves';
import type { OrderPlacedState } from '../order-detail-page';
import type { Quote } from '../orders.api';
import { useCartQuote, usePlaceOrder } from './checkout.queries';
import {
  checkoutReducer,
  initialCheckoutState,
  placeFailure,
  pointsToUse,
  type CheckoutEvent,
  type CheckoutState,
} from './checkout-state';
import { clearDeliveryDraft, saveDeliveryDraft } from './delivery-draft';
import { createKeyKeeper } from '../../../lib/idempotency-key';
import { useDeliveryForm } from './use-delivery-form';

/**
 * The checkout's state and actions: who is ordering, the cart and the server's quote for it, the
 * delivery form, points and payment (checkoutReducer), and Place Order. Guests are sent to sign
 * in first (what they typed is kept).
 */
export function useCheckout() {
  const { user } = useAuth();
  const customer = user?.role === 'customer' ? user : null;
  const cart = useCart();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const form = useDeliveryForm(customer);
  const lines = useMemo(
    () => cart.items.map((item) => ({ productId: item.id, quantity: item.quantity })),
    [cart.items],
  );
  const points = pointsToUse(state);

  const quoteState = useCartQuote(customer && !state.placedId ? lines : null, points, (quote: Quote) => {
    dispatch({ type: 'quoted', quote });
    // Bring the cart up to date: this customer's price, the stock now; sold-out lines leave.
    const images = new Map(cart.getItems().map((item) => [item.id, item.image]));
    cart.refresh(
      quote.lines.map((line) => ({
        id: line.productId,
        name: line.name,
        sellingPricePaise: line.unitPricePaise,
        imageUrl: images.get(line.productId) ?? '',
        stockQuantity: line.stockQuantity,
        weighed: line.weighed,
        unit: line.unit,
      })),
    );
  });

  const goSignIn = () => {
    saveDeliveryDraft(form.getValues());
    notify.info(messages.checkout.loginRequired);
    void navigate('/login', { state: { from: '/checkout' } });
  };

  const place = usePlace({ signedIn: !!customer, state, dispatch, lines, points, quoteState });
  const onSubmit = customer
    ? form.handleSubmit(place, () => dispatch({ type: 'submitted' }))
    : async (event: FormEvent) => {
        event.preventDefault();
        goSignIn();
      };

  return { user, customer, cart, state, dispatch, points, quoteState, form, goSignIn, onSubmit };
}

interface PlaceContext {
  signedIn: boolean;
  state: CheckoutState;
  dispatch: Dispatch<CheckoutEvent>;
  lines: PlaceOrderInput['items'];
  points: number;
  quoteState: Pick<ReturnType<typeof useCartQuote>, 'current' | 'retry'>;
}

/**
 * Place Order for checked delivery details: the order is sent with the idempotency key of this
 * submission (a retry after a lost answer reuses it), and then the new order's page opens (a UPI
 * order's page leads to its pay page, whose request carries the order id), or the checkout says
 * why not.
 */
function usePlace({ signedIn, state, dispatch, lines, points, quoteState }: PlaceContext) {
  const { refresh } = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const [keeper] = useState(() => createKeyKeeper());
  const placeOrder = usePlaceOrder();

  const placed = async (orderId: string) => {
    keeper.reset();
    dispatch({ type: 'placed', orderId }); // shows 'Opening your order…', not the empty cart
    cart.clear();
    clearDeliveryDraft();
    notify.success(messages.checkout.success);
    void refresh(); // redeemed points left the balance
    void navigate(`/orders/${encodeURIComponent(orderId)}`, {
      replace: true,
      state: { placed: true } satisfies OrderPlacedState,
    });
    await pageShown();
  };

  const failed = (error: unknown) => {
    const { definite, ...failure } = placeFailure(error);
    dispatch({ type: 'place-failed', failure });
    if (!definite)
      notify.error(failure.message, failure.detail ? { description: failure.detail } : undefined);
    if (hasErrorCode(error, 'OUT_OF_STOCK')) quoteState.retry(); // fresh stock numbers
    if (hasErrorCode(error, 'UNAUTHENTICATED')) void refresh();
  };

  return async (delivery: Delivery) => {
    dispatch({ type: 'submitted' });
    if (!signedIn) return;
    if (!quoteState.current) return; // the button waits for the total
    const input: PlaceOrderInput = {
      items: lines,
      delivery,
      pointsToUse: points,
      paymentMethod: state.paymentMethod,
    };
    dispatch({ type: 'placing' });
    try {
      await placed((await placeOrder.mutateAsync({ input, idempotencyKey: keeper.keyFor(input) })).id);
    } catch (error) {
      failed(error);
    } finally {
      dispatch({ type: 'place-settled' });
    }
  };
}

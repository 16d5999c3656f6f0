import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cart } from '../../../lib/cart/cart-store';
import { fakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import CheckoutPage from './checkout-page';
import { customer, fillCart, quoteFor, rice } from './checkout-fixtures';

afterEach(() => cart.clear());

const terms = { maxPointsUsable: 0, pointsBalance: 0, pointValuePaise: 500 };
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });
/** The checkout once it knows the customer is signed in (their points card is there). */
const signedIn = () => screen.findByText('Use your points');
const orderCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/orders');

/** The checkout's API: the customer, the quote, and `place` for POST /api/orders. */
function checkoutWith(who: typeof customer, place: (call: ApiCall) => { status: number; body?: unknown }) {
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: who } }),
    'POST /api/orders/quote': (call) => ({ status: 200, body: quoteFor(call, terms) }),
    'POST /api/orders': place,
  });
}

describe('checkout: the pincode', () => {
  it('starts empty with nothing in it that looks typed in, and says what to type beside it', async () => {
    checkoutWith({ ...customer, pincode: null }, () => ({ status: 500 }));
    fillCart([rice, 1]);
    const { user } = renderScreen('/checkout', <CheckoutPage />);

    const pincode = (await screen.findByRole('textbox', { name: 'Pincode' })) as HTMLInputElement;
    expect(pincode.value).toBe('');
    // A grey "680001" inside the box read as filled in; the hint sits under it instead.
    expect(pincode.placeholder).toBe('');
    expect(pincode.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pincode.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The 6-digit pincode of the delivery address.',
    );

    await signedIn();
    await waitFor(() => expect((placeOrder() as HTMLButtonElement).disabled).toBe(false));
    await user.click(placeOrder());
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all required fields');
  });
});

describe('checkout: placing the order without a connection', () => {
  it('says the connection is gone and that pressing Place Order again is safe; the retry is the same order', async () => {
    let online = false;
    const calls = checkoutWith(customer, () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { status: 201, body: { order: { id: 'ORD-1-A' } } };
    });
    fillCart([rice, 1]);
    const { user } = renderScreen('/checkout', <CheckoutPage />);

    await signedIn();
    await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '680001');
    await waitFor(() => expect((placeOrder() as HTMLButtonElement).disabled).toBe(false));
    await user.click(placeOrder());

    const alert = await screen.findByText('Failed to place order. Please try again.', {
      selector: '[role="alert"] *',
    });
    const box = alert.closest('[role="alert"]')!;
    expect(box.textContent).toContain(
      'The connection to the shop was lost. When it is back, press Place Order again: it is safe, your order is placed only once.',
    );

    online = true;
    await user.click(placeOrder());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/orders/ORD-1-A'));
    const [first, retry] = orderCalls(calls);
    expect(retry?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });
});

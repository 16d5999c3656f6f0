import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { khataMessages } from '../../../../domain/messages';
import { cart } from '../../../lib/cart/cart-store';
import { fakeApi } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import CheckoutPage from './checkout-page';
import { checkoutApi, customer, fillCart, quoteFor, rice } from './checkout-fixtures';

afterEach(() => cart.clear());

const terms = { maxPointsUsable: 0, pointsBalance: 0, pointValuePaise: 50 };
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;

/** A customer the shop gives ₹1,000.00 of credit, who owes ₹400.00 of it. */
function khataApi() {
  const regular = { ...customer, creditLimitPaise: 100_000 };
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: regular } }),
    'POST /api/orders/quote': (call) => ({ status: 200, body: quoteFor(call, terms) }),
    'GET /api/khata': () => ({
      status: 200,
      body: { limitPaise: 100_000, owedPaise: 40_000, leftPaise: 60_000, entries: [] },
    }),
  });
}

describe('checkout: Pay later (khata) (docs/decisions/070)', () => {
  it('is not offered to a customer the shop gives no credit', async () => {
    checkoutApi(customer, (call) => ({ status: 200, body: quoteFor(call, terms) }));
    fillCart([rice, 1]);
    renderScreen('/checkout', <CheckoutPage />);
    expect(await screen.findByText('UPI Payment')).toBeTruthy();
    expect(screen.queryByText('Pay later (khata)')).toBeNull();
  });

  it('shows the credit left, and refuses an order above it before it is placed', async () => {
    const calls = khataApi();
    fillCart([rice, 1]);
    const { user } = renderScreen('/checkout', <CheckoutPage />);

    await user.click(await screen.findByText('Pay later (khata)'));
    expect(await screen.findByText(/^₹600\.00 left on your khata\./)).toBeTruthy();
    await waitFor(() => expect(placeOrder().disabled).toBe(false)); // ₹320.00 fits

    await user.click(screen.getByRole('button', { name: `One more ${rice.name}` }));
    expect((await screen.findByRole('alert')).textContent).toBe(khataMessages.overLimit(60_000, 64_000));
    expect(placeOrder().disabled).toBe(true);
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/orders')).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cart } from '../../../lib/cart/cart-store';
import { heldAnswer } from '../../../testing/fake-api';
import { renderScreen, wholeText } from '../../../testing/render-screen';
import CheckoutPage from './checkout-page';
import { checkoutApi, customer, fillCart, oil, pointsAsked, quoteFor, rice } from './checkout-fixtures';

afterEach(() => cart.clear());

const renderCheckout = () => renderScreen('/checkout', <CheckoutPage />);
/** The checkout once it knows the customer is signed in (their points card is there). */
const signedIn = () => screen.findByText('Use your points');
/** The order total's "To pay" amount. */
const toPay = () => screen.getByText('To pay').nextElementSibling?.textContent;
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });
const pointsBox = () => screen.getByRole('spinbutton', { name: 'Points to use' });

describe('checkout: points', () => {
  const terms = { maxPointsUsable: 40, pointsBalance: 120, pointValuePaise: 50 };

  it('shows the balance and what each point is worth, from the quote', async () => {
    checkoutApi(customer, (call) => ({ status: 200, body: quoteFor(call, terms) }));
    fillCart([rice, 2], [oil, 1]);
    renderCheckout();

    expect(await screen.findByText(wholeText('You have 120 points, each worth ₹0.50.'))).toBeTruthy();
    expect(screen.getByText(wholeText('Up to 40 points (₹20.00) on this order.'))).toBeTruthy();
    expect(screen.getByText('No points used on this order')).toBeTruthy();
  });

  it('never uses more points than the server allows on this order, however many are typed', async () => {
    const calls = checkoutApi(customer, (call) => ({ status: 200, body: quoteFor(call, terms) }));
    fillCart([rice, 2], [oil, 1]);
    const { user } = renderCheckout();

    await user.type(await screen.findByRole('spinbutton', { name: 'Points to use' }), '999');

    expect((pointsBox() as HTMLInputElement).value).toBe('40');
    expect(screen.getByText('Saves ₹20.00 on this order')).toBeTruthy();
    await waitFor(() => expect(pointsAsked(calls).at(-1)).toBe(40));
    expect(Math.max(...pointsAsked(calls))).toBe(40);
    // The total follows the server's answer for 40 points: ₹850 − ₹20.
    await waitFor(() => expect(screen.getByText('Points (40)')).toBeTruthy());
    expect(toPay()).toBe('₹830.00');
  });

  it('"Use 40" takes the most the order allows, and Clear gives them back', async () => {
    const calls = checkoutApi(customer, (call) => ({ status: 200, body: quoteFor(call, terms) }));
    fillCart([rice, 2], [oil, 1]);
    const { user } = renderCheckout();

    await user.click(await screen.findByRole('button', { name: 'Use 40' }));
    expect((pointsBox() as HTMLInputElement).value).toBe('40');
    expect((screen.getByRole('button', { name: 'Use 40' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(pointsAsked(calls).at(-1)).toBe(40));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((pointsBox() as HTMLInputElement).value).toBe('0');
    await waitFor(() => expect(pointsAsked(calls).at(-1)).toBe(0));
  });

  it('offers no points to a customer who has none, and says why', async () => {
    checkoutApi(customer, (call) => ({
      status: 200,
      body: quoteFor(call, { maxPointsUsable: 0, pointsBalance: 0, pointValuePaise: 50 }),
    }));
    fillCart([rice, 1]);
    renderCheckout();

    expect(
      await screen.findByText(
        'You have no points to use yet. This order earns point money when it is delivered.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Points to use' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
  });

  it('offers no points on an order too small for them, and says how to use them', async () => {
    checkoutApi(customer, (call) => ({
      status: 200,
      body: quoteFor(call, { maxPointsUsable: 0, pointsBalance: 30, pointValuePaise: 50 }),
    }));
    fillCart([rice, 1]);
    renderCheckout();

    expect(
      await screen.findByText(
        'This order is too small to use points. Add a little more to your cart to use them.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Points to use' })).toBeNull();
  });

  it('does not show the points card to a guest', async () => {
    checkoutApi(null);
    fillCart([rice, 1]);
    renderCheckout();

    expect(await screen.findByText('Sign in to place your order')).toBeTruthy();
    expect(screen.queryByText('Use your points')).toBeNull();
  });
});

describe('checkout: payment', () => {
  const terms = { maxPointsUsable: 40, pointsBalance: 120, pointValuePaise: 50 };

  it('starts on Cash on Delivery; UPI shows no code before the order exists, and says it comes after Place Order', async () => {
    checkoutApi(customer, (call) => ({ status: 200, body: quoteFor(call, terms) }));
    fillCart([rice, 2], [oil, 1]);
    const { user } = renderCheckout();

    await signedIn();
    const cod = screen.getByRole('radio', { name: /Cash on Delivery/ });
    expect((cod as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Pay when your order arrives.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /UPI Payment/ }));
    expect(screen.getByText('Place your order, then pay for it by UPI on its page.')).toBeTruthy();
    // A request made now could not carry the order id (NPCI's tr) the shop matches it by.
    expect(screen.queryByRole('link', { name: /Pay with a UPI app/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /UPI transaction reference/ })).toBeNull();
  });

  it('keeps Place Order off until the total on screen is the server’s answer for this cart and these points', async () => {
    const answers: ReturnType<typeof heldAnswer>[] = [];
    checkoutApi(customer, () => {
      const held = heldAnswer();
      answers.push(held);
      return held.answer;
    });
    fillCart([rice, 2], [oil, 1]);
    const { user } = renderCheckout();

    await signedIn();
    await waitFor(() => expect(answers).toHaveLength(1));
    expect((placeOrder() as HTMLButtonElement).disabled).toBe(true);

    answers[0]!.release({
      status: 200,
      body: quoteFor(
        {
          method: 'POST',
          path: '',
          query: new URLSearchParams(),
          headers: new Headers(),
          body: lastAsked(0),
        },
        terms,
      ),
    });
    await waitFor(() => expect((placeOrder() as HTMLButtonElement).disabled).toBe(false));

    // New points: the old total no longer holds until the server prices them.
    await user.click(screen.getByRole('button', { name: 'Use 40' }));
    expect((placeOrder() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(answers).toHaveLength(2));
    expect((placeOrder() as HTMLButtonElement).disabled).toBe(true);
    answers[1]!.release({
      status: 200,
      body: quoteFor(
        {
          method: 'POST',
          path: '',
          query: new URLSearchParams(),
          headers: new Headers(),
          body: lastAsked(40),
        },
        terms,
      ),
    });
    await waitFor(() => expect((placeOrder() as HTMLButtonElement).disabled).toBe(false));
    expect(toPay()).toBe('₹830.00');
  });
});

/** The request body the checkout sends for this cart (rice ×2, oil ×1) and these points. */
function lastAsked(pointsToUse: number) {
  return {
    items: [
      { productId: rice.id, quantity: 2 },
      { productId: oil.id, quantity: 1 },
    ],
    pointsToUse,
  };
}

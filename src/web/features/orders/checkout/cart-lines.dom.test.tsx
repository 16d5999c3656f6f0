import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '../../../../domain/cart-limits';
import { cart } from '../../../lib/cart/cart-store';
import { renderScreen } from '../../../testing/render-screen';
import CheckoutPage from './checkout-page';
import { checkoutApi, customer, fillCart, oil, quoteFor, rice } from './checkout-fixtures';

afterEach(() => cart.clear());

const renderCheckout = () => renderScreen('/checkout', <CheckoutPage />);
const quantityOf = (name: string) =>
  screen.getByRole('group', { name: `Quantity of ${name}` }).querySelector('span')?.textContent;
const subtotal = () => screen.getByText(/^Subtotal \(/).textContent;
const toPay = () => screen.getByText('To pay').nextElementSibling?.textContent;
const isDisabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

describe('checkout: the cart', () => {
  it('adds one at a time up to the stock, then says how many are left', async () => {
    checkoutApi(null);
    fillCart([rice, 4], [oil, 1]);
    const { user } = renderCheckout();

    expect(await screen.findByText('Sign in to place your order')).toBeTruthy();
    expect(subtotal()).toBe('Subtotal (5 items)');
    expect(toPay()).toBe('₹1,490.00'); // 4 × ₹320 + ₹210

    await user.click(screen.getByRole('button', { name: `One more ${rice.name}` }));
    expect(quantityOf(rice.name)).toBe('5');
    expect(toPay()).toBe('₹1,810.00');
    // Five is all the shop has.
    expect(isDisabled(`One more ${rice.name}`)).toBe(true);
    expect(screen.getByText('Only 5 in stock')).toBeTruthy();
    // The oil's only bottle is already in the cart.
    expect(isDisabled(`One more ${oil.name}`)).toBe(true);
    expect(screen.getByText('Only 1 in stock')).toBeTruthy();
  });

  it('steps a weighed product by half a kg, priced per kg to the paisa (docs/decisions/084)', async () => {
    checkoutApi(null);
    const loose = {
      ...rice,
      name: 'Loose rice',
      sellingPricePaise: 4550,
      stockQuantity: 2.2,
      weighed: true,
      unit: 'kg' as const,
    };
    fillCart([loose, 1]);
    const { user } = renderCheckout();

    expect(await screen.findByText('Sign in to place your order')).toBeTruthy();
    expect(screen.getByText('₹45.50 per kg')).toBeTruthy();
    expect(quantityOf(loose.name)).toBe('1.000 kg');
    await user.click(screen.getByRole('button', { name: `0.500 kg more ${loose.name}` }));
    expect(quantityOf(loose.name)).toBe('1.500 kg');
    expect(subtotal()).toBe('Subtotal (1 item)');
    expect(toPay()).toBe('₹68.25'); // 1.5 × ₹45.50
    await user.click(screen.getByRole('button', { name: `0.500 kg more ${loose.name}` }));
    // 2.2 kg in stock: another half kg does not fit.
    expect(isDisabled(`0.500 kg more ${loose.name}`)).toBe(true);
    expect(screen.getByText('Only 2.200 kg in stock')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `0.500 kg less ${loose.name}` }));
    expect(quantityOf(loose.name)).toBe('1.500 kg');
  });

  it(`stops at ${MAX_QUANTITY} of one product however much is in stock, without a stock note`, async () => {
    checkoutApi(null);
    const plenty = { ...rice, stockQuantity: 500 };
    fillCart([plenty, MAX_QUANTITY]);
    renderCheckout();

    await screen.findByText('Sign in to place your order');
    expect(quantityOf(rice.name)).toBe(String(MAX_QUANTITY));
    expect(isDisabled(`One more ${rice.name}`)).toBe(true);
    expect(screen.queryByText(/in stock$/)).toBeNull();
  });

  it('takes one away, removes a line at one, and Remove takes it out whatever the quantity', async () => {
    checkoutApi(null);
    fillCart([rice, 2], [oil, 1]);
    const { user } = renderCheckout();

    await user.click(await screen.findByRole('button', { name: `One less ${rice.name}` }));
    expect(quantityOf(rice.name)).toBe('1');
    expect(subtotal()).toBe('Subtotal (2 items)');

    // At one, the minus button says it removes.
    await user.click(screen.getByRole('button', { name: `Remove ${oil.name}` }));
    expect(screen.queryByRole('group', { name: `Quantity of ${oil.name}` })).toBeNull();
    expect(subtotal()).toBe('Subtotal (1 item)');
    expect(toPay()).toBe('₹320.00');

    await user.click(screen.getByRole('button', { name: `Remove ${rice.name} from the cart` }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(cart.getItems()).toEqual([]);
  });

  it('lowers a quantity the server says is no longer in stock, and takes out what sold out', async () => {
    checkoutApi(customer, (call) => ({
      status: 200,
      body: quoteFor(call, {
        maxPointsUsable: 0,
        pointsBalance: 0,
        pointValuePaise: 50,
        stock: { [rice.id]: 1, [oil.id]: 0 },
      }),
    }));
    fillCart([rice, 3], [oil, 1]);
    renderCheckout();

    expect(
      await screen.findByText(`Only 1 of ${rice.name} left in stock, so we lowered the quantity.`),
    ).toBeTruthy();
    expect(screen.getByText(`${oil.name} is out of stock and was taken out of your cart.`)).toBeTruthy();
    await waitFor(() => expect(quantityOf(rice.name)).toBe('1'));
    expect(screen.queryByRole('group', { name: `Quantity of ${oil.name}` })).toBeNull();
    expect(cart.getItems().map((item) => [item.id, item.quantity])).toEqual([[rice.id, 1]]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ml from '../../../i18n/ml.json';
import mlMessages from '../../../i18n/ml-messages.json';
import { cart } from '../../../lib/cart/cart-store';
import { fakeApi } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import CheckoutPage from './checkout-page';
import { customer, fillCart, quoteFor, rice } from './checkout-fixtures';

afterEach(() => cart.clear());

const malayalam = { words: ml, messages: mlMessages };
const terms = { maxPointsUsable: 0, pointsBalance: 0, pointValuePaise: 500 };

function checkoutWith(place: () => { status: number; body?: unknown }) {
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: { ...customer, pincode: null } } }),
    'POST /api/orders/quote': (call) => ({ status: 200, body: quoteFor(call, terms) }),
    'POST /api/orders': place,
  });
}

describe('the checkout in Malayalam (docs/decisions/097, 098)', () => {
  it('shows its words in Malayalam, and SPEC’s message for an empty field in Malayalam too', async () => {
    checkoutWith(() => ({ status: 500 }));
    fillCart([rice, 1]);
    const { user } = renderScreen('/checkout', <CheckoutPage />, { malayalam });

    expect(await screen.findByRole('heading', { name: 'ചെക്ക്ഔട്ട്', level: 1 })).toBeTruthy();
    await screen.findByText('നിങ്ങളുടെ പോയിന്റ് ഉപയോഗിക്കുക');
    const pincode = screen.getByRole('textbox', { name: 'പിൻകോഡ്' });
    expect(document.getElementById(pincode.getAttribute('aria-describedby')!)?.textContent).toBe(
      'ഡെലിവറി വിലാസത്തിന്റെ 6 അക്ക പിൻകോഡ്.',
    );
    const placeOrder = screen.getByRole('button', { name: 'ഓർഡർ ചെയ്യുക' }) as HTMLButtonElement;
    await waitFor(() => expect(placeOrder.disabled).toBe(false));
    await user.click(placeOrder);
    // SPEC's 'Please fill in all required fields', in Malayalam.
    expect((await screen.findByRole('alert')).textContent).toBe('ആവശ്യമായ എല്ലാ വിവരങ്ങളും പൂരിപ്പിക്കുക');
  });

  it('shows the server’s refusal in Malayalam, with the product’s name where Malayalam puts it', async () => {
    checkoutWith(() => ({
      status: 409,
      body: { error: { code: 'OUT_OF_STOCK', message: `${rice.name} is out of stock.` } },
    }));
    fillCart([rice, 1]);
    const { user } = renderScreen('/checkout', <CheckoutPage />, { malayalam });

    await screen.findByText('നിങ്ങളുടെ പോയിന്റ് ഉപയോഗിക്കുക');
    await user.type(screen.getByRole('textbox', { name: 'പിൻകോഡ്' }), '680001');
    const placeOrder = screen.getByRole('button', { name: 'ഓർഡർ ചെയ്യുക' }) as HTMLButtonElement;
    await waitFor(() => expect(placeOrder.disabled).toBe(false));
    await user.click(placeOrder);
    expect(await screen.findByText(`${rice.name} സ്റ്റോക്കില്ല.`)).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Khata } from '../../../domain/khata.schemas';
import ml from '../../i18n/ml.json';
import mlMessages from '../../i18n/ml-messages.json';
import { fakeApi } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { aCustomer } from '../../testing/signed-in-customer';
import KhataPage from './khata-page';

const customer = aCustomer({ creditLimitPaise: 200_000 });

const line = { reference: null, method: null, payUrl: null };
/** Two khata orders, the older part paid by a settlement; newest first as GET /api/khata answers. */
const khata: Khata = {
  limitPaise: 200_000,
  owedPaise: 70_000,
  leftPaise: 130_000,
  entries: [
    {
      ...line,
      kind: 'order',
      at: '2026-11-20T05:00:00.000Z',
      amountPaise: 50_000,
      orderId: 'ORD-2-B',
      payUrl: '/pay/b',
      balancePaise: 70_000,
    },
    {
      ...line,
      kind: 'payment',
      at: '2026-11-10T05:00:00.000Z',
      amountPaise: 10_000,
      orderId: null,
      method: 'upi',
      reference: '612345678901',
      balancePaise: 20_000,
    },
    {
      ...line,
      kind: 'order',
      at: '2026-11-01T05:00:00.000Z',
      amountPaise: 30_000,
      orderId: 'ORD-1-A',
      payUrl: '/pay/a',
      balancePaise: 30_000,
    },
  ],
};

describe('the customer’s khata page (docs/decisions/070)', () => {
  it('says what is owed and left, lists the statement, and pays the oldest bill first', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: customer } }),
      'GET /api/khata': () => ({ status: 200, body: khata }),
    });
    renderScreen('/khata', <KhataPage />);

    expect((await screen.findByText('You owe')).nextElementSibling?.textContent).toBe('₹700.00');
    expect(screen.getByText('Left to buy on khata').nextElementSibling?.textContent).toBe('₹1,300.00');
    expect(screen.getByRole('link', { name: 'Pay oldest bill' }).getAttribute('href')).toBe('/pay/a');
    expect(screen.getByText('Paid by UPI (UTR 612345678901)')).toBeTruthy();
    expect(screen.getAllByText(/^Owed after:/).map((node) => node.textContent)).toEqual([
      'Owed after: ₹700.00',
      'Owed after: ₹200.00',
      'Owed after: ₹300.00',
    ]);
  });
});

describe('the customer’s khata page in Malayalam', () => {
  it('reads in Malayalam, a payment’s method and its UTR included', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: customer } }),
      'GET /api/khata': () => ({ status: 200, body: khata }),
    });
    renderScreen('/khata', <KhataPage />, { malayalam: { words: ml, messages: mlMessages } });

    expect((await screen.findByText('അടയ്ക്കാനുള്ളത്')).nextElementSibling?.textContent).toBe('₹700.00');
    expect(screen.getByRole('link', { name: 'പഴയ ബിൽ അടയ്ക്കുക' }).getAttribute('href')).toBe('/pay/a');
    expect(screen.getByText('അടച്ചത്: UPI (UTR 612345678901)')).toBeTruthy();
    expect(screen.getAllByText(/^ശേഷം ബാക്കി:/)).toHaveLength(3);
  });
});

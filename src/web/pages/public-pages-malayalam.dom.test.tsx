import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CounterReceipt } from '../../domain/counter-receipt';
import type { Leaderboard } from '../../domain/leaderboard.schemas';
import { PaymentList } from '../components/payment-list';
import { I18nProvider } from '../i18n/i18n-context';
import ml from '../i18n/ml.json';
import mlMessages from '../i18n/ml-messages.json';
import { fakeApi } from '../testing/fake-api';
import { renderScreen } from '../testing/render-screen';
import ContactPage from '../features/contact/contact-page';
import { HomeLeaderboard } from '../features/leaderboard/home-leaderboard';
import LeaderboardPage from '../features/leaderboard/leaderboard-page';
import ReceiptPage from '../features/orders/receipt-page';
import TrackOrderPage from '../features/orders/track-order-page';
import ReferralTermsPage from '../features/info/referral-terms-page';

/** The public pages as a Malayalam reader sees them (docs/decisions/097, 098, 103). */
const malayalam = { words: ml, messages: mlMessages };

const guest = { 'GET /api/auth/me': () => ({ status: 401 }) };

const leaderboard: Leaderboard = {
  items: [
    { rank: 1, name: 'Joseph K.', code: null, tier: 'Gold', points: 420, totalSpentPaise: null },
    { rank: 2, name: 'Anitha M.', code: null, tier: 'Silver', points: 300, totalSpentPaise: null },
  ],
  config: { offerTitle: 'Onam offer', offerDescription: '', topCount: 1, offerDiscountPercentage: 10 },
  me: null,
};

const receipt: CounterReceipt = {
  shopName: 'Fresh Mart',
  shopAddress: 'Market Road, Thrissur',
  orderId: 'ORD-1795114028759-002Z',
  soldAt: '2026-11-22T05:30:00.000Z',
  lines: [
    {
      name: 'Matta Rice',
      unit: 'kg',
      weighed: false,
      quantity: 2,
      unitPricePaise: 6_000,
      amountPaise: 12_000,
      offerDiscountPaise: 0,
    },
  ] as CounterReceipt['lines'],
  subtotalPaise: 12_000,
  offerDiscountPaise: 0,
  leaderboardDiscountPaise: 0,
  pointsUsed: 0,
  pointsDiscountPaise: 0,
  totalPaise: 12_000,
  pointsEarned: 1,
  pointsSpendableFrom: null,
  payments: [{ method: 'cash', amountPaise: 20_000 }],
  khataPaise: 0,
  cashHandedPaise: 20_000,
  changePaise: 8_000,
} as CounterReceipt;

describe('the public pages in Malayalam', () => {
  it('the leaderboard: its heading, the offer, the tiers and the guest’s note', async () => {
    fakeApi({ ...guest, 'GET /api/leaderboard': () => ({ status: 200, body: leaderboard }) });
    renderScreen('/leaderboard', <LeaderboardPage />, { malayalam });

    expect(await screen.findByRole('heading', { name: 'ലീഡർബോർഡ്', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Onam offer: ആദ്യത്തെ 1 പേർക്ക് 10% കിഴിവ്')).toBeTruthy();
    const rows = within(screen.getAllByRole('list', { name: 'ലീഡർബോർഡ്' })[0]!).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('ഗോൾഡ്');
    expect(rows[0]!.textContent).toContain('420 പോയിന്റ്');
    expect(rows[1]!.textContent).toContain('സിൽവർ');
    expect(screen.getByText('നിങ്ങളുടെ സ്ഥാനവും മുൻനിര ഉപഭോക്താക്കളുടെ മുഴുവൻ പേരും കാണാൻ ലോഗിൻ ചെയ്യുക.')).toBeTruthy();
  });

  it('the leaderboard that failed: SPEC’s message and Try Again in Malayalam', async () => {
    fakeApi({ ...guest, 'GET /api/leaderboard': () => ({ status: 500 }) });
    renderScreen('/leaderboard', <LeaderboardPage />, { malayalam });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ലീഡർബോർഡ് വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല');
    expect(within(alert).getByRole('button', { name: 'വീണ്ടും ശ്രമിക്കുക' })).toBeTruthy();
  });

  it('the home page’s block: a signed-in customer’s rank in Malayalam', async () => {
    fakeApi({
      ...guest,
      'GET /api/leaderboard': () => ({ status: 200, body: { ...leaderboard, me: { rank: 7, points: 120 } } }),
    });
    renderScreen('/', <HomeLeaderboard />, { malayalam });

    expect(await screen.findByRole('heading', { name: 'ഈ സീസണിലെ മുൻനിര ഉപഭോക്താക്കൾ' })).toBeTruthy();
    expect(await screen.findByText('120 പോയിന്റുമായി നിങ്ങൾ #7 സ്ഥാനത്താണ്.')).toBeTruthy();
  });

  it('track order: its form, and SPEC’s message for an empty field in Malayalam', async () => {
    fakeApi(guest);
    const { user } = renderScreen('/track-order', <TrackOrderPage />, { malayalam });

    expect(screen.getByRole('heading', { name: 'ഓർഡർ എവിടെയെത്തി', level: 1 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ഓർഡർ ട്രാക്ക് ചെയ്യുക' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      mlMessages['Please enter your order id and phone number'],
    );
  });

  it('the counter receipt: its words, the payment method and the points in Malayalam', async () => {
    fakeApi({ ...guest, 'GET /api/receipts/abc': () => ({ status: 200, body: receipt }) });
    renderScreen('/receipt/abc', <ReceiptPage />, { route: '/receipt/:token', malayalam });

    const printed = await screen.findByRole('article', { name: `${receipt.orderId}-ന്റെ രസീത്` });
    expect(screen.getByRole('heading', { name: 'നിങ്ങളുടെ രസീത്', level: 1 })).toBeTruthy();
    expect(within(printed).getByText('ആകെ').nextElementSibling?.textContent).toBe('₹120.00');
    expect(within(printed).getByText('പണം').nextElementSibling?.textContent).toBe('₹200.00');
    expect(within(printed).getByText('ബാക്കി').nextElementSibling?.textContent).toBe('₹80.00');
    expect(within(printed).getByText('ഈ വാങ്ങലിന് 1 പോയിന്റ് ലഭിക്കും.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'പ്രിന്റ് ചെയ്യുക' })).toBeTruthy();
  });

  it('contact: its fields, and SPEC’s message for a bad email address in Malayalam', async () => {
    fakeApi(guest);
    const { user } = renderScreen('/contact', <ContactPage />, { malayalam });

    expect(screen.getByRole('heading', { name: 'ഞങ്ങളെ ബന്ധപ്പെടുക', level: 1 })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'പേര്' }), 'Meera');
    await user.type(screen.getByRole('textbox', { name: 'ഇമെയിൽ' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'വിഷയം' }), 'Onam order');
    await user.type(screen.getByRole('textbox', { name: 'സന്ദേശം' }), 'Twenty kilos of rice');
    await user.click(screen.getByRole('button', { name: 'സന്ദേശം അയയ്ക്കുക' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ശരിയായ ഇമെയിൽ വിലാസം നൽകുക');
  });

  it('referral terms: the levels read in Malayalam; the sentences written from the settings are marked English', async () => {
    fakeApi({
      ...guest,
      'GET /api/referral-terms': () => ({
        status: 200,
        body: {
          terms: {
            levelPercents: [10, 5],
            pointValuePaise: 100,
            pointMoneyPerPointPaise: 1000,
            returnWindowDays: 7,
          },
        },
      }),
    });
    renderScreen('/referral-terms', <ReferralTermsPage />, { malayalam });

    expect(screen.getByRole('heading', { name: 'റെഫറൽ നിബന്ധനകൾ', level: 1 })).toBeTruthy();
    expect(await screen.findByText('നിങ്ങൾ റെഫർ ചെയ്ത സുഹൃത്ത് വാങ്ങുമ്പോൾ')).toBeTruthy();
    expect(screen.getByText('നിങ്ങളുടെ സുഹൃത്ത് റെഫർ ചെയ്തയാൾ വാങ്ങുമ്പോൾ')).toBeTruthy();
    const rules = screen.getByRole('heading', { name: 'നിബന്ധനകൾ' }).nextElementSibling!;
    expect(rules.getAttribute('lang')).toBe('en');
  });

  it('an order’s payments: what was paid and how, in Malayalam', () => {
    render(
      <I18nProvider initial={{ lang: 'ml', dictionary: malayalam }}>
        <PaymentList
          paidPaise={40_000}
          duePaise={0}
          payments={[
            {
              id: 'p1',
              direction: 'in',
              method: 'cash',
              amountPaise: 40_000,
              reference: null,
              source: 'delivery',
              recordedAt: '2026-11-20T05:30:00.000Z',
            },
          ]}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('ഇതുവരെ അടച്ചത്')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toContain('ലഭിച്ചു · പണം');
    expect(screen.getByRole('listitem').textContent).toContain('ഡെലിവറിയിൽ');
  });
});

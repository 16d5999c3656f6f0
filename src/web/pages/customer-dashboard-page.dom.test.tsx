import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ml from '../i18n/ml.json';
import mlMessages from '../i18n/ml-messages.json';
import { fakeApi } from '../testing/fake-api';
import { renderScreen } from '../testing/render-screen';
import { aCustomer } from '../testing/signed-in-customer';
import DashboardPage from './customer-dashboard-page';

const malayalam = { words: ml, messages: mlMessages };

const customer = aCustomer({
  tier: 'Silver',
  status: 'pending',
  points: 30,
  pendingPoints: 12,
  nextRelease: { points: 12, on: '2026-12-03T18:30:00.000Z' },
  pointMoneyPaise: 425,
  totalSpentPaise: 120_000,
});

function accountApi() {
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: customer } }),
    'GET /api/orders': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    'GET /api/offers': () => ({ status: 200, body: { items: [] } }),
  });
}

describe('the customer dashboard in Malayalam', () => {
  it('welcomes the customer, names their tier and their pending points in Malayalam', async () => {
    accountApi();
    renderScreen('/dashboard', <DashboardPage />, { malayalam });

    expect(await screen.findByRole('heading', { level: 1, name: 'സ്വാഗതം, Anjali!' })).toBeTruthy();
    expect(screen.getAllByText('സിൽവർ').length).toBeGreaterThan(0);
    expect(screen.getByText('12 പോയിന്റ് പെൻഡിങ്, 4 Dec മുതൽ ഉപയോഗിക്കാം')).toBeTruthy();
    expect(screen.getByText('നിങ്ങളുടെ അക്കൗണ്ട് അംഗീകാരത്തിനായി കാത്തിരിക്കുന്നു')).toBeTruthy();
    expect(await screen.findByText('ഇതുവരെ ഓർഡറുകളൊന്നുമില്ല')).toBeTruthy();
    const quick = screen.getByRole('navigation', { name: 'എളുപ്പവഴികൾ' });
    expect(within(quick).getByRole('link', { name: /സുഹൃത്തുക്കളെ ക്ഷണിക്കുക/ })).toBeTruthy();
  });
});

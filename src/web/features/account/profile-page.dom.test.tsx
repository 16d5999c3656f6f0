import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ml from '../../i18n/ml.json';
import mlMessages from '../../i18n/ml-messages.json';
import { apiRefusal, fakeApi } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { aCustomer } from '../../testing/signed-in-customer';
import ProfilePage from './profile-page';

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
    'GET /api/me/points': () => ({
      status: 200,
      body: {
        points: 30,
        pointValuePaise: 500,
        carriedPointMoneyPaise: 425,
        pointMoneyPerPointPaise: 500,
        entries: [],
        nextBefore: null,
      },
    }),
    'PUT /api/profile/password': () =>
      apiRefusal('VALIDATION_FAILED', 'Your current password is not correct', {
        currentPassword: 'Your current password is not correct',
      }),
  });
}

describe('the profile in Malayalam', () => {
  it('invites friends on WhatsApp in Malayalam and says the server’s refusal in Malayalam', async () => {
    accountApi();
    const { user } = renderScreen('/profile', <ProfilePage />, { malayalam });

    expect(await screen.findByRole('heading', { level: 1, name: 'എന്റെ പ്രൊഫൈൽ' })).toBeTruthy();
    const share = screen.getByRole('link', { name: 'WhatsApp-ൽ പങ്കിടുക' }).getAttribute('href')!;
    const invitation = decodeURIComponent(share.slice('https://wa.me/?text='.length));
    expect(invitation).toMatch(/^.+-ൽ എന്നോടൊപ്പം ചേരൂ! എന്റെ കോഡ് A101 ഉപയോഗിച്ച് /);
    expect(invitation).toContain('/register?ref=A101');

    const form = screen.getByRole('form', { name: 'പാസ്‌വേഡ് മാറ്റുക' });
    await user.type(within(form).getByLabelText('ഇപ്പോഴത്തെ പാസ്‌വേഡ്'), 'wrong-one');
    await user.type(within(form).getByLabelText('പുതിയ പാസ്‌വേഡ്'), 'shop12345');
    await user.type(within(form).getByLabelText('പുതിയ പാസ്‌വേഡ് ഉറപ്പാക്കുക'), 'shop12345');
    await user.click(within(form).getByRole('button', { name: 'പാസ്‌വേഡ് മാറ്റുക' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('ഇപ്പോഴത്തെ പാസ്‌വേഡ് ശരിയല്ല');
  });
});

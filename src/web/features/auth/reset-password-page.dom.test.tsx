import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ml from '../../i18n/ml.json';
import mlMessages from '../../i18n/ml-messages.json';
import { apiRefusal, fakeApi } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import ResetPasswordPage from './reset-password-page';

const malayalam = { words: ml, messages: mlMessages };

describe('the password reset page in Malayalam', () => {
  it('says why a link cannot be used, in Malayalam, and where to sign in', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } },
      }),
      'GET /api/auth/password-reset': () =>
        apiRefusal('RESET_LINK_EXPIRED', 'This reset link has expired. Ask the shop for a new one.'),
    });
    renderScreen('/reset-password?token=old', <ResetPasswordPage />, { route: '/reset-password', malayalam });

    expect(screen.getByRole('heading', { level: 1, name: 'പുതിയ പാസ്‌വേഡ് സെറ്റ് ചെയ്യുക' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ഈ റീസെറ്റ് ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു. പുതിയത് കടയിൽ നിന്ന് ചോദിക്കുക.',
    );
    expect(screen.getByRole('link', { name: 'സൈൻ ഇൻ' }).getAttribute('href')).toBe('/login');
  });

  it('greets the customer by name in Malayalam above the new password', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } },
      }),
      'GET /api/auth/password-reset': () => ({
        status: 200,
        body: { firstName: 'Anjali', expiresAt: '2026-11-29T06:30:00.000Z' },
      }),
    });
    renderScreen('/reset-password?token=fresh', <ResetPasswordPage />, {
      route: '/reset-password',
      malayalam,
    });

    expect(await screen.findByText(/^നമസ്കാരം Anjali, നിങ്ങളുടെ അക്കൗണ്ടിന് പുതിയ പാസ്‌വേഡ്/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'പുതിയ പാസ്‌വേഡ് സേവ് ചെയ്യുക' })).toBeTruthy();
    expect(screen.getByLabelText('പാസ്‌വേഡുകൾ കാണിക്കുക')).toBeTruthy();
  });
});

describe('the password reset page in Malayalam when the shop fails', () => {
  it('says the page could not load, with Try Again, in Malayalam', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } },
      }),
      'GET /api/auth/password-reset': () =>
        apiRefusal('INTERNAL', 'Something went wrong on our side. Please try again.'),
    });
    renderScreen('/reset-password?token=any', <ResetPasswordPage />, { route: '/reset-password', malayalam });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ഈ പേജ് ലോഡ് ചെയ്യാനായില്ല');
    expect(alert.textContent).toContain('ഞങ്ങളുടെ ഭാഗത്ത് ഒരു പ്രശ്നമുണ്ടായി. വീണ്ടും ശ്രമിക്കുക.');
    expect(screen.getByRole('button', { name: 'വീണ്ടും ശ്രമിക്കുക' })).toBeTruthy();
  });
});

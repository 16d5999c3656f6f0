import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ml from '../../i18n/ml.json';
import mlMessages from '../../i18n/ml-messages.json';
import { fakeApi } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import CustomerOnly from './customer-only';

const signedInAsOwner = () =>
  fakeApi({
    'GET /api/auth/me': () => ({
      status: 200,
      body: { user: { role: 'admin', id: 'a', username: 'owner' } },
    }),
  });

describe('a customer’s page opened by the shop', () => {
  it('says Access denied in SPEC’s English, and the way to the admin panel', async () => {
    signedInAsOwner();
    renderScreen('/dashboard', <CustomerOnly>the dashboard</CustomerOnly>);
    expect(await screen.findByRole('link', { name: 'Go to Admin Panel' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(screen.queryByText('the dashboard')).toBeNull();
  });

  it('says it in Malayalam on a Malayalam page, before any area’s words have come', async () => {
    signedInAsOwner();
    renderScreen('/dashboard', <CustomerOnly>the dashboard</CustomerOnly>, {
      malayalam: { words: ml, messages: mlMessages },
    });
    expect(await screen.findByRole('link', { name: 'അഡ്മിൻ പാനലിലേക്ക് പോകുക' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'പ്രവേശനമില്ല' })).toBeTruthy();
    expect(screen.getByText('ഈ പേജ് കസ്റ്റമർമാർക്കുള്ളതാണ്. നിങ്ങളുടെ ടൂളുകൾ അഡ്മിൻ പാനലിലാണ്.')).toBeTruthy();
  });
});

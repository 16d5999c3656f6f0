import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PointsPage } from '../../../domain/points.schemas';
import ml from '../../i18n/ml.json';
import mlMessages from '../../i18n/ml-messages.json';
import { fakeApi } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { aCustomer } from '../../testing/signed-in-customer';
import PointsHistoryPage from './points-page';

const customer = aCustomer({ points: 30, pointMoneyPaise: 425, totalSpentPaise: 120_000 });

const page: PointsPage = {
  points: 30,
  pointValuePaise: 500,
  carriedPointMoneyPaise: 425,
  pointMoneyPerPointPaise: 500,
  entries: [
    {
      id: 2,
      at: '2026-11-23T04:03:00.000Z',
      kind: 'referral_earned',
      description:
        'Referral reward from A121, invited through your friends (level 3): ₹1.68 towards your next point',
      pointsDelta: 0,
      pendingDelta: 0,
      pointMoneyPaise: 168,
      orderId: 'ORD-1-A',
    },
    {
      id: 1,
      at: '2026-11-16T04:27:00.000Z',
      kind: 'redeemed',
      description: 'Used 4 points on ORD-0-B',
      pointsDelta: -4,
      pendingDelta: 0,
      pointMoneyPaise: 0,
      orderId: 'ORD-0-B',
    },
  ],
  nextBefore: null,
};

describe('points history', () => {
  it('a row that made no whole point shows the point money it added, not "0 points"', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: customer } }),
      'GET /api/me/points': () => ({ status: 200, body: page }),
    });
    renderScreen('/points', <PointsHistoryPage />);

    const reward = (await screen.findByText(/^Referral reward from A121/)).closest('li')!;
    expect(reward.textContent).toContain('+₹1.68point money');
    expect(reward.textContent).not.toContain('0points');
    const used = screen.getByText('Used 4 points on ORD-0-B').closest('li')!;
    expect(used.textContent).toContain('−4points');
  });
});

describe('points waiting for the return window (docs/decisions/074)', () => {
  it('says how many are pending and from when they are spendable, and marks a pending award as pending', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({
        status: 200,
        body: {
          user: {
            ...customer,
            pendingPoints: 12,
            nextRelease: { points: 12, on: '2026-12-03T18:30:00.000Z' },
          },
        },
      }),
      'GET /api/me/points': () => ({
        status: 200,
        body: {
          ...page,
          entries: [
            {
              id: 3,
              at: '2026-11-26T05:00:00.000Z',
              kind: 'order_earned',
              description: 'Earned 12 points on ORD-2-C (₹60.00 point money), spendable from 4 Dec',
              pointsDelta: 0,
              pendingDelta: 12,
              pointMoneyPaise: 6000,
              orderId: 'ORD-2-C',
            },
            ...page.entries,
          ],
        },
      }),
    });
    renderScreen('/points', <PointsHistoryPage />);

    expect(await screen.findByText('12 points pending, spendable from 4 Dec')).toBeTruthy();
    const award = screen.getByText(/^Earned 12 points on ORD-2-C/).closest('li')!;
    expect(award.textContent).toContain('+12points pending');
  });
});

describe('points history in Malayalam', () => {
  it('reads in Malayalam, the server’s rows and the pending line with their numbers where Malayalam puts them', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({
        status: 200,
        body: {
          user: {
            ...customer,
            pendingPoints: 12,
            nextRelease: { points: 12, on: '2026-12-03T18:30:00.000Z' },
          },
        },
      }),
      'GET /api/me/points': () => ({ status: 200, body: page }),
    });
    renderScreen('/points', <PointsHistoryPage />, { malayalam: { words: ml, messages: mlMessages } });

    expect(await screen.findByRole('heading', { level: 1, name: 'പോയിന്റ് ചരിത്രം' })).toBeTruthy();
    expect(await screen.findByText('12 പോയിന്റ് പെൻഡിങ്, 4 Dec മുതൽ ഉപയോഗിക്കാം')).toBeTruthy();
    const used = screen.getByText('ORD-0-B-ൽ 4 പോയിന്റ് ഉപയോഗിച്ചു').closest('li')!;
    expect(used.textContent).toContain('−4പോയിന്റ്');
    expect(
      screen.getByText('A121-ൽ നിന്നുള്ള റെഫറൽ റിവാർഡ് (സുഹൃത്തുക്കൾ വഴി, ലെവൽ 3): അടുത്ത പോയിന്റിലേക്ക് ₹1.68'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('എല്ലാ 2 എൻട്രികളും കാണിക്കുന്നു');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../domain/leaderboard.schemas';
import type { CustomerUser } from '../../domain/user';
import { fakeApi } from '../testing/fake-api';
import { renderScreen } from '../testing/render-screen';
import HomePage from './home-page';

/** Meera, the moment she registered: a pending account, not on the leaderboard. */
const meera: CustomerUser = {
  role: 'customer',
  id: 'c-150',
  name: 'Meera',
  phone: '9876543210',
  code: 'A150',
  tier: 'Bronze',
  status: 'pending',
  points: 0,
  pendingPoints: 0,
  pointMoneyPaise: 0,
  totalSpentPaise: 0,
  memberSince: new Date().toISOString(),
  address: '',
  pincode: null,
  creditLimitPaise: 0,
};

const leaderboard: Leaderboard = {
  items: [
    { rank: 1, name: 'Joseph Kuriakose', code: 'A101', tier: 'Gold', points: 420, totalSpentPaise: null },
  ],
  config: null,
  me: { rank: null, points: 0 },
};

function homeFor(user: CustomerUser) {
  fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user } }),
    'GET /api/leaderboard': () => ({ status: 200, body: leaderboard }),
  });
  return renderScreen('/', <HomePage />);
}

describe('home, signed in', () => {
  it('right after registering: "Welcome", what a pending account means and what to do meanwhile', async () => {
    homeFor(meera);

    expect(await screen.findByRole('link', { name: /^Welcome, Meera!/ })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    const note = screen.getByText('Your account is waiting for approval').closest('[role="status"]')!;
    expect(note.textContent).toContain('The shop checks every new account.');
    expect(note.textContent).toContain('Meanwhile you can shop, place orders and earn points');
    expect(note.textContent).toContain('join the leaderboard and earn rewards when friends you invite shop');
    // The leaderboard block does not promise a place for the next order while the account waits.
    expect(
      await screen.findByText('You join the leaderboard once the shop approves your account.'),
    ).toBeTruthy();
  });

  it('an approved customer who joined earlier: "Welcome back", and no approval note', async () => {
    homeFor({ ...meera, status: 'active', memberSince: '2025-03-01T10:00:00.000Z' });

    expect(await screen.findByRole('link', { name: /^Welcome back, Meera!/ })).toBeTruthy();
    expect(
      await screen.findByText('Earn points on your next delivered order to join the leaderboard.'),
    ).toBeTruthy();
    expect(screen.queryByText('Your account is waiting for approval')).toBeNull();
  });
});

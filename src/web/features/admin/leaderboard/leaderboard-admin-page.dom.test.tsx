import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leaderboard, LeaderboardSettings, RankingPage } from '../../../../domain/leaderboard.schemas';
import { leaderboardMessages } from '../../../../domain/messages';
import { apiRefusal, fakeApi, type ApiAnswer } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { notify } from '../../../lib/notify';
import LeaderboardAdminPage from './leaderboard-admin-page';

const saved: LeaderboardSettings = {
  topCount: 1,
  offerTitle: 'Top shopper reward',
  offerDescription: 'Our best customers save more.',
  offerDiscountPercentage: 10,
  isActive: true,
};

const row = (rank: number, name: string) => ({
  rank,
  name,
  code: `A${100 + rank}`,
  tier: 'Silver' as const,
  points: 1_000 - rank,
  totalSpentPaise: 50_000,
});
const board: Leaderboard = {
  items: [row(1, 'Anjali Krishnan'), row(2, 'Babu Paul'), row(3, 'Chitra Menon'), row(4, 'Deepa Nair')],
  config: {
    topCount: 1,
    offerTitle: 'Top shopper reward',
    offerDescription: '',
    offerDiscountPercentage: 10,
  },
  me: null,
};
const ranking: RankingPage = {
  items: [
    {
      rank: 1,
      customerId: 'c1',
      code: 'A101',
      name: 'Anjali Krishnan',
      tier: 'Silver',
      lifetimePoints: 999,
      points: 12,
      totalSpentPaise: 50_000,
    },
    {
      rank: null,
      customerId: 'c9',
      code: 'A109',
      name: 'Fresh Francis',
      tier: 'Bronze',
      lifetimePoints: 0,
      points: 0,
      totalSpentPaise: 0,
    },
  ],
  nextCursor: null,
};

function api(save: (body: unknown) => ApiAnswer = (body) => ({ status: 200, body }), configStatus = 200) {
  return fakeApi({
    'GET /api/auth/me': () => apiRefusal('UNAUTHENTICATED', 'Sign in'),
    'GET /api/admin/leaderboard-config': () =>
      configStatus === 200
        ? { status: 200, body: { config: saved } }
        : { status: configStatus, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } },
    'PUT /api/admin/leaderboard-config': (call) => save(call.body),
    'GET /api/leaderboard': () => ({ status: 200, body: board }),
    'GET /api/admin/leaderboard': () => ({ status: 200, body: ranking }),
  });
}

const puts = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.method === 'PUT');
/** The preview's phone list (jsdom has no media queries; both layouts are in the document). */
const previewRows = () =>
  within(screen.getAllByRole('list', { name: 'Leaderboard preview' })[0]!).getAllByRole('listitem');

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'error').mockImplementation(() => {});
});

describe('the admin leaderboard screen', () => {
  it('previews the unsaved offer: its banner and the highlighted ranks follow what is typed', async () => {
    const calls = api();
    const { user } = renderScreen('/admin/leaderboard', <LeaderboardAdminPage />);
    const topCount = await screen.findByRole('textbox', { name: 'Top count' });
    expect(await screen.findByText('Top shopper reward: the top 1 get 10% off')).toBeTruthy();
    await waitFor(() => expect(previewRows()).toHaveLength(4));
    expect(previewRows().map((li) => within(li).queryByText('10% off') !== null)).toEqual([
      true,
      false,
      false,
      false,
    ]);

    await user.clear(topCount);
    await user.type(topCount, '3');
    const discount = screen.getByRole('textbox', { name: 'Discount (%)' });
    await user.clear(discount);
    await user.type(discount, '15');
    await user.clear(screen.getByRole('textbox', { name: 'Offer title' }));
    await user.type(screen.getByRole('textbox', { name: 'Offer title' }), 'Onam top 3');

    expect(screen.getByText('Onam top 3: the top 3 get 15% off')).toBeTruthy();
    expect(previewRows().map((li) => within(li).queryByText('15% off') !== null)).toEqual([
      true,
      true,
      true,
      false,
    ]);

    await user.click(screen.getByRole('switch', { name: 'Offer active' }));
    expect(screen.getByText(/The offer is off/)).toBeTruthy();
    expect(screen.queryByText('15% off')).toBeNull();
    expect(puts(calls)).toHaveLength(0); // nothing saved while previewing
  });

  it('says what the offer costs: paid from the margin, never below company price, less point money', async () => {
    api();
    const { user } = renderScreen('/admin/leaderboard', <LeaderboardAdminPage />);
    const topCount = await screen.findByRole('textbox', { name: 'Top count' });
    expect(screen.getByText(leaderboardMessages.offerCost(1, 10))).toBeTruthy();
    await user.clear(topCount);
    await user.type(topCount, '5');
    const discount = screen.getByRole('textbox', { name: 'Discount (%)' });
    await user.clear(discount);
    await user.type(discount, '20');
    expect(screen.getByText(leaderboardMessages.offerCost(5, 20))).toBeTruthy();
    expect(leaderboardMessages.offerCost(5, 20)).toBe(
      'The top 5 get up to 20% off, paid from your margin: no item is sold below its company price, and the discount comes out of the point money those orders earn.',
    );
  });

  it('saves the offer and says so', async () => {
    const calls = api();
    const { user } = renderScreen('/admin/leaderboard', <LeaderboardAdminPage />);
    const topCount = await screen.findByRole('textbox', { name: 'Top count' });
    await user.clear(topCount);
    await user.type(topCount, '3');
    await user.click(screen.getByRole('button', { name: 'Save Offer' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({ config: { ...saved, topCount: 3 } });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(leaderboardMessages.configSaved));
  });

  it.each([
    ['Top count', '51', leaderboardMessages.topCountRange],
    ['Top count', '', leaderboardMessages.topCountRange],
    ['Discount (%)', '0', leaderboardMessages.discountRange],
    ['Discount (%)', '101', leaderboardMessages.discountRange],
    ['Offer title', '', leaderboardMessages.titleRequired],
  ])('refuses %s "%s" with its message and sends nothing', async (label, value, message) => {
    const calls = api();
    const { user } = renderScreen('/admin/leaderboard', <LeaderboardAdminPage />);
    const input = await screen.findByRole('textbox', { name: label });
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Save Offer' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('says SPEC’s words when saving fails', async () => {
    api(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }));
    const { user } = renderScreen('/admin/leaderboard', <LeaderboardAdminPage />);
    await screen.findByRole('textbox', { name: 'Top count' });
    await user.click(screen.getByRole('button', { name: 'Save Offer' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(leaderboardMessages.configSaveFailed));
  });

  it('says SPEC’s words when the config cannot be fetched, with Try Again', async () => {
    api(undefined, 500);
    renderScreen('/admin/leaderboard', <LeaderboardAdminPage />);
    expect(await screen.findByText(leaderboardMessages.configLoadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith(leaderboardMessages.configLoadFailed);
  });

  it('lists the full ranking with rank, code, name, tier and points earned; the unranked last', async () => {
    api();
    renderScreen('/admin/leaderboard', <LeaderboardAdminPage />);
    const list = (await screen.findAllByRole('list', { name: 'Full ranking' }))[0]!;
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('#1');
    expect(cards[0]!.textContent).toContain('A101');
    expect(cards[0]!.textContent).toContain('999');
    expect(cards[1]!.textContent).toContain('Not ranked');
  });
});

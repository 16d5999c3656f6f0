import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoyaltySettingsInput } from '../../../../domain/settings.schemas';
import { fakeApi } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import SettingsPage from './settings-page';

const saved: LoyaltySettingsInput = {
  pointValuePaise: 500,
  pointMoneyPerPointPaise: 500,
  redemptionCapPercent: 50,
  referralPercents: [10, 5, 2],
  referralDepth: 3,
  multiLevelReferrals: true,
  tierThresholds: { silverPaise: 1000000, goldPaise: 5000000, diamondPaise: 15000000 },
  storeUpiId: 'freshmart@sbi',
  storeUpiName: 'Fresh Mart Supermarket',
  returnWindowDays: 7,
  referralReview: true,
  referralBurstMembers: 5,
  referralBurstHours: 24,
  pointsExpireAfterMonths: null,
};

function settingsApi() {
  return fakeApi({
    'GET /api/admin/settings': () => ({ status: 200, body: { settings: saved } }),
    'PUT /api/admin/settings': (call) => ({ status: 200, body: { settings: call.body } }),
  });
}

/** The switch's caption says what its position does (it said "Off: ..." beside a switch that was on). */
const SWITCH_ON = 'On: every level up to the referral depth earns';
const SWITCH_OFF = 'Off: only the direct referrer (level 1) earns';

const level = (n: number) => screen.getByRole('textbox', { name: `Level ${n} (%)` });
const saves = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.method === 'PUT');

describe('the Loyalty settings screen: referral guardrails (DESIGN 7a)', () => {
  it('with multi-level rewards off, marks levels 2 and 3 not paid and saves their values kept', async () => {
    const calls = settingsApi();
    const { user } = renderScreen('/admin/settings', <SettingsPage />);
    const multiLevel = await screen.findByRole('switch', { name: 'Multi-level referral rewards' });
    const caption = () => document.getElementById(multiLevel.getAttribute('aria-describedby')!)?.textContent;
    expect(multiLevel.getAttribute('aria-checked')).toBe('true');
    expect(caption()).toBe(SWITCH_ON);
    expect(screen.queryByText('Not paid')).toBeNull();

    multiLevel.focus();
    await user.keyboard(' ');
    expect(multiLevel.getAttribute('aria-checked')).toBe('false');
    expect(caption()).toBe(SWITCH_OFF);
    expect(level(1).getAttribute('aria-describedby')).toBeNull();
    for (const n of [2, 3]) {
      const hint = document.getElementById(level(n).getAttribute('aria-describedby')!);
      expect(hint?.textContent).toBe('Not paid: multi-level rewards are off');
    }

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({
      referralPercents: [10, 5, 2],
      referralDepth: 3,
      multiLevelReferrals: false,
    });
  });

  it('marks the levels past the depth, and sends no save for a depth over 5', async () => {
    const calls = settingsApi();
    const { user } = renderScreen('/admin/settings', <SettingsPage />);
    const depth = await screen.findByRole('spinbutton', { name: 'Referral depth' });

    await user.clear(depth);
    await user.type(depth, '1');
    for (const n of [2, 3]) {
      const hint = document.getElementById(level(n).getAttribute('aria-describedby')!);
      expect(hint?.textContent).toBe('Not paid: past the referral depth of 1');
    }

    await user.clear(depth);
    await user.type(depth, '6');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('The referral depth must be a whole number from 1 to 5')).toBeTruthy();
    expect(depth.getAttribute('aria-invalid')).toBe('true');
    expect(saves(calls)).toHaveLength(0);
  });
});

describe('the Loyalty settings screen: the return window (docs/decisions/074)', () => {
  it('says what the window means under the field as it is typed, refuses 91 days and saves a whole number', async () => {
    const calls = settingsApi();
    const { user } = renderScreen('/admin/settings', <SettingsPage />);
    const days = await screen.findByRole('textbox', { name: 'Return window (days)' });
    expect(
      screen.getByText(
        'A customer who returns goods within 7 days loses the points of those goods; points become spendable 7 days after delivery.',
      ),
    ).toBeTruthy();

    await user.clear(days);
    await user.type(days, '0');
    expect(screen.getByText(/^Points become spendable as soon as an order is delivered/)).toBeTruthy();

    await user.clear(days);
    await user.type(days, '91');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('The return window must be a whole number of days from 0 to 90'),
    ).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ returnWindowDays: 14 });
  });
});

describe('the Loyalty settings screen: points expiry (docs/decisions/080)', () => {
  it('says what expiry means as it is typed, refuses 61 months, saves whole months and empty as never', async () => {
    const calls = settingsApi();
    const { user } = renderScreen('/admin/settings', <SettingsPage />);
    const months = await screen.findByRole('textbox', { name: 'Points expire after (months)' });
    expect(screen.getByText('Points never expire.')).toBeTruthy();

    await user.type(months, '61');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('Points expire after a whole number of months from 1 to 60, or never'),
    ).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);

    await user.clear(months);
    await user.type(months, '12');
    expect(
      screen.getByText(
        /^Points not spent within 12 months of being earned expire\. Customers see a warning 30 days ahead\. Points earned before/,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ pointsExpireAfterMonths: 12 });
  });
});

describe('the Loyalty settings screen: points expiring soon (docs/decisions/080)', () => {
  it('lists whose points expire within 30 days, with a WhatsApp reminder in plain words', async () => {
    fakeApi({
      'GET /api/admin/settings': () => ({
        status: 200,
        body: { settings: { ...saved, pointsExpireAfterMonths: 12 } },
      }),
      'GET /api/admin/points/expiring': () => ({
        status: 200,
        body: {
          customers: [
            {
              customerId: 'c1',
              name: 'Anil Kumar',
              phone: '9847100000',
              code: 'A105',
              points: 25,
              on: '2027-01-15T18:30:00.000Z',
            },
          ],
        },
      }),
    });
    renderScreen('/admin/settings', <SettingsPage />);
    expect(await screen.findByText('Points expiring soon')).toBeTruthy();
    expect(await screen.findByText('25 points')).toBeTruthy();
    expect(screen.getByText('16 Jan')).toBeTruthy();
    const remind = screen.getByRole('link', { name: 'Remind Anil Kumar on WhatsApp' });
    expect(decodeURIComponent(remind.getAttribute('href')!)).toBe(
      'https://wa.me/919847100000?text=Hello Anil Kumar, 25 points in your account with us expire on 16 Jan. Use them on your next order before then.',
    );
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './admin-session';
import { textContrast } from './accessibility';

/**
 * The referral scheme's guardrails where the admin sets the referral percentages (DESIGN 7a,
 * docs/decisions/030): the multi-level switch and the referral depth. Levels a delivery would not
 * pay stay on screen with their values, marked "Not paid".
 */
async function openSettings(page: Page) {
  await page.goto('/admin/settings');
  const multiLevel = page.getByRole('switch', { name: 'Multi-level referral rewards' });
  await expect(multiLevel).toBeVisible();
  return multiLevel;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(
    page.getByText('Loyalty settings saved. They apply to future orders only.').first(),
  ).toBeVisible();
}

const level = (page: Page, n: number) => page.getByLabel(`Level ${n} (%)`);

test.describe('the referral guardrails on the Loyalty settings screen', () => {
  let saved: unknown;
  test.beforeEach(async ({ page, asAdmin }) => {
    await asAdmin();
    saved = (await (await page.request.get('/api/admin/settings')).json()).settings;
  });
  test.afterEach(async ({ page, baseURL }) => {
    const response = await page.request.put('/api/admin/settings', {
      data: saved,
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBe(200);
  });

  test('turning multi-level rewards off marks levels 2 and 3 not paid, keeps their values, and is saved', async ({
    page,
  }) => {
    const multiLevel = await openSettings(page);
    await expect(multiLevel).toBeChecked();
    await expect(multiLevel).toHaveAccessibleDescription('On: every level up to the referral depth earns');
    await expect(
      page.getByText(
        'Rewards come only from delivered purchases, never from sign-ups, and are points spendable only in this shop.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Not paid')).toHaveCount(0);

    await multiLevel.focus();
    await page.keyboard.press('Space');
    await expect(multiLevel).not.toBeChecked();
    await expect(multiLevel).toHaveAccessibleDescription('Off: only the direct referrer (level 1) earns');
    await expect(level(page, 1)).toHaveAccessibleDescription('');
    for (const n of [2, 3]) {
      await expect(level(page, n)).toHaveAccessibleDescription('Not paid: multi-level rewards are off');
    }
    await expect(level(page, 2)).toHaveValue('5');
    await expect(level(page, 3)).toHaveValue('2');
    expect(await textContrast(page.getByText('Not paid').first())).toBeGreaterThanOrEqual(4.5);
    await save(page);

    await page.reload();
    await expect(multiLevel).not.toBeChecked();
    await expect(level(page, 3)).toHaveValue('2');
    await expect(level(page, 3)).toHaveAccessibleDescription('Not paid: multi-level rewards are off');
    const settings = (await (await page.request.get('/api/admin/settings')).json()).settings;
    expect(settings).toMatchObject({
      multiLevelReferrals: false,
      referralDepth: 3,
      referralPercents: [10, 5, 2],
    });
  });

  test('the depth marks the levels past it, refuses a depth over 5, and is saved', async ({ page }) => {
    await openSettings(page);
    const depth = page.getByLabel('Referral depth');
    await expect(depth).toHaveValue('3');
    await expect(depth).toHaveAccessibleDescription('Upline levels paid, 1 to 5');

    await depth.fill('6');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(
      page.getByText('The referral depth must be a whole number from 1 to 5').first(),
    ).toBeVisible();
    await expect(depth).toHaveAttribute('aria-invalid', 'true');

    await depth.fill('2');
    await expect(level(page, 2)).toHaveAccessibleDescription('');
    await expect(level(page, 3)).toHaveAccessibleDescription('Not paid: past the referral depth of 2');
    await save(page);
    const settings = (await (await page.request.get('/api/admin/settings')).json()).settings;
    expect(settings).toMatchObject({
      referralDepth: 2,
      multiLevelReferrals: true,
      referralPercents: [10, 5, 2],
    });

    // Five levels at most: the cap the depth may reach.
    await page.getByRole('button', { name: 'Add level' }).click();
    await page.getByRole('button', { name: 'Add level' }).click();
    await expect(level(page, 5)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Add level' })).toBeDisabled();
  });
});

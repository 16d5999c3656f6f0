import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { appReady, registerCustomer } from './support';

/** The terms page as a visitor finds it: its heading, the paid levels and the rules. */
async function expectTermsPage(page: Page) {
  await expect(page).toHaveURL('/referral-terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Referral terms' })).toBeVisible();
  await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Your friend buys ₹1,000\.00 of goods/)).toBeVisible();
  await expect(page.getByText(/no joining fee and nothing to buy to join/)).toBeVisible();
}

test('the referral terms are one tap from the footer, the registration form and the profile', async ({
  page,
}) => {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Referral Terms' }).click();
  await expectTermsPage(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/register');
  await appReady(page);
  await page.getByRole('link', { name: 'How referral rewards work' }).click();
  await expectTermsPage(page);

  await registerCustomer(page, 'Terms Reader');
  await page.goto('/profile');
  await page.getByRole('main').getByRole('link', { name: 'Referral terms' }).click();
  await expectTermsPage(page);
});

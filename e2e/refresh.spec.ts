import { expect, test } from './admin-session';
import { shopProducts } from './support';

/**
 * SPEC's refresh messages, also when the connection is what failed: sonner's code loads with the
 * first toast, so a page opened online and refreshed offline has to show its toast without it.
 */
test.describe('Refresh without a connection', () => {
  test('the shop says it in the page and in a toast', async ({ page, context }) => {
    await page.goto('/shop');
    await expect(shopProducts(page).getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to refresh products. Please try again.' }),
    ).toBeVisible();
    await expect(page.getByText('Failed to refresh products', { exact: true })).toBeVisible();
    // The products already on screen stay.
    await expect(shopProducts(page).getByRole('listitem').first()).toBeVisible();
  });

  test('the admin dashboard’s Refresh Data says it failed', async ({ page, context, asAdmin }) => {
    await asAdmin();
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('group', { name: 'Customers' }).getByText(/new this week/)).toBeVisible();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await expect(page.getByText('Failed to refresh data', { exact: true })).toBeVisible();
    await expect(page.getByText('Data refreshed successfully', { exact: true })).toHaveCount(0);
    // What was on screen stays there.
    await expect(page.getByRole('list', { name: 'Recent orders' })).toBeVisible();
    await expect(page.getByText(/^Could not load/)).toHaveCount(0);
  });
});

test('the admin dashboard’s Refresh Data reads the figures again and says so', async ({
  page,
  request,
  asAdmin,
}) => {
  await asAdmin();
  await page.goto('/admin/dashboard');
  const customers = page.getByRole('group', { name: 'Customers' });
  await expect(customers.getByText(/new this week/)).toBeVisible();
  const before = Number((await customers.locator('p.text-2xl').textContent())!.replace(/,/g, ''));
  // Someone registers meanwhile (on their own phone: a request context of its own).
  const phone = `98${String(Date.now()).slice(-8)}`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Refresh Rani', phone, password: 'refresh-1', confirmPassword: 'refresh-1' },
  });
  expect(registered.status()).toBe(201);

  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(page.getByText('Data refreshed successfully', { exact: true })).toBeVisible();
  await expect(customers.getByText((before + 1).toLocaleString('en-IN'), { exact: true })).toBeVisible();
});

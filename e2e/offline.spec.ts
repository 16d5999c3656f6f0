import { expect, test, type Page } from '@playwright/test';
import { searchShop, shopCard, shopProducts } from './support';

const MATTA = 'Kerala Matta Rice 5 kg';
const OFFLINE = /You are offline/;

async function signInAsDemoCustomer(page: Page) {
  const login = await page.request.post('/api/auth/login', {
    data: { phone: '9847100000', password: 'shop1234' },
  });
  expect(login.status()).toBe(200);
}

async function shopWithRiceInCart(page: Page) {
  await page.goto('/shop');
  await searchShop(page, 'Matta');
  await shopCard(page, MATTA)
    .getByRole('button', { name: `Add to Cart: ${MATTA}` })
    .click();
  await expect(page.getByRole('region', { name: 'Cart summary' })).toContainText('1 item');
}

test.describe('losing the connection', () => {
  test('Proceed to Checkout while offline keeps the shop, says so, and opens checkout when the connection is back', async ({
    page,
    context,
  }) => {
    await signInAsDemoCustomer(page);
    await shopWithRiceInCart(page);
    let reloads = 0;
    page.on('load', () => (reloads += 1));

    await context.setOffline(true);
    await page.getByRole('button', { name: /Proceed to Checkout/ }).click();
    const offline = page.getByRole('alert').filter({ hasText: OFFLINE });
    await expect(offline).toBeVisible();
    // The shop stays: no reload onto the browser's own offline page.
    await expect(page).toHaveURL(/\/shop/);
    await expect(shopCard(page, MATTA)).toBeVisible();
    expect(reloads).toBe(0);

    // Try Again while still offline: still here, still saying so.
    await offline.getByRole('button', { name: 'Try Again' }).click();
    await expect(offline).toBeVisible();
    await expect(shopProducts(page)).toBeVisible();

    // The connection comes back: the checkout opens by itself.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/checkout');
    await expect(offline).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText(MATTA);
    expect(reloads).toBe(0);
  });

  test('offline on the open shop, the notice says the shop stays as it was, not that a page will open', async ({
    page,
    context,
  }) => {
    await page.goto('/shop');
    await searchShop(page, 'Matta');
    await expect(shopCard(page, MATTA)).toBeVisible();

    await context.setOffline(true);
    // The first tap fetches the toaster's code, which waits for the connection.
    await shopCard(page, MATTA)
      .getByRole('button', { name: `Add to Cart: ${MATTA}` })
      .click();
    const offline = page.getByRole('alert').filter({ hasText: OFFLINE });
    await expect(offline).toBeVisible();
    await expect(offline).not.toContainText('The page opens');
    await expect(offline).toContainText(
      'What you see was loaded before the connection went; it updates as soon as the connection is back.',
    );
    // The shop is still open and still works: the rice is in the cart.
    await expect(page.getByRole('region', { name: 'Cart summary' })).toContainText('1 item');

    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
  });

  test('when the shop is out of reach but the browser thinks it is online, Try Again opens the page once it is back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A dead Wi-Fi the browser still calls connected: nothing reaches the shop.
    const unreachable = /\/assets\/about-page-[^/]+\.js$|\/api\/health$/;
    await page.route(unreachable, (route) => route.abort('internetdisconnected'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    const offline = page.getByRole('alert').filter({ hasText: OFFLINE });
    await expect(offline).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.unroute(unreachable);
    await offline.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    await expect(offline).toHaveCount(0);
  });

  test('a first tap while offline keeps the page on screen (the toaster’s code waits too)', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    // The first tap fetches the toaster's code, which cannot arrive now.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveCount(0);
  });

  test('a checkout that could not reach the shop prices the cart again by itself when it is back', async ({
    page,
    context,
  }) => {
    await signInAsDemoCustomer(page);
    await shopWithRiceInCart(page);
    await page.getByRole('button', { name: /Proceed to Checkout/ }).click();
    const summary = page.getByRole('heading', { name: 'Order total' }).locator('xpath=..');
    await expect(summary).toContainText('₹');

    await context.setOffline(true);
    await page.getByRole('button', { name: `One more ${MATTA}` }).click();
    await expect(summary.getByRole('alert')).toContainText('Could not reach the shop');

    await context.setOffline(false);
    await expect(summary.getByRole('alert')).toHaveCount(0);
    await expect(summary).toContainText('2 items');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { searchShop, shopCard, shopProducts } from './support';

/** Demo data (src/server/seed/demo-catalogue.ts). Guests pay MRP. */
const MATTA = 'Kerala Matta Rice 5 kg'; // MRP ₹345.00, stock 48
const MILK = 'Milma Toned Milk 500 ml'; // Dairy & Eggs
const CARDAMOM = 'Idukki Green Cardamom 100 g'; // stock 1: 'Only 1 Left'

const cartSummary = (page: Page) => page.getByRole('region', { name: 'Cart summary' });

async function storedCart(page: Page): Promise<Array<{ name: string; quantity: number }>> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('cartItems') ?? '[]'));
}

test.describe('shop search and categories', () => {
  test('searching "rice" asks the server and shows only rice products', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: 'Shop', exact: true })).toBeVisible();
    await expect(shopProducts(page).getByRole('listitem').first()).toBeVisible();

    const searched = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/products' &&
        new URL(request.url()).searchParams.get('search') === 'rice',
    );
    await searchShop(page, 'rice');
    await searched;

    await expect(shopCard(page, MATTA)).toBeVisible();
    await expect(shopCard(page, 'Jaya Rice 5 kg')).toBeVisible();
    await expect(page.getByRole('heading', { name: MILK })).toHaveCount(0);
    // The server matches the product name or its category name ('Rice & Grains').
    const cards = shopProducts(page).getByRole('listitem');
    await expect(cards.filter({ hasNotText: /rice/i })).toHaveCount(0);
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ products?$/ })).toBeVisible();
  });

  test('a category button filters the shelf and All Categories restores it', async ({ page }) => {
    await page.goto('/shop');
    const categories = page.getByRole('group', { name: 'Categories' });
    const all = categories.getByRole('button', { name: 'All Categories' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    const allCount = page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ products$/ });
    await expect(allCount).toBeVisible();
    const totalAll = Number((await allCount.textContent())!.match(/of (\d+)/)![1]);
    expect(totalAll).toBeGreaterThanOrEqual(57);

    const dairy = categories.getByRole('button', { name: 'Dairy & Eggs', exact: true });
    await dairy.click();
    await expect(dairy).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/[?&]category=Dairy/);
    await expect(shopCard(page, MILK)).toBeVisible();
    const cards = shopProducts(page).getByRole('listitem');
    await expect(cards.filter({ hasNotText: 'Dairy & Eggs' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: MATTA })).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: /^Showing (\d+) of \1 products?$/ }),
    ).toBeVisible();

    await all.click();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(dairy).toHaveAttribute('aria-pressed', 'false');
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByRole('status').filter({ hasText: `of ${totalAll} products` })).toBeVisible();
    await expect(cards.filter({ hasNotText: 'Dairy & Eggs' }).first()).toBeVisible();
  });

  test('a search that matches nothing says No products found', async ({ page }) => {
    await page.goto('/shop');
    await searchShop(page, 'zqxjv nothing here');
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
    await expect(shopProducts(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all products' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    await expect(shopProducts(page).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('cart', () => {
  test('add, change quantity, reload: the cart and its summary stay', async ({ page }) => {
    await page.goto('/shop');
    await searchShop(page, 'Matta');
    const card = shopCard(page, MATTA);
    await expect(card).toBeVisible();
    await expect(cartSummary(page)).toHaveCount(0);

    await card.getByRole('button', { name: `Add to Cart: ${MATTA}` }).click();
    await expect(cartSummary(page)).toContainText('1 item');
    await expect(cartSummary(page)).toContainText('₹345.00');

    await card.getByRole('button', { name: `Add one more ${MATTA}` }).click();
    await card.getByRole('button', { name: `Add one more ${MATTA}` }).click();
    await expect(card).toContainText(`3 ${MATTA} in cart`);
    await expect(cartSummary(page)).toContainText('3 items');
    await expect(cartSummary(page)).toContainText('₹1,035.00');

    await card.getByRole('button', { name: `Remove one ${MATTA}` }).click();
    await expect(cartSummary(page)).toContainText('2 items');
    await expect(cartSummary(page)).toContainText('₹690.00');
    expect(await storedCart(page)).toEqual([expect.objectContaining({ name: MATTA, quantity: 2 })]);

    await page.reload();
    await expect(cartSummary(page)).toContainText('2 items');
    await expect(cartSummary(page)).toContainText('₹690.00');
    await searchShop(page, 'Matta');
    await expect(shopCard(page, MATTA)).toContainText(`2 ${MATTA} in cart`);

    // Down to zero removes the line, and the summary goes away.
    await shopCard(page, MATTA)
      .getByRole('button', { name: `Remove one ${MATTA}` })
      .click();
    await shopCard(page, MATTA)
      .getByRole('button', { name: `Remove one ${MATTA}` })
      .click();
    await expect(cartSummary(page)).toHaveCount(0);
    await expect(shopCard(page, MATTA).getByRole('button', { name: `Add to Cart: ${MATTA}` })).toBeVisible();
    expect(await storedCart(page)).toEqual([]);
  });

  test('the quantity never goes above the stock', async ({ page }) => {
    await page.goto('/shop');
    await searchShop(page, 'Cardamom');
    const card = shopCard(page, CARDAMOM);
    await expect(card.getByText('Only 1 Left')).toBeVisible();
    await card.getByRole('button', { name: `Add to Cart: ${CARDAMOM}` }).click();
    await expect(card).toContainText(`1 ${CARDAMOM} in cart`);
    await expect(card.getByRole('button', { name: `Add one more ${CARDAMOM}` })).toBeDisabled();
    await expect(cartSummary(page)).toContainText('1 item');

    // A cart stored with more than there is comes back down to the stock on the next load.
    await page.evaluate(() => {
      const items = JSON.parse(window.localStorage.getItem('cartItems')!);
      items[0].quantity = 5;
      items[0].stockQuantity = 9;
      window.localStorage.setItem('cartItems', JSON.stringify(items));
    });
    await page.reload();
    await expect(shopCard(page, CARDAMOM)).toContainText(`1 ${CARDAMOM} in cart`);
    await expect(cartSummary(page)).toContainText('1 item');
    await expect.poll(async () => (await storedCart(page))[0]?.quantity).toBe(1);
  });

  test('a guest checking out is asked to log in', async ({ page }) => {
    await page.goto('/shop');
    await searchShop(page, 'Matta');
    await shopCard(page, MATTA)
      .getByRole('button', { name: `Add to Cart: ${MATTA}` })
      .click();
    const checkout = cartSummary(page).getByRole('button', { name: 'Login to Checkout' });
    await expect(checkout).toBeVisible();
    await expect(cartSummary(page).getByRole('button', { name: /Proceed to Checkout/ })).toHaveCount(0);
    await checkout.click();
    await expect(page.getByText('Please login to proceed with checkout')).toBeVisible();
    await expect(page).toHaveURL('/login');
    // The cart is kept for after the login.
    expect(await storedCart(page)).toEqual([expect.objectContaining({ name: MATTA, quantity: 1 })]);
  });
});

test('a page whose code fails to download (an old tab after a release) reloads by itself', async ({
  page,
}) => {
  await page.goto('/');
  let refused = 0;
  await page.route(/\/assets\/shop-page-[^/]+\.js$/, (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.abort();
  });
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(shopProducts(page)).toBeVisible();
  await expect(page).toHaveURL('/shop');
  expect(refused).toBe(1);
});

import { expect, test } from '@playwright/test';
import { appReady, shopProducts } from './support';

/**
 * A guest's public pages arrive rendered by the server (docs/decisions/057): the header, the text
 * and the shop's first products paint from the HTML before any script has run, and React then
 * takes the page over as it is (hydration), without drawing it again.
 */
test.describe('pages rendered by the server', () => {
  test('the shop’s header, filters and first products are in the HTML, with scripts off', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/shop');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Dairy & Eggs' }),
    ).toBeVisible();
    const cards = shopProducts(page).getByRole('listitem');
    await expect(cards).toHaveCount(24);
    await expect(cards.first().getByRole('heading')).toHaveText(/\S/);
    await expect(cards.first()).toContainText('₹');
    await expect(page.getByText(/^Showing 24 of \d+ products$/)).toBeVisible();

    // A search in the address is the shelf the HTML holds.
    await page.goto('/shop?search=coconut');
    await expect(shopProducts(page).getByRole('listitem').first()).toContainText(/coconut/i);

    // The home page's leaderboard and the info pages read the same way.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fresh groceries');
    await expect(page.getByText('Top shoppers this season')).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'Frequently asked questions', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    // A form cannot be sent until its scripts run it: the browser would put a password in the address.
    await page.goto('/login');
    await expect(page.getByLabel('Phone number')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true }).last()).toBeDisabled();
    await context.close();
  });

  test('React takes over the shop the server sent without drawing it again, and the shop works', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // A guest's session check answers 401: expected, as on every guest page.
      if (/status of 401/.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The first card as the HTML drew it, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { drawn: Element | null }).drawn = document.querySelector(
            '[aria-label="Products"] li',
          );
      });
    });
    await page.goto('/shop');
    await appReady(page);
    const kept = await page.evaluate(() => {
      const drawn = (window as unknown as { drawn: Element | null }).drawn;
      return !!drawn && drawn.isConnected && drawn === document.querySelector('[aria-label="Products"] li');
    });
    expect(kept).toBe(true);

    const first = shopProducts(page).getByRole('listitem').first();
    const name = (await first.getByRole('heading').textContent())!;
    await first.getByRole('button', { name: `Add to Cart: ${name}` }).click();
    await expect(page.getByRole('region', { name: 'Cart summary' })).toContainText('1 item');
    expect(problems).toEqual([]);
  });

  test('what a visitor types into the shop’s search before the scripts arrive is searched for once they have', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Matta');
    release();
    await appReady(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Matta');
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('Matta');
    await expect(shopProducts(page).getByRole('listitem').first()).toContainText(/matta/i);
  });

  test('a signed-in page is not rendered by the server (it is that person’s)', async ({ page }) => {
    await page.context().addCookies([{ name: 'sid', value: 'x', url: test.info().project.use.baseURL! }]);
    const answer = await page.request.get('/shop');
    expect(await answer.text()).toContain('<div id="root"></div>');
  });
});

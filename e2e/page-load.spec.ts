import { expect, test } from '@playwright/test';
import { adminLogin, shopProducts } from './support';

test.describe('loading the shop', () => {
  test('its code and first reads are named in the HTML and each is fetched once, all from the start', async ({
    page,
  }) => {
    const asked: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    const response = await page.goto('/shop?category=Dairy%20%26%20Eggs');
    const html = await response!.text();
    await expect(shopProducts(page).getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The HTML names the shop's chunk and its reads, so the browser does not find them one by one.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/shop-page-[\w-]+\.js"/);
    for (const read of [
      '/api/auth/me',
      '/api/products?category=Dairy+%26+Eggs&amp;limit=24',
      '/api/categories',
    ])
      expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${read}"`);
    // The app used those answers instead of asking again (a mismatch would ask twice and warn).
    const count = (path: string) => asked.filter((asked) => asked === path).length;
    expect(count('/api/products')).toBe(1);
    expect(count('/api/auth/me')).toBe(1);
    expect(count('/api/categories')).toBe(1);
    expect(warnings).toEqual([]);
    // The first row's pictures (the largest paint) are asked for with the HTML, and once.
    const pictures = [
      ...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"/g),
    ];
    expect(pictures).toHaveLength(2);
    for (const [, picture] of pictures) expect(count(picture!), picture).toBe(1);
    const firstCard = shopProducts(page).getByRole('listitem').first().locator('img');
    expect(new URL(await firstCard.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(
      pictures[0]![1],
    );
    // Every script the shop ran was one the HTML named or the entry's own.
    const scripts = asked.filter((path) => path.endsWith('.js'));
    for (const script of scripts) expect(html, script).toContain(script);
  });
});

test('a guest’s header and the shop’s category buttons come with the page, not after the session and category reads', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  // The session check and the categories are held unanswered: only the HTML can tell the page.
  await page.route(/\/api\/(auth\/me|categories)$/, () => undefined);
  await page.goto('/shop');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  const categories = page.getByRole('group', { name: 'Categories' });
  await expect(categories.getByRole('button', { name: 'Dairy & Eggs', exact: true })).toBeVisible();
  await expect(shopProducts(page).getByRole('listitem').first()).toBeVisible();
  // The data is never run as a script (the CSP would say so) and nothing else complains.
  expect(problems).toEqual([]);
});

test('the shop fetches the Latin font and the Malayalam one for its products’ Malayalam names: no Latin Extended for the rupee sign', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/shop');
  await expect(shopProducts(page).getByRole('listitem').first()).toContainText('₹');
  await page.waitForLoadState('networkidle');
  // Each product's Malayalam name sits under its English one (issue 26), so the Malayalam subset
  // comes too; only those two.
  expect([...fonts].sort()).toEqual([
    expect.stringMatching(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/\/assets\/noto-sans-malayalam-malayalam-[\w-]+\.woff2$/),
  ]);

  // The home page's Malayalam explainer still gets its font.
  await page.goto('/');
  await expect(page.locator('[lang="ml"]').first()).toBeVisible();
  await expect.poll(() => fonts.some((font) => font.includes('noto-sans-malayalam'))).toBe(true);
});

test('a guest on the leaderboard downloads its page, not the customer pages and their forms', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    scripts.filter((script) =>
      /checkout-page|profile-page|orders-page|customer-dashboard-page|form-alert|text-fields/.test(script),
    ),
  ).toEqual([]);
});

test('the sign-in form shows without zod and the schemas, which come when typing starts and still check it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  const phone = page.getByLabel('Phone number');
  await expect(phone).toBeVisible();
  await page.waitForLoadState('networkidle');
  const schemas = (script: string) => /text-fields|\/zod-/.test(script);
  expect(scripts.filter(schemas)).toEqual([]);

  await phone.focus();
  await expect.poll(() => scripts.some(schemas)).toBe(true);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByText('Please enter both phone number and password')).toBeVisible();
});

test("the admin's dashboard shows its orders and low stock without zod and the form schemas", async ({
  page,
}) => {
  await adminLogin(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const dashboard = await page.context().newPage();
  const scripts: string[] = [];
  dashboard.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await dashboard.goto('/admin/dashboard');
  await expect(dashboard.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await dashboard.waitForLoadState('networkidle');
  expect(scripts.some((script) => /dashboard-page/.test(script))).toBe(true);
  expect(scripts.filter((script) => /text-fields|\/zod-|\/schemas-|order\.schemas/.test(script))).toEqual([]);
});

test('the checkout shows the cart and its total without zod and the order schemas, which come when the form is touched and still check it', async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', {
    data: { phone: '9847100000', password: 'shop1234' },
  });
  expect(login.status()).toBe(200);
  const [product] = (await (await page.request.get('/api/products?limit=1')).json()).items;
  const cart = [
    {
      id: product.id,
      name: product.name,
      price: product.sellingPricePaise,
      quantity: 1,
      image: '',
      stockQuantity: product.stockQuantity,
    },
  ];
  await page.addInitScript((items) => localStorage.setItem('cartItems', items), JSON.stringify(cart));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Order total' }).locator('xpath=..')).toContainText('₹');
  await page.waitForLoadState('networkidle');
  const schemas = (script: string) => /text-fields|\/zod-|\/schemas-|order\.schemas/.test(script);
  expect(scripts.filter(schemas)).toEqual([]);

  await page.getByLabel('Pincode').fill('12');
  await expect.poll(() => scripts.some(schemas)).toBe(true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter a valid 6-digit pincode').first()).toBeVisible();
});

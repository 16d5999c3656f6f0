import { expect, test } from '@playwright/test';

/**
 * Moving between pages (src/web/app/app-router.tsx): the next page's code arrives before the
 * page and the address change; a new page starts at the top with its heading focused; Back puts
 * the page where it was scrolled.
 */

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new page starts at the top with its heading focused; Back returns to where the last one was scrolled', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true });
  await about.scrollIntoViewIfNeeded();
  const scrolled = await scrollY(page);
  expect(scrolled).toBeGreaterThan(200);

  await about.click();
  const heading = page.getByRole('heading', { name: 'About Us', level: 1 });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL('/about');
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => scrollY(page)).toBe(scrolled);
});

test('while the next page’s code is on its way, the page on screen and its address stay', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/about-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/about');
});

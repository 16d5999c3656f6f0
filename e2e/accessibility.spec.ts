import { headingLevels, skippedHeadingLevels, textContrast } from './accessibility';
import { expect, test } from './admin-session';
import { searchShop, shopCard, shopProducts } from './support';

const MATTA = 'Kerala Matta Rice 5 kg'; // MRP ₹345.00
const CARDAMOM = 'Idukki Green Cardamom 100 g'; // stock 1
const GHEE = 'Pure Cow Ghee 500 ml'; // stock 2

test.describe('headings and contrast', () => {
  test('no page skips a heading level (product cards sit under an h2, not straight under the h1)', async ({
    page,
  }) => {
    for (const path of [
      '/shop',
      '/',
      '/about',
      '/services',
      '/membership/gold',
      '/leaderboard',
      '/login',
      '/reset-password',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (path === '/shop') await expect(shopProducts(page).getByRole('listitem').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const levels = await headingLevels(page);
      expect(levels, path).toContain(1);
      expect(skippedHeadingLevels(levels), path).toEqual([]);
    }
  });

  test('the Add Product dialog’s help text has AA contrast (4.5:1) before the prices are typed', async ({
    page,
    asAdmin,
  }) => {
    await asAdmin();
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add Product', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    const help = dialog.getByText('Enter the MRP and the Company Profit Price', { exact: false });
    await expect(help).toBeVisible();
    expect(await textContrast(help)).toBeGreaterThanOrEqual(4.5);
    // Every hint under a field too.
    for (const hint of await dialog.locator('[id$="-hint"]').all()) {
      expect(await textContrast(hint), (await hint.textContent()) ?? '').toBeGreaterThanOrEqual(4.5);
    }
  });
});

test.describe('keyboard and screen readers', () => {
  test('after moving to another page, focus is on that page’s heading', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop Now' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeFocused();

    // From a link that stays on screen (the footer), too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).press('Enter');
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeFocused();

    // A click moves it as well; changing the shop's category (same page) does not.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.goto('/shop');
    const dairy = page
      .getByRole('group', { name: 'Categories' })
      .getByRole('button', { name: 'Dairy & Eggs' });
    await dairy.press('Enter');
    await expect(page).toHaveURL(/category=Dairy/);
    await expect(dairy).toBeFocused();
  });

  test('Add to Cart keeps focus on the card’s stepper, and removing the last one puts it back on Add to Cart', async ({
    page,
  }) => {
    await page.goto('/shop');
    await searchShop(page, 'Matta');
    const card = shopCard(page, MATTA);
    await card.getByRole('button', { name: `Add to Cart: ${MATTA}` }).press('Enter');
    const more = card.getByRole('button', { name: `Add one more ${MATTA}` });
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card).toContainText(`2 ${MATTA} in cart`);
    await expect(more).toBeFocused();

    const less = card.getByRole('button', { name: `Remove one ${MATTA}` });
    await less.press('Enter');
    await expect(less).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: `Add to Cart: ${MATTA}` })).toBeFocused();
  });

  test('at the stock limit focus moves to the stepper button that still works', async ({ page }) => {
    await page.goto('/shop');
    await searchShop(page, 'Cardamom');
    const cardamom = shopCard(page, CARDAMOM);
    await cardamom.getByRole('button', { name: `Add to Cart: ${CARDAMOM}` }).press('Enter');
    await expect(cardamom.getByRole('button', { name: `Remove one ${CARDAMOM}` })).toBeFocused();

    await searchShop(page, 'Ghee');
    const ghee = shopCard(page, GHEE);
    await ghee.getByRole('button', { name: `Add to Cart: ${GHEE}` }).press('Enter');
    await page.keyboard.press('Enter'); // the second and last one
    await expect(ghee.getByRole('button', { name: `Add one more ${GHEE}` })).toBeDisabled();
    await expect(ghee.getByRole('button', { name: `Remove one ${GHEE}` })).toBeFocused();
  });

  test('every cart change is announced in a live region that was there from the start', async ({ page }) => {
    await page.goto('/shop');
    await searchShop(page, 'Matta');
    const live = page.locator('#cart-announcements');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveText('');
    const card = shopCard(page, MATTA);
    await card.getByRole('button', { name: `Add to Cart: ${MATTA}` }).click();
    await expect(live).toHaveText(`${MATTA} added to your cart. Cart: 1 item, ₹345.00.`);
    await card.getByRole('button', { name: `Add one more ${MATTA}` }).click();
    await expect(live).toHaveText(`${MATTA}: 2 in your cart. Cart: 2 items, ₹690.00.`);
    await card.getByRole('button', { name: `Remove one ${MATTA}` }).click();
    await card.getByRole('button', { name: `Remove one ${MATTA}` }).click();
    await expect(live).toHaveText(`${MATTA} removed from your cart. Your cart is empty.`);

    // The checkout's quantity buttons are heard the same way.
    await card.getByRole('button', { name: `Add to Cart: ${MATTA}` }).click();
    await page.goto('/checkout');
    await expect(live).toHaveText('');
    await page.getByRole('button', { name: `One more ${MATTA}` }).click();
    await expect(live).toHaveText(`${MATTA}: 2 in your cart. Cart: 2 items, ₹690.00.`);
  });

  test('from the top of the shop, the cart is two Tab presses away', async ({ page }) => {
    await page.goto('/shop');
    await searchShop(page, 'Matta');
    await shopCard(page, MATTA)
      .getByRole('button', { name: `Add to Cart: ${MATTA}` })
      .click();
    await page.goto('/shop'); // a fresh page: focus starts at the top
    await expect(shopProducts(page).getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to cart: 1 item, ₹345.00' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('region', { name: 'Cart summary' }).getByRole('button', { name: 'Login to Checkout' }),
    ).toBeFocused();
  });
});

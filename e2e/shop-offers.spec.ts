import { axeViolations } from './accessibility';
import { expect, test } from './admin-session';
import { proceedToCheckout, registerCustomer, shopCard } from './support';

/**
 * Issue 24, point 7 (docs/decisions/076), at both widths: the demo's offers do what they say. A new
 * Bronze customer's dashboard shows the current offers with what they do, and not the Onam offer that
 * ended; the product card says what the snacks offer does on it; it is its own line at checkout, priced by the server, and the placed
 * order shows the same line and amount.
 */
const CHIPS = 'Nendran Banana Chips 250 g';
/**
 * The chips' 10% would take them below their company price (MRP ₹120, company price ₹108, less the
 * tier's discount), so the offer gives less and its line says so.
 */
const SNACKS_OFFER = 'Offer: Tea-time snacks: 10% off (less on items already at their lowest price)';

test('a customer sees current offers, gets one at checkout and on the placed order; an ended one is not shown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerCustomer(page, 'Omana Offers');

  await page.goto('/dashboard');
  const offers = page.getByRole('region', { name: 'Offers for you' });
  await expect(offers.getByText('Tea-time snacks: 10% off')).toBeVisible();
  await expect(offers.getByText('10% off Snacks & Bakery')).toBeVisible();
  await expect(offers.getByText('Double points on Spices & Masalas')).toBeVisible();
  await expect(page.getByText(/Onam Sadya kit/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/shop?search=${encodeURIComponent('Banana Chips')}`);
  // The card says what the offer does on it; checkout prices it.
  await expect(shopCard(page, CHIPS).getByText('Offer: 10% off Snacks & Bakery')).toBeVisible();
  await page.getByRole('button', { name: `Add to Cart: ${CHIPS}` }).click();
  await proceedToCheckout(page);
  await page.getByLabel('Pincode').fill('680001');
  const line = page.getByText(SNACKS_OFFER, { exact: true });
  await expect(line).toBeVisible();
  const amount = (await line.locator('xpath=following-sibling::dd[1]').textContent())!;
  expect(amount).toMatch(/^−₹\d+\.\d\d$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/ORD-\d+-[A-Z0-9]+$/);
  const placed = page.getByText(SNACKS_OFFER, { exact: true });
  await expect(placed).toBeVisible();
  await expect(placed.locator('xpath=following-sibling::dd[1]')).toHaveText(amount);
});

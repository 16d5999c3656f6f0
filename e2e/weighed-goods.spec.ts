import { axeViolations } from './accessibility';
import { expect, test } from '@playwright/test';
import { withShopDatabase } from './shop-database';
import { proceedToCheckout, registerCustomer, searchShop, shopCard, uniqueStamp } from './support';

/**
 * Issue 25's weighed goods (docs/decisions/084), at 390 px and at 1280 px: loose rice at ₹45.50 a
 * kg is priced per kg on the shelf, stepped by half a kg into the cart, and 1.5 kg of it is ordered
 * for ₹68.25 exactly; the placed order shows "1.500 kg" and the same total, and 1.5 kg left the shelf.
 */
test('a customer buys 1.5 kg of a weighed product and sees 1.500 kg and ₹68.25 on the order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Loose Matta Rice ${uniqueStamp()}`;
  const productId = await withShopDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity,
         discount_bronze, discount_silver, discount_gold, discount_diamond, unit, weighed)
       values ($1, 'Weighed out when your order is packed', (select id from categories order by name limit 1),
         4550, 4000, 10000, 0, 0, 0, 0, 'kg', true)
       returning id`,
      [name],
    );
    return rows[0]!.id;
  });

  await registerCustomer(page, 'Sreeja Scales');
  await page.goto('/shop');
  await searchShop(page, name);
  const card = shopCard(page, name);
  await expect(card.getByText('₹45.50 per kg')).toBeVisible();
  await card.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  await expect(card.getByText(`0.500 kg ${name} in cart`)).toBeVisible();
  await card.getByRole('button', { name: `Add 0.500 kg more ${name}` }).click();
  await card.getByRole('button', { name: `Add 0.500 kg more ${name}` }).click();
  await expect(card.getByText(`1.500 kg ${name} in cart`)).toBeVisible();

  await proceedToCheckout(page);
  const cartLine = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(cartLine.getByText('₹45.50 per kg')).toBeVisible();
  await expect(cartLine.getByText('1.500 kg', { exact: true })).toBeVisible();
  await expect(cartLine.getByText('₹68.25', { exact: true })).toBeVisible();
  await page.getByLabel('Pincode').fill('680001');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/ORD-\d+-[A-Z0-9]+$/);
  // Read again from the server, without the placing toast (it fades through low contrast).
  await page.reload();

  const line = page.getByRole('listitem').filter({ hasText: name });
  await expect(line.getByText('1.500 kg × ₹45.50 per kg')).toBeVisible();
  await expect(line.getByText('₹68.25', { exact: true })).toBeVisible();
  await expect(page.getByText('₹68.25').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const stock = await withShopDatabase(async (db) => {
    const { rows } = await db.query<{ stock_quantity: number }>(
      'select stock_quantity from products where id = $1',
      [productId],
    );
    return rows[0]!.stock_quantity;
  });
  expect(stock).toBe(8500);
});

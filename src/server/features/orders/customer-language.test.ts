import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  owner = await f.admin();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, cookies: owner });

/** A customer who chose to read the shop in `language` (PUT /api/profile/language), with khata credit. */
async function customerReading(language: 'en' | 'ml') {
  const buyer = await f.customer({ name: `Reads ${language}` });
  const chosen = await t.app.inject({
    method: 'PUT',
    url: '/api/profile/language',
    cookies: buyer.cookies,
    payload: { language },
  });
  expect(chosen.statusCode).toBe(200);
  await t.db.query('update customers set credit_limit_paise = 50000 where id = $1', [buyer.id]);
  return buyer;
}

describe("the customer's language in what the shop's screens read (docs/decisions/098)", () => {
  it('reaches the order, the phone order finder and the khata book, so WhatsApp texts use it', async () => {
    const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_000, stock: 10 });
    const malayalam = await customerReading('ml');
    const english = await customerReading('en');
    const placed = await f.placeOrder(malayalam.cookies, { items: [{ productId: product.id, quantity: 1 }] });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order.id as string;

    expect((await get(`/api/admin/orders/${orderId}`)).json().order.customerLanguage).toBe('ml');
    const listed = (await get(`/api/admin/orders?search=${orderId}`)).json().items as {
      customerLanguage: string;
    }[];
    expect(listed.map((order) => order.customerLanguage)).toEqual(['ml']);

    const found = (who: { phone: string }) =>
      get(`/api/admin/phone-orders/customer?phone=${who.phone}`).then((r) => r.json().customer.language);
    expect(await found(malayalam)).toBe('ml');
    expect(await found(english)).toBe('en');

    const book = (await get('/api/admin/khata')).json().customers as { id: string; language: string }[];
    const languageOf = (id: string) => book.find((row) => row.id === id)?.language;
    expect(languageOf(malayalam.id)).toBe('ml');
    expect(languageOf(english.id)).toBe('en');
  });
});

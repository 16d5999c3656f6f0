import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

/**
 * Issue 23 / DESIGN 11.1: every order with an amount due has an https pay page, /pay/{token}, that
 * anyone holding the token can open (it is forwarded on WhatsApp) and that shows the UPI request
 * for exactly what is due, in NPCI's shape, and nothing about the customer.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

async function upiOrder() {
  const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_050, stock: 10 });
  const buyer = await f.customer();
  const placed = await f.placeOrder(buyer.cookies, {
    items: [{ productId: product.id, quantity: 2 }],
    paymentMethod: 'upi',
  });
  expect(placed.statusCode).toBe(201);
  return { order: placed.json().order as { id: string; amountPaidPaise: number }, buyer };
}

const customerView = (id: string, cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}`, cookies });
const adminView = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, cookies: admin });
const payPage = (path: string) => t.app.inject({ method: 'GET', url: `/api${path}` });

describe('the pay page of an order', () => {
  it('is named in the customer’s and the admin’s view and shows the exact UPI request to anyone with it', async () => {
    const { order, buyer } = await upiOrder();
    const payUrl = (await customerView(order.id, buyer.cookies)).json().order.payUrl as string;
    expect(payUrl).toMatch(/^\/pay\/[0-9a-f]{32}$/);
    expect((await adminView(order.id)).json().order.payUrl).toBe(payUrl);

    const response = await payPage(payUrl); // no cookie: a forwarded link
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      orderId: order.id,
      amountDuePaise: order.amountPaidPaise,
      upiLink:
        `upi://pay?pa=freshmart@sbi&pn=Fresh%20Mart%20Supermarket&am=${(order.amountPaidPaise / 100).toFixed(2)}` +
        `&cu=INR&tr=${order.id}&tn=Fresh%20Mart%20${order.id}`,
      payeeName: 'Fresh Mart Supermarket',
      payeeId: 'freshmart@sbi',
      status: 'pending',
      paymentMethod: 'upi',
      upiReference: null,
    });
    // Nothing about the customer travels with a forwarded link.
    expect(response.body).not.toContain(buyer.phone);
    expect(response.body).not.toContain('Round East');
  });

  it('gives each order its own token', async () => {
    const [a, b] = await Promise.all([upiOrder(), upiOrder()]);
    const urlOf = async ({ order, buyer }: Awaited<ReturnType<typeof upiOrder>>) =>
      (await customerView(order.id, buyer.cookies)).json().order.payUrl as string;
    expect(await urlOf(a)).not.toBe(await urlOf(b));
  });

  it('asks for nothing once the order is paid, and says so in both views', async () => {
    const { order, buyer } = await upiOrder();
    const payUrl = (await customerView(order.id, buyer.cookies)).json().order.payUrl as string;
    expect((await f.adminAction(admin, order.id, 'mark-paid')).statusCode).toBe(200);
    expect((await customerView(order.id, buyer.cookies)).json().order.payUrl).toBeNull();
    expect((await adminView(order.id)).json().order.payUrl).toBeNull();
    expect((await payPage(payUrl)).json()).toMatchObject({
      orderId: order.id,
      amountDuePaise: 0,
      upiLink: null,
    });
  });

  it('asks for nothing on a cancelled order', async () => {
    const { order, buyer } = await upiOrder();
    const payUrl = (await customerView(order.id, buyer.cookies)).json().order.payUrl as string;
    expect((await f.adminAction(admin, order.id, 'reject')).statusCode).toBe(200);
    expect((await payPage(payUrl)).json()).toMatchObject({
      status: 'cancelled',
      amountDuePaise: 0,
      upiLink: null,
    });
  });

  it('answers an unknown or malformed token with the same clear 404', async () => {
    for (const token of ['0123456789abcdef0123456789abcdef', 'not-a-token', "x'; drop table orders;--"]) {
      const response = await payPage(`/pay/${encodeURIComponent(token)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(
        'This payment link is not valid. Ask the shop to send it again.',
      );
    }
  });
});

describe('the UTR a customer gives on the pay page', () => {
  const give = (payUrl: string, utr: unknown) =>
    t.app.inject({ method: 'POST', url: `/api${payUrl}/reference`, payload: { utr } });
  const payUrlOf = async ({ order, buyer }: Awaited<ReturnType<typeof upiOrder>>) =>
    (await customerView(order.id, buyer.cookies)).json().order.payUrl as string;
  const uniqueUtr = () => String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));

  it('is kept on the order, spaces taken out, and shown to the admin; the order stays due', async () => {
    const placed = await upiOrder();
    const payUrl = await payUrlOf(placed);
    const utr = uniqueUtr();
    const given = await give(payUrl, `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ upiReference: utr, amountDuePaise: placed.order.amountPaidPaise });
    expect((await adminView(placed.order.id)).json().order).toMatchObject({
      upiReference: utr,
      paidAt: null,
    });
  });

  it('is refused, changing nothing, when it is not 12 digits, is given for another order, or nothing is due', async () => {
    const first = await upiOrder();
    const second = await upiOrder();
    const utr = uniqueUtr();
    for (const bad of ['12345', '12345678901a', '1234567890123', 42]) {
      const refused = await give(await payUrlOf(first), bad);
      expect(refused.statusCode).toBe(400);
      if (typeof bad === 'string')
        expect(refused.json().error.message).toBe(
          'Enter the 12-digit UTR (UPI reference number) your UPI app shows for this payment.',
        );
    }
    expect((await give(await payUrlOf(first), utr)).statusCode).toBe(200);
    const taken = await give(await payUrlOf(second), utr);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'PAYMENT_REFERENCE_USED',
      message: 'This UTR is already given for another order. Check the number in your UPI app.',
    });
    expect((await adminView(second.order.id)).json().order.upiReference).toBeNull();

    const payUrl = await payUrlOf(second);
    expect((await f.adminAction(admin, second.order.id, 'mark-paid')).statusCode).toBe(200);
    const paid = await give(payUrl, uniqueUtr());
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.message).toBe('Nothing to pay on this order now, so there is no UTR to give.');
    expect((await give('/pay/0123456789abcdef0123456789abcdef', uniqueUtr())).statusCode).toBe(404);
  });

  it('typed at checkout points at one order too: one given on a pay page or typed before is refused, placing nothing', async () => {
    const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_050, stock: 10 });
    const buyer = await f.customer();
    const place = (upiReference: string) =>
      f.placeOrder(buyer.cookies, {
        items: [{ productId: product.id, quantity: 1 }],
        paymentMethod: 'upi',
        upiReference,
      });
    const typed = await place('upi0042abc');
    expect(typed.statusCode).toBe(201);
    expect(typed.json().order.upiReference).toBe('UPI0042ABC'); // kept as every reference is
    const again = await place('Upi0042abc');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PAYMENT_REFERENCE_USED');

    const onPayPage = await upiOrder();
    const utr = uniqueUtr();
    expect((await give(await payUrlOf(onPayPage), utr)).statusCode).toBe(200);
    const taken = await place(utr);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(
      'This UTR is already given for another order. Check the number in your UPI app.',
    );
    const [left] = await t.db.query<{ stock_quantity: number }>(
      'select stock_quantity from products where id = $1',
      [product.id],
    );
    expect(left!.stock_quantity).toBe(9); // only the first order took stock
  });

  it('goes to one order when two are given it at the same moment', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, upiOrder));
    const urls = await Promise.all(orders.map(payUrlOf));
    const utr = uniqueUtr();
    const answers = await Promise.all(urls.map((url) => give(url, utr)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    const [row] = await t.db.query<{ count: string }>(
      'select count(*) from orders where upi_reference = $1',
      [utr],
    );
    expect(Number(row!.count)).toBe(1);
  });
});

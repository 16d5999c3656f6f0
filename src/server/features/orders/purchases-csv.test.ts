import { appliedOfferLine } from '../../../domain/offer-pricing';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS } from '../../../domain/order-states';
import { ORDER_SOURCE_LABELS } from '../../../domain/order-sources';
import { PAYMENT_METHOD_LABELS } from '../../../domain/payment-methods';
import { allPages, csvDateTime, csvLine, csvRupees } from '../../csv/csv';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';
import { listOrders } from './orders.service';
import { purchaseRows } from './purchases-csv';

/**
 * GET /api/admin/orders/export (issue 12, item 11): the purchases CSV streams every order the
 * screen's search finds, in the screen's order, batch by batch.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
const MANY = 20_000;
/** The newest of the many: one a second, the last a minute ago. */
const NEWEST = Date.now() - 60_000;

/** Lines of a CSV body without its byte-order mark (no field here holds a line break). */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
  const bulk = await f.customer({ name: 'Bulk Buyer' });
  await t.db.query(
    `insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name,
                         delivery_phone, pincode, subtotal_paise, amount_paid_paise, point_money_paise,
                         status, order_date)
     select 'ORD-' || ($2::bigint - g * 1000) || '-B' || g, c.id, c.name, c.phone, c.code, c.name, c.phone,
            '680001', 10000 + g, 10000 + g, g % 100, 'confirmed',
            to_timestamp(($2::bigint - g * 1000) / 1000.0)
     from customers c, generate_series(0, $3 - 1) g where c.id = $1`,
    [bulk.id, NEWEST, MANY],
  );
  await t.db.query('analyze orders');
}, 120_000);
afterAll(() => t.close());

const exportUrl = (query = '') => `/api/admin/orders/export${query}`;

describe('the purchases CSV', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: exportUrl() })).statusCode).toBe(401);
    const buyer = await f.customer();
    const asCustomer = await t.app.inject({ method: 'GET', url: exportUrl(), cookies: buyer.cookies });
    expect(asCustomer.statusCode).toBe(403);
  });

  it(`streams all ${MANY.toLocaleString('en-IN')} orders, newest first, chunked as it goes`, async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const cookie = Object.entries(admin)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const response = await fetch(`http://127.0.0.1:${port}${exportUrl()}`, {
      headers: { cookie, 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="purchases-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Streamed: no length known up front, the body comes in many pieces.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    let chunks = 0;
    let body = '';
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    for await (const chunk of response.body!) {
      chunks += 1;
      body += decoder.decode(chunk, { stream: true });
    }
    expect(chunks).toBeGreaterThan(10);

    const lines = csvLines(body);
    expect(lines[0]).toBe(
      'Order ID,Placed,Customer,Customer code,Phone,Items,Total (₹),Points used,Points discount (₹),' +
        'Amount paid (₹),Point money (₹),Payment,UPI reference,Paid,Status,Delivered,Received (₹),Due (₹),Refunded (₹),' +
        'Offers,Offer discount (₹),Source',
    );
    expect(lines).toHaveLength(MANY + 1);
    expect(lines[1]).toMatch(
      new RegExp(
        `^ORD-${NEWEST}-B0,.*,Bulk Buyer,A\\d+,\\d{10},,100\\.00,0,0\\.00,100\\.00,0\\.00,Cash on Delivery,,,Confirmed,,0\\.00,100\\.00,0\\.00,,0\\.00,Online$`,
      ),
    );
    const last = MANY - 1;
    expect(lines[MANY]).toMatch(
      new RegExp(`^ORD-${NEWEST - last * 1000}-B${last},.*,Bulk Buyer,.*,299\\.99,0,0\\.00,299\\.99,0\\.99,`),
    );
    const ids = lines.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(ids).size).toBe(MANY);
  }, 120_000);

  it('keeps to the screen search: the same orders as GET /api/admin/orders, in its order', async () => {
    const search = '?search=-b1999&status=confirmed';
    const screen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders${search}&limit=100`,
      cookies: admin,
    });
    const shown = (screen.json().items as { id: string }[]).map((order) => order.id);
    expect(shown).toHaveLength(11); // B1999 and B19990 to B19999
    const csv = await t.app.inject({ method: 'GET', url: exportUrl(search), cookies: admin });
    expect(csv.statusCode).toBe(200);
    expect(
      csvLines(csv.body)
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(shown);
  });

  it('writes Malayalam names in UTF-8 with a BOM, rupees with two decimals and the order lines', async () => {
    const product = await f.product({ name: 'വെളിച്ചെണ്ണ 1 L', mrpPaise: 25050, pricePaise: 20000 });
    const buyer = await f.customer({ name: 'അനില്‍ കുമാര്‍' });
    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 2 }] });
    expect(placed.statusCode, placed.body).toBe(201);
    const csv = await t.app.inject({
      method: 'GET',
      url: exportUrl(`?search=${buyer.code}`),
      cookies: admin,
    });
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [, row] = csvLines(csv.body);
    const order = placed.json().order as { id: string; totalAmountPaise: number; pointMoneyPaise: number };
    // Bronze pays 2% less than the MRP: 2 × ₹245.49.
    expect(order.totalAmountPaise).toBe(49098);
    expect(row).toContain(`${order.id},`);
    expect(row).toContain(',അനില്‍ കുമാര്‍,');
    expect(row).toContain(',വെളിച്ചെണ്ണ 1 L × 2,490.98,0,0.00,490.98,');
    expect(row).toContain(`,${(order.pointMoneyPaise / 100).toFixed(2)},Cash on Delivery,`);
    // Nothing received yet: all of it is due.
    expect(row).toMatch(/,Pending,,0\.00,490\.98,0\.00,,0\.00,Online$/);
  });

  it('refuses a bad filter with the usual error and no file', async () => {
    const response = await t.app.inject({ method: 'GET', url: exportUrl('?status=lost'), cookies: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('holds, byte for byte, every order of the Purchases screen as its pages show it, with every kind of field', async () => {
    const buyer = await f.customer({ name: '=HYPERLINK("x"), "Quoted", Kumar' });
    const product = await f.product({ name: '+Rice, "Matta" 5 kg' });
    const at = Date.now() - 30_000;
    await t.db.query(
      `insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name,
                           delivery_phone, pincode, subtotal_paise, amount_paid_paise, point_money_paise,
                           points_used, points_discount_paise, status, payment_method, upi_reference, paid_at,
                           delivered_at, order_date)
       select 'ORD-' || ($2::bigint + g) || '-MIX' || g, c.id, c.name, c.phone, c.code, c.name, c.phone, '680001',
              100000 + g, 100000 + g - 2500, 1234, 5, 2500,
              (array['delivered', 'refunded', 'shipped'])[1 + g % 3], 'upi', '00012345678' || g,
              to_timestamp(($2::bigint + g) / 1000.0) + interval '1 hour',
              to_timestamp(($2::bigint + g) / 1000.0) + interval '1 day', to_timestamp(($2::bigint + g) / 1000.0)
       from customers c, generate_series(1, 3) g where c.id = $1`,
      [buyer.id, at],
    );
    await t.db.query(
      `insert into order_items (order_id, line_no, product_id, name, mrp_paise, unit_price_paise, quantity,
                                point_money_paise)
       select o.id, l, $1, case l when 2 then 'Oil; 1 L' else $2 end, 5000, 4900, l, 0
       from orders o, generate_series(1, 2) l where o.id like '%-MIX%'`,
      [product.id, product.name],
    );
    // The newest, delivered, had one oil refunded (docs/decisions/069).
    await t.db.query(
      `update order_items set refunded_quantity = 1 where order_id like '%-MIX3' and line_no = 2`,
    );
    await t.db.query(`update orders set refunded_paise = 4900 where id like '%-MIX3'`);
    // What the file held when it was built from the screen's own pages (listOrders) and their Order objects.
    type Filter = { search?: string; status?: 'confirmed' | 'delivered'; source?: 'online' };
    const fromScreen = async (filter: Filter) => {
      let text = '';
      for await (const order of allPages((cursor) => listOrders(t.db, { ...filter, limit: 2_000, cursor }))) {
        const when = (iso: string | null) => (iso ? csvDateTime(new Date(iso)) : '');
        text += csvLine([
          order.id,
          csvDateTime(new Date(order.orderDate)),
          order.customerName,
          order.customerCode,
          order.customerPhone,
          order.items
            .map(
              (item) =>
                `${item.name} × ${item.quantity}${item.refundedQuantity ? ` (${item.refundedQuantity} refunded)` : ''}`,
            )
            .join('; '),
          csvRupees(order.totalAmountPaise),
          order.pointsUsed,
          csvRupees(order.pointsDiscountPaise),
          csvRupees(order.amountPaidPaise),
          csvRupees(order.pointMoneyPaise),
          PAYMENT_METHOD_LABELS[order.paymentMethod],
          order.upiReference,
          when(order.paidAt),
          ORDER_STATUS_LABELS[order.status],
          when(order.deliveredAt),
          csvRupees(order.paidPaise),
          csvRupees(order.duePaise),
          csvRupees(order.refundedPaise),
          order.offers
            .map((offer) => `${appliedOfferLine(offer).label} ${appliedOfferLine(offer).amount}`)
            .join('; '),
          csvRupees(order.offerDiscountPaise),
          ORDER_SOURCE_LABELS[order.source],
        ]);
      }
      return text;
    };
    const exported = async (filter: Filter) => {
      let text = '';
      for await (const row of purchaseRows(t.db, filter)) text += csvLine(row);
      return text;
    };
    for (const filter of [
      {},
      { status: 'delivered' as const },
      { search: buyer.code },
      { search: '-b1999', status: 'confirmed' as const },
      { search: buyer.code, source: 'online' as const },
    ]) {
      const expected = await fromScreen(filter);
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(await exported(filter)).toBe(expected);
    }
    const mixed = (await exported({ search: buyer.code })).split('\r\n')[0]!;
    expect(mixed).toContain(`"'=HYPERLINK(""x""), ""Quoted"", Kumar"`);
    expect(mixed).toContain(`"'+Rice, ""Matta"" 5 kg × 1; Oil; 1 L × 2 (1 refunded)"`);
    // Nothing received; due is what the kept goods cost; ₹49 was refunded.
    expect(mixed).toMatch(/,Delivered,[^,]+,0\.00,926\.03,49\.00,,0\.00,Online$/);
  }, 120_000);
});

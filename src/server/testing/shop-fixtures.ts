import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { ProductUnit } from '../../domain/quantities';
import { ensureFirstAdmin } from '../features/admins';
import { sessionCookie, uniquePhone, type TestApp } from './test-app';
import { ledgerMismatches as ledgerMismatchesIn } from './ledger-invariant';

/** Builders for tests that need a shop: an admin, products, customers in a referral chain, orders. */
export function shopFixtures(t: TestApp) {
  const password = 'secret123';
  let adminCookies: Record<string, string> | null = null;

  async function admin(): Promise<Record<string, string>> {
    if (adminCookies) return adminCookies;
    await ensureFirstAdmin(t.db, { ...t.config, admin: { username: 'owner', password: 'owner-password' } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'owner', password: 'owner-password' },
    });
    adminCookies = sessionCookie(response);
    return adminCookies;
  }

  /**
   * A staff member the owner adds through the API (POST /api/admin/staff), signed in on the Admin
   * tab: their cookies, id and username.
   */
  async function staff(name = 'Counter Helper') {
    const username = `staff-${randomUUID().slice(0, 8)}`;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      cookies: await admin(),
      payload: { name, username, password: 'staff-password' },
    });
    if (added.statusCode !== 201) throw new Error(`adding a staff member: ${added.body}`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username, password: 'staff-password' },
    });
    const { id } = added.json<{ staff: { id: string } }>().staff;
    return { id, username, cookies: sessionCookie(response) };
  }

  async function product(
    fields: {
      name?: string;
      mrpPaise?: number;
      pricePaise?: number;
      stock?: number;
      /** Percent off MRP for Bronze, Silver, Gold and Diamond (default 2, 3, 4, 5). */
      tierDiscounts?: readonly [number, number, number, number];
      /**
       * Sold loose by weight or volume (docs/decisions/084): prices are per unit, and `stock`
       * counts thousandths of it (12.5 kg is 12500). Default: a piece.
       */
      weighed?: Exclude<ProductUnit, 'piece'>;
    } = {},
  ) {
    const [row] = await t.db.query<{ id: string; name: string }>(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity,
                             discount_bronze, discount_silver, discount_gold, discount_diamond, unit, weighed)
       values ($1, 'test product', (select id from categories where name = 'General'), $2, $3, $4, $5, $6, $7, $8,
               $9, $10)
       returning id, name`,
      [
        fields.name ?? `Product ${randomUUID().slice(0, 6)}`,
        fields.mrpPaise ?? 10000,
        fields.pricePaise ?? 9000,
        fields.stock ?? 100,
        ...(fields.tierDiscounts ?? [2, 3, 4, 5]),
        fields.weighed ?? 'piece',
        fields.weighed !== undefined,
      ],
    );
    return row!;
  }

  async function customer(options: { parentCode?: string; approve?: boolean; name?: string } = {}) {
    const phone = uniquePhone();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: options.name ?? 'Test Customer',
        phone,
        password,
        confirmPassword: password,
        parentCode: options.parentCode,
      },
    });
    if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
    const user = response.json().user as { id: string; code: string };
    if (options.approve !== false)
      await t.db.query(`update customers set status = 'active' where id = $1`, [user.id]);
    return { ...user, phone, cookies: sessionCookie(response) };
  }

  function placeOrder(
    cookies: Record<string, string>,
    body: Record<string, unknown>,
    key: string = randomUUID(),
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies,
      headers: { 'idempotency-key': key },
      payload: {
        delivery: { name: 'Test Customer', phone: '9847012345', pincode: '680001', address: 'Round East' },
        paymentMethod: 'cod',
        ...body,
      },
    });
  }

  function adminAction(cookies: Record<string, string>, orderId: string, action: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/${action}`,
      cookies,
      headers: { 'content-type': 'application/json' },
    });
  }

  async function balances(customerId: string) {
    const [row] = await t.db.query<{
      points: number;
      point_money_paise: number;
      total_spent_paise: number;
      tier: string;
    }>('select points, point_money_paise, total_spent_paise, tier from customers where id = $1', [
      customerId,
    ]);
    return row!;
  }

  async function stock(productId: string) {
    const [row] = await t.db.query<{ stock_quantity: number }>(
      'select stock_quantity from products where id = $1',
      [productId],
    );
    return row!.stock_quantity;
  }

  /** Customers whose cached balances differ from their ledger sums (must always be empty). */
  function ledgerMismatches() {
    return ledgerMismatchesIn(t.db);
  }

  async function givePoints(customerId: string, points: number) {
    await t.db.transaction(async (tx) => {
      const { changePoints } = await import('../features/loyalty');
      await changePoints(tx, customerId, points, { kind: 'admin_adjustment', note: 'test' });
    });
  }

  return {
    admin,
    staff,
    product,
    customer,
    placeOrder,
    adminAction,
    balances,
    stock,
    ledgerMismatches,
    givePoints,
    password,
  };
}

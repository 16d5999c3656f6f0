import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerDetail } from '../../../domain/customers.schemas';
import { messages } from '../../../domain/messages';
import { startTestApp, uniquePhone, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

/** PUT, DELETE, disable and enable on /api/admin/customers/:id (issue 11, items 3, 4 and 7). */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
let owner: string;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
  owner = (await t.db.query<{ id: string }>(`select id from admin_users where username = 'owner'`))[0]!.id;
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const update = (id: string, body: Record<string, unknown>, cookies = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/customers/${id}`, cookies, payload: body });
const remove = (id: string, cookies = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/customers/${id}`, cookies, headers: json });
const command = (id: string, action: 'disable' | 'enable', cookies = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/customers/${id}/${action}`, cookies, headers: json });
const detail = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/customers/${id}`, cookies: admin })).json()
    .customer as AdminCustomerDetail;
const me = (cookies: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
const auditOf = (id: string) =>
  t.db.query<{ action: string; admin_id: string | null; details: Record<string, unknown> }>(
    'select action, admin_id, details from audit_log where entity_id = $1 order by id',
    [id],
  );
/** Downline sizes as kept by the triggers, checked against counting the tree itself. */
async function downlineOf(id: string) {
  const [row] = await t.db.query<{ kept: number; counted: number }>(
    `with recursive below(id) as (
       select id from customers where parent_id = $1
       union all
       select c.id from customers c join below b on c.parent_id = b.id
     )
     select coalesce((select size from referral_downlines where customer_id = $1), 0) as kept,
            (select count(*)::int from below) as counted`,
    [id],
  );
  expect(row!.kept).toBe(row!.counted);
  return row!.kept;
}

function expectRefused(
  response: { statusCode: number; json: () => unknown },
  message: string,
  field?: string,
) {
  expect(response.statusCode).toBe(400);
  const { error } = response.json() as { error: { message: string; fields?: Record<string, string> } };
  expect(error.message).toBe(message);
  if (field) expect(error.fields).toEqual({ [field]: message });
}

describe('editing a customer', () => {
  it('is for admins only; unknown and malformed ids are not found', async () => {
    const buyer = await f.customer();
    expect((await update(buyer.id, { name: 'X' }, {})).statusCode).toBe(401);
    expect((await update(buyer.id, { name: 'X' }, buyer.cookies)).statusCode).toBe(403);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await update(id, { name: 'X' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(messages.customers.notFound);
    }
  });

  it('changes name, phone (normalised) and address, audited with before and after', async () => {
    const buyer = await f.customer({ name: 'Eapen' });
    const phone = uniquePhone();
    const response = await update(buyer.id, {
      name: ' Eapen Mathew ',
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      address: 'Near the church',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('$2');
    expect(response.json().customer).toMatchObject({
      name: 'Eapen Mathew',
      phone,
      address: 'Near the church',
    });
    expect(await auditOf(buyer.id)).toEqual([
      {
        action: 'customer.update',
        admin_id: owner,
        details: {
          before: { name: 'Eapen', phone: buyer.phone, address: '' },
          after: { name: 'Eapen Mathew', phone, address: 'Near the church' },
        },
      },
    ]);
    // Sending the same values again changes nothing and writes no audit row.
    expect((await update(buyer.id, { name: 'Eapen Mathew', phone })).statusCode).toBe(200);
    expect(await auditOf(buyer.id)).toHaveLength(1);
  });

  it('refuses a blank name or phone, an invalid phone and one someone else has; nothing changes', async () => {
    const buyer = await f.customer({ name: 'Fathima' });
    const other = await f.customer();
    expectRefused(
      await update(buyer.id, { name: ' ' }),
      messages.adminCustomers.nameAndPhoneRequired,
      'name',
    );
    expectRefused(
      await update(buyer.id, { phone: '' }),
      messages.adminCustomers.nameAndPhoneRequired,
      'phone',
    );
    expectRefused(await update(buyer.id, { phone: '12345' }), messages.register.invalidPhone, 'phone');
    expectRefused(
      await update(buyer.id, { name: 'Changed', phone: other.phone }),
      messages.adminCustomers.phoneExists,
      'phone',
    );
    expect(await detail(buyer.id)).toMatchObject({ name: 'Fathima', phone: buyer.phone });
    expect(await auditOf(buyer.id)).toEqual([]);
  });

  it("refuses a parent code nobody has: 'Parent code {code} doesn't exist'", async () => {
    const buyer = await f.customer();
    expectRefused(
      await update(buyer.id, { parentCode: 'z999999' }),
      messages.adminCustomers.parentMissing('Z999999'),
      'parentCode',
    );
    expectRefused(
      await update(buyer.id, { parentCode: 'oops' }),
      messages.adminCustomers.parentMissing('OOPS'),
      'parentCode',
    );
    expect(messages.adminCustomers.parentMissing('Z999999')).toBe("Parent code Z999999 doesn't exist");
  });

  it('refuses a parent inside the customer’s own downline (itself, a child, a grandchild): no cycles', async () => {
    const root = await f.customer({ name: 'Gopi' });
    const child = await f.customer({ parentCode: root.code });
    const grandchild = await f.customer({ parentCode: child.code });
    for (const parent of [root, child, grandchild]) {
      const response = await update(root.id, { parentCode: parent.code, name: 'Renamed' });
      expectRefused(response, messages.adminCustomers.parentInDownline(parent.code), 'parentCode');
    }
    expect(await detail(root.id)).toMatchObject({ parentCode: null, name: 'Gopi', downlineSize: 2 });
  });

  it('the database refuses a cycle too (the last line behind the check)', async () => {
    const root = await f.customer();
    const child = await f.customer({ parentCode: root.code });
    const refused = await t.db
      .query('update customers set parent_id = $2 where id = $1', [root.id, child.id])
      .catch((error: { constraint?: string }) => error.constraint);
    expect(refused).toBe('customers_no_referral_cycle');
  });

  it('moves the whole downline with a new parent; both uplines’ sizes follow; A100 means no parent', async () => {
    const oldTop = await f.customer({ name: 'Old Top' });
    const oldParent = await f.customer({ parentCode: oldTop.code });
    const mover = await f.customer({ parentCode: oldParent.code, name: 'Mover' });
    const moverChild = await f.customer({ parentCode: mover.code });
    await f.customer({ parentCode: moverChild.code });
    const newTop = await f.customer({ name: 'New Top' });
    const newParent = await f.customer({ parentCode: newTop.code });
    expect([
      await downlineOf(oldTop.id),
      await downlineOf(oldParent.id),
      await downlineOf(newTop.id),
    ]).toEqual([4, 3, 1]);

    const moved = await update(mover.id, { parentCode: newParent.code.toLowerCase() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().customer).toMatchObject({ parentCode: newParent.code, downlineSize: 2 });
    expect(await downlineOf(oldTop.id)).toBe(1);
    expect(await downlineOf(oldParent.id)).toBe(0);
    expect(await downlineOf(newParent.id)).toBe(3);
    expect(await downlineOf(newTop.id)).toBe(4);
    expect(await downlineOf(mover.id)).toBe(2);
    expect((await detail(oldParent.id)).childCount).toBe(0);
    expect((await detail(newParent.id)).childCount).toBe(1);

    const toShop = await update(mover.id, { parentCode: 'A100' });
    expect(toShop.json().customer).toMatchObject({ parentCode: null });
    expect(await downlineOf(newTop.id)).toBe(1);
    expect((await auditOf(mover.id)).map(({ action, details }) => ({ action, details }))).toEqual([
      {
        action: 'customer.parent',
        details: { before: { parentCode: oldParent.code }, after: { parentCode: newParent.code } },
      },
      {
        action: 'customer.parent',
        details: { before: { parentCode: newParent.code }, after: { parentCode: null } },
      },
    ]);
  });

  it('sets the tier by hand, audited', async () => {
    const buyer = await f.customer();
    const response = await update(buyer.id, { tier: 'Gold' });
    expect(response.json().customer.tier).toBe('Gold');
    expect(await auditOf(buyer.id)).toEqual([
      {
        action: 'customer.tier',
        admin_id: owner,
        details: { before: { tier: 'Bronze' }, after: { tier: 'Gold' } },
      },
    ]);
    expect((await update(buyer.id, { tier: 'Platinum' })).statusCode).toBe(400);
  });

  it('changes points through the ledger: an admin adjustment with the admin and the reason', async () => {
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 40);
    expectRefused(await update(buyer.id, { points: 25 }), messages.adminCustomers.reasonRequired, 'reason');
    expectRefused(
      await update(buyer.id, { points: 25, reason: '  ' }),
      messages.adminCustomers.reasonRequired,
    );
    const negative = await update(buyer.id, { points: -1, reason: 'x' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toBe(messages.adminCustomers.pointsAtLeastZero);
    expect((await update(buyer.id, { points: 2.5, reason: 'x' })).statusCode).toBe(400);
    expect((await f.balances(buyer.id)).points).toBe(40);

    const lowered = await update(buyer.id, { points: 25, reason: 'Returned a damaged pack' });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().customer.points).toBe(25);
    const raised = await update(buyer.id, { points: 100, reason: 'Festival gift' });
    expect(raised.json().customer.points).toBe(100);
    // The same balance again is no change: no ledger row, no reason needed.
    expect((await update(buyer.id, { points: 100 })).statusCode).toBe(200);

    const rows = await t.db.query<{
      kind: string;
      points_delta: number;
      admin_id: string | null;
      note: string;
    }>('select kind, points_delta, admin_id, note from points_ledger where customer_id = $1 order by id', [
      buyer.id,
    ]);
    expect(rows.slice(1)).toEqual([
      { kind: 'admin_adjustment', points_delta: -15, admin_id: owner, note: 'Returned a damaged pack' },
      { kind: 'admin_adjustment', points_delta: 75, admin_id: owner, note: 'Festival gift' },
    ]);
    expect(await f.ledgerMismatches()).toEqual([]);
    expect((await auditOf(buyer.id)).map(({ action, details }) => ({ action, details }))).toEqual([
      {
        action: 'customer.points',
        details: { before: { points: 40 }, after: { points: 25 }, reason: 'Returned a damaged pack' },
      },
      {
        action: 'customer.points',
        details: { before: { points: 25 }, after: { points: 100 }, reason: 'Festival gift' },
      },
    ]);
  });

  it('a refused part of an edit leaves the other parts undone (one transaction)', async () => {
    const buyer = await f.customer({ name: 'Hari' });
    const response = await update(buyer.id, {
      name: 'Hari K',
      tier: 'Diamond',
      points: 10,
      parentCode: 'Z999998',
      reason: 'r',
    });
    expect(response.statusCode).toBe(400);
    expect(await detail(buyer.id)).toMatchObject({ name: 'Hari', tier: 'Bronze', points: 0 });
    expect(await auditOf(buyer.id)).toEqual([]);
  });
});

describe('deleting a customer', () => {
  it('refuses while they have children, then deletes once the children are reassigned', async () => {
    const parent = await f.customer();
    const child = await f.customer({ parentCode: parent.code });
    const refused = await remove(parent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Cannot delete customer with children in MLM tree. Please reassign children first.',
    );
    expect(refused.json().error.code).toBe('CUSTOMER_HAS_CHILDREN');
    expect((await update(child.id, { parentCode: 'A100' })).statusCode).toBe(200);
    const deleted = await remove(parent.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await me(parent.cookies)).statusCode).toBe(401);
    expect(await t.db.query('select 1 from sessions where customer_id = $1', [parent.id])).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/customers/${parent.id}`, cookies: admin }))
        .statusCode,
    ).toBe(404);
    expect(await auditOf(parent.id)).toEqual([
      {
        action: 'customer.delete',
        admin_id: owner,
        details: {
          before: { code: parent.code, name: 'Test Customer', phone: parent.phone, parentCode: null },
        },
      },
    ]);
  });

  it('refuses a customer with orders or points history (disable them instead)', async () => {
    const withPoints = await f.customer();
    await f.givePoints(withPoints.id, 3);
    const product = await f.product();
    const withOrder = await f.customer();
    const placed = await f.placeOrder(withOrder.cookies, { items: [{ productId: product.id, quantity: 1 }] });
    expect(placed.statusCode, placed.body).toBe(201);
    for (const customer of [withPoints, withOrder]) {
      const response = await remove(customer.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(messages.adminCustomers.hasHistory);
      expect(response.json().error.code).toBe('CUSTOMER_HAS_HISTORY');
      expect((await detail(customer.id)).hasHistory).toBe(true);
    }
    const missing = await remove('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await remove('nope')).json().error.message).toBe(messages.customers.notFound);
  });
});

describe('disabling and enabling', () => {
  it('disabling ends their sessions and refuses sign-in; enabling lets them back; both audited', async () => {
    const buyer = await f.customer();
    expect((await me(buyer.cookies)).statusCode).toBe(200);
    const disabled = await command(buyer.id, 'disable');
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({
      message: messages.adminCustomers.disabled,
      customer: { status: 'disabled' },
    });
    expect((await me(buyer.cookies)).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: buyer.phone, password: f.password },
    });
    expect(signIn.json().error.message).toBe(messages.customerLogin.disabled);

    const enabled = await command(buyer.id, 'enable');
    expect(enabled.json()).toMatchObject({
      message: messages.adminCustomers.enabled,
      customer: { status: 'active' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: buyer.phone, password: f.password },
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await auditOf(buyer.id)).map(({ action, admin_id, details }) => ({ action, admin_id, details })),
    ).toEqual([
      {
        action: 'customer.disable',
        admin_id: owner,
        details: { before: { status: 'active' }, after: { status: 'rejected' } },
      },
      {
        action: 'customer.enable',
        admin_id: owner,
        details: { before: { status: 'rejected' }, after: { status: 'active' } },
      },
    ]);
    const buyerCookies = (await f.customer()).cookies;
    expect((await command(buyer.id, 'disable', buyerCookies)).statusCode).toBe(403);
    expect((await command(buyer.id, 'disable', {})).statusCode).toBe(401);
    expect((await command('nope', 'enable')).statusCode).toBe(404);
  });
});

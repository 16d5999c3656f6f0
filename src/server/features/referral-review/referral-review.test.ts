import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralFlag } from '../../../domain/referral-review.schemas';
import { shopFixtures } from '../../testing/shop-fixtures';
import { hdfcStatement, hdfcUpiNarration, indiaToday } from '../../testing/statement-files';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { releasePendingPoints } from '../../workflows/release-pending-points.workflow';

/**
 * Issue 24, point 4 (DESIGN 11.3, docs/decisions/081): a referral link is flagged, never refused,
 * when member and upline share an address, a device or a UPI payer, or a parent gains a burst of
 * members; the upline's rewards from that member wait until the owner clears (released) or rejects
 * (voided, and never paid again) the flag. A return window of 0: a cleared reward is spendable at once.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
let defaults: Record<string, unknown>;
let serial = 0;

beforeAll(async () => {
  t = await startTestApp({}, {}, { returnWindowDays: 0, referralReview: true });
  f = shopFixtures(t);
  admin = await f.admin();
  defaults = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin })).json()
    .settings;
});
afterAll(() => t.close());

async function changeSettings(change: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    cookies: admin,
    payload: { ...defaults, ...change },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A fresh address, so only the test that writes it shares it. */
const nextAddress = () => `House No. ${++serial}, Rose Villa, Lane ${randomUUID().slice(0, 8)}`;

async function order(
  buyer: { cookies: Record<string, string> },
  productId: string,
  address: string,
  extra: Record<string, unknown> = {},
) {
  const placed = await f.placeOrder(buyer.cookies, {
    items: [{ productId, quantity: 5 }],
    delivery: { name: 'Test Customer', phone: '9847012345', pincode: '680001', address },
    ...extra,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().order.id as string;
  expect((await f.adminAction(admin, id, 'approve')).statusCode).toBe(200);
  return { id, amount: placed.json().order.amountPaidPaise as number };
}

async function deliver(orderId: string) {
  const response = await f.adminAction(admin, orderId, 'deliver');
  expect(response.statusCode, response.body).toBe(200);
}

async function balance(customerId: string) {
  const [row] = await t.db.query<{ points: number; pending: number }>(
    'select points, pending_points as pending from customers where id = $1',
    [customerId],
  );
  return row!;
}

const list = async (status = 'open', cookies = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/referral-review?status=${status}`, cookies });

async function flagsOf(memberId: string, status = 'open'): Promise<ReferralFlag[]> {
  const response = await list(status);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as ReferralFlag[]).filter((flag) => flag.member.id === memberId);
}

const decide = (id: string, decision: 'clear' | 'reject', cookies = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/referral-review/${id}/${decision}`,
    cookies,
    headers: { 'content-type': 'application/json' },
    payload: { note: 'Checked with the family' },
  });

/** A parent and a member under them who ordered to the parent's address, written another way. */
async function sharedAddress() {
  const parent = await f.customer({ parentCode: 'A100', name: 'Anil Parent' });
  const member = await f.customer({ parentCode: parent.code, name: 'Manu Member' });
  const product = await f.product({ mrpPaise: 10000, pricePaise: 9000 });
  const address = nextAddress();
  await order(parent, product.id, address);
  const placed = await order(member, product.id, address.toUpperCase().replace('House No.', 'H.No'));
  return { parent, member, product, placed };
}

const rewardRows = async (customerId: string, sourceId: string) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from points_ledger where customer_id = $1 and source_customer_id = $2 and kind = 'referral_earned'`,
      [customerId, sourceId],
    )
  )[0]!.n;

describe('flags', () => {
  it('an order to an upline’s address flags the link with the address, and holds the upline’s reward', async () => {
    const { parent, member, placed } = await sharedAddress();
    const [flag] = await flagsOf(member.id);
    expect(flag).toMatchObject({
      status: 'open',
      upline: { id: parent.id, code: parent.code, level: 1 },
      reasons: [{ kind: 'address', words: expect.stringContaining('Same delivery address as Anil Parent') }],
    });
    await deliver(placed.id);
    // ₹50 point money: the member's 10 points are spendable; the parent's 1 point waits, held.
    expect(await balance(member.id)).toEqual({ points: 10, pending: 0 });
    expect(await balance(parent.id)).toEqual({ points: 0, pending: 1 });
    expect((await flagsOf(member.id))[0]!.heldPoints).toBe(1);
    // The hourly release leaves a held reward alone, however late.
    await releasePendingPoints(t.db, { now: new Date(Date.now() + 90 * 86_400_000) });
    expect(await balance(parent.id)).toEqual({ points: 0, pending: 1 });
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('an address the admin typed without a pincode is the same as one ordered to with it; two different pincodes are not', async () => {
    const address = nextAddress();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customers',
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: {
        name: 'Typed Upline',
        phone: `95${String(Date.now()).slice(-8)}`,
        password: 'secret123',
        address,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const parent = added.json().customer as { id: string; code: string };
    const member = await f.customer({ parentCode: parent.code });
    const product = await f.product({ mrpPaise: 10000, pricePaise: 9000 });
    await order(member, product.id, address); // pincode 680001 on the form
    expect(await flagsOf(member.id)).toMatchObject([
      { upline: { id: parent.id }, reasons: [{ kind: 'address' }] },
    ]);
    // Both with pincodes, and they differ: another house with the same words.
    const other = await f.customer({ parentCode: 'A100' });
    const below = await f.customer({ parentCode: other.code });
    const words = nextAddress();
    await order(other, product.id, words);
    const placed = await f.placeOrder(below.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      delivery: { name: 'Test Customer', phone: '9847012345', pincode: '680002', address: words },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await flagsOf(below.id)).toEqual([]);
  });

  it('flags against every upline that would earn, not only the parent', async () => {
    const grand = await f.customer({ parentCode: 'A100' });
    const parent = await f.customer({ parentCode: grand.code });
    const member = await f.customer({ parentCode: parent.code });
    const product = await f.product({ mrpPaise: 20000, pricePaise: 10000 });
    const address = nextAddress();
    await order(grand, product.id, address);
    const placed = await order(member, product.id, address);
    expect((await flagsOf(member.id)).map((flag) => flag.upline.code)).toEqual([grand.code]);
    await deliver(placed.id);
    // ₹500 point money: the parent's 10% (10 points) is paid; the grandparent's 5% (5 points) waits.
    expect(await balance(parent.id)).toEqual({ points: 10, pending: 0 });
    expect(await balance(grand.id)).toEqual({ points: 0, pending: 5 });
  });

  it('a member registering on a device their upline signed in on is flagged "same device"', async () => {
    const parent = await f.customer({ parentCode: 'A100' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: parent.phone, password: 'secret123' },
    });
    const device = login.cookies.find((c) => c.name === 'device')!.value;
    const register = (cookies: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        cookies,
        payload: {
          name: 'Same Phone',
          phone: `98${String(Date.now()).slice(-8)}`,
          password: 'secret123',
          confirmPassword: 'secret123',
          parentCode: parent.code,
        },
      });
    const joined = await register({ device });
    expect(joined.statusCode, joined.body).toBe(201);
    const [flag] = await flagsOf(joined.json().user.id);
    expect(flag).toMatchObject({ upline: { id: parent.id }, reasons: [{ kind: 'device' }] });
    // Another browser: no flag.
    const other = await register({});
    expect(other.statusCode, other.body).toBe(201);
    expect(await flagsOf(other.json().user.id)).toEqual([]);
  });

  it('a parent gaining the burst’s members within its hours flags every member of the burst', async () => {
    await changeSettings({ referralBurstMembers: 3, referralBurstHours: 24 });
    try {
      const parent = await f.customer({ parentCode: 'A100' });
      const first = await f.customer({ parentCode: parent.code });
      const second = await f.customer({ parentCode: parent.code });
      expect(await flagsOf(first.id)).toEqual([]);
      const third = await f.customer({ parentCode: parent.code });
      for (const member of [first, second, third]) {
        const [flag] = await flagsOf(member.id);
        expect(flag?.reasons).toEqual([
          { kind: 'burst', words: `${parent.code} gained 3 new members within 24 hours` },
        ]);
      }
    } finally {
      await changeSettings({});
    }
  });

  it('the same UPI payer paying for a member and their upline flags the link with the statement line', async () => {
    const parent = await f.customer({ parentCode: 'A100' });
    const member = await f.customer({ parentCode: parent.code });
    const utrs = [`81${String(Date.now()).slice(-10)}`, `82${String(Date.now()).slice(-10)}`];
    const product = await f.product({ mrpPaise: 10000, pricePaise: 9000 });
    const paid = [
      await order(parent, product.id, nextAddress(), { paymentMethod: 'upi', upiReference: utrs[0] }),
      await order(member, product.id, nextAddress(), { paymentMethod: 'upi', upiReference: utrs[1] }),
    ];
    const csv = hdfcStatement(
      paid.map((p, i) => ({
        day: indiaToday(),
        amountPaise: p.amount,
        narration: hdfcUpiNarration(utrs[i]!),
      })),
    );
    const boundary = 'referralreview';
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/statements?apply=true',
      cookies: admin,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      ),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().statement.matched).toHaveLength(2);
    const [flag] = await flagsOf(member.id);
    expect(flag).toMatchObject({ upline: { id: parent.id } });
    expect(flag!.reasons).toEqual([
      { kind: 'payer_name', words: expect.stringMatching(/"ANITA K".*Statement line \d+, .*ANITA K/) },
    ]);
  });

  it('with the review switched off nothing is flagged and rewards are paid', async () => {
    await changeSettings({ referralReview: false });
    try {
      const { parent, member, placed } = await sharedAddress();
      expect(await flagsOf(member.id)).toEqual([]);
      await deliver(placed.id);
      expect(await balance(parent.id)).toEqual({ points: 1, pending: 0 });
    } finally {
      await changeSettings({});
    }
  });
});

describe('the owner decides', () => {
  it('clearing releases the held reward at once (no window), once: a second click changes nothing', async () => {
    const { parent, member, placed } = await sharedAddress();
    await deliver(placed.id);
    const [flag] = await flagsOf(member.id);
    const cleared = await decide(flag!.id, 'clear');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ status: 'cleared', changed: true });
    expect(await balance(parent.id)).toEqual({ points: 1, pending: 0 });
    expect(await f.ledgerMismatches()).toEqual([]);
    const ledger = await t.db.query('select id from points_ledger where customer_id = $1', [parent.id]);
    const again = await decide(flag!.id, 'clear');
    expect(again.json()).toMatchObject({ status: 'cleared', changed: false });
    expect((await decide(flag!.id, 'reject')).json()).toMatchObject({ status: 'cleared', changed: false });
    expect(await t.db.query('select id from points_ledger where customer_id = $1', [parent.id])).toEqual(
      ledger,
    );
    expect(await balance(parent.id)).toEqual({ points: 1, pending: 0 });
    expect(await flagsOf(member.id, 'cleared')).toMatchObject([
      { decidedBy: expect.any(String), note: 'Checked with the family', heldPoints: 0 },
    ]);
    const [audit] = await t.db.query<{ action: string }>(
      `select action from audit_log where entity_id = $1 and action like 'customer.referral%'`,
      [member.id],
    );
    expect(audit).toEqual({ action: 'customer.referral_clear' });
    // Later deliveries pay the parent at once, as any referral.
    await deliver(
      (await order(member, (await f.product({ mrpPaise: 10000, pricePaise: 9000 })).id, nextAddress())).id,
    );
    expect(await balance(parent.id)).toEqual({ points: 2, pending: 0 });
  });

  it('rejecting voids the held reward without a negative balance, and later deliveries pay that upline nothing', async () => {
    const { parent, member, product, placed } = await sharedAddress();
    await deliver(placed.id);
    const [flag] = await flagsOf(member.id);
    const rejected = await decide(flag!.id, 'reject');
    expect(rejected.json()).toMatchObject({ status: 'rejected', changed: true });
    expect(await balance(parent.id)).toEqual({ points: 0, pending: 0 });
    expect(await balance(member.id)).toEqual({ points: 10, pending: 0 });
    expect((await decide(flag!.id, 'reject')).json()).toMatchObject({ changed: false });
    expect((await decide(flag!.id, 'clear')).json()).toMatchObject({ status: 'rejected', changed: false });
    await deliver((await order(member, product.id, nextAddress())).id);
    expect(await balance(parent.id)).toEqual({ points: 0, pending: 0 });
    expect(await rewardRows(parent.id, member.id)).toBe(1);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('a refund of part of the order after a rejection gives the upline nothing of the voided reward back', async () => {
    const { parent, member, product, placed } = await sharedAddress();
    await deliver(placed.id);
    const [flag] = await flagsOf(member.id);
    expect((await decide(flag!.id, 'reject')).statusCode).toBe(200);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/refund`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: { lines: [{ productId: product.id, quantity: 2 }] },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await balance(parent.id)).toEqual({ points: 0, pending: 0 });
    expect(await balance(member.id)).toEqual({ points: 6, pending: 0 }); // 2 of 5 units' 10 points back
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('with a return window, a cleared reward still waits for it, then the release pays it', async () => {
    await changeSettings({ returnWindowDays: 7 });
    try {
      const { parent, member, placed } = await sharedAddress();
      await deliver(placed.id);
      await decide((await flagsOf(member.id))[0]!.id, 'clear');
      expect(await balance(parent.id)).toEqual({ points: 0, pending: 1 });
      await releasePendingPoints(t.db, { now: new Date(Date.now() + 9 * 86_400_000) });
      expect(await balance(parent.id)).toEqual({ points: 1, pending: 0 });
      expect(await f.ledgerMismatches()).toEqual([]);
    } finally {
      await changeSettings({});
    }
  });

  it('a flag raised after delivery holds the reward still in its window', async () => {
    await changeSettings({ returnWindowDays: 7 });
    try {
      const parent = await f.customer({ parentCode: 'A100' });
      const member = await f.customer({ parentCode: parent.code });
      const product = await f.product({ mrpPaise: 10000, pricePaise: 9000 });
      const address = nextAddress();
      await deliver((await order(member, product.id, address)).id);
      await order(parent, product.id, address); // the parent now uses the member's address
      expect((await flagsOf(member.id))[0]!.heldPoints).toBe(1);
      await releasePendingPoints(t.db, { now: new Date(Date.now() + 9 * 86_400_000) });
      expect(await balance(parent.id)).toEqual({ points: 0, pending: 1 });
    } finally {
      await changeSettings({});
    }
  });

  it('only the owner: a customer and a guest are refused, and an unknown flag is a 404', async () => {
    const { member } = await sharedAddress();
    const [flag] = await flagsOf(member.id);
    expect((await list('open', member.cookies)).statusCode).toBe(403);
    expect((await list('open', {})).statusCode).toBe(401);
    expect((await decide(flag!.id, 'clear', member.cookies)).statusCode).toBe(403);
    expect((await decide(flag!.id, 'reject', {})).statusCode).toBe(401);
    expect((await flagsOf(member.id))[0]!.status).toBe('open');
    expect((await decide('999999999', 'clear')).statusCode).toBe(404);
    expect((await decide('abc', 'clear')).statusCode).toBe(404);
    expect((await list('maybe')).statusCode).toBe(400);
  });
});

describe('nobody refers themselves', () => {
  const edit = (id: string, parentCode: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${id}`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: { parentCode },
    });

  it('the admin cannot make a customer their own parent, or put them under their own downline', async () => {
    const top = await f.customer({ parentCode: 'A100' });
    const below = await f.customer({ parentCode: top.code });
    expect((await edit(top.id, top.code)).statusCode).toBe(400);
    expect((await edit(top.id, below.code)).statusCode).toBe(400);
    const [row] = await t.db.query<{ parent_id: string | null }>(
      'select parent_id from customers where id = $1',
      [top.id],
    );
    expect(row!.parent_id).toBeNull();
  });

  it('the database refuses a cycle whatever writes it (DESIGN 6)', async () => {
    const top = await f.customer({ parentCode: 'A100' });
    const below = await f.customer({ parentCode: top.code });
    await expect(t.db.query('update customers set parent_id = id where id = $1', [top.id])).rejects.toThrow(
      /referral cycle/,
    );
    await expect(
      t.db.query('update customers set parent_id = $2 where id = $1', [top.id, below.id]),
    ).rejects.toThrow(/referral cycle/);
  });

  it('registering or being added under a code that is not yet anyone’s (one’s own next code) is refused', async () => {
    const [next] = await t.db.query<{ code: string }>(
      `select 'A' || (max(substring(code from 2)::int) + 1) as code from customers`,
    );
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Self Referrer',
        phone: `97${String(Date.now()).slice(-8)}`,
        password: 'secret123',
        confirmPassword: 'secret123',
        parentCode: next!.code,
      },
    });
    expect(registered.statusCode).toBe(400);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customers',
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: {
        name: 'Self Added',
        phone: `96${String(Date.now()).slice(-8)}`,
        code: 'A9990',
        parentCode: 'A9990',
      },
    });
    expect(added.statusCode).toBe(400);
  });
});

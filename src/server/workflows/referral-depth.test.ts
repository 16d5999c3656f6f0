import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopFixtures } from '../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * DESIGN 7a's guardrails on referral rewards (docs/decisions/030): a delivery pays the uplines down
 * to the referral depth, or only the direct referrer with multi-level rewards off; a refund undoes
 * what the delivery recorded, whatever the depth and the switch say by then.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
let defaults: Record<string, unknown>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
  defaults = (await get()).json().settings;
});
afterAll(() => t.close());
afterEach(async () => {
  expect((await put(defaults)).statusCode).toBe(200);
});

function get() {
  return t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin });
}
function put(settings: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/api/admin/settings', cookies: admin, payload: settings });
}
async function configure(change: Record<string, unknown>) {
  const response = await put({ ...defaults, ...change });
  expect(response.statusCode, response.body).toBe(200);
}

/** A100 → level 5 → level 4 → … → level 1 → the buyer, everyone active. */
async function chain() {
  const uplines: { id: string; code: string }[] = [];
  let parentCode = 'A100';
  for (let i = 0; i < 5; i++) {
    const member = await f.customer({ parentCode });
    uplines.unshift(member);
    parentCode = member.code;
  }
  const buyer = await f.customer({ parentCode });
  return { buyer, uplines };
}

/** ₹100 of point money, so level n's share in paise is 100 × its percent. */
async function deliverOrder(buyer: { cookies: Record<string, string> }) {
  const product = await f.product({ mrpPaise: 20000, pricePaise: 10000 });
  const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] });
  const orderId = placed.json().order.id as string;
  expect((await f.adminAction(admin, orderId, 'approve')).statusCode).toBe(200);
  expect((await f.adminAction(admin, orderId, 'deliver')).statusCode).toBe(200);
  return orderId;
}

/** The point money each level's upline got (or gave back) for an order, by ledger kind. */
async function byLevel(orderId: string, kind: 'referral_earned' | 'referral_reversed') {
  const rows = await t.db.query<{ level: number; paise: number }>(
    `select level, sum(point_money_paise)::int as paise from points_ledger
     where order_id = $1 and kind = $2 group by level order by level`,
    [orderId, kind],
  );
  return Object.fromEntries(rows.map((r) => [r.level, r.paise]));
}

describe('the levels a delivery pays', () => {
  it('pays three levels by default, however many uplines there are', async () => {
    await configure({ referralPercents: [10, 5, 2, 1, 1] });
    const { buyer } = await chain();
    expect(await byLevel(await deliverOrder(buyer), 'referral_earned')).toEqual({ 1: 1000, 2: 500, 3: 200 });
  });

  it('pays only level 1 at depth 1, and two levels at depth 2', async () => {
    const { buyer } = await chain();
    await configure({ referralDepth: 1 });
    expect(await byLevel(await deliverOrder(buyer), 'referral_earned')).toEqual({ 1: 1000 });
    await configure({ referralDepth: 2 });
    expect(await byLevel(await deliverOrder(buyer), 'referral_earned')).toEqual({ 1: 1000, 2: 500 });
  });

  it('pays five levels at depth 5 when five percentages are set', async () => {
    await configure({ referralPercents: [10, 5, 2, 1, 1], referralDepth: 5 });
    const { buyer, uplines } = await chain();
    expect(await byLevel(await deliverOrder(buyer), 'referral_earned')).toEqual({
      1: 1000,
      2: 500,
      3: 200,
      4: 100,
      5: 100,
    });
    expect(await f.balances(uplines[4]!.id)).toMatchObject({ points: 0, point_money_paise: 100 });
  });

  it('pays only the direct referrer with multi-level rewards off, at any depth', async () => {
    await configure({ multiLevelReferrals: false, referralDepth: 5, referralPercents: [10, 5, 2, 1, 1] });
    const { buyer, uplines } = await chain();
    expect(await byLevel(await deliverOrder(buyer), 'referral_earned')).toEqual({ 1: 1000 });
    expect(await f.balances(uplines[0]!.id)).toMatchObject({ points: 2, point_money_paise: 0 });
    for (const upline of uplines.slice(1)) {
      expect(await f.balances(upline.id)).toMatchObject({ points: 0, point_money_paise: 0 });
    }
  });
});

describe('a refund after the depth or the switch changed', () => {
  it('takes back all three levels a delivery paid, though multi-level rewards are off by then', async () => {
    const { buyer, uplines } = await chain();
    const orderId = await deliverOrder(buyer);
    await configure({ multiLevelReferrals: false, referralDepth: 1 });
    expect((await f.adminAction(admin, orderId, 'refund')).statusCode).toBe(200);
    expect(await byLevel(orderId, 'referral_reversed')).toEqual({ 1: -1000, 2: -500, 3: -200 });
    for (const upline of uplines) {
      expect(await f.balances(upline.id)).toMatchObject({ points: 0, point_money_paise: 0 });
    }
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('takes back only level 1 when only level 1 was paid, though five levels are paid by then', async () => {
    await configure({ multiLevelReferrals: false, referralPercents: [10, 5, 2, 1, 1] });
    const { buyer, uplines } = await chain();
    const orderId = await deliverOrder(buyer);
    await configure({ referralPercents: [10, 5, 2, 1, 1], referralDepth: 5 });
    expect((await f.adminAction(admin, orderId, 'refund')).statusCode).toBe(200);
    expect(await byLevel(orderId, 'referral_reversed')).toEqual({ 1: -1000 });
    for (const upline of uplines) {
      expect(await f.balances(upline.id)).toMatchObject({ points: 0, point_money_paise: 0 });
    }
    expect(await f.ledgerMismatches()).toEqual([]);
  });
});

describe('the depth and the switch in the settings', () => {
  it('start at depth 3 with multi-level rewards on (DESIGN 7a)', () => {
    expect(defaults).toMatchObject({
      referralPercents: [10, 5, 2],
      referralDepth: 3,
      multiLevelReferrals: true,
    });
  });

  it('are saved, read back and audited with what they were and what they became', async () => {
    const response = await put({ ...defaults, referralDepth: 2, multiLevelReferrals: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({ referralDepth: 2, multiLevelReferrals: false });
    expect((await get()).json().settings).toMatchObject({ referralDepth: 2, multiLevelReferrals: false });
    const [audit] = await t.db.query<{
      admin_id: string | null;
      details: Record<string, Record<string, unknown>>;
    }>(`select admin_id, details from audit_log where action = 'settings.update' order by id desc limit 1`);
    const [owner] = await t.db.query<{ id: string }>('select id from admin_users limit 1');
    expect(audit!.admin_id).toBe(owner!.id);
    expect(audit!.details.before).toMatchObject({ referralDepth: 3, multiLevelReferrals: true });
    expect(audit!.details.after).toMatchObject({ referralDepth: 2, multiLevelReferrals: false });
  });

  it('refuse a depth outside 1 to 5 and more than 5 percentages, changing nothing', async () => {
    const depth = 'The referral depth must be a whole number from 1 to 5';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ referralDepth: 0 }, depth, 'referralDepth'],
      [{ referralDepth: 6 }, depth, 'referralDepth'],
      [{ referralDepth: 2.5 }, depth, 'referralDepth'],
      [{ referralPercents: [1, 1, 1, 1, 1, 1] }, 'At most 5 referral levels', 'referralPercents'],
    ];
    const audits = async () =>
      (await t.db.query(`select 1 from audit_log where action = 'settings.update'`)).length;
    const auditsBefore = await audits();
    for (const [change, message, field] of cases) {
      const response = await put({ ...defaults, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ message, fields: { [field]: message } });
    }
    const missing = await put({ ...defaults, multiLevelReferrals: undefined });
    expect(missing.statusCode).toBe(400);
    expect((await get()).json().settings).toEqual(defaults);
    expect(await audits()).toBe(auditsBefore);
  });

  it('are held to the cap by the database too', async () => {
    await expect(t.db.query('update settings set referral_depth = 6')).rejects.toThrow(/referral_depth/);
    await expect(t.db.query(`update settings set referral_percents = '[1, 1, 1, 1, 1, 1]'`)).rejects.toThrow(
      /referral_levels/,
    );
  });

  it('migration 017 keeps a shop paying the levels it paid, up to 5, and drops percentages past 5', async () => {
    const sql = await readFile(
      fileURLToPath(new URL('../db/migrations/017-referral-depth.sql', import.meta.url)),
      'utf8',
    );
    const migrateFrom = async (percents: string) => {
      await t.db.query(
        `alter table settings drop constraint settings_referral_levels_check,
           drop column referral_depth, drop column multi_level_referrals`,
      );
      await t.db.query('update settings set referral_percents = $1::jsonb', [percents]);
      await t.db.exec(sql);
      return (await get()).json().settings;
    };
    expect(await migrateFrom('[10, 5, 2, 1, 1, 1, 1]')).toMatchObject({
      referralPercents: [10, 5, 2, 1, 1],
      referralDepth: 5,
      multiLevelReferrals: true,
    });
    expect(await migrateFrom('[10, 5, 2, 1]')).toMatchObject({
      referralPercents: [10, 5, 2, 1],
      referralDepth: 4,
    });
    expect(await migrateFrom('[10]')).toMatchObject({ referralPercents: [10], referralDepth: 3 });
    expect(await migrateFrom('[]')).toMatchObject({ referralPercents: [], referralDepth: 3 });
  });
});

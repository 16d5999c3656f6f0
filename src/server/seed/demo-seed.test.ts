import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestApp, type TestApp } from '../testing/test-app';
import { DEMO_CUSTOMER_PASSWORD, seedDemoData, type SeedSummary } from './demo-seed';
import { uploadsRoot } from '../uploads/upload-storage';
import { ledgerMismatches } from '../testing/ledger-invariant';
import { shopFixtures } from '../testing/shop-fixtures';

let t: TestApp;
let summary: SeedSummary | null;

let seedMs = 0;

beforeAll(async () => {
  // A demo shop has a new shop's return window (docs/decisions/074).
  t = await startTestApp({}, {}, { returnWindowDays: 7 });
  await shopFixtures(t).admin(); // the seed acts as the first admin, made before it at start
  const started = performance.now();
  summary = await seedDemoData(t.db, t.config.dataDir);
  seedMs = performance.now() - started;
}, 120_000);
afterAll(() => t.close());

const count = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0]!.n;

describe('demo data', () => {
  it('is a believable catalogue: 40+ products in 6+ categories, each with a served image', async () => {
    expect(summary!.products).toBeGreaterThanOrEqual(40);
    expect(await count('select count(distinct category_id) as n from products')).toBeGreaterThanOrEqual(6);
    const images = await t.db.query<{ image_url: string }>('select image_url from products');
    for (const { image_url } of images) {
      expect(image_url).toMatch(/^\/uploads\/demo\/products\/.+\.webp$/);
      expect(existsSync(join(uploadsRoot(t.config.dataDir), image_url.replace('/uploads/', '')))).toBe(true);
    }
    const image = await t.app.inject({ method: 'GET', url: images[0]!.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('has stock levels for every badge', async () => {
    expect(await count('select count(*) as n from products where stock_quantity = 0')).toBeGreaterThan(0);
    expect(await count('select count(*) as n from products where stock_quantity = 1')).toBeGreaterThan(0);
    expect(
      await count('select count(*) as n from products where stock_quantity between 2 and 5'),
    ).toBeGreaterThan(0);
    expect(
      await count('select count(*) as n from products where stock_quantity between 6 and 10'),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) as n from products where stock_quantity > 10')).toBeGreaterThan(0);
  });

  it('has about 30 customers in a referral tree up to 4 levels deep, some pending', async () => {
    expect(summary!.customers).toBeGreaterThanOrEqual(30);
    const [deepest] = await t.db.query<{ depth: number }>(`
      with recursive tree(id, depth) as (
        select id, 1 from customers where parent_id is null
        union all select c.id, t.depth + 1 from customers c join tree t on c.parent_id = t.id
      ) select max(depth) as depth from tree`);
    expect(deepest!.depth).toBe(4);
    expect(await count(`select count(*) as n from customers where status = 'pending'`)).toBeGreaterThan(0);
  });

  it('has orders in every state over the last 60 days', async () => {
    const states = await t.db.query<{ status: string }>('select distinct status from orders');
    expect(states.map((s) => s.status).sort()).toEqual([
      'cancelled',
      'confirmed',
      'delivered',
      'pending',
      'refunded',
      'shipped',
    ]);
    const [span] = await t.db.query<{ days: number }>(
      `select extract(day from now() - min(order_date))::int as days from orders`,
    );
    expect(span!.days).toBeGreaterThanOrEqual(55);
    expect(span!.days).toBeLessThanOrEqual(61);
  });

  it("tells each order's story in order: cash is paid at the door, nothing before it was placed", async () => {
    const wrong = await count(
      `select count(*)::int as n from orders
       where (paid_at is not null and paid_at <= order_date)
          or (payment_method = 'cod' and paid_at is distinct from delivered_at)
          or (status in ('delivered', 'refunded') and (delivered_at is null or delivered_at <= order_date))
          or (status not in ('delivered', 'refunded') and (delivered_at is not null or paid_at is not null))`,
    );
    expect(wrong).toBe(0);
    const earnedBeforeDelivery = await count(
      `select count(*)::int as n from points_ledger l join orders o on o.id = l.order_id
       where l.kind in ('order_earned', 'referral_earned') and l.created_at < o.delivered_at`,
    );
    expect(earnedBeforeDelivery).toBe(0);
  });

  it('records every order’s points as its workflow does: spent when placed, back when cancelled or refunded', async () => {
    const wrong = await t.db.query<{ id: string; status: string; points_used: number }>(`
      select o.id, o.status, o.points_used from orders o
      where o.points_used > 0 and (
        coalesce((select sum(-points_delta) from points_ledger l where l.order_id = o.id and l.kind = 'redeemed'), 0)
          <> o.points_used
        or coalesce((select sum(points_delta) from points_ledger l where l.order_id = o.id and l.kind in ('redemption_restored', 'redemption_refunded')), 0)
          <> case when o.status in ('cancelled', 'refunded') then o.points_used else 0 end)`);
    expect(wrong).toEqual([]);
    // The check means something: some cancelled orders had used points.
    expect(
      await count(`select count(*)::int as n from orders where status = 'cancelled' and points_used > 0`),
    ).toBeGreaterThan(0);
  });

  it('tells each order’s timeline from placing to its status, and was written quickly', async () => {
    const [stories] = await t.db.query<{ wrong: number }>(`
      select count(*)::int as wrong from orders o where
        (select to_status from order_events where order_id = o.id order by id limit 1) <> 'pending'
        or (select to_status from order_events where order_id = o.id order by id desc limit 1) <> o.status
        or (select min(created_at) from order_events where order_id = o.id) <> o.order_date`);
    expect(stories!.wrong).toBe(0);
    // The seed is not an admin: no audit entries for its orders.
    expect(await count(`select count(*)::int as n from audit_log where entity = 'order'`)).toBe(0);
    expect(seedMs).toBeLessThan(30_000); // at first start and in the browser tests; ~3 s on a quiet machine
  });

  it('keeps every balance equal to its ledger sum', async () => {
    const mismatches = await ledgerMismatches(t.db);
    expect(mismatches).toEqual([]);
    expect(
      await count(`select count(*) as n from points_ledger where kind = 'referral_earned'`),
    ).toBeGreaterThan(0);
  });

  it('released the points of deliveries older than the window on the day it closed; recent ones wait', async () => {
    const [awards] = await t.db.query<{
      released: number;
      waiting: number;
      overdue: number;
      misdated: number;
    }>(`
      select count(*) filter (where released_at is not null)::int as released,
             count(*) filter (where released_at is null and voided_at is null)::int as waiting,
             count(*) filter (where released_at is null and voided_at is null and releases_at <= now())::int as overdue,
             count(*) filter (where released_at is not null and (released_at <> releases_at
               or releases_at <> ((delivered_at at time zone 'Asia/Kolkata')::date + 8)::timestamp at time zone 'Asia/Kolkata'
               or exists (select 1 from points_ledger l where l.kind = 'points_released' and l.order_id = w.order_id
                            and l.customer_id = w.customer_id and l.created_at <> w.releases_at)))::int as misdated
      from pending_awards w`);
    expect(awards!.released).toBeGreaterThan(20);
    expect(
      await count(`select count(*)::int as n from points_ledger where kind = 'points_released'`),
    ).toBeGreaterThan(20);
    expect(awards!.waiting).toBeGreaterThan(0);
    expect(awards!.overdue).toBe(0);
    expect(awards!.misdated).toBe(0);
    expect(await count('select count(*)::int as n from customers where pending_points > 0')).toBeGreaterThan(
      0,
    );
    // Spend counts once released: a customer's lifetime spend is their released, unrefunded orders'.
    const [spend] = await t.db.query<{ wrong: number }>(`
      select count(*)::int as wrong from customers c where c.total_spent_paise <> coalesce((
        select sum(o.amount_paid_paise) from orders o where o.customer_id = c.id and o.status = 'delivered'
          and not exists (select 1 from pending_awards w where w.order_id = o.id and w.is_buyer and w.released_at is null)), 0)`);
    expect(spend!.wrong).toBe(0);
  });

  it('undoes a refunded order for the buyer and every upline, as the refund workflow does', async () => {
    const net = await t.db.query<{ order_id: string; customer_id: string; p: number; m: number }>(`
      select l.order_id, l.customer_id, sum(l.points_delta)::int as p, sum(l.carry_delta_paise)::int as m
      from points_ledger l join orders o on o.id = l.order_id
      where o.status = 'refunded' group by l.order_id, l.customer_id`);
    expect(net.filter((n) => n.p !== 0 || n.m !== 0)).toEqual([]);
    // The check means something: refunded orders paid referral rewards and used points.
    const kinds = await t.db.query<{ kind: string }>(
      `select distinct l.kind from points_ledger l join orders o on o.id = l.order_id where o.status = 'refunded'`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['referral_earned', 'referral_reversed', 'order_earned', 'order_reversed']),
    );
  });

  it('has the leaderboard’s top-N offer switched on, as a new shop’s owner would turn it on', async () => {
    const board = await t.app.inject({ method: 'GET', url: '/api/leaderboard' });
    expect(board.json().config).toMatchObject({ topCount: 10, offerDiscountPercentage: 10 });
  });

  it('lets a demo customer sign in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: summary!.samplePhone, password: DEMO_CUSTOMER_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('does nothing on a database that already has data', async () => {
    expect(await seedDemoData(t.db, t.config.dataDir)).toBeNull();
  });
});

describe('demo data on a fresh database shared by two starting processes', () => {
  it('is seeded once', async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.db.query(
        `insert into admin_users (username, name, password_hash) values ('owner', 'Store Admin', 'x')`,
      );
      const results = await Promise.all([
        seedDemoData(fresh.db, t.config.dataDir),
        seedDemoData(fresh.db, t.config.dataDir),
      ]);
      const seeded = results.filter((result) => result !== null);
      expect(seeded).toHaveLength(1);
      const [{ n } = { n: 0 }] = await fresh.db.query<{ n: number }>('select count(*) as n from products');
      expect(n).toBe(seeded[0]!.products);
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});

import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { malayalamSearchText } from '../../domain/catalogue-search';
import { placeOrderSchema } from '../../domain/order.schemas';
import type { Tier } from '../../domain/tiers';
import { hashPassword } from '../auth/password';
import { LOCKS, withAdvisoryLock } from '../db/advisory-lock';
import type { Database, Queryable } from '../db/client';
import { writeLeaderboardSettings } from '../features/leaderboard';
import { advanceOrder, quoteCart } from '../features/orders';
import { saveUpload } from '../uploads/upload-storage';
import { cancelOrder } from '../workflows/cancel-order.workflow';
import { markOrderPaid } from '../workflows/mark-order-paid.workflow';
import { confirmDelivery } from '../workflows/confirm-delivery.workflow';
import { releasePendingPoints } from '../workflows/release-pending-points.workflow';
import { placeOrder } from '../workflows/place-order.workflow';
import { refundOrder } from '../workflows/refund-order.workflow';
import {
  demoAddresses,
  demoCategories,
  demoClubTiers,
  demoCustomerNames,
  demoProducts,
  demoServices,
  type DemoCategoryName,
} from './demo-catalogue';
import { demoCategoryNamesMl, demoProductNamesMl } from './demo-malayalam';
import { createRandom, type Random } from './random';

/** Every demo customer signs in with this password (demo data only; README says so). */
export const DEMO_CUSTOMER_PASSWORD = 'shop1234';
const ASSETS = resolve('assets/demo');
const DEMO_LEADERBOARD_OFFER = {
  topCount: 10,
  offerTitle: 'Top shopper reward',
  offerDescription: 'Our top customers get an extra discount on their next order.',
  offerDiscountPercentage: 10,
  isActive: true,
};
const DAY = 24 * 60 * 60 * 1000;

export interface SeedSummary {
  products: number;
  customers: number;
  orders: number;
  samplePhone: string;
}

interface Customer {
  id: string;
  code: string;
  name: string;
  phone: string;
  parentIndex: number | null;
  active: boolean;
  address: { address: string; pincode: string };
}

interface Product {
  id: string;
  stockQuantity: number;
}

/** Stock on the shelves while the demo's history is played: its orders never run a product out. */
const STOCK_WHILE_SEEDING = 10_000;

/**
 * Fills an empty database with a believable Kerala supermarket: catalogue with images,
 * services, club showcase, offers, a referral tree of customers and 60 days of orders
 * in every state. The orders go through the real workflows (place, approve, ship, deliver, cancel,
 * refund), so stock, points, ledger rows, referral rewards and timelines are a real shop's. The
 * customers are recorded as demo data (migration 031), for the admin's "Remove demo data". Acts as
 * the shop's first admin, who must exist. Does nothing if the shop already has products or customers.
 */
export async function seedDemoData(db: Database, dataDir: string): Promise<SeedSummary | null> {
  const hasShopData = async (q: Queryable) => {
    const [existing] = await q.query<{ n: number }>(
      'select (select count(*) from products) + (select count(*) from customers) as n',
    );
    return Boolean(existing && existing.n > 0);
  };
  if (await hasShopData(db)) return null;

  const imageUrls = await copyDemoImages(dataDir);
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  const random = createRandom(20261122);

  // Several processes starting at once on a fresh database: one seeds, the others wait for the
  // bootstrap lock and then find the shop filled.
  return withAdvisoryLock(db, LOCKS.bootstrap, async (tx) => {
    if (await hasShopData(tx)) return null;
    const [admin] = await tx.query<{ id: string }>(
      'select id from admin_users order by created_at, id limit 1',
    );
    if (!admin) throw new Error('The demo data is seeded after the first admin is made.');
    await tx.query(`select set_config('shop.demo_data', 'seeding', true)`);
    const products = await seedCatalogue(tx, imageUrls);
    await seedShowcase(tx, imageUrls);
    // A new shop starts with the top-N offer off (DESIGN 4); the demo shop shows it switched on.
    await writeLeaderboardSettings(tx, DEMO_LEADERBOARD_OFFER);
    const customers = await seedCustomers(tx, passwordHash, random);
    const orders = await seedOrders(tx, admin.id, customers, products, random);
    // After the history: its orders were priced before these offers (docs/decisions/076).
    await seedOffers(tx);
    // The shelves as counted once the history is played.
    await tx.query(
      `update products p set stock_quantity = s.stock
       from unnest($1::uuid[], $2::int[]) as s(id, stock) where p.id = s.id`,
      [products.map((p) => p.id), products.map((p) => p.stockQuantity)],
    );
    return {
      products: products.length,
      customers: customers.length,
      orders,
      samplePhone: customers[0]!.phone,
    };
  });
}

async function copyDemoImages(dataDir: string): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  const files = [
    ...demoProducts.map((p) => `products/${p.slug}`),
    ...demoServices.map((s) => `services/${s.slug}`),
    ...['bronze', 'silver', 'gold', 'diamond'].map((tier) => `clubs/${tier}`),
  ];
  await Promise.all(
    files.map(async (name) => {
      const bytes = await readFile(resolve(ASSETS, `${name}.webp`));
      urls.set(name, await saveUpload(dataDir, `demo/${name}.webp`, bytes));
    }),
  );
  return urls;
}

async function seedCatalogue(tx: Queryable, imageUrls: Map<string, string>): Promise<Product[]> {
  const categoryIds = new Map<string, string>();
  for (const category of demoCategories) {
    const [row] = await tx.query<{ id: string }>(
      'insert into categories (name, description, name_ml, search_ml) values ($1, $2, $3, $4) returning id',
      [
        category.name,
        category.description,
        demoCategoryNamesMl[category.name],
        malayalamSearchText(demoCategoryNamesMl[category.name]),
      ],
    );
    categoryIds.set(category.name, row!.id);
  }
  const products: Product[] = [];
  for (const [index, p] of demoProducts.entries()) {
    const ml = demoProductNamesMl[p.slug] ?? { nameMl: '', aliases: [] };
    const [row] = await tx.query<{ id: string }>(
      `insert into products (name, description, category_id, image_url, mrp_paise, price_paise, dummy_price_paise,
                             stock_quantity, created_at, name_ml, aliases, search_ml)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(mins => $9), $10, $11, $12) returning id`,
      [
        p.name,
        p.description,
        categoryIds.get(p.category),
        imageUrls.get(`products/${p.slug}`),
        p.mrpPaise,
        p.pricePaise,
        p.dummyPricePaise ?? null,
        STOCK_WHILE_SEEDING,
        index,
        ml.nameMl,
        ml.aliases,
        malayalamSearchText(ml.nameMl, ml.aliases),
      ],
    );
    products.push({ id: row!.id, stockQuantity: p.stockQuantity });
  }
  return products;
}

async function seedShowcase(tx: Queryable, imageUrls: Map<string, string>): Promise<void> {
  for (const s of demoServices) {
    await tx.query(
      'insert into services (title, description, price_text, category, image_url, is_active) values ($1, $2, $3, $4, $5, $6)',
      [s.title, s.description, s.priceText, s.category, imageUrls.get(`services/${s.slug}`), s.isActive],
    );
  }
  for (const [order, c] of demoClubTiers.entries()) {
    await tx.query(
      'insert into club_tiers (tier_name, title, description, price, image_url, display_order) values ($1, $2, $3, $4, $5, $6)',
      [c.tier, c.title, c.description, c.priceText, imageUrls.get(`clubs/${c.imageSlug}`), order],
    );
  }
}

const DEMO_OFFERS: {
  title: string;
  description: string;
  minTier: Tier;
  kind: 'percent_off' | 'points_multiplier' | 'free_delivery' | 'notice';
  category: DemoCategoryName | null;
  percent?: number;
  multiplier?: number;
  /** Combines with other offers (docs/decisions/076). */
  stacks?: boolean;
  from: number;
  to: number;
}[] = [
  {
    title: 'Onam Sadya kit: 10% off',
    description: 'Everything for the Sadya, delivered before Thiruvonam.',
    minTier: 'Bronze',
    kind: 'percent_off',
    category: 'Spices & Masalas',
    percent: 10,
    from: -80,
    to: -70,
  },
  {
    title: 'Free delivery weekend',
    description: 'No delivery charge on any order this Saturday and Sunday.',
    minTier: 'Silver',
    kind: 'free_delivery',
    category: null,
    from: 0,
    to: 3,
  },
  {
    title: 'Double points on spices',
    description: 'Earn double point money on Idukki cardamom, Malabar pepper and every spice.',
    minTier: 'Bronze',
    kind: 'points_multiplier',
    category: 'Spices & Masalas',
    multiplier: 2,
    stacks: true,
    from: -2,
    to: 30,
  },
  {
    title: 'Tea-time snacks: 10% off',
    description: 'Banana chips, halwa, achappam and rusk for the evening chaya.',
    minTier: 'Bronze',
    kind: 'percent_off',
    category: 'Snacks & Bakery',
    percent: 10,
    stacks: true,
    from: -1,
    to: 6,
  },
  {
    title: 'Diamond early access',
    description: 'First pick of the new harvest Matta rice, reserved for Diamond members.',
    minTier: 'Diamond',
    kind: 'notice',
    category: null,
    from: 0,
    to: 60,
  },
];

/**
 * The demo's offers, each doing what it says (docs/decisions/076): the Onam kit's 10% off ended with
 * Onam; double points on spices for this month and 10% off snacks this week (the two combine); free
 * delivery for Silver members (shown, applied once the shop charges for delivery); a notice for
 * Diamond members. Days are business days in Asia/Kolkata counted from today.
 */
async function seedOffers(tx: Queryable): Promise<void> {
  for (const o of DEMO_OFFERS) {
    await tx.query(
      `insert into offers (title, description, min_tier, kind, target, category_id, percent, multiplier, starts_on, valid_until, stacks)
       values ($1, $2, $3, $4, $5, (select id from categories where name = $6), $7, $8,
               (now() at time zone 'Asia/Kolkata')::date + $9::int, (now() at time zone 'Asia/Kolkata')::date + $10::int, $11)`,
      [
        o.title,
        o.description,
        o.minTier,
        o.kind,
        o.category ? 'category' : 'everything',
        o.category,
        o.percent ?? null,
        o.multiplier ?? null,
        o.from,
        o.to,
        o.stacks ?? false,
      ],
    );
  }
}

/** 32 customers in a referral tree up to 4 levels deep; the last three still pending approval. */
async function seedCustomers(tx: Queryable, passwordHash: string, random: Random): Promise<Customer[]> {
  const customers: Customer[] = [];
  const depth: number[] = [];
  for (const [i, name] of demoCustomerNames.slice(0, 32).entries()) {
    let parentIndex: number | null = null;
    if (i >= 5) {
      const candidates = customers.map((_, j) => j).filter((j) => depth[j]! < 4 && customers[j]!.active);
      parentIndex = random.pick(candidates);
    }
    depth.push(parentIndex === null ? 1 : depth[parentIndex]! + 1);
    const active = i < 29;
    const joinedDaysAgo = active ? 120 - i * 3 : 2 - (i - 29) * 0.5;
    const address = demoAddresses[i % demoAddresses.length]!;
    const phone = `9847${String(10_0000 + i * 7919).slice(-6)}`;
    const [row] = await tx.query<{ id: string; code: string }>(
      `insert into customers (name, phone, address, pincode, code, parent_id, status, password_hash, joined_at, created_at)
       values ($1, $2, $3, $4, next_customer_code(), $5, $6, $7, now() - make_interval(secs => $8), now() - make_interval(secs => $8))
       returning id, code`,
      [
        name,
        phone,
        address.address,
        address.pincode,
        parentIndex === null ? null : customers[parentIndex]!.id,
        active ? 'active' : 'pending',
        passwordHash,
        Math.round(joinedDaysAgo * 86400),
      ],
    );
    await tx.query('insert into demo_customers (customer_id) values ($1)', [row!.id]);
    customers.push({
      id: row!.id,
      code: row!.code,
      name,
      phone,
      parentIndex,
      active,
      address,
    });
  }
  return customers;
}

type Status = 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

function statusFor(ageDays: number, random: Random): Status {
  const roll = random.next();
  if (ageDays > 7) return roll < 0.78 ? 'delivered' : roll < 0.92 ? 'cancelled' : 'refunded';
  if (ageDays > 3)
    return roll < 0.5 ? 'delivered' : roll < 0.75 ? 'shipped' : roll < 0.9 ? 'confirmed' : 'cancelled';
  return roll < 0.45 ? 'pending' : roll < 0.7 ? 'confirmed' : roll < 0.85 ? 'shipped' : 'delivered';
}

/**
 * The seed's own transaction, handed to the workflows as their database: each workflow's
 * transaction runs inside it, so the whole demo shop is written at once or not at all.
 */
function withinSeed(tx: Queryable): Database {
  return {
    query: (sql, params) => tx.query(sql, params),
    exec: (script) => tx.exec(script),
    transaction: (work) => work(tx),
    close: async () => {},
  };
}

/**
 * 110 orders over the last 60 days, each placed, approved, shipped, delivered, cancelled and refunded
 * by the same workflows as a real order (so stock, points spent and given back, awards, referral
 * rewards, spend, tiers, the leaderboard offer and the timeline follow the real rules), then dated as
 * its story tells it: placed at its time, one step every 6 hours.
 */
async function seedOrders(
  tx: Queryable,
  adminId: string,
  customers: Customer[],
  products: Product[],
  random: Random,
): Promise<number> {
  const db = withinSeed(tx);
  const now = Date.now();
  const plans = Array.from({ length: 110 }, (_, i) => ({
    at: new Date(now - (60 - (i * 60) / 110) * DAY - random.int(0, 6) * 3600_000),
    customer: random.pick(customers.filter((c) => c.active || random.next() < 0.05)),
  }));
  const admin = { actor: 'admin', adminId } as const;
  for (const [n, { at, customer }] of plans.entries()) {
    await releaseAsOf(tx, at);
    const status = statusFor((now - at.getTime()) / DAY, random);
    const items = random.sample(products, random.int(1, 5)).map((p) => ({
      productId: p.id,
      quantity: random.int(1, 3),
    }));
    const paymentMethod = random.next() < 0.6 ? 'cod' : 'upi';
    const usesPoints = random.next() < 0.3;
    // A 12-digit UTR of its own: checkout refuses one another order has (decision 071).
    const upiReference = `${random.int(100000, 999999)}${String(n).padStart(6, '0')}`;
    const [buyer] = await tx.query<{ tier: Tier; points: number }>(
      'select tier, points from customers where id = $1',
      [customer.id],
    );
    const { maxPointsUsable } = await quoteCart(
      tx,
      { id: customer.id, ...buyer! },
      { items, pointsToUse: 0 },
    );
    const { order } = await placeOrder(
      db,
      customer.id,
      `demo-${n + 1}`,
      placeOrderSchema.parse({
        items,
        delivery: {
          name: customer.name,
          phone: customer.phone,
          pincode: customer.address.pincode,
          address: customer.address.address,
        },
        // Every cancelled or refunded order whose buyer has points to spend spends them, and about
        // a third of the others: the demo shows points given back, whatever the hour it is seeded
        // at (which points are released by an order's time moves with the clock).
        pointsToUse:
          maxPointsUsable > 0 && (usesPoints || status === 'cancelled' || status === 'refunded')
            ? maxPointsUsable
            : 0,
        paymentMethod,
        upiReference: paymentMethod === 'upi' ? upiReference : undefined,
      }),
    );
    const id = order.id;
    const cancelBy = random.pick(['reject', 'customer', 'admin'] as const);
    if (status === 'cancelled' && cancelBy === 'reject') await cancelOrder(db, id, 'reject', admin);
    if (status === 'cancelled' && cancelBy === 'customer')
      await cancelOrder(db, id, 'cancel', { actor: 'customer', customerId: customer.id });
    if (status === 'pending' || (status === 'cancelled' && cancelBy !== 'admin')) {
      await dateAsItHappened(tx, id, at);
      continue;
    }
    await advanceOrder(db, id, 'approve', adminId);
    // A UPI payment is checked when the order is approved (here: of the orders that go on to be
    // delivered); cash is paid at the door.
    const delivered = status === 'delivered' || status === 'refunded';
    if (paymentMethod === 'upi' && delivered) await markOrderPaid(db, id, adminId);
    if (status === 'cancelled') await cancelOrder(db, id, 'cancel', admin);
    if (['shipped', 'delivered', 'refunded'].includes(status)) await advanceOrder(db, id, 'ship', adminId);
    if (delivered) await confirmDelivery(db, id, adminId);
    if (status === 'refunded') await refundOrder(db, id, adminId);
    await dateAsItHappened(tx, id, at);
    await awardsWaitFromDelivery(tx, id);
  }
  await releaseAsOf(tx, new Date(now));
  await monthlySpendAsDelivered(tx);
  return plans.length;
}

/**
 * Dates what the workflows wrote for one order (all of it "now") as its story tells it: placed at
 * `at`, each step of its timeline 6 hours after the one before (never in the future); paid and
 * delivered when those steps happened (and the payments with them); each ledger row at its step. The seed is not an admin: the
 * audit entries the workflows wrote for it go (migration 031 lets the seed's transaction do both).
 */
async function dateAsItHappened(tx: Queryable, orderId: string, at: Date): Promise<void> {
  await tx.query(
    `update order_events e set created_at = least(now(), $2::timestamptz + s.step * interval '6 hours')
     from (select id, row_number() over (order by id) - 1 as step from order_events where order_id = $1) s
     where e.id = s.id`,
    [orderId, at],
  );
  await tx.query(
    `with steps as (select to_status, created_at from order_events where order_id = $1)
     update orders o set order_date = $2,
       updated_at = (select max(created_at) from steps),
       delivered_at = (select created_at from steps where to_status = 'delivered'),
       paid_at = case when o.paid_at is null then null
                      when o.payment_method = 'cod' then (select created_at from steps where to_status = 'delivered')
                      else (select created_at from steps where to_status = 'confirmed') end
     where o.id = $1`,
    [orderId, at],
  );
  await tx.query(
    `update payments p set recorded_at = case when p.direction = 'out'
       then coalesce((select created_at from order_events where order_id = $1 and to_status = 'refunded'), p.recorded_at)
       else coalesce(o.paid_at, p.recorded_at) end
     from orders o where o.id = $1 and p.order_id = $1`,
    [orderId],
  );
  await tx.query(
    `update points_ledger l set created_at = e.created_at
     from order_events e
     where l.order_id = $1 and e.order_id = $1 and e.to_status = case
       when l.kind = 'redeemed' then 'pending'
       when l.kind in ('order_earned', 'referral_earned') then 'delivered'
       when l.kind in ('order_reversed', 'referral_reversed') then 'refunded'
       else (select status from orders where id = $1) end`,
    [orderId],
  );
  await tx.query(`delete from audit_log where entity = 'order' and entity_id = $1`, [orderId]);
}

/**
 * A delivery's pending awards wait from when the order was delivered in the story, not from when
 * the seed delivered it (docs/decisions/074): the release moment is the start of the Asia/Kolkata
 * day after the window, as `releaseInstant` says.
 */
async function awardsWaitFromDelivery(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `update pending_awards w set delivered_at = o.delivered_at,
       releases_at = ((o.delivered_at at time zone 'Asia/Kolkata')::date + 1 + s.return_window_days)::timestamp
                     at time zone 'Asia/Kolkata'
     from orders o, settings s where w.order_id = $1 and o.id = $1 and o.delivered_at is not null`,
    [orderId],
  );
}

/**
 * The hourly release as it would have run by `at` in the story: the demo's deliveries older than
 * the window are released, on the day their window closed (the release rows and the awards dated
 * so), and their spend counted; recent ones stay pending, so the demo shows both.
 */
async function releaseAsOf(tx: Queryable, at: Date): Promise<void> {
  const run = await releasePendingPoints(withinSeed(tx), { now: at });
  if (run.awards === 0) return;
  await tx.query(
    `update points_ledger l set created_at = w.releases_at
     from pending_awards w
     where l.kind = 'points_released' and l.order_id = w.order_id and l.customer_id = w.customer_id
       and w.released_at is not null and l.created_at > w.releases_at`,
  );
  await tx.query(
    `update pending_awards set released_at = releases_at where released_at is not null and released_at > releases_at`,
  );
}

/**
 * Monthly spend counted in the month each order was delivered (its workflow counted it in this
 * month), for the orders whose spend is counted: not those whose points still wait (decision 074).
 */
async function monthlySpendAsDelivered(tx: Queryable): Promise<void> {
  await tx.query(
    'delete from customer_monthly_spend where customer_id in (select customer_id from demo_customers)',
  );
  await tx.query(
    `insert into customer_monthly_spend (customer_id, month, spent_paise)
     select customer_id, to_char(delivered_at at time zone 'Asia/Kolkata', 'YYYY-MM'), sum(amount_paid_paise)
     from orders o where status = 'delivered' and customer_id in (select customer_id from demo_customers)
       and not exists (select 1 from pending_awards w where w.order_id = o.id and w.is_buyer and w.released_at is null)
     group by 1, 2`,
  );
}

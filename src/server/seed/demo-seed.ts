import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isPaidOnDelivery } from '../../domain/order-states';
import { DEFAULT_TIER_DISCOUNTS, pointMoneyPerUnitPaise, sellingPricePaise } from '../../domain/pricing';
import type { Tier } from '../../domain/tiers';
import { hashPassword } from '../auth/password';
import { LOCKS, withAdvisoryLock } from '../db/advisory-lock';
import type { Database, Queryable } from '../db/client';
import { awardOrderPoints, refundOrderPoints } from '../features/loyalty/order-points';
import { addOrderSpend, takeBackOrderSpend } from '../features/loyalty/order-spend';
import { changePoints } from '../features/loyalty/points-ledger';
import { writeLeaderboardSettings } from '../features/leaderboard/leaderboard.service';
import { loadLoyaltySettings, type LoyaltySettings } from '../features/settings/loyalty-settings';
import { saveUpload } from '../uploads/upload-storage';
import {
  demoAddresses,
  demoCategories,
  demoClubTiers,
  demoCustomerNames,
  demoProducts,
  demoServices,
} from './demo-catalogue';
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
  name: string;
  mrp: number;
  price: number;
}

/**
 * Fills an empty database with a believable Kerala supermarket: catalogue with images,
 * services, club showcase, offers, a referral tree of customers and 60 days of orders
 * in every state. Points go through the real ledger functions (redemption, delivery awards
 * with referral rewards, refunds), so balances equal ledger sums and refunds undo uplines too. Does nothing if the shop already has products or customers.
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
    const settings = await loadLoyaltySettings(tx);
    const products = await seedCatalogue(tx, imageUrls);
    await seedShowcase(tx, imageUrls);
    // A new shop starts with the top-N offer off (DESIGN 4); the demo shop shows it switched on.
    await writeLeaderboardSettings(tx, DEMO_LEADERBOARD_OFFER);
    const customers = await seedCustomers(tx, passwordHash, random);
    const orders = await seedOrders(tx, settings, customers, products, random);
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
      'insert into categories (name, description) values ($1, $2) returning id',
      [category.name, category.description],
    );
    categoryIds.set(category.name, row!.id);
  }
  const products: Product[] = [];
  for (const [index, p] of demoProducts.entries()) {
    const [row] = await tx.query<{ id: string }>(
      `insert into products (name, description, category_id, image_url, mrp_paise, price_paise, dummy_price_paise,
                             stock_quantity, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(mins => $9)) returning id`,
      [
        p.name,
        p.description,
        categoryIds.get(p.category),
        imageUrls.get(`products/${p.slug}`),
        p.mrpPaise,
        p.pricePaise,
        p.dummyPricePaise ?? null,
        p.stockQuantity,
        index,
      ],
    );
    products.push({ id: row!.id, name: p.name, mrp: p.mrpPaise, price: p.pricePaise });
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
  const offers: [string, string, Tier, number][] = [
    [
      'Onam Sadya kit: 10% off',
      'Everything for the Sadya in one box, delivered before Thiruvonam.',
      'Bronze',
      45,
    ],
    ['Free delivery weekend', 'No delivery charge on any order this Saturday and Sunday.', 'Silver', 20],
    ['Double points on spices', 'Earn double point money on Idukki cardamom and Malabar pepper.', 'Gold', 30],
    [
      'Diamond early access',
      'First pick of the new harvest Matta rice, reserved for Diamond members.',
      'Diamond',
      60,
    ],
  ];
  for (const [title, description, minTier, days] of offers) {
    await tx.query(
      `insert into offers (title, description, min_tier, valid_until)
       values ($1, $2, $3, (now() at time zone 'Asia/Kolkata')::date + $4::int)`,
      [title, description, minTier, days],
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

async function seedOrders(
  tx: Queryable,
  s: LoyaltySettings,
  customers: Customer[],
  products: Product[],
  random: Random,
): Promise<number> {
  const now = Date.now();
  const plans = Array.from({ length: 110 }, (_, i) => ({
    at: new Date(now - (60 - (i * 60) / 110) * DAY - random.int(0, 6) * 3600_000),
    customer: random.pick(customers.filter((c) => c.active || random.next() < 0.05)),
  }));
  let sequence = 0;
  for (const { at, customer } of plans) {
    const ageDays = (now - at.getTime()) / DAY;
    const status = statusFor(ageDays, random);
    const [balance] = await tx.query<{ points: number; tier: Tier }>(
      'select points, tier from customers where id = $1',
      [customer.id],
    );
    const lines = random.sample(products, random.int(1, 5)).map((p, n) => {
      const quantity = random.int(1, 3);
      return {
        lineNo: n + 1,
        product: p,
        quantity,
        unitPrice: sellingPricePaise(p.mrp, DEFAULT_TIER_DISCOUNTS[balance!.tier]),
        pointMoney: pointMoneyPerUnitPaise(p.mrp, p.price) * quantity,
      };
    });
    const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    const pointMoney = lines.reduce((sum, l) => sum + l.pointMoney, 0);

    const maxPoints = Math.min(balance!.points, Math.floor(subtotal / 2 / s.pointValuePaise));
    const pointsUsed = maxPoints > 0 && random.next() < 0.3 ? maxPoints : 0;
    const orderId = `ORD-${at.getTime()}-${(++sequence).toString(36).toUpperCase().padStart(4, '0')}`;
    const paymentMethod = random.next() < 0.6 ? 'cod' : 'upi';
    const delivered = status === 'delivered' || status === 'refunded';
    const amountPaid = subtotal - pointsUsed * s.pointValuePaise;
    // As the timeline tells it: approved 6 h after ordering, delivered after 18 h, refunded after 24 h.
    // Cash is paid at the door; a UPI payment is checked when the order is approved.
    const deliveredAt = delivered ? timelineStepAt(at, 3) : null;
    const paidAt = delivered ? (isPaidOnDelivery(paymentMethod) ? deliveredAt : timelineStepAt(at, 1)) : null;

    await tx.query(
      `insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name, delivery_phone,
         delivery_address, pincode, subtotal_paise, points_used, points_discount_paise, amount_paid_paise, point_money_paise,
         status, payment_method, upi_reference, paid_at, order_date, is_pending_approval, is_points_awarded,
         delivery_approved, points_approved, updated_at, delivered_at)
       values ($1, $2, $3, $4, $5, $3, $4, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $19,
               coalesce($20::timestamptz, $17::timestamptz), $20)`,
      [
        orderId,
        customer.id,
        customer.name,
        customer.phone,
        customer.code,
        customer.address.address,
        customer.address.pincode,
        subtotal,
        pointsUsed,
        pointsUsed * s.pointValuePaise,
        amountPaid,
        pointMoney,
        status,
        paymentMethod,
        paymentMethod === 'upi' ? `UPI${random.int(100000000, 999999999)}` : null,
        paidAt,
        at,
        status === 'pending',
        status === 'delivered',
        deliveredAt,
      ],
    );
    for (const l of lines) {
      await tx.query(
        `insert into order_items (order_id, line_no, product_id, name, mrp_paise, unit_price_paise, quantity, point_money_paise)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          orderId,
          l.lineNo,
          l.product.id,
          l.product.name,
          l.product.mrp,
          l.unitPrice,
          l.quantity,
          l.pointMoney,
        ],
      );
    }
    if (pointsUsed > 0 && status !== 'cancelled') {
      await changePoints(tx, customer.id, -pointsUsed, { kind: 'redeemed', orderId, at });
    }
    await recordTimeline(tx, orderId, status, at);

    const order = {
      id: orderId,
      customer_id: customer.id,
      point_money_paise: pointMoney,
      points_used: pointsUsed,
      amount_paid_paise: amountPaid,
      delivered_at: deliveredAt,
    };
    // The same rules as confirming delivery and refunding, dated as the timeline tells it.
    if (deliveredAt) {
      await awardOrderPoints(tx, order, s, { at: deliveredAt });
      await addOrderSpend(tx, order, s, { at: deliveredAt });
    }
    if (deliveredAt && status === 'refunded') {
      await refundOrderPoints(tx, order, { at: timelineStepAt(at, 4) });
      await takeBackOrderSpend(tx, order);
    }
  }
  return plans.length;
}

const TIMELINE: Record<Status, Status[]> = {
  pending: ['pending'],
  confirmed: ['pending', 'confirmed'],
  shipped: ['pending', 'confirmed', 'shipped'],
  delivered: ['pending', 'confirmed', 'shipped', 'delivered'],
  cancelled: ['pending', 'cancelled'],
  refunded: ['pending', 'confirmed', 'shipped', 'delivered', 'refunded'],
};

/** When step n of an order's timeline happened: one step every 6 hours, never in the future. */
function timelineStepAt(orderedAt: Date, step: number): Date {
  return new Date(Math.min(Date.now(), orderedAt.getTime() + step * 6 * 3600_000));
}

async function recordTimeline(tx: Queryable, orderId: string, status: Status, at: Date): Promise<void> {
  let previous: Status | null = null;
  for (const [step, next] of TIMELINE[status].entries()) {
    await tx.query(
      'insert into order_events (order_id, from_status, to_status, created_at) values ($1, $2, $3, $4)',
      [orderId, previous, next, timelineStepAt(at, step)],
    );
    previous = next;
  }
}

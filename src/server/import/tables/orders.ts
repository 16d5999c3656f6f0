import { lineAmountPaise } from '../../../domain/line-amount';
import type { Queryable } from '../../db/client';
import type { TableReport } from '../import-report';
import type { LegacyIds } from '../legacy-ids';
import { batches, type TableImporter } from '../table-importer';
import { convertRow } from './convert-row';
import { convertOrder, splitPointMoney, type OrderImport } from './order-rows';

const BATCH = 1_000;

interface Buyer {
  id: string;
  name: string;
  phone: string;
  code: string;
}

/**
 * Each order's customer: by the old customer id (the customers importer remembered it), else by
 * the order's phone (a customer the old app deleted and added again has a new id, the same phone).
 * An order with neither is reported and skipped: ours always belong to a customer (docs/decisions/036).
 */
async function findBuyers(
  db: Queryable,
  legacyIds: LegacyIds,
  orders: OrderImport[],
): Promise<Map<string, Buyer>> {
  const byLegacy = await legacyIds.getMany(
    'customers',
    orders.flatMap((order) => (order.legacyCustomerId ? [order.legacyCustomerId] : [])),
  );
  const rows = await db.query<Buyer>(
    `select id, name, phone, code from customers where id = any($1::uuid[]) or phone = any($2::text[])`,
    [[...byLegacy.values()], orders.map((order) => order.customerPhone)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byPhone = new Map(rows.map((row) => [row.phone, row]));
  const buyers = new Map<string, Buyer>();
  for (const order of orders) {
    const known = order.legacyCustomerId ? byLegacy.get(order.legacyCustomerId) : undefined;
    const buyer = (known && byId.get(known)) ?? byPhone.get(order.customerPhone);
    if (buyer) buyers.set(order.id, buyer);
  }
  return buyers;
}

/** The products the lines name that were imported, with their MRP (a line's MRP is at least what it cost). */
async function findProducts(
  db: Queryable,
  legacyIds: LegacyIds,
  orders: OrderImport[],
): Promise<Map<string, { id: string; mrpPaise: number }>> {
  const legacy = [
    ...new Set(orders.flatMap((order) => order.lines.flatMap((line) => line.legacyProductId ?? []))),
  ];
  const ids = await legacyIds.getMany('products', legacy);
  const rows = await db.query<{ id: string; mrp_paise: number }>(
    'select id, mrp_paise from products where id = any($1::uuid[])',
    [[...ids.values()]],
  );
  const mrp = new Map(rows.map((row) => [row.id, row.mrp_paise]));
  const products = new Map<string, { id: string; mrpPaise: number }>();
  for (const [legacyId, id] of ids) if (mrp.has(id)) products.set(legacyId, { id, mrpPaise: mrp.get(id)! });
  return products;
}

/** The batch's orders that are new: not imported before, their id not taken by an order of ours. */
async function newOrders(
  db: Queryable,
  report: TableReport,
  legacyIds: LegacyIds,
  orders: OrderImport[],
): Promise<OrderImport[]> {
  const ids = orders.map((order) => order.id);
  const imported = await legacyIds.getMany('orders', ids);
  const taken = new Set(
    (await db.query<{ id: string }>('select id from orders where id = any($1::text[])', [ids])).map(
      (r) => r.id,
    ),
  );
  const seen = new Set<string>();
  return orders.filter((order) => {
    if (imported.has(order.id)) {
      report.alreadyImported++;
      return false;
    }
    if (taken.has(order.id) || seen.has(order.id)) {
      report.problem('order id already in the shop: skipped', order.id);
      return false;
    }
    seen.add(order.id);
    return true;
  });
}

async function insertOrders(
  db: Queryable,
  orders: { order: OrderImport; buyer: Buyer }[],
  lines: (string | number | null)[][],
): Promise<void> {
  const column = <T>(pick: (entry: { order: OrderImport; buyer: Buyer }) => T) => orders.map(pick);
  await db.query(
    `insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name, delivery_phone,
       delivery_address, pincode, subtotal_paise, points_used, points_discount_paise, amount_paid_paise,
       point_money_paise, status, payment_method, paid_at, order_date, delivered_at, is_points_awarded, updated_at,
       source)
     select id, customer_id, customer_name, customer_phone, customer_code, customer_name, customer_phone,
       delivery_address, pincode, subtotal_paise, points_used, points_discount_paise, amount_paid_paise,
       point_money_paise, status, payment_method, paid_at, order_date, delivered_at, is_points_awarded, order_date,
       'import'
     from unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
       $9::int[], $10::int[], $11::int[], $12::int[], $13::text[], $14::text[], $15::timestamptz[], $16::timestamptz[],
       $17::timestamptz[], $18::bool[])
       as o(id, customer_id, customer_name, customer_phone, customer_code, delivery_address, pincode, subtotal_paise,
         points_used, points_discount_paise, amount_paid_paise, point_money_paise, status, payment_method, paid_at,
         order_date, delivered_at, is_points_awarded)`,
    [
      column(({ order }) => order.id),
      column(({ buyer }) => buyer.id),
      // The order's own snapshot of who bought, as the old app kept it; the customer's where it is missing.
      column(({ order, buyer }) => order.customerName || buyer.name),
      column(({ order, buyer }) => order.customerPhone || buyer.phone),
      column(({ order, buyer }) => order.customerCode || buyer.code),
      column(({ order }) => order.deliveryAddress),
      column(({ order }) => order.pincode),
      column(({ order }) => order.subtotalPaise),
      column(({ order }) => order.pointsUsed),
      column(({ order }) => order.pointsDiscountPaise),
      column(({ order }) => order.amountPaidPaise),
      column(({ order }) => order.pointMoneyPaise),
      column(({ order }) => order.status),
      column(({ order }) => order.paymentMethod),
      column(({ order }) => order.paidAt),
      column(({ order }) => order.orderDate),
      column(({ order }) => order.deliveredAt),
      column(({ order }) => order.isPointsAwarded),
    ],
  );
  const field = (index: number) => lines.map((line) => line[index]);
  await db.query(
    `insert into order_items (order_id, line_no, product_id, name, mrp_paise, unit_price_paise, quantity, point_money_paise)
     select * from unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[])`,
    [0, 1, 2, 3, 4, 5, 6, 7].map(field),
  );
  // The timeline starts with the import: the status the order had in the old app, on its date.
  await db.query(
    `insert into order_events (order_id, from_status, to_status, note, created_at)
     select id, null, status, 'Imported from the old app', order_date
     from unnest($1::text[], $2::text[], $3::timestamptz[]) as e(id, status, order_date)`,
    [
      column(({ order }) => order.id),
      column(({ order }) => order.status),
      column(({ order }) => order.orderDate),
    ],
  );
  // A paid order's money came in one go, by its payment method, when it was paid (migration 038):
  // one incoming payment, source `import`; the database moves the order's paid amount from it.
  await db.query(
    `insert into payments (order_id, direction, method, amount_paise, source, recorded_at)
     select id, 'in', case when payment_method = 'upi' then 'upi' else 'cash' end, amount_paid_paise, 'import', paid_at
     from orders where id = any($1::text[]) and paid_at is not null and amount_paid_paise > 0`,
    [column(({ order }) => order.id)],
  );
}

/**
 * Old orders with their lines (docs/decisions/036). The past stays the past: no stock is taken,
 * no points are awarded or written to the ledger (the customer's opening balance already holds
 * what the old app gave), and the order keeps the old app's flags, so delivering an order whose
 * points the old app awarded awards nothing. A line whose product is gone keeps its name and price
 * without a product. A paid order gets its payment (source `import`). The sales sums (migration
 * 018) are recounted once at the end rather than by the trigger per order.
 */
export const ordersImporter: TableImporter = {
  table: 'orders',
  async importRows(rows, { db, report, legacyIds }) {
    await db.query('alter table orders disable trigger orders_counted_in_sales_days');
    for await (const batch of batches(rows, BATCH)) {
      const converted = batch.flatMap((row) => convertRow(report, row, convertOrder) ?? []);
      const orders = await newOrders(db, report, legacyIds, converted);
      const buyers = await findBuyers(db, legacyIds, orders);
      const products = await findProducts(db, legacyIds, orders);
      const accepted: { order: OrderImport; buyer: Buyer }[] = [];
      const lines: (string | number | null)[][] = [];
      for (const order of orders) {
        const buyer = buyers.get(order.id);
        if (!buyer) {
          report.problem(
            'customer not found (neither old id nor phone): order skipped',
            `${order.id}: ${order.customerName} ${order.customerPhone} ${order.customerCode}`,
          );
          continue;
        }
        const shares = splitPointMoney(
          order.pointMoneyPaise,
          // The old app sold whole pieces only.
          order.lines.map((line) => lineAmountPaise(line.unitPricePaise, line.quantity)),
        );
        const orderLines = order.lines.map((line, index) => {
          const product = line.legacyProductId ? products.get(line.legacyProductId) : undefined;
          if (!product)
            report.problem('product no longer there: line kept without it', `${order.id}: ${line.name}`);
          const mrp = Math.max(product?.mrpPaise ?? 0, line.unitPricePaise);
          return [
            order.id,
            index + 1,
            product?.id ?? null,
            line.name,
            mrp,
            line.unitPricePaise,
            line.quantity,
            shares[index]!,
          ];
        });
        if (orderLines.some((line) => line[4] === 0)) {
          report.problem('free line without a product: order skipped', order.id);
          continue;
        }
        accepted.push({ order, buyer });
        lines.push(...orderLines);
      }
      if (accepted.length === 0) continue;
      await insertOrders(db, accepted, lines);
      await legacyIds.rememberMany(
        'orders',
        accepted.map(({ order }) => [order.id, order.id]),
      );
      report.imported += accepted.length;
    }
    await db.query('alter table orders enable trigger orders_counted_in_sales_days');
    if (report.imported > 0) await db.query('select refresh_sales_days()');
  },
};

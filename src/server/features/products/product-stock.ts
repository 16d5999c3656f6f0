import { messages } from '../../../domain/messages';
import { formatQuantity, type Measure } from '../../../domain/quantities';
import { prepared, type Queryable } from '../../db/client';
import { AppError } from '../../errors';

/** A line of an order as the stock sees it: pieces, or thousandths of a weighed product's unit. */
export interface StockLine {
  id: string;
  name: string;
  quantity: number;
}

/**
 * Takes an order's units off the shelf in one statement, inside the order's transaction; refuses
 * the whole order if any line is short (stock never goes below zero, even under concurrent orders).
 * Rows are locked in product order, so two orders never wait on each other in a circle.
 */
export async function takeStock(tx: Queryable, lines: readonly StockLine[]): Promise<void> {
  const sorted = [...lines].sort((a, b) => (a.id < b.id ? -1 : 1));
  const taken = await tx.query<{ id: string }>(
    prepared(`update products p set stock_quantity = p.stock_quantity - l.quantity, updated_at = now()
     from unnest($1::uuid[], $2::int[]) as l(id, quantity)
     where p.id = l.id and p.stock_quantity >= l.quantity
     returning p.id`),
    [sorted.map((l) => l.id), sorted.map((l) => l.quantity)],
  );
  if (taken.length === sorted.length) return;
  const takenIds = new Set(taken.map((t) => t.id));
  const short = sorted.find((l) => !takenIds.has(l.id))!;
  const [current] = await tx.query<{ stock_quantity: number } & Measure>(
    'select stock_quantity, unit, weighed from products where id = $1',
    [short.id],
  );
  const left = current?.stock_quantity ?? 0;
  const message = messages.checkout.outOfStock(
    short.name,
    left,
    current ? formatQuantity(left, current) : String(left),
  );
  throw new AppError('OUT_OF_STOCK', message, { items: message });
}

/** Puts a cancelled order's units back on the shelf; returns the products restocked. */
export async function restoreOrderStock(tx: Queryable, orderId: string): Promise<string[]> {
  // Lines of products deleted since have no product to return to.
  const restocked = await tx.query<{ id: string }>(
    `update products p set stock_quantity = p.stock_quantity + l.quantity, updated_at = now()
     from (select product_id, sum(quantity)::int as quantity from order_items
           where order_id = $1 and product_id is not null group by product_id order by product_id) l
     where p.id = l.product_id
     returning p.id`,
    [orderId],
  );
  return restocked.map((row) => row.id);
}

/**
 * Puts refunded units back on the shelf (a refund by line: the customer brought them back,
 * docs/decisions/069), in product order; returns the products restocked. Deleted products have no
 * shelf to return to.
 */
export async function restoreUnits(
  tx: Queryable,
  units: readonly { productId: string; quantity: number }[],
): Promise<string[]> {
  const sorted = [...units].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  const restocked = await tx.query<{ id: string }>(
    `update products p set stock_quantity = p.stock_quantity + l.quantity, updated_at = now()
     from unnest($1::uuid[], $2::int[]) as l(id, quantity)
     where p.id = l.id
     returning p.id`,
    [sorted.map((u) => u.productId), sorted.map((u) => u.quantity)],
  );
  return restocked.map((row) => row.id);
}

/**
 * Puts back the units of these customers' open orders (pending, confirmed, shipped), as cancelling
 * each would, before the orders are deleted; returns the products restocked.
 */
export async function restoreOpenOrdersStock(
  tx: Queryable,
  customerIds: readonly string[],
): Promise<string[]> {
  const restocked = await tx.query<{ id: string }>(
    `update products p set stock_quantity = p.stock_quantity + l.quantity, updated_at = now()
     from (select i.product_id, sum(i.quantity)::int as quantity from order_items i join orders o on o.id = i.order_id
           where o.customer_id = any($1::uuid[]) and o.status in ('pending', 'confirmed', 'shipped')
             and i.product_id is not null
           group by i.product_id order by i.product_id) l
     where p.id = l.product_id returning p.id`,
    [customerIds],
  );
  return restocked.map((row) => row.id);
}

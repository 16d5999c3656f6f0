import type { LowStockPage } from '../../../domain/dashboard.schemas';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../domain/placeholder-images';
import { messages } from '../../../domain/messages';
import { toApiQuantity, type ProductUnit } from '../../../domain/quantities';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';

interface Position {
  stock: number;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encode = (position: Position) =>
  Buffer.from(JSON.stringify([position.stock, position.id])).toString('base64url');

/** The position a cursor names; a cursor we did not make is a 400, like every list's. */
function decode(cursor: string | undefined): Position | null {
  if (!cursor) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = null;
  }
  const [stock, id] = Array.isArray(decoded) ? (decoded as unknown[]) : [];
  if (!Number.isInteger(stock) || typeof id !== 'string' || !UUID.test(id))
    throw new AppError('VALIDATION_FAILED', messages.pagination.badCursor, {
      cursor: messages.pagination.badCursor,
    });
  return { stock: stock as number, id };
}

/**
 * Products at or below the admin's low-stock threshold, out of stock first, then the fewest left
 * (issue 12, item 9; a weighed product at 10 of its unit, migration 058): one range of migration 033's partial index, a page at a time. Its column,
 * low_stock_quantity, is the stock while at or below the threshold and null above it, so an order on
 * a well-stocked product changes no indexed value (docs/decisions/052).
 */
export async function lowStockProducts(
  db: Queryable,
  query: { limit: number; cursor?: string | undefined },
): Promise<LowStockPage> {
  const after = decode(query.cursor);
  const rows = await db.query<{
    id: string;
    name: string;
    category: string;
    image_url: string | null;
    low_stock_quantity: number;
    unit: ProductUnit;
    weighed: boolean;
  }>(
    `select p.id, p.name, c.name as category, p.image_url, p.low_stock_quantity, p.unit, p.weighed
     from products p join categories c on c.id = p.category_id
     where p.low_stock_quantity is not null
       and ($1::integer is null or (p.low_stock_quantity, p.id) > ($1, $2::uuid))
     order by p.low_stock_quantity, p.id limit $3`,
    [after?.stock ?? null, after?.id ?? null, query.limit + 1],
  );
  const shown = rows.slice(0, query.limit);
  const last = shown[shown.length - 1];
  return {
    items: shown.map((row) => ({
      id: row.id,
      name: row.name,
      category: row.category,
      imageUrl: row.image_url ?? PRODUCT_PLACEHOLDER_IMAGE,
      // Thousandths of the unit for pieces and measures alike (migration 058): in the unit, as the API speaks.
      stockQuantity: toApiQuantity(row.low_stock_quantity, true),
      unit: row.unit,
      weighed: row.weighed,
    })),
    nextCursor:
      rows.length > query.limit && last ? encode({ stock: last.low_stock_quantity, id: last.id }) : null,
  };
}

import type { Order } from '../../../domain/order';
import type { OrderStatus } from '../../../domain/order-states';
import type { PaymentMethod } from '../../../domain/order.schemas';
import { normalisePhone } from '../../../domain/phone';
import type { Queryable } from '../../db/client';
import { containsPattern, cursorAtSql, decodeCursor, toPage } from '../../db/keyset-cursor';
import { ORDER_SELECT, toOrder, type OrderRow } from './order-read';

export const ORDER_ID_PATTERN = /^ORD-\d+-[A-Z0-9]+$/;
/** Digits with the punctuation people type in phone numbers: "+91 95863 11931", "0958-631-1931". */
const PHONE_LIKE = /^\+?[\d\s\-().]+$/;

/** A phone-looking term is matched as the stored 10-digit number; other terms with single spaces. */
function searchTerm(search: string): string {
  return PHONE_LIKE.test(search) ? normalisePhone(search) : search.replace(/\s+/g, ' ');
}

export interface OrderListQuery {
  customerId?: string;
  search?: string;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  pendingApproval?: boolean;
  limit: number;
  cursor?: string;
}

/** Newest first, keyset-paginated; search by customer name, phone, order id or customer code. */
export async function listOrders(
  db: Queryable,
  query: OrderListQuery,
): Promise<{ items: Order[]; nextCursor: string | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('$?', `$${params.length}`));
  };
  if (query.customerId) add('o.customer_id = $?', query.customerId);
  if (query.status) add('o.status = $?', query.status);
  if (query.paymentMethod) add('o.payment_method = $?', query.paymentMethod);
  if (query.pendingApproval) where.push('o.is_pending_approval');
  if (query.search) {
    add(
      // One expression, matched by the trigram index orders_search_trgm.
      `(o.customer_name || ' ' || o.customer_phone || ' ' || o.id || ' ' || o.customer_code) ilike $?`,
      containsPattern(searchTerm(query.search)),
    );
  }
  const keyset = decodeCursor(query.cursor, ORDER_ID_PATTERN);
  if (keyset) {
    params.push(keyset.createdAt, keyset.id);
    where.push(`(o.order_date, o.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
  }
  params.push(query.limit + 1);
  const rows = await db.query<OrderRow & { cursor_at: string }>(
    `${ORDER_SELECT.replace('select o.*,', `select o.*, ${cursorAtSql('o.order_date')} as cursor_at,`)}
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by o.order_date desc, o.id desc
     limit $${params.length}`,
    params,
  );
  return toPage(rows, query.limit, toOrder);
}

import type { Order } from '../../../domain/order';
import type { OrderStatus } from '../../../domain/order-states';
import type { OrderSource } from '../../../domain/order-sources';
import type { PaymentMethod } from '../../../domain/payment-methods';
import { isWellFormedCode, normaliseCode } from '../../../domain/customer-code';
import { isValidPhone, normalisePhone } from '../../../domain/phone';
import type { Queryable } from '../../db/client';
import { cursorAtSql, decodeCursor, toPage, type Keyset } from '../../db/keyset-cursor';
import { newestMatches } from '../../db/newest-matches';
import { searchPattern, startsWithPattern } from '../../db/search-pattern';
import { ORDER_SELECT, toOrder, type OrderRow } from './order-read';

export const ORDER_ID_PATTERN = /^ORD-\d+-[A-Z0-9]+$/;
/** The start of an order id as it is typed: ORD-, some of the 13 digits of its moment, maybe more. */
const ORDER_ID_START = /^ORD-(\d{1,13})(?:-[A-Z0-9]*)?$/;
const DAY_MS = 86_400_000;
/** Digits with the punctuation people type in phone numbers: "+91 95863 11931", "0958-631-1931". */
const PHONE_LIKE = /^\+?[\d\s\-().]+$/;

/** A phone-looking term is matched as the stored 10-digit number; other terms with single spaces. */
function searchTerm(search: string): string {
  const term = search.trim();
  return PHONE_LIKE.test(term) ? normalisePhone(term) : term.replace(/\s+/g, ' ');
}

/**
 * What the admin's purchase search looks in (docs/decisions/018). A whole order id, phone number
 * or customer code finds exactly that, through its own index; the start of an order id (also one
 * cut short inside its random part) finds the orders whose id starts so. Otherwise, from three characters on, anywhere in the customer's name,
 * phone, code or the order id (orders.search_text); one or two characters, the start of a word of
 * the name or of the phone (orders.search_words: codes all start 'A' and ids 'ORD-', so there they
 * say nothing). Both columns are kept lower-cased, each with its trigram index (migration 011).
 */
function searchCondition(term: string, param: (value: unknown) => string): { sql: string; exact: boolean } {
  const upper = normaliseCode(term);
  const idStart = ORDER_ID_START.exec(upper);
  if (idStart) {
    // An id is ORD-{the millisecond it was placed}-…, so the digits typed so far fix when those
    // orders were placed (give or take a day of clock difference): the date index finds the
    // newest of them at once, where "ORD-173" matches 300k orders, none of them recent.
    const digits = idStart[1]!;
    const unit = 10 ** (13 - digits.length);
    const from = new Date(Number(digits) * unit - DAY_MS);
    const until = new Date((Number(digits) + 1) * unit + DAY_MS);
    const started = `o.id like ${param(startsWithPattern(upper))} and o.order_date >= ${param(from)} and o.order_date < ${param(until)}`;
    // A whole id is also found as it is, whenever it was placed (an imported order's date may differ).
    const whole = ORDER_ID_PATTERN.test(upper) ? `o.id = ${param(upper)} or ` : '';
    return { sql: `(${whole}(${started}))`, exact: true };
  }
  if (ORDER_ID_PATTERN.test(upper)) return { sql: `o.id = ${param(upper)}`, exact: true };
  if (isValidPhone(term)) return { sql: `o.customer_phone = ${param(term)}`, exact: true };
  if (isWellFormedCode(upper)) return { sql: `o.customer_code = ${param(upper)}`, exact: true };
  const { pattern, wordStart } = searchPattern(term);
  return {
    sql: `o.${wordStart ? 'search_words' : 'search_text'} like lower(${param(pattern)})`,
    exact: false,
  };
}

/** How many of the newest orders a search tests before it asks the trigram index (newest-matches.ts). */
const SEARCH_WINDOW = 10_000;

export interface OrderListQuery {
  customerId?: string;
  search?: string;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  source?: OrderSource;
  pendingApproval?: boolean;
  limit: number;
  cursor?: string;
}

/** Which orders a list (or its CSV) is about: its filters, and its search apart (null without one). */
export function orderConditions(
  query: Omit<OrderListQuery, 'limit' | 'cursor'>,
  param: (value: unknown) => string,
): { filters: string[]; search: { sql: string; exact: boolean } | null } {
  const filters: string[] = [];
  if (query.customerId) filters.push(`o.customer_id = ${param(query.customerId)}`);
  if (query.status) filters.push(`o.status = ${param(query.status)}`);
  if (query.paymentMethod) filters.push(`o.payment_method = ${param(query.paymentMethod)}`);
  if (query.source) filters.push(`o.source = ${param(query.source)}`);
  if (query.pendingApproval) filters.push(`o.status = 'pending'`);
  const term = query.search ? searchTerm(query.search) : '';
  return { filters, search: term ? searchCondition(term, param) : null };
}

/** The orders after a keyset position, newest first (order_date desc, id desc). */
export const beforeKeyset = (keyset: Keyset, param: (value: unknown) => string) =>
  `(o.order_date, o.id) < (${param(keyset.createdAt)}::timestamptz, ${param(keyset.id)})`;

/** Newest first, keyset-paginated; search by customer name, phone, order id or customer code. */
export async function listOrders(
  db: Queryable,
  query: OrderListQuery,
): Promise<{ items: Order[]; nextCursor: string | null }> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const { filters, search } = orderConditions(query, param);
  const keyset = decodeCursor(query.cursor, ORDER_ID_PATTERN);
  if (keyset) filters.push(beforeKeyset(keyset, param));
  const selectPage = `${ORDER_SELECT.replace('select o.*,', `select o.*, ${cursorAtSql('o.order_date')} as cursor_at,`)}`;
  const newestFirst = 'order by o.order_date desc, o.id desc';

  let rows: (OrderRow & { cursor_at: string })[];
  if (search && !search.exact) {
    const ids = await newestMatches(db, {
      from: 'orders o',
      orderBy: ['o.order_date', 'o.id'],
      filters,
      match: search.sql,
      params,
      limit: query.limit + 1,
      window: SEARCH_WINDOW,
    });
    rows = await db.query(`${selectPage} where o.id = any($1::text[]) ${newestFirst}`, [ids]);
  } else {
    // No search, or an exact one: the planner knows which index answers it.
    if (search) filters.push(search.sql);
    rows = await db.query(
      `${selectPage} ${filters.length ? `where ${filters.join(' and ')}` : ''} ${newestFirst}
       limit ${param(query.limit + 1)}`,
      params,
    );
  }
  return toPage(rows, query.limit, toOrder);
}

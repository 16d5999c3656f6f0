import { isWellFormedCode, normaliseCode } from '../../../domain/customer-code';
import type { CustomerCounts, CustomerList, CustomerListStatus } from '../../../domain/customers.schemas';
import { isValidPhone, normalisePhone } from '../../../domain/phone';
import type { Queryable } from '../../db/client';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import { newestMatches } from '../../db/newest-matches';
import { searchPattern } from '../../db/search-pattern';
import { ADMIN_CUSTOMER_COLUMNS, toAdminCustomer, type AdminCustomerRow } from './admin-customer-row';

export interface CustomerListQuery {
  search?: string;
  status?: CustomerListStatus;
  limit: number;
  cursor?: string;
}

/** How many of the newest customers a name search tests before it asks the trigram index (newest-matches.ts). */
const SEARCH_WINDOW = 10_000;

const NEWEST_FIRST = 'order by c.created_at desc, c.id desc';

/**
 * The ids of one page (and one more, to know whether there is a next), newest first
 * (docs/decisions/018). A whole phone number (as typed: "+91 98470 11111" too) or customer code
 * finds exactly that customer; otherwise from three characters anywhere in the name, phone or
 * code, one or two characters at the start of a word of the name or phone. A status is one range
 * of migration 014's index, so a rare status is walked as fast as a common one.
 */
async function pageIds(db: Queryable, query: CustomerListQuery): Promise<string[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // The walk-in's account (migration 059) is nobody the shop lists.
  const filters: string[] = ['not c.is_walk_in'];
  if (query.status) filters.push(`customer_list_status(c.status, c.is_reserved) = ${param(query.status)}`);
  const keyset = decodeCursor(query.cursor);
  if (keyset)
    filters.push(
      `(c.created_at, c.id) < (${param(keyset.createdAt)}::timestamptz, ${param(keyset.id)}::uuid)`,
    );
  const term = query.search?.trim() ?? '';
  const phone = normalisePhone(term);
  const code = normaliseCode(term);

  if (term && (isValidPhone(phone) || isWellFormedCode(code))) {
    filters.push(`(c.phone = ${param(phone)} or c.code = ${param(code)})`);
  } else if (term) {
    const { pattern, wordStart } = searchPattern(term);
    return newestMatches(db, {
      from: 'customers c',
      orderBy: ['c.created_at', 'c.id'],
      filters,
      match: `c.${wordStart ? 'search_words' : 'search_text'} like lower(${param(pattern)})`,
      params,
      limit: query.limit + 1,
      window: SEARCH_WINDOW,
    });
  }
  const rows = await db.query<{ id: string }>(
    `select c.id from customers c ${filters.length ? `where ${filters.join(' and ')}` : ''}
     ${NEWEST_FIRST} limit ${param(query.limit + 1)}`,
    params,
  );
  return rows.map((row) => row.id);
}

/** One page of the admin's customer list (the screen's and the CSV's). */
export async function customerPage(db: Queryable, query: CustomerListQuery) {
  const ids = await pageIds(db, query);
  const rows = await db.query<AdminCustomerRow>(
    `select ${ADMIN_CUSTOMER_COLUMNS} from customers c left join customers p on p.id = c.parent_id
     where c.id = any($1::uuid[]) ${NEWEST_FIRST}`,
    [ids],
  );
  return toPage(rows, query.limit, toAdminCustomer);
}

/** One page of the admin's customer list, with the stat cards' counts. */
export async function listCustomers(db: Queryable, query: CustomerListQuery): Promise<CustomerList> {
  const [page, counts] = await Promise.all([customerPage(db, query), customerCounts(db)]);
  return { ...page, counts };
}

/** The stat cards, from the counts per stored status that migration 011's triggers keep. */
export async function customerCounts(db: Queryable): Promise<CustomerCounts> {
  const count = (status: CustomerListStatus) =>
    `coalesce(sum(how_many) filter (where customer_list_status(status, is_reserved) = '${status}'), 0)::bigint as ${status}`;
  const [row] = await db.query<CustomerCounts>(
    `select coalesce(sum(how_many), 0)::bigint as total, ${count('active')}, ${count('pending')},
            ${count('reserved')}, ${count('disabled')}
     from customer_counts`,
  );
  return row!;
}

import { AGEING_BUCKETS, ageingBucket, daysSince, type AgeingBucket } from '../../../domain/khata';
import type { KhataBook } from '../../../domain/khata.schemas';
import type { Language } from '../../../domain/language';
import { payPagePath } from '../../../domain/pay-page';
import { csvDateTime, csvRupees, type CsvValue } from '../../csv/csv';
import type { Queryable } from '../../db/client';
import { liveKhata } from './khata-owed';

const noAgeing = (): Record<AgeingBucket, number> => ({ upTo30: 0, upTo60: 0, over60: 0 });

/**
 * The owner's khata book (GET /api/admin/khata): every customer the shop gives credit or who still
 * owes on khata, with what they owe, since when (their oldest due khata order's date), what they
 * owe aged by each order's date (0–30, 31–60, over 60 days), and the pay page of the oldest due
 * order for the WhatsApp reminder; those who owe most first. Totals over all of them.
 */
export async function khataBook(q: Queryable, now = new Date()): Promise<KhataBook> {
  const due = await q.query<{
    customer_id: string;
    order_date: Date;
    due: number;
    pay_token: string;
  }>(
    `select customer_id, order_date, amount_paid_paise - refunded_paise - paid_paise as due, pay_token
     from orders where ${liveKhata()} and paid_paise + refunded_paise < amount_paid_paise
     order by order_date, id`,
  );
  const people = await q.query<{
    id: string;
    code: string;
    name: string;
    phone: string;
    language: Language;
    credit_limit_paise: number;
  }>(
    `select id, code, name, phone, language, credit_limit_paise from customers
     where credit_limit_paise > 0 or id = any($1::uuid[])`,
    [[...new Set(due.map((row) => row.customer_id))]],
  );
  const dueBy = new Map<string, typeof due>();
  for (const row of due) {
    const rows = dueBy.get(row.customer_id) ?? [];
    rows.push(row);
    dueBy.set(row.customer_id, rows);
  }
  const totals = { owedPaise: 0, limitPaise: 0, ageing: noAgeing() };
  const customers = people.map((person) => {
    const owing = dueBy.get(person.id) ?? [];
    const ageing = noAgeing();
    for (const row of owing) {
      const bucket = ageingBucket(daysSince(row.order_date, now));
      ageing[bucket] += row.due;
      totals.ageing[bucket] += row.due;
    }
    const owedPaise = owing.reduce((sum, row) => sum + row.due, 0);
    totals.owedPaise += owedPaise;
    totals.limitPaise += person.credit_limit_paise;
    const oldest = owing[0];
    return {
      id: person.id,
      code: person.code,
      name: person.name,
      phone: person.phone,
      language: person.language,
      limitPaise: person.credit_limit_paise,
      owedPaise,
      oldestDueAt: oldest ? oldest.order_date.toISOString() : null,
      ageing,
      oldestPayUrl: oldest ? payPagePath(oldest.pay_token) : null,
      oldestDuePaise: oldest?.due ?? 0,
    };
  });
  customers.sort((a, b) => b.owedPaise - a.owedPaise || a.name.localeCompare(b.name));
  return { customers, totals };
}

export const KHATA_CSV_HEADER = [
  'Code',
  'Name',
  'Phone',
  'Credit limit (₹)',
  'Owed (₹)',
  'Oldest due since',
  ...AGEING_BUCKETS.map(
    (bucket) => `${{ upTo30: '0-30', upTo60: '31-60', over60: 'Over 60' }[bucket]} days (₹)`,
  ),
];

/** The book as CSV rows, in the screen's order (the cells are neutralised by csvLine). */
export async function* khataBookRows(q: Queryable): AsyncGenerator<CsvValue[]> {
  const book = await khataBook(q);
  for (const customer of book.customers) {
    yield [
      customer.code,
      customer.name,
      customer.phone,
      csvRupees(customer.limitPaise),
      csvRupees(customer.owedPaise),
      customer.oldestDueAt ? csvDateTime(new Date(customer.oldestDueAt)) : '',
      ...AGEING_BUCKETS.map((bucket) => csvRupees(customer.ageing[bucket])),
    ];
  }
}

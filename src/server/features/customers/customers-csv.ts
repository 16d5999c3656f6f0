import { CUSTOMER_STATUS_LABELS, type CustomerListStatus } from '../../../domain/customers.schemas';
import { allPages, csvDateTime, csvRupees, type CsvValue } from '../../csv/csv';
import type { Queryable } from '../../db/client';
import { customerPage } from './customer-list';

const BATCH = 2_000;

export const CUSTOMERS_CSV_HEADER = [
  'Code',
  'Name',
  'Phone',
  'Parent code',
  'Tier',
  'Status',
  'Points',
  'Point money (₹)',
  'Total spent (₹)',
  'Direct referrals',
  'Joined',
] as const;

/** The customers CSV: the customers screen's list for the same search and status, in its order. */
export async function* customerRows(
  db: Queryable,
  filter: { search?: string | undefined; status?: CustomerListStatus | undefined },
): AsyncGenerator<CsvValue[]> {
  for await (const customer of allPages((cursor) => customerPage(db, { ...filter, limit: BATCH, cursor }))) {
    yield [
      customer.code,
      customer.name,
      customer.phone,
      customer.parentCode,
      customer.tier,
      CUSTOMER_STATUS_LABELS[customer.status],
      customer.points,
      csvRupees(customer.pointMoneyPaise),
      csvRupees(customer.totalSpentPaise),
      customer.childCount,
      csvDateTime(new Date(customer.joinedAt)),
    ];
  }
}

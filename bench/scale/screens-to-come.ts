/**
 * The admin screens built after the bench's first screens: each runs its own service, as
 * bench/scale/screens.ts runs the products service. Sales (issue 12) from
 * src/server/features/sales, the customers screen and the referral tree (issue 11) from
 * src/server/features/customers and src/server/features/referral-tree; points history runs the
 * SQL of src/server/features/loyalty/points.routes.ts; the dashboard, low stock and the audit log
 * (issue 12) from src/server/features/dashboard and src/server/features/audit-log.
 */
import type { Database } from '../../src/server/db/client';
import { customerCounts } from '../../src/server/features/customers/customer-list';
import { createCustomersService } from '../../src/server/features/customers/customers.service';
import { createReferralTreeService } from '../../src/server/features/referral-tree/referral-tree.service';
import { CUSTOMER_LIST_STATUSES } from '../../src/domain/customers.schemas';
import { dayBefore } from '../../src/domain/sales.schemas';
import { createSalesService } from '../../src/server/features/sales/sales.service';
import { auditLogPage } from '../../src/server/features/audit-log/audit-log-read';
import { dashboardCounts } from '../../src/server/features/dashboard/dashboard-counts';
import { lowStockProducts } from '../../src/server/features/dashboard/low-stock';
import type { AuditLogFilter } from '../../src/domain/audit-log.schemas';
import type { Sample } from './sample';
import { cycle, PURCHASE_TERMS, type Screen } from './screens';

export function laterScreens(db: Database, sample: Sample): Screen[] {
  const day = sample.newestDay;
  const customer = cycle(sample.customerIds);
  const tree = createReferralTreeService(db);
  const sales = createSalesService(db);
  // Today's cards as if today were the data set's newest day (noon in Kolkata).
  const todayAt = new Date(`${day}T06:30:00Z`);
  const customers = createCustomersService(db);
  // The customers list's cursor after 40 pages of 25, found once, in the first (warm-up) run.
  let deepCursor: Promise<string | undefined> | undefined;
  const deepCustomersCursor = () =>
    (deepCursor ??= (async () => {
      let cursor: string | undefined;
      for (let page = 0; page < 40; page++)
        cursor = (await customers.list({ limit: 25, cursor })).nextCursor ?? undefined;
      return cursor;
    })());
  const admin = cycle(sample.adminIds);
  // Days of the audit log's two years: one day, a week, a month, ending on varied days.
  const days = (i: number) => {
    const to = dayBefore(day, (i * 37) % 700);
    return { from: dayBefore(to, [0, 6, 29][i % 3]!), to };
  };
  // Common kinds and rare ones (300 offers, 40 settings saves, none for services).
  const kinds = cycle<AuditLogFilter>([
    { entity: 'order' },
    { entity: 'product' },
    { entity: 'customer' },
    { entity: 'offer' },
    { entity: 'settings' },
    { entity: 'service' },
    { entity: 'order', action: 'order.refund' },
    { entity: 'order', action: 'order.mark_paid' },
    { entity: 'customer', action: 'customer.points' },
  ]);
  return [
    { label: "sales: today's cards", run: () => sales.today(todayAt) },
    { label: 'sales: last 30 days', run: () => sales.range({ from: dayBefore(day, 29), to: day }) },
    { label: 'sales: last 365 days', run: () => sales.range({ from: dayBefore(day, 364), to: day }) },
    { label: 'dashboard: counts', run: () => dashboardCounts(db) },
    { label: 'dashboard: low stock, first page', run: () => lowStockProducts(db, { limit: 8 }) },
    { label: 'audit log: first page', run: () => auditLogPage(db, { limit: 25 }) },
    { label: 'audit log: by kind (and action)', run: (i) => auditLogPage(db, { ...kinds(i), limit: 25 }) },
    { label: 'audit log: by admin', run: (i) => auditLogPage(db, { adminId: admin(i), limit: 25 }) },
    { label: 'audit log: by days', run: (i) => auditLogPage(db, { ...days(i), limit: 25 }) },
    {
      label: 'audit log: kind, admin and days',
      run: (i) => auditLogPage(db, { ...kinds(i), adminId: admin(Math.floor(i / 9)), ...days(i), limit: 25 }),
    },
    { label: 'customers: first page', run: () => customers.list({ limit: 25 }) },
    {
      label: 'customers: page 41',
      run: async () => customers.list({ limit: 25, cursor: await deepCustomersCursor() }),
    },
    { label: 'customers: counts', run: () => customerCounts(db) },
    {
      label: 'customers: status filter',
      run: (i) => customers.list({ status: cycle(CUSTOMER_LIST_STATUSES)(i), limit: 25 }),
    },
    {
      label: 'customers: search, 1-2 characters',
      run: (i) =>
        customers.list({
          search: cycle([...PURCHASE_TERMS.oneCharacter, ...PURCHASE_TERMS.twoCharacters])(i),
          limit: 25,
        }),
    },
    {
      label: 'customers: search, names and words',
      run: (i) =>
        customers.list({
          search: cycle([
            ...PURCHASE_TERMS.names,
            ...PURCHASE_TERMS.midFrequency,
            ...PURCHASE_TERMS.rareOrNone,
          ])(i),
          limit: 25,
        }),
    },
    {
      label: 'customers: search, phone (as typed) or code',
      run: (i) => {
        const p = cycle(sample.phones)(i);
        return customers.list({
          search:
            i % 3 === 0 ? cycle(sample.codes)(i) : i % 3 === 1 ? p : `+91 ${p.slice(0, 5)} ${p.slice(5)}`,
          limit: 25,
        });
      },
    },
    {
      label: 'customers: search and status filter',
      run: (i) =>
        customers.list({
          search: cycle([...PURCHASE_TERMS.twoCharacters, ...PURCHASE_TERMS.names])(i),
          status: cycle(CUSTOMER_LIST_STATUSES)(i),
          limit: 25,
        }),
    },
    { label: 'customers: one customer', run: (i) => customers.get(customer(i)) },
    { label: 'referral tree: A100, the root', run: () => tree.page({ limit: 50 }) },
    {
      label: 'referral tree: big referrer',
      run: (i) => tree.page({ code: cycle(sample.bigReferrerCodes)(i), limit: 50 }),
    },
    {
      label: 'referral tree: ordinary customer',
      run: (i) => tree.page({ code: cycle(sample.ordinaryReferrerCodes)(i), limit: 50 }),
    },
    {
      label: 'referral tree: search by code/phone (path)',
      run: (i) => tree.find(i % 2 ? cycle(sample.phones)(i) : cycle(sample.codes)(i)),
    },
    {
      label: 'downline size: big referrer',
      run: (i) => tree.find(cycle(sample.bigReferrerCodes)(i)),
    },
    {
      label: 'downline size: ordinary customer',
      run: (i) => tree.find(cycle(sample.ordinaryReferrerCodes)(i)),
    },
    {
      label: 'points history',
      run: (i) =>
        db.query(
          `select l.id, l.created_at, l.kind, l.points_delta, l.point_money_paise, l.order_id, s.code as source_code, l.level, l.note
           from points_ledger l left join customers s on s.id = l.source_customer_id
           where l.customer_id = $1 and ($2::bigint is null or l.id < $2)
           order by l.id desc limit $3`,
          [customer(i), null, 51],
        ),
    },
  ];
}

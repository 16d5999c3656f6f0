import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NotebookPen } from 'lucide-react';
import { AGEING_BUCKETS, khataReminderMessage } from '../../../../domain/khata';
import { formatPaise } from '../../../../domain/money';
import type { Column } from '../../../components/data-list/columns';
import { WhatsAppRemindLink } from '../../../components/whatsapp-remind-link';
import { DataCards } from '../../../components/data-list/data-cards';
import { DataTable } from '../../../components/data-list/data-table';
import { DownloadCsvLink } from '../../../components/download-csv-link';
import { EmptyState, QueryErrorState } from '../../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { formatDate } from '../../../lib/dates';
import {
  KHATA_EXPORT_PATH,
  khataBookQueryOptions,
  type KhataBook,
} from '../../../lib/khata/admin-khata.queries';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useAuth } from '../../../lib/auth/auth-context';
import { useWords, type AreaTranslator } from '../../../i18n/use-words';

type KhataCustomer = KhataBook['customers'][number];

/** The WhatsApp reminder: what they owe in all, and the pay page of their oldest due bill (decision 070). */
function ReminderLink({ customer }: { customer: KhataCustomer }) {
  if (!customer.oldestPayUrl || customer.owedPaise === 0) return null;
  const url = `${window.location.origin}${customer.oldestPayUrl}`;
  const text = khataReminderMessage(customer.owedPaise, customer.oldestDuePaise, url, customer.language);
  return <WhatsAppRemindLink name={customer.name} phone={customer.phone} text={text} />;
}

/** The customer's name and code: for the owner a link to their page (limit, settlements), for staff plain text. */
function CustomerName({ customer, linked }: { customer: KhataCustomer; linked: boolean }) {
  const name = (
    <>
      {customer.name} <span className="font-mono text-sm text-sand-700">{customer.code}</span>
    </>
  );
  if (!linked) return <span className="font-semibold">{name}</span>;
  return (
    <Link
      to={`/admin/customers/edit/${customer.id}`}
      className="font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      {name}
    </Link>
  );
}

const columnsFor = (owner: boolean, t: AreaTranslator<'admin'>['t']): Column<KhataCustomer>[] => [
  {
    id: 'customer',
    header: t('admin.khata.customer'),
    card: 'title',
    cell: (customer) => <CustomerName customer={customer} linked={owner} />,
  },
  { id: 'phone', header: t('admin.khata.phone'), card: 'subtitle', cell: (customer) => customer.phone },
  {
    id: 'owed',
    header: t('admin.khata.owed'),
    align: 'end',
    card: 'corner',
    cell: (customer) => <span className="font-bold">{formatPaise(customer.owedPaise)}</span>,
  },
  {
    id: 'limit',
    header: t('admin.khata.limit'),
    align: 'end',
    cell: (customer) => formatPaise(customer.limitPaise),
  },
  {
    id: 'since',
    header: t('admin.khata.since'),
    cell: (customer) =>
      customer.oldestDueAt ? (
        <time dateTime={customer.oldestDueAt}>{formatDate(customer.oldestDueAt)}</time>
      ) : (
        '—'
      ),
  },
  ...AGEING_BUCKETS.map((bucket): Column<KhataCustomer> => ({
    id: bucket,
    header: t(`admin.khata.ageing.${bucket}`),
    align: 'end',
    cell: (customer) => formatPaise(customer.ageing[bucket]),
  })),
  {
    id: 'remind',
    header: t('admin.khata.reminder'),
    headerHidden: true,
    card: 'footer',
    cell: (customer) => <ReminderLink customer={customer} />,
  },
];

/**
 * /admin/khata (docs/decisions/070): who owes the shop on credit and since when, what they owe
 * aged by each order's date, totals, a WhatsApp reminder per customer, and the CSV. A customer's
 * limit and settlements are on their own admin page. Staff see the book and the reminders; the CSV
 * and the customers' pages are the owner's (docs/decisions/085).
 */
export default function AdminKhataPage() {
  // Until the session is known (never inside the panel, which waits for it) the owner's view.
  const owner = useAuth().user?.role !== 'staff';
  const { t } = useWords('admin');
  const columns = columnsFor(owner, t);
  const query = useQuery(khataBookQueryOptions());
  const wide = useMediaQuery('(min-width: 1024px)');
  const book = query.data;

  return (
    <div className="space-y-6">
      <PageTitle
        title={t('admin.khata.title')}
        description={t('admin.khata.intro')}
        actions={owner && <DownloadCsvLink path={KHATA_EXPORT_PATH}>{t('admin.khata.csv')}</DownloadCsvLink>}
      />
      {query.isError && <QueryErrorState query={query} title={t('admin.khata.loadFailed')} />}
      {!book && !query.isError && (
        <div aria-busy="true" role="status" className="space-y-3">
          <span className="sr-only">{t('admin.khata.loading')}</span>
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      )}
      {book && (
        <>
          <section aria-label={t('admin.khata.totals')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Total label={t('admin.khata.owedInAll')} paise={book.totals.owedPaise} strong />
            {AGEING_BUCKETS.map((bucket) => (
              <Total
                key={bucket}
                label={t(`admin.khata.ageing.${bucket}`)}
                paise={book.totals.ageing[bucket]}
              />
            ))}
          </section>
          {book.customers.length === 0 ? (
            <EmptyState
              icon={NotebookPen}
              title={t('admin.khata.nobody')}
              description={t('admin.khata.nobodyHint')}
            />
          ) : wide ? (
            <DataTable
              label={t('admin.khata.onKhata')}
              columns={columns}
              items={book.customers}
              getKey={(c) => c.id}
            />
          ) : (
            <DataCards
              label={t('admin.khata.onKhata')}
              columns={columns}
              items={book.customers}
              getKey={(c) => c.id}
            />
          )}
        </>
      )}
    </div>
  );
}

function Total({ label, paise, strong }: { label: string; paise: number; strong?: boolean }) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-sand-700">{label}</p>
      <p
        className={
          strong
            ? 'text-xl font-bold text-red-800 tabular-nums'
            : 'text-xl font-bold text-sand-900 tabular-nums'
        }
      >
        {formatPaise(paise)}
      </p>
    </div>
  );
}

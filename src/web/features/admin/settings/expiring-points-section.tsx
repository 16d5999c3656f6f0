import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpiringPoints } from '../../../../domain/expiring-points.schemas';
import { pointsExpiryMessages } from '../../../../domain/messages';
import { expiresOn } from '../../../../domain/points-expiry';
import { pointsPhrase } from '../../../../domain/points';
import type { Column } from '../../../components/data-list/columns';
import { WhatsAppRemindLink } from '../../../components/whatsapp-remind-link';
import { DataCards } from '../../../components/data-list/data-cards';
import { DataTable } from '../../../components/data-list/data-table';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { api } from '../../../lib/api';
import { useMediaQuery } from '../../../lib/use-media-query';

type Expiring = ExpiringPoints['customers'][number];

export const expiringPointsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'points', 'expiring'] as const,
    queryFn: ({ signal }) => api.get<ExpiringPoints>('/api/admin/points/expiring', { signal }),
  });

/** The WhatsApp reminder, in plain words: how many points, and the day they go. */
function ReminderLink({ customer }: { customer: Expiring }) {
  const text = pointsExpiryMessages.reminder(
    customer.name,
    pointsPhrase(customer.points),
    expiresOn(customer.on),
  );
  return <WhatsAppRemindLink name={customer.name} phone={customer.phone} text={text} />;
}

const columns: Column<Expiring>[] = [
  {
    id: 'customer',
    header: 'Customer',
    card: 'title',
    cell: (c) => (
      <span className="font-semibold">
        {c.name} <span className="font-mono text-sm text-sand-700">{c.code}</span>
      </span>
    ),
  },
  { id: 'phone', header: 'Phone', card: 'subtitle', cell: (c) => c.phone },
  { id: 'points', header: 'Points', align: 'end', card: 'corner', cell: (c) => pointsPhrase(c.points) },
  { id: 'on', header: 'Expire on', cell: (c) => <time dateTime={c.on}>{expiresOn(c.on)}</time> },
  {
    id: 'remind',
    header: 'Reminder',
    headerHidden: true,
    card: 'footer',
    cell: (c) => <ReminderLink customer={c} />,
  },
];

/**
 * Under the Loyalty settings (DESIGN 11.3, docs/decisions/080): customers whose points expire
 * within 30 days, soonest first, each with a WhatsApp reminder. Shown only while points expire.
 */
export function ExpiringPointsSection({ expiryOn }: { expiryOn: boolean }) {
  const query = useQuery({ ...expiringPointsQueryOptions(), enabled: expiryOn });
  const wide = useMediaQuery('(min-width: 1024px)');
  if (!expiryOn) return null;
  const customers = query.data?.customers;
  return (
    <Card className="mt-6 space-y-4">
      <div>
        <CardTitle>Points expiring soon</CardTitle>
        <CardDescription>
          Customers whose points expire within 30 days. Remind them to use them.
        </CardDescription>
      </div>
      {query.isError && <QueryErrorState query={query} title="Could not load the expiring points" />}
      {customers && customers.length === 0 && (
        <p className="text-sm text-sand-700">No customer&apos;s points expire in the next 30 days.</p>
      )}
      {customers &&
        customers.length > 0 &&
        (wide ? (
          <DataTable
            label="Points expiring soon"
            columns={columns}
            items={customers}
            getKey={(c) => c.customerId}
          />
        ) : (
          <DataCards
            label="Points expiring soon"
            columns={columns}
            items={customers}
            getKey={(c) => c.customerId}
          />
        ))}
    </Card>
  );
}

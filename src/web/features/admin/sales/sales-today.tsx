import { useQuery } from '@tanstack/react-query';
import { salesMessages } from '../../../../domain/messages';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SalesFigureCards } from './sales-figures';
import { salesTodayQueryOptions } from '../../../lib/sales/sales.queries';

/** Today's cards (Asia/Kolkata); a failed load is SPEC's banner with Try Again. */
export function SalesToday() {
  const today = useQuery(salesTodayQueryOptions());
  return (
    <section aria-labelledby="sales-today-heading" className="mb-8">
      <h2 id="sales-today-heading" className="mb-3 text-lg font-bold text-sand-900">
        Today{today.data ? `, ${formatDate(`${today.data.date}T12:00:00+05:30`)}` : ''}
      </h2>
      {today.isError ? (
        <Alert
          tone="error"
          title={salesMessages.loadFailedBanner(errorMessage(today.error))}
          action={
            <Button variant="outline" onClick={() => void today.refetch()} loading={today.isFetching}>
              Try Again
            </Button>
          }
        />
      ) : (
        <SalesFigureCards label="Today's sales" figures={today.data} />
      )}
    </section>
  );
}

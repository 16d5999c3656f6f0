import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Link2Off, Printer } from 'lucide-react';
import { Receipt } from '../../components/receipt';
import { Button } from '../../components/ui/button';
import { EmptyState, QueryErrorState } from '../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { hasErrorCode } from '../../lib/api';
import { receiptApi } from '../../lib/admin-orders/counter.api';
import { useWords } from '../../i18n/use-words';

/**
 * /receipt/:token: a counter sale's receipt, sent on WhatsApp. No sign-in: the unguessable token is
 * the key. It prints as the counter's does (80 mm).
 */
export default function ReceiptPage() {
  const { token = '' } = useParams();
  const { t, m } = useWords('info');
  const query = useQuery({
    queryKey: ['receipt', token],
    queryFn: ({ signal }) => receiptApi.byToken(token, signal),
  });

  return (
    <div className="mx-auto w-full max-w-xl space-y-4">
      <div className="print:hidden">
        <PageTitle title={t('info.receiptPage.title')} description={t('info.receiptPage.description')} />
      </div>
      {query.status === 'pending' ? (
        <Skeleton className="h-96 w-full" />
      ) : query.status === 'error' ? (
        hasErrorCode(query.error, 'NOT_FOUND') ? (
          <EmptyState icon={Link2Off} title={t('info.receiptPage.brokenLink')} />
        ) : (
          <QueryErrorState title={t('info.receiptPage.loadFailed')} query={query} />
        )
      ) : (
        <>
          <Receipt receipt={query.data} words={{ t: (key, params) => t(`info.${key}`, params), m }} />
          <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('info.receiptPage.print')}
          </Button>
        </>
      )}
    </div>
  );
}

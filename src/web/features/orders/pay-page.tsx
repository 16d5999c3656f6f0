import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Link2Off } from 'lucide-react';
import { messages } from '../../../domain/messages';
import { UpiPayBox } from '../../components/upi-pay-box';
import { Card } from '../../components/ui/card';
import { EmptyState, QueryErrorState } from '../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { hasErrorCode } from '../../lib/api';
import { payRequestQueryOptions } from './orders.queries';
import { TypedUtrForm } from './typed-utr-form';
import { useT } from '../../i18n/i18n-context';

/**
 * /pay/:token, an order's pay page (DESIGN 11.1): sent on WhatsApp or SMS, which do not open
 * upi:// links, it opens in the browser and hands the exact request to a UPI app on this phone, or
 * shows the QR code to scan with another. No sign-in: the token is the key.
 */
export default function PayPage() {
  const { token = '' } = useParams();
  const query = useQuery(payRequestQueryOptions(token));
  const payment = query.data;
  const { t, m } = useT();

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageTitle
        title={t('pay.title')}
        description={payment ? t('pay.order', { id: payment.orderId }) : t('pay.howTo')}
      />
      {query.status === 'pending' ? (
        <Card aria-busy="true" className="flex flex-col items-center gap-4 sm:flex-row">
          <Skeleton className="size-52 rounded-xl" />
          <Skeleton className="h-24 w-full max-w-xs" />
        </Card>
      ) : query.status === 'error' || !payment ? (
        hasErrorCode(query.error, 'NOT_FOUND') ? (
          <EmptyState icon={Link2Off} title={m(messages.payPage.notFound)} />
        ) : (
          <QueryErrorState title={t('pay.loadFailed')} query={query} />
        )
      ) : payment.upiLink ? (
        <Card className="space-y-5">
          <UpiPayBox
            link={payment.upiLink}
            amountPaise={payment.amountDuePaise}
            payeeName={payment.payeeName}
            payeeId={payment.payeeId}
          >
            <p>{t('pay.tapOrScan')}</p>
            <p className="mt-2">{m(messages.payPage.afterPaying)}</p>
          </UpiPayBox>
          <TypedUtrForm token={token} payment={payment} />
        </Card>
      ) : (
        <EmptyState
          icon={CircleCheck}
          title={m(
            payment.status === 'cancelled' || payment.status === 'refunded'
              ? messages.payPage.closed
              : messages.payPage.paid,
          )}
        />
      )}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PackageSearch, Search } from 'lucide-react';
import { messages } from '../../../domain/messages';
import { formatPaise } from '../../../domain/money';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { PageTitle } from '../../components/ui/page-title';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { OrderStatusBadge } from '../../components/order-badges';
import { OrderTimeline } from './order-timeline';
import { itemsLabel } from './order-facts';
import { ordersApi, type TrackedOrder } from './orders.api';
import { useWords } from '../../i18n/use-words';

/** /track-order: anyone with the order id and its phone number sees the status timeline. */
export default function TrackOrderPage() {
  const [params] = useSearchParams();
  const [orderId, setOrderId] = useState(params.get('id') ?? '');
  const [phone, setPhone] = useState('');
  const [missing, setMissing] = useState<{ orderId: boolean; phone: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  const { t, m } = useWords('info');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const gaps = { orderId: !orderId.trim(), phone: !phone.trim() };
    if (gaps.orderId || gaps.phone) {
      setMissing(gaps);
      setError(messages.trackOrder.required);
      return;
    }
    setMissing(null);
    setError(null);
    setBusy(true);
    try {
      setOrder(await ordersApi.track(orderId.trim(), phone.trim()));
    } catch (failure) {
      setOrder(null);
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageTitle title={t('info.track.title')} description={t('info.track.description')} />
      <Card>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={t('info.track.form')}
          className="space-y-4"
        >
          {error && <Alert tone="error">{m(error)}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('info.track.orderId')}
              value={orderId}
              onChange={(event) => setOrderId(event.target.value)}
              placeholder="ORD-1795114028759-002Z"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              aria-required="true"
              invalid={!!missing?.orderId}
            />
            <Field
              label={t('info.track.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              placeholder="98765 43210"
              required
              aria-required="true"
              invalid={!!missing?.phone}
            />
          </div>
          <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
            {!busy && <Search aria-hidden="true" className="size-5" />} {t('info.track.submit')}
          </Button>
        </form>
      </Card>

      {order && (
        <section aria-labelledby="tracked-title" className="mt-6">
          <Card className="space-y-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 space-y-1">
                <CardTitle id="tracked-title" className="flex items-center gap-2 break-all">
                  <PackageSearch aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                  {order.id}
                </CardTitle>
                <p className="text-sm text-sand-700">
                  {t('order.placedOn', { when: formatDateTime(order.orderDate) })} ·{' '}
                  {m(itemsLabel(order.itemCount))} · {formatPaise(order.amountPaidPaise)}
                </p>
              </div>
              <OrderStatusBadge order={order} />
            </div>
            <OrderTimeline status={order.status} events={order.timeline} />
          </Card>
        </section>
      )}
    </div>
  );
}

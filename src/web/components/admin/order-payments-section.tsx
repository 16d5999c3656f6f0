import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../domain/messages';
import { recordPaymentSchema } from '../../../domain/payments.schemas';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import type { AdminOrder } from '../../lib/admin-orders/orders.api';
import { adminOrderPaymentsQueryOptions, useRecordPayment } from '../../lib/admin-orders/orders.queries';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/page-title';
import { PaymentList } from '../payment-list';
import { MoneyInFields, useMoneyIn } from './money-in-fields';

/** The order's payments in its details dialog, and a small form to record a part payment (or the rest). */
export function OrderPaymentsSection({
  order,
  onOrderChanged,
}: {
  order: AdminOrder;
  onOrderChanged: (order: AdminOrder) => void;
}) {
  const query = useQuery(adminOrderPaymentsQueryOptions(order.id));
  if (query.status === 'pending') return <Skeleton className="h-16 rounded-xl" />;
  if (query.status === 'error') {
    return (
      <Alert
        tone="error"
        title="Could not load the payments"
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-3">
      <PaymentList {...query.data} />
      {query.data.duePaise > 0 && (
        <RecordPaymentForm order={order} duePaise={query.data.duePaise} onOrderChanged={onOrderChanged} />
      )}
    </div>
  );
}

function RecordPaymentForm({
  order,
  duePaise,
  onOrderChanged,
}: {
  order: AdminOrder;
  duePaise: number;
  onOrderChanged: (order: AdminOrder) => void;
}) {
  const recordPayment = useRecordPayment();
  const money = useMoneyIn(order.paymentMethod === 'upi' ? 'upi' : 'cash');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = recordPaymentSchema.safeParse(money.typed());
    if (!parsed.success) {
      money.setProblem(money.refusal(parsed.error.issues[0]?.message));
      return;
    }
    money.setProblem(null);
    try {
      onOrderChanged(
        await recordPayment.mutateAsync({
          orderId: order.id,
          input: parsed.data,
          idempotencyKey: money.keyFor(parsed.data),
        }),
      );
      notify.success(messages.orders.markedPaid);
      money.clear();
    } catch (error) {
      money.setProblem(errorMessage(error));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Record payment"
      className="space-y-3 rounded-xl border border-sand-200 p-3"
    >
      <p className="font-semibold text-sand-900">Record payment</p>
      {money.problem && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {money.problem}
        </p>
      )}
      <MoneyInFields money={money} maxPaise={duePaise} className="sm:grid-cols-3" />
      <Button type="submit" variant="secondary" loading={recordPayment.isPending}>
        Record payment
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../domain/messages';
import { formatPaise, parseRupees } from '../../../domain/money';
import { MONEY_METHOD_LABELS, MONEY_METHODS, type MoneyMethod } from '../../../domain/payments';
import { recordPaymentSchema } from '../../../domain/payments.schemas';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import type { AdminOrder } from '../../lib/admin-orders/orders.api';
import { adminOrderPaymentsQueryOptions, useRecordPayment } from '../../lib/admin-orders/orders.queries';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { SelectField } from '../ui/select';
import { Skeleton } from '../ui/page-title';
import { PaymentList } from '../payment-list';

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
  const [method, setMethod] = useState<MoneyMethod>(order.paymentMethod === 'upi' ? 'upi' : 'cash');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rupees = parseRupees(amount);
    const parsed = recordPaymentSchema.safeParse({
      method,
      amountPaise: rupees.ok ? rupees.paise : Number.NaN,
      reference,
    });
    if (!rupees.ok || !parsed.success) {
      setProblem(rupees.ok ? (parsed.error?.issues[0]?.message ?? null) : messages.product.notANumber);
      return;
    }
    setProblem(null);
    try {
      onOrderChanged(await recordPayment.mutateAsync({ orderId: order.id, input: parsed.data }));
      notify.success(messages.orders.markedPaid);
      setAmount('');
      setReference('');
    } catch (error) {
      setProblem(errorMessage(error));
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
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Method"
          value={method}
          onChange={(event) => setMethod(event.target.value as MoneyMethod)}
        >
          {MONEY_METHODS.map((value) => (
            <option key={value} value={value}>
              {MONEY_METHOD_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Field
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint={`Up to ${formatPaise(duePaise)}`}
          invalid={problem !== null}
        />
        <Field
          label="UPI reference"
          optional
          autoComplete="off"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          maxLength={64}
        />
      </div>
      <Button type="submit" variant="secondary" loading={recordPayment.isPending}>
        Record payment
      </Button>
    </form>
  );
}

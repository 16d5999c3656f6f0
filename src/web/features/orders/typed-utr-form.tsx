import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { messages } from '../../../domain/messages';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api';
import { ordersApi, type PayRequest } from './orders.api';
import { payRequestQueryOptions } from './orders.queries';

/**
 * After paying: the customer gives the UTR their UPI app shows, so the shop finds the transfer on
 * its bank statement at once (docs/decisions/061). Once given, the page says so.
 */
export function TypedUtrForm({ token, payment }: { token: string; payment: PayRequest }) {
  const queryClient = useQueryClient();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (payment.upiReference) {
    return (
      <p className="flex items-start gap-2 text-sm text-sand-800" role="status">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {messages.payPage.utrThanks(payment.upiReference)}
      </p>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(payRequestQueryOptions(token).queryKey, await ordersApi.giveUtr(token, utr));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Give the UTR" className="space-y-3">
      <Field
        label="Paid? The UTR of your payment"
        optional
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        placeholder="12 digits, e.g. 432198765012"
        value={utr}
        onChange={(event) => setUtr(event.target.value)}
        hint={error ?? 'Your UPI app shows it as UTR or UPI reference number after you pay.'}
        invalid={!!error}
      />
      <Button type="submit" variant="outline" loading={busy}>
        Send the UTR
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { messages } from '../../../domain/messages';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api';
import { ordersApi, type PayRequest } from './orders.api';
import { payRequestQueryOptions } from './orders.queries';
import { useT } from '../../i18n/i18n-context';

/**
 * After paying: the customer gives the UTR their UPI app shows, so the shop finds the transfer on
 * its bank statement at once (docs/decisions/061). Once given, the page says so.
 */
export function TypedUtrForm({ token, payment }: { token: string; payment: PayRequest }) {
  const queryClient = useQueryClient();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t, m } = useT();

  if (payment.upiReference) {
    return (
      <p className="flex items-start gap-2 text-sm text-sand-800" role="status">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {m(messages.payPage.utrThanks(payment.upiReference))}
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
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('payParts.utrForm')}
      className="space-y-3"
    >
      <Field
        label={t('payParts.utrLabel')}
        optional
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        placeholder={t('payParts.utrPlaceholder')}
        value={utr}
        onChange={(event) => setUtr(event.target.value)}
        hint={error ? m(error) : t('payParts.utrHint')}
        invalid={!!error}
      />
      <Button type="submit" variant="outline" loading={busy}>
        {t('payParts.sendUtr')}
      </Button>
    </form>
  );
}

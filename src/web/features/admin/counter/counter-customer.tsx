import { useState, type FormEvent } from 'react';
import { UserPlus, UserRound } from 'lucide-react';
import type { OrderingCustomer } from '../../../../domain/phone-order.schemas';
import { ApiError, errorMessage } from '../../../lib/api';
import { counterApi } from '../../../lib/admin-orders/counter.api';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { CustomerFinder, FoundCustomer } from '../../../components/admin/customer-finder';
import { useWords } from '../../../i18n/use-words';

type Mode = 'walk-in' | 'find' | 'new';

/**
 * Who is buying: a walk-in by default (no points earned or used), a customer found by phone or
 * code (the phone order's finder), or a new customer added in two fields.
 */
export function CounterCustomer({
  customer,
  onCustomer,
}: {
  customer: OrderingCustomer | null;
  onCustomer: (customer: OrderingCustomer | null) => void;
}) {
  const [mode, setMode] = useState<Mode>('walk-in');
  const { t } = useWords('admin');
  if (customer)
    return (
      <FoundCustomer
        customer={customer}
        changeLabel={t('admin.counter.who.walkInInstead')}
        notActive={t('admin.counter.who.notActive')}
        onChange={() => {
          setMode('walk-in');
          onCustomer(null);
        }}
      />
    );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="flex w-full items-center gap-2 font-semibold text-sand-900">
          <UserRound aria-hidden="true" className="size-4" />
          {t('admin.counter.who.walkInCustomer')}{' '}
          <span className="font-normal text-sand-700">{t('admin.counter.who.noPoints')}</span>
        </p>
        <Button variant={mode === 'find' ? 'secondary' : 'outline'} onClick={() => setMode('find')}>
          {t('admin.counter.who.find')}
        </Button>
        <Button variant={mode === 'new' ? 'secondary' : 'outline'} onClick={() => setMode('new')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('admin.counter.who.new')}
        </Button>
      </div>
      {mode === 'find' && <CustomerFinder onFound={onCustomer} />}
      {mode === 'new' && <NewCustomerForm onAdded={onCustomer} />}
    </div>
  );
}

/** A new customer in two fields: their name and phone; they can finish their profile later. */
function NewCustomerForm({ onAdded }: { onAdded: (customer: OrderingCustomer) => void }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const { t, m } = useWords('admin');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onAdded(await counterApi.addCustomer({ name, phone }));
    } catch (error) {
      setProblem({
        message: errorMessage(error),
        fields: error instanceof ApiError ? (error.fields ?? {}) : {},
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={add} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('admin.counter.who.name')}
          autoComplete="off"
          autoFocus
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          invalid={Boolean(problem?.fields.name)}
          hint={problem?.fields.name && m(problem.fields.name)}
        />
        <Field
          label={t('admin.counter.who.phone')}
          inputMode="tel"
          autoComplete="off"
          value={phone}
          maxLength={20}
          onChange={(event) => setPhone(event.target.value)}
          invalid={Boolean(problem?.fields.phone)}
          hint={problem?.fields.phone && m(problem.fields.phone)}
        />
      </div>
      {problem && !problem.fields.name && !problem.fields.phone && (
        <Alert tone="error">{m(problem.message)}</Alert>
      )}
      <Button type="submit" loading={busy}>
        {t('admin.counter.who.add')}
      </Button>
    </form>
  );
}
